import { englishAside } from "~/format/english-aside";
import { Link } from "@remix-run/react";
import { TriangleAlert } from "lucide-react";
import { forwardRef, type ReactNode } from "react";
import { FALLBACK_ESTIMATE, type FallbackReason } from "~/data/price-fallback";
import type { PriceInsight, PriceRange } from "~/domain/prices";
import { en, type PriceCardWords } from "~/i18n/prices/en";
import { say, sayPart } from "~/i18n/prices/say";
import { NearbyHospitals } from "./NearbyHospitals";
import { exactBeside, formatRange } from "./price-format";
import { benchmark, Figure, list, Meaning, Said, Sentence, Term } from "./price-results-parts";
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
>(function PriceResults({ data, plan, words: w = en }, ref) {
  // The fallback's figures live here, not in the page, so a page that never fails never downloads them.
  const insight = data.kind === "ok" ? data.insight : fallbackInsight();
  // Fallback figures are national: never label them as if they were local to the ZIP typed.
  const zip = data.kind === "ok" ? insight.zip?.slice(0, 5) : undefined;
  const dollars = insight.dollars;
  const coverage = insight.coverage;
  const said = insight.said;
  const description = said ? said.description.map((s) => say(w, s)).join("; ") : coverage?.description;
  const setting = insight.setting ?? "office";
  // On a page in another language: its name for the procedure, the English one beside it.
  const localName = insight.procedure ? w.procedureName(insight.procedureSlug) : undefined;
  const englishBeside = localName && insight.procedure ? englishAside(insight.procedure, localName) : "";
  // Said once per card: both ranges cover the same parts.
  const inWords = (parts: string[]) => list(parts, w.and);
  const included = said ? said.includes.map((p) => sayPart(w, p)) : (coverage?.includes ?? []);
  const excluded = said ? said.excludes.map((p) => sayPart(w, p)) : (coverage?.excludes ?? []);
  const includes = included.length ? w.includes(inWords(included)) : null;
  const sources =
    data.kind === "fallback"
      ? [w.fallbackSources]
      : said
        ? said.dataSources.map((s) => say(w, s))
        : insight.dataSources;
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
      {description ? (
        <p className="price-results__about">{said ? `${description}.` : <Said lang={w.lang}>{description}.</Said>}</p>
      ) : null}
      <dl className="price-figures">
        <div className="price-figure">
          <dt>{w.nationalAverage}</dt>
          <Figure shown={insight.nationalAverageCost} exact={dollars?.nationalAverageCost} words={w.range} />
          <Meaning>
            {insight.nationalAverageLabel ? (
              <Sentence said={said?.nationalAverageLabel} english={insight.nationalAverageLabel} w={w} />
            ) : (
              w.nationalAverageMeaning
            )}
          </Meaning>
          {insight.nationalAverageSource ? (
            <Meaning>
              <span className="price-figure__detail">
                {w.from}: <Sentence said={said?.nationalAverageSource} english={insight.nationalAverageSource} w={w} />.
              </span>
            </Meaning>
          ) : null}
          {insight.nationalAverageNote ? (
            <Meaning>
              <span className="price-figure__detail">
                <Sentence said={said?.nationalAverageNote} english={insight.nationalAverageNote} w={w} />
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
                <span className="tabular">{formatUsd(e.dollars)}</span>: {benchmark(w.benchmark.episode, e.episode)},{" "}
                {benchmark(w.benchmark.measure, e.measure)} ({e.period}; {benchmark(w.benchmark.source, e.source)})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {excluded.length ? (
        <p className="price-results__excludes">
          <strong>{w.notIncluded}</strong> {inWords(excluded)}.
        </p>
      ) : null}
      {insight.cashMayBeCheaper && insight.cashNote ? (
        <p className="price-results__cash">
          <Sentence said={said?.cashNote} english={insight.cashNote} w={w} />
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
              . <Sentence said={said?.hospitalCashNote} english={insight.hospitalCashNote ?? ""} w={w} />
            </>
          ) : (
            w.stateAdjusted
          )}
        </p>
      ) : null}
      {insight.regionNote ? (
        <p className="muted">
          <Sentence said={said?.regionNote} english={insight.regionNote} w={w} />
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
          {sources.map((source) => (
            <li key={source}>{said || data.kind === "fallback" ? source : <Said lang={w.lang}>{source}</Said>}</li>
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
