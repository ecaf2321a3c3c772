import { englishAside } from "~/format/english-aside";
import { Link } from "@remix-run/react";
import { TriangleAlert } from "lucide-react";
import { forwardRef, type ReactNode } from "react";
import { FALLBACK_ESTIMATE, type FallbackReason } from "~/data/price-fallback";
import type { PriceInsight, PriceRange } from "~/domain/prices";
import { NearbyHospitals } from "./NearbyHospitals";
import { PRICE_CARD_WORDS, type PriceCardWords } from "./price-card-words";
import { exactBeside, formatFigure, formatRange, type RangeWords } from "./price-format";
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
function Figure({
  shown,
  exact,
  words,
}: {
  shown: PriceRange | number;
  exact?: PriceRange | number | null;
  words: RangeWords;
}) {
  const beside = exactBeside(shown, exact, words);
  return (
    <dd className="price-figure__value tabular">
      {typeof shown === "number" ? formatFigure(shown, words) : formatRange(shown, words)}
      {beside ? <span className="price-figure__exact"> ({beside})</span> : null}
    </dd>
  );
}

function Meaning({ children }: { children: ReactNode }) {
  return <dd className="price-figure__meaning">{children}</dd>;
}

/** A sentence that came with the answer (written in English): marked so, on a page in another language. */
function Said({ lang, children }: { lang: string; children: ReactNode }) {
  return lang === "en" ? <>{children}</> : <span lang="en">{children}</span>;
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
  // On a page in another language: its name for the procedure, the English one beside it.
  const localName = insight.procedure ? w.procedureName(insight.procedureSlug) : undefined;
  const englishBeside = localName && insight.procedure ? englishAside(insight.procedure, localName) : "";
  // Said once per card: both ranges cover the same parts.
  const inWords = (parts: string[]) =>
    list(
      parts.map((part) => w.parts[part] ?? part),
      w.and,
    );
  const includes = coverage?.includes.length ? w.includes(inWords(coverage.includes)) : null;
  const range = (r: PriceRange) => formatRange(r, w.range);
  const beside = (shown: PriceRange, exact: PriceRange | null | undefined) => exactBeside(shown, exact, w.range);
  return (
    <section ref={ref} className="price-results card" aria-labelledby="price-results-title" tabIndex={-1}>
      {data.kind === "fallback" ? (
        <div className="alert alert-error" role="alert">
          <p className="price-results__alert-title">
            <TriangleAlert aria-hidden="true" size={18} /> {w.fallback.title}
          </p>
          <p>{w.fallback[data.reason]}</p>
          <p className="price-results__note">{w.fallback.note}</p>
        </div>
      ) : null}
      <h2 id="price-results-title">
        {data.kind === "fallback" ? w.fallbackTitle : w.title(localName ?? insight.procedure)}
        {data.kind === "ok" && englishBeside ? <span lang="en">{englishBeside}</span> : null}
        {zip ? (
          <span className="muted price-results__zip">
            {" "}
            {w.near} {zip}
          </span>
        ) : null}
      </h2>
      {coverage?.description ? (
        <p className="price-results__about">
          <Said lang={w.lang}>{coverage.description}.</Said>
        </p>
      ) : null}
      <dl className="price-figures">
        <div className="price-figure">
          <dt>{w.nationalAverage}</dt>
          <Figure shown={insight.nationalAverageCost} exact={dollars?.nationalAverageCost} words={w.range} />
          <Meaning>
            {insight.nationalAverageLabel ? (
              <Said lang={w.lang}>{insight.nationalAverageLabel}</Said>
            ) : (
              w.nationalAverageMeaning
            )}
          </Meaning>
          {insight.nationalAverageSource ? (
            <Meaning>
              <span className="price-figure__detail">
                {w.from}: <Said lang={w.lang}>{insight.nationalAverageSource}</Said>.
              </span>
            </Meaning>
          ) : null}
          {insight.nationalAverageNote ? (
            <Meaning>
              <span className="price-figure__detail">
                <Said lang={w.lang}>{insight.nationalAverageNote}</Said>
              </span>
            </Meaning>
          ) : null}
        </div>
        <div className="price-figure">
          <dt>{w.withInsurance}</dt>
          <Figure shown={insight.insuredOutOfPocket} exact={dollars?.insuredOutOfPocket} words={w.range} />
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
                {w.afterDeductible} <strong className="tabular">{range(insight.insuredAfterDeductible)}</strong>
                {beside(insight.insuredAfterDeductible, dollars?.insuredAfterDeductible) ? (
                  <> ({beside(insight.insuredAfterDeductible, dollars?.insuredAfterDeductible)})</>
                ) : null}{" "}
                (<Term plain={w.coinsuranceShare} technical={w.coinsuranceTerm} />)
              </span>
            </Meaning>
          ) : null}
        </div>
        <div className="price-figure">
          <dt>{w.selfPay}</dt>
          <Figure shown={insight.localSelfPayRange} exact={dollars?.localSelfPayRange} words={w.range} />
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
                <span className="tabular">{formatUsd(e.dollars)}</span>:{" "}
                <Said lang={w.lang}>
                  {e.episode}, {e.measure} ({e.period}; {e.source})
                </Said>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {coverage?.excludes.length ? (
        <p className="price-results__excludes">
          <strong>{w.notIncluded}</strong> {inWords(coverage.excludes)}.
        </p>
      ) : null}
      {insight.cashMayBeCheaper && insight.cashNote ? (
        <p className="price-results__cash">
          <Said lang={w.lang}>{insight.cashNote}</Said>
        </p>
      ) : null}
      {insight.hospitalCashRange ? (
        <p className="muted">
          {w.hospitalCash}
          {insight.hospitalCashNote !== undefined || setting === "inpatient" ? "" : w.hospitalCashMostly}
          {insight.hospitalCashNote !== undefined ? ":" : w.middleHalf}{" "}
          <span className="tabular">{range(insight.hospitalCashRange)}</span>
          {beside(insight.hospitalCashRange, dollars?.hospitalCashRange)
            ? ` (${beside(insight.hospitalCashRange, dollars?.hospitalCashRange)})`
            : ""}
          {/* The answer's own sentence, when it has one, says what the line covers and whether a state factor applied. */}
          {insight.hospitalCashNote !== undefined ? (
            <>
              . <Said lang={w.lang}>{insight.hospitalCashNote ?? ""}</Said>
            </>
          ) : (
            w.stateAdjusted
          )}
        </p>
      ) : null}
      {insight.regionNote ? (
        <p className="muted">
          <Said lang={w.lang}>{insight.regionNote}</Said>
        </p>
      ) : null}
      {insight.nearbyHospitals && zip ? (
        <NearbyHospitals
          data={insight.nearbyHospitals}
          procedure={localName ? `${localName}${englishBeside}` : (insight.procedure ?? w.thisProcedure)}
          words={w.hospitals}
          zip={zip}
          preview={
            data.kind === "ok" && insight.procedureSlug
              ? { zip: data.insight.zip, procedure: insight.procedureSlug }
              : undefined
          }
        />
      ) : null}
      <p className="price-results__estimate">
        <strong>{w.estimate}</strong> {w.estimateWhy}{" "}
        <Link to="/methodology" hrefLang={w.lang === "en" ? undefined : "en"}>
          {w.howWeEstimate}
        </Link>
      </p>
      <details className="price-results__sources">
        <summary>{w.sources}</summary>
        <ul>
          {insight.dataSources.map((source) => (
            <li key={source}>
              <Said lang={w.lang}>{source}</Said>
            </li>
          ))}
        </ul>
      </details>
      <p className="price-results__cta">
        <Link className="btn btn-accent" to={w.helpHref}>
          {w.help}
        </Link>
      </p>
    </section>
  );
});
