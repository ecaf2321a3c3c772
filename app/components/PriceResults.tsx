import { Link } from "@remix-run/react";
import { TriangleAlert } from "lucide-react";
import { forwardRef, type ReactNode } from "react";
import { FALLBACK_ESTIMATE, FALLBACK_NOTE, FALLBACK_REASONS, type FallbackReason } from "~/data/price-fallback";
import type { PriceInsight, PriceRange, PriceSetting } from "~/domain/prices";
import { NearbyHospitals } from "./NearbyHospitals";
import { exactBeside, formatFigure, formatRange } from "./price-format";
import { formatUsd } from "~/format/money";

export type PriceResultsData = { kind: "ok"; insight: PriceInsight } | { kind: "fallback"; reason: FallbackReason };

/** The fixed national estimates shown when the price service cannot answer. */
const fallbackInsight = (): Pick<
  PriceInsight,
  "nationalAverageCost" | "localSelfPayRange" | "insuredOutOfPocket" | "dataSources"
> &
  Partial<PriceInsight> => ({
  ...FALLBACK_ESTIMATE,
  dataSources: [...FALLBACK_ESTIMATE.dataSources],
});

const WHERE: Record<PriceSetting, string> = {
  office: "at an independent center or office",
  asc: "at a surgery center, all-in",
  hopd: "at a hospital outpatient department, all-in",
  inpatient: "with a hospital stay",
};

const list = (items: string[]) =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/** A headline figure: rounded up to $100, with the dollar estimate beside it when it reads "under $100". */
function Figure({ shown, exact }: { shown: PriceRange | number; exact?: PriceRange | number | null }) {
  const beside = exactBeside(shown, exact);
  return (
    <dd className="price-figure__value tabular">
      {typeof shown === "number" ? formatFigure(shown) : formatRange(shown)}
      {beside ? <span className="price-figure__exact"> ({beside})</span> : null}
    </dd>
  );
}

function Meaning({ children }: { children: ReactNode }) {
  return <dd className="price-figure__meaning">{children}</dd>;
}

/** The three hero figures of a price preview (docs/look.md "Prices"), what they cover, sources and the next step. */
// Pure: a page that imports this module only for the server render (the landing page) does not ship it.
export const PriceResults = /*#__PURE__*/ forwardRef<
  HTMLElement,
  {
    data: PriceResultsData;
    /** The page's own-plan form (YourPlanForm), shown under the figures. */
    plan?: ReactNode;
  }
>(function PriceResults({ data, plan }, ref) {
  // The fallback's figures live here, not in the page, so a page that never fails never downloads them.
  const insight = data.kind === "ok" ? data.insight : fallbackInsight();
  // Fallback figures are national: never label them as if they were local to the ZIP typed.
  const zip = data.kind === "ok" ? insight.zip?.slice(0, 5) : undefined;
  const dollars = insight.dollars;
  const coverage = insight.coverage;
  const setting = insight.setting ?? "office";
  const includes = coverage?.includes.length ? `Includes ${list(coverage.includes)}.` : null;
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
        {data.kind === "fallback"
          ? "Price preview: national estimates"
          : insight.procedure
            ? `${insight.procedure} price preview`
            : "Price preview"}
        {zip ? <span className="muted price-results__zip"> near {zip}</span> : null}
      </h2>
      {coverage?.description ? <p className="price-results__about">{coverage.description}.</p> : null}
      <dl className="price-figures">
        <div className="price-figure">
          <dt>National average</dt>
          <Figure shown={insight.nationalAverageCost} exact={dollars?.nationalAverageCost} />
          <Meaning>{insight.nationalAverageLabel ?? "Typical cash price at U.S. hospitals"}</Meaning>
          {insight.nationalAverageSource ? (
            <Meaning>
              <span className="price-figure__detail">From: {insight.nationalAverageSource}.</span>
            </Meaning>
          ) : null}
          {insight.nationalAverageNote ? (
            <Meaning>
              <span className="price-figure__detail">{insight.nationalAverageNote}</span>
            </Meaning>
          ) : null}
        </div>
        <div className="price-figure">
          <dt>With insurance</dt>
          <Figure shown={insight.insuredOutOfPocket} exact={dollars?.insuredOutOfPocket} />
          <Meaning>
            {insight.insuredAfterDeductible
              ? "Out of pocket before your deductible is met"
              : "What you might pay out of pocket with insurance"}
            {insight.preventive ? ". $0 in network when done as a preventive screening" : ""}
          </Meaning>
          {insight.insuredAfterDeductible ? (
            <Meaning>
              <span className="price-figure__detail">
                After your deductible:{" "}
                <strong className="tabular">{formatRange(insight.insuredAfterDeductible)}</strong>
                {exactBeside(insight.insuredAfterDeductible, dollars?.insuredAfterDeductible) ? (
                  <> ({exactBeside(insight.insuredAfterDeductible, dollars?.insuredAfterDeductible)})</>
                ) : null}{" "}
                (your coinsurance share)
              </span>
            </Meaning>
          ) : null}
          {includes ? (
            <Meaning>
              <span className="price-figure__detail">{includes}</span>
            </Meaning>
          ) : null}
        </div>
        <div className="price-figure">
          <dt>Self-pay</dt>
          <Figure shown={insight.localSelfPayRange} exact={dollars?.localSelfPayRange} />
          <Meaning>
            {zip ? `Typical cash price near ${zip}` : "Typical cash price in the U.S."} {WHERE[setting]}
          </Meaning>
          {includes ? (
            <Meaning>
              <span className="price-figure__detail">{includes}</span>
            </Meaning>
          ) : null}
        </div>
      </dl>
      {plan}
      {insight.episodeBenchmarks?.length ? (
        <div className="price-results__episodes">
          <p>
            <strong>What a whole birth costs</strong> (published national figures, with insurance; not cash prices):
          </p>
          <ul>
            {insight.episodeBenchmarks.map((e) => (
              <li key={`${e.source}-${e.episode}-${e.dollars}`}>
                <span className="tabular">{formatUsd(e.dollars)}</span>: {e.episode}, {e.measure} ({e.period};{" "}
                {e.source})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {coverage?.excludes.length ? (
        <p className="price-results__excludes">
          <strong>Not included:</strong> {list(coverage.excludes)}.
        </p>
      ) : null}
      {insight.cashMayBeCheaper && insight.cashNote ? <p className="price-results__cash">{insight.cashNote}</p> : null}
      {insight.hospitalCashRange ? (
        <p className="muted">
          Hospitals&apos; posted cash prices for this procedure
          {setting === "inpatient" ? "" : " (mostly the hospital's own fee)"}: the middle half run{" "}
          <span className="tabular">{formatRange(insight.hospitalCashRange)}</span>
          {exactBeside(insight.hospitalCashRange, dollars?.hospitalCashRange)
            ? ` (${exactBeside(insight.hospitalCashRange, dollars?.hospitalCashRange)})`
            : ""}
          , adjusted for your state.
        </p>
      ) : null}
      {insight.regionNote ? <p className="muted">{insight.regionNote}</p> : null}
      {insight.nearbyHospitals && zip ? (
        <NearbyHospitals
          data={insight.nearbyHospitals}
          procedure={insight.procedure ?? "this procedure"}
          zip={zip}
          preview={
            data.kind === "ok" && insight.procedureSlug
              ? { zip: data.insight.zip, procedure: insight.procedureSlug }
              : undefined
          }
        />
      ) : null}
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
