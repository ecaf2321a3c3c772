import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { Check } from "lucide-react";
import { ContactButton } from "~/components/ContactButton";
import { PUBLIC_RESOURCES } from "~/components/external-links";
import { CoverageHero, CtaBand, Disclaimer, External, TierCards } from "~/components/coverage/CoverageSections";
import { FaqList } from "~/components/Faq";
import publicStyles from "~/components/public-site.css?url";
import { rootAppUrl, seoMeta } from "~/components/seo";
import { fr } from "~/i18n/site/fr";
import { fr as t } from "~/i18n/insurance-page/fr";

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

export default function AssuranceSante() {
  return (
    <>
      <CoverageHero titleId="fr-title" {...t.hero} />

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
        <TierCards tiers={t.plans.tiers} perMonth={t.plans.perMonth} />
        <p className="muted section-gap-sm">{t.plans.options}</p>
        <p>
          <External href={PUBLIC_RESOURCES.stateInsuranceDepartments} newTabWords={t.newTab}>
            {t.plans.stateDepartments}
          </External>
        </p>
      </section>

      <section className="container page" aria-labelledby="fr-faq-title">
        <h2 id="fr-faq-title">{t.faqTitle}</h2>
        <FaqList items={FAQ} />
      </section>

      <CtaBand title={t.cta.title} text={t.cta.text}>
        <ContactButton className="btn btn-accent" label={t.hero.call} />
        <Link to="/form" className="btn btn-secondary">
          {t.hero.quote}
        </Link>
      </CtaBand>

      <Disclaimer titleId="fr-disclaimer-title" {...t.disclaimer} />
    </>
  );
}
