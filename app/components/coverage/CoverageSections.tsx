import { Link } from "@remix-run/react";
import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { ContactButton } from "~/components/ContactButton";
import { newTab } from "~/components/external-links";

/**
 * The Care Coverage page's sections (app/routes/insurance-guidance.tsx), shared with the French page
 * (app/routes/assurance-sante.tsx): each page passes its own words (app/i18n/insurance-page/).
 */

/** A link to a public site, in a new tab, said so to a screen reader in the page's language. */
export function External({
  href,
  children,
  newTabWords,
  className = "",
}: {
  href: string;
  children: ReactNode;
  newTabWords: string;
  className?: string;
}) {
  return (
    <a className={className} href={href} {...newTab}>
      {children}
      <ExternalLink aria-hidden="true" size={16} />
      <span className="visually-hidden">{newTabWords}</span>
    </a>
  );
}

/** The page's opening: what the coverage is, a quote and a free call. */
export function CoverageHero({
  titleId,
  title,
  lead,
  quote,
  call,
}: {
  titleId: string;
  title: string;
  lead: string;
  quote: string;
  call: string;
}) {
  return (
    <section className="hero" aria-labelledby={titleId}>
      <div className="container stack">
        <h1 id={titleId}>{title}</h1>
        <p className="lead">{lead}</p>
        <div className="actions">
          <Link to="/form" className="btn btn-accent">
            {quote}
          </Link>
          <ContactButton className="btn btn-secondary" label={call} />
        </div>
      </div>
    </section>
  );
}

export type CoverageTier = { name: string; range: string; summary: string; highlight?: boolean };

/** The supplemental plans' tiers with their monthly price range (and, where the page offers it, a request link). */
export function TierCards({
  tiers,
  perMonth,
  request,
}: {
  tiers: readonly CoverageTier[];
  perMonth: string;
  request?: (name: string) => string;
}) {
  return (
    <div className="grid grid-3">
      {tiers.map((tier) => (
        <article key={tier.name} className={`card plan-card${tier.highlight ? " plan-card--highlight" : ""}`}>
          <h3 className="h3-size">{tier.name}</h3>
          <p className="plan-card__price tabular">
            {tier.range}
            <small>{perMonth}</small>
          </p>
          <p>{tier.summary}</p>
          {request ? (
            <Link to="/form" className="btn btn-primary">
              {request(tier.name)}
            </Link>
          ) : null}
        </article>
      ))}
    </div>
  );
}

/** The closing call to action. */
export function CtaBand({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section className="container page">
      <div className="cta-band">
        <h2>{title}</h2>
        <p>{text}</p>
        <div className="actions">{children}</div>
      </div>
    </section>
  );
}

/** What supplemental fixed-indemnity insurance is not, said at the foot of the page. */
export function Disclaimer({ titleId, title, text }: { titleId: string; title: string; text: string }) {
  return (
    <section className="container" aria-labelledby={titleId}>
      <h2 id={titleId} className="h3-size">
        {title}
      </h2>
      <p className="muted">{text}</p>
    </section>
  );
}
