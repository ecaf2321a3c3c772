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

/**
 * The card's own words (the figures' sentences come with the answer), so each language's page can pass its
 * own; English by default. A technical term stays one hover away (`terms`), never in the sentence.
 */
export const PRICE_CARD_WORDS = {
  where: {
    office: "at an independent center or office",
    asc: "at a surgery center, all-in",
    hopd: "at a hospital outpatient department, all-in",
    inpatient: "with a hospital stay",
  } satisfies Record<PriceSetting, string>,
  title: (procedure: string | undefined) => (procedure ? `${procedure} price preview` : "Price preview"),
  fallbackTitle: "Price preview: national estimates",
  near: "near",
  nationalAverage: "National average",
  nationalAverageMeaning: "Typical cash price at U.S. hospitals",
  from: "From",
  withInsurance: "With insurance",
  beforeDeductible: "What you pay before your deductible is met:",
  insuredMeaning: "What you might pay out of pocket with insurance",
  planPrice: "the plan's price in full",
  planPriceTerm: "Allowed amount: the rate your plan negotiated with the provider",
  preventive: ". $0 in network when done as a preventive screening",
  afterDeductible: "After your deductible:",
  coinsuranceShare: "your share of the plan's price",
  coinsuranceTerm: "Coinsurance: the percent of the allowed amount you pay once the deductible is met",
  selfPay: "Self-pay",
  cashNear: (zip: string | undefined) => (zip ? `Typical cash price near ${zip}` : "Typical cash price in the U.S."),
  includes: (items: string) => `Includes ${items}.`,
  and: "and",
  notIncluded: "Not included:",
  wholeBirth: "What a whole birth costs",
  wholeBirthAbout: "(published national figures, with insurance; not cash prices):",
  hospitalCash: "Hospitals' posted cash prices for this procedure",
  hospitalCashMostly: " (mostly the hospital's own fee)",
  middleHalf: ": the middle half run",
  stateAdjusted: ", adjusted for your state.",
  estimate: "Estimate, not a quote.",
  estimateWhy: "Your bill depends on the provider, your plan and your deductible.",
  howWeEstimate: "How we estimate these prices",
  sources: "Data sources",
  help: "Get Free Expert Help Today",
};
export type PriceCardWords = typeof PRICE_CARD_WORDS;

/** A plain word in the sentence, the technical term one hover (or long press) away. */
function Term({ plain, technical }: { plain: string; technical: string }) {
  return (
    <abbr className="price-term" title={technical}>
      {plain}
    </abbr>
  );
}

const list = (items: string[], and: string) =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`;

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
    words?: PriceCardWords;
  }
>(function PriceResults({ data, plan, words: w = PRICE_CARD_WORDS }, ref) {
  // The fallback's figures live here, not in the page, so a page that never fails never downloads them.
  const insight = data.kind === "ok" ? data.insight : fallbackInsight();
  // Fallback figures are national: never label them as if they were local to the ZIP typed.
  const zip = data.kind === "ok" ? insight.zip?.slice(0, 5) : undefined;
  const dollars = insight.dollars;
  const coverage = insight.coverage;
  const setting = insight.setting ?? "office";
  // Said once per card: both ranges cover the same parts.
  const includes = coverage?.includes.length ? w.includes(list(coverage.includes, w.and)) : null;
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
        {data.kind === "fallback" ? w.fallbackTitle : w.title(insight.procedure)}
        {zip ? (
          <span className="muted price-results__zip">
            {" "}
            {w.near} {zip}
          </span>
        ) : null}
      </h2>
      {coverage?.description ? <p className="price-results__about">{coverage.description}.</p> : null}
      <dl className="price-figures">
        <div className="price-figure">
          <dt>{w.nationalAverage}</dt>
          <Figure shown={insight.nationalAverageCost} exact={dollars?.nationalAverageCost} />
          <Meaning>{insight.nationalAverageLabel ?? w.nationalAverageMeaning}</Meaning>
          {insight.nationalAverageSource ? (
            <Meaning>
              <span className="price-figure__detail">
                {w.from}: {insight.nationalAverageSource}.
              </span>
            </Meaning>
          ) : null}
          {insight.nationalAverageNote ? (
            <Meaning>
              <span className="price-figure__detail">{insight.nationalAverageNote}</span>
            </Meaning>
          ) : null}
        </div>
        <div className="price-figure">
          <dt>{w.withInsurance}</dt>
          <Figure shown={insight.insuredOutOfPocket} exact={dollars?.insuredOutOfPocket} />
          <Meaning>
            {insight.insuredAfterDeductible ? (
              <>
                {w.beforeDeductible} <Term plain={w.planPrice} technical={w.planPriceTerm} />
              </>
            ) : (
              w.insuredMeaning
            )}
            {insight.preventive ? w.preventive : ""}
          </Meaning>
          {insight.insuredAfterDeductible ? (
            <Meaning>
              <span className="price-figure__detail">
                {w.afterDeductible} <strong className="tabular">{formatRange(insight.insuredAfterDeductible)}</strong>
                {exactBeside(insight.insuredAfterDeductible, dollars?.insuredAfterDeductible) ? (
                  <> ({exactBeside(insight.insuredAfterDeductible, dollars?.insuredAfterDeductible)})</>
                ) : null}{" "}
                (<Term plain={w.coinsuranceShare} technical={w.coinsuranceTerm} />)
              </span>
            </Meaning>
          ) : null}
        </div>
        <div className="price-figure">
          <dt>{w.selfPay}</dt>
          <Figure shown={insight.localSelfPayRange} exact={dollars?.localSelfPayRange} />
          <Meaning>
            {w.cashNear(zip)} {w.where[setting]}
          </Meaning>
        </div>
      </dl>
      {includes ? <p className="price-results__includes">{includes}</p> : null}
      {plan}
      {insight.episodeBenchmarks?.length ? (
        <div className="price-results__episodes">
          <p>
            <strong>{w.wholeBirth}</strong> {w.wholeBirthAbout}
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
          <strong>{w.notIncluded}</strong> {list(coverage.excludes, w.and)}.
        </p>
      ) : null}
      {insight.cashMayBeCheaper && insight.cashNote ? <p className="price-results__cash">{insight.cashNote}</p> : null}
      {insight.hospitalCashRange ? (
        <p className="muted">
          {w.hospitalCash}
          {insight.hospitalCashNote !== undefined || setting === "inpatient" ? "" : w.hospitalCashMostly}
          {insight.hospitalCashNote !== undefined ? ":" : w.middleHalf}{" "}
          <span className="tabular">{formatRange(insight.hospitalCashRange)}</span>
          {exactBeside(insight.hospitalCashRange, dollars?.hospitalCashRange)
            ? ` (${exactBeside(insight.hospitalCashRange, dollars?.hospitalCashRange)})`
            : ""}
          {/* The answer's own sentence, when it has one, says what the line covers and whether a state factor applied. */}
          {insight.hospitalCashNote !== undefined ? `. ${insight.hospitalCashNote ?? ""}` : w.stateAdjusted}
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
        <strong>{w.estimate}</strong> {w.estimateWhy} <Link to="/methodology">{w.howWeEstimate}</Link>
      </p>
      <details className="price-results__sources">
        <summary>{w.sources}</summary>
        <ul>
          {insight.dataSources.map((source) => (
            <li key={source}>{source}</li>
          ))}
        </ul>
      </details>
      <p className="price-results__cta">
        <Link className="btn btn-accent" to="/form">
          {w.help}
        </Link>
      </p>
    </section>
  );
});
