import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { Check, ExternalLink } from "lucide-react";
import { ContactButton } from "~/components/ContactButton";
import { PUBLIC_RESOURCES, newTab } from "~/components/external-links";
import { FaqList } from "~/components/Faq";
import publicStyles from "~/components/public-site.css?url";
import { rootAppUrl, seoMeta } from "~/components/seo";
import { fr } from "~/i18n/fr";
import { insurancePageFr as t } from "~/i18n/pages/insurance-page.fr";

/** <html lang="fr"> through app/utils/lang.ts; header and footer switch to French. */
export const handle = { messages: fr };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: publicStyles }];

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    appUrl: rootAppUrl(matches),
    path: "/assurance-sante",
    locale: "fr_FR",
    title: t.title,
    description: t.description,
  });

const FAQ = t.faq.map(({ question, answer }) => ({ question, answer: <p>{answer}</p> }));

function External({ href, children, className }: { href: string; children: React.ReactNode; className: string }) {
  return (
    <a className={className} href={href} {...newTab}>
      {children}
      <ExternalLink aria-hidden="true" size={16} />
      <span className="visually-hidden">{t.newTab}</span>
    </a>
  );
}

export default function AssuranceSante() {
  return (
    <>
      <section className="hero" aria-labelledby="fr-title">
        <div className="container stack">
          <h1 id="fr-title">{t.hero.title}</h1>
          <p className="lead">{t.hero.lead}</p>
          <div className="actions">
            <Link to="/form" className="btn btn-accent">
              {t.hero.quote}
            </Link>
            <ContactButton className="btn btn-secondary" label={t.hero.call} />
          </div>
        </div>
      </section>

      <section className="container page" aria-labelledby="fr-prices-title">
        <h2 id="fr-prices-title">{t.prices.title}</h2>
        <p>{t.prices.intro}</p>
        <dl className="fr-figures">
          {t.prices.figures.map((figure) => (
            <div key={figure.label} className="price-figure">
              <dt>{figure.label}</dt>
              <dd className="price-figure__value tabular">{figure.value}</dd>
              <dd className="price-figure__meaning">{figure.meaning}</dd>
            </div>
          ))}
        </dl>
        <p className="muted">
          {t.prices.estimates} <Link to="/">{t.prices.estimateLink}</Link> <span lang="en">{t.prices.englishPage}</span>
          .
        </p>
      </section>

      <section className="container page" aria-labelledby="fr-concierge-title">
        <div className="card">
          <h2 id="fr-concierge-title">{t.concierge.title}</h2>
          <p>{t.concierge.text}</p>
          <p lang="en" className="muted">
            {t.concierge.english}
          </p>
          <ul className="check-list">
            {t.concierge.points.map((point) => (
              <li key={point}>
                <Check aria-hidden="true" size={18} /> {point}
              </li>
            ))}
          </ul>
          <div className="actions">
            <Link className="btn btn-primary" to="/pricing">
              {t.concierge.plansLink}
            </Link>
          </div>
        </div>
      </section>

      <section className="container page" aria-labelledby="fr-plans-title">
        <h2 id="fr-plans-title">{t.plans.title}</h2>
        <div className="grid grid-3">
          {t.plans.tiers.map((tier) => (
            <article key={tier.name} className="card plan-card">
              <h3 className="h3-size">{tier.name}</h3>
              <p className="plan-card__price tabular">
                {tier.range}
                <small>{t.plans.perMonth}</small>
              </p>
              <p>{tier.text}</p>
            </article>
          ))}
        </div>
        <p className="muted section-gap-sm">{t.plans.options}</p>
        <p>
          <External href={PUBLIC_RESOURCES.stateInsuranceDepartments} className="">
            {t.plans.stateDepartments}
          </External>
        </p>
      </section>

      <section className="container page" aria-labelledby="fr-faq-title">
        <h2 id="fr-faq-title">{t.faqTitle}</h2>
        <FaqList items={FAQ} />
      </section>

      <section className="container page">
        <div className="cta-band">
          <h2>{t.cta.title}</h2>
          <p>{t.cta.text}</p>
          <div className="actions">
            <ContactButton className="btn btn-accent" label={t.hero.call} />
            <Link to="/form" className="btn btn-secondary">
              {t.hero.quote}
            </Link>
          </div>
        </div>
      </section>

      <section className="container" aria-labelledby="fr-disclaimer-title">
        <h2 id="fr-disclaimer-title" className="h3-size">
          {t.disclaimer.title}
        </h2>
        <p className="muted">{t.disclaimer.text}</p>
      </section>
    </>
  );
}
