import { Link } from "@remix-run/react";
import { TriangleAlert } from "lucide-react";
import { forwardRef } from "react";
import { formatUsd, formatUsdRange } from "~/format/money";
import { FALLBACK_NOTE, FALLBACK_REASONS, type FallbackReason, type PriceInsight, type PriceRange } from "~/schemas/prices";

const formatRange = (r: PriceRange) => (r.min === r.max ? formatUsd(r.min) : formatUsdRange(r.min, r.max));

export type PriceResultsData =
  | { kind: "ok"; insight: PriceInsight }
  | { kind: "fallback"; reason: FallbackReason; insight: Pick<PriceInsight, "nationalAverageCost" | "localSelfPayRange" | "insuredOutOfPocket" | "dataSources"> & Partial<PriceInsight> };

/** The three hero figures of a price preview (look.md "Prices"), sources and the next step. */
export const PriceResults = forwardRef<HTMLElement, { data: PriceResultsData }>(function PriceResults({ data }, ref) {
  const { insight } = data;
  // Fallback figures are national: never label them as if they were local to the ZIP typed.
  const zip = data.kind === "ok" ? insight.zip?.slice(0, 5) : undefined;
  return (
    <section ref={ref} className="price-results card" aria-labelledby="price-results-title" tabIndex={-1}>
      {data.kind === "fallback" ? (
        <div className="alert alert-error" role="alert">
          <p className="price-results__alert-title">
            <TriangleAlert aria-hidden="true" size={18} /> {FALLBACK_REASONS.title}
          </p>
          <p>{FALLBACK_REASONS[data.reason]}</p>
          <p className="price-results__note">{FALLBACK_NOTE}</p>
        </div>
      ) : null}
      <h2 id="price-results-title">
        {data.kind === "fallback" ? "Price preview: national estimates" : insight.procedure ? `${insight.procedure} price preview` : "Price preview"}
        {zip ? <span className="muted price-results__zip"> near {zip}</span> : null}
      </h2>
      <dl className="price-figures">
        <div className="price-figure">
          <dt>National average</dt>
          <dd className="price-figure__value tabular">{formatUsd(insight.nationalAverageCost)}</dd>
          <dd className="price-figure__meaning">Typical cash price at U.S. hospitals</dd>
        </div>
        <div className="price-figure">
          <dt>With insurance</dt>
          <dd className="price-figure__value tabular">{formatRange(insight.insuredOutOfPocket)}</dd>
          <dd className="price-figure__meaning">
            What you might pay out of pocket with insurance
            {insight.preventive ? ". $0 in network when done as a preventive screening" : ""}
          </dd>
        </div>
        <div className="price-figure">
          <dt>Self-pay</dt>
          <dd className="price-figure__value tabular">{formatRange(insight.localSelfPayRange)}</dd>
          <dd className="price-figure__meaning">
            {zip ? `Typical cash price near ${zip}` : "Typical cash price in the U.S."} at an independent center or office
          </dd>
        </div>
      </dl>
      {insight.hospitalOutpatientRange ? (
        <p className="muted">
          At a hospital outpatient department, cash prices usually run{" "}
          <span className="tabular">{formatRange(insight.hospitalOutpatientRange)}</span>.
        </p>
      ) : null}
      {insight.regionNote ? <p className="muted">{insight.regionNote}</p> : null}
      <p className="price-results__estimate">
        <strong>Estimate, not a quote.</strong> Your bill depends on the provider, your plan and your deductible.{" "}
        <Link to="/methodology">How we estimate these prices</Link>
      </p>
      <details className="price-results__sources">
        <summary>Data sources</summary>
        <ul>
          {insight.dataSources.map((source) => (
            <li key={source}>{source}</li>
          ))}
        </ul>
      </details>
      <p className="price-results__cta">
        <Link className="btn btn-accent" to="/form">
          Get Free Expert Help Today
        </Link>
      </p>
    </section>
  );
});
