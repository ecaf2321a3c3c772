import { useId } from "react";
import type { MedicaidPreview } from "~/.server/coverage/medicaid.server";
import type { PriceInsight } from "~/domain/prices";
import { CARE_GROUPS } from "~/domain/coverage-rules";
import { STATE_OPTIONS } from "~/domain/us-state-names";
import { en, type MedicaidCheckWords } from "~/i18n/medicaid-check/en";
import { es } from "~/i18n/medicaid-check/es";
import { wordsIn } from "~/i18n/pick";

/**
 * "No insurance? Could Medicaid pay for this?" under a price preview: a plain GET form to the preview's own address
 * (works without JavaScript, nothing stored), and the answer the bill case's rule gives (medicaid.server.ts).
 */
export function MedicaidCheck({
  check,
  insight,
  page,
  lang,
}: {
  /** The page's reading of the form in its address; null when the browser answered the search itself. */
  check: MedicaidPreview | null;
  /** The answer shown: its search stays in the form's address. */
  insight: PriceInsight;
  /** The preview page's path ("/", "/precios-y-planes"). */
  page: string;
  /** The page's language ("en", "es"): its words load with this code, not with the page's. */
  lang: string;
}) {
  const w = wordsIn(lang, { en, es });
  const id = useId();
  const state = insight.nearbyHospitals?.state ?? "";
  const { values, invalid, result } = check ?? {
    values: { household_size: "", income: "", state, group: "" },
    invalid: [],
    result: null,
  };
  const errorId = (field: string) => `${id}-${field}-error`;
  const fieldError = (field: keyof typeof w.invalid) =>
    invalid.includes(field) ? (
      <p className="field-error" id={errorId(field)}>
        {w.invalid[field]}
      </p>
    ) : null;
  const described = (field: keyof typeof w.invalid, hint?: string) =>
    [hint, invalid.includes(field) ? errorId(field) : null].filter(Boolean).join(" ") || undefined;
  return (
    <details className="medicaid-check card mt-6" id="medicaid-check" open={Boolean(result) || invalid.length > 0}>
      <summary>
        <strong>{w.title}</strong>
      </summary>
      <p>{w.intro}</p>
      <form method="get" action={`${page}#medicaid-check`}>
        <input type="hidden" name="zip" value={insight.zip} />
        <input type="hidden" name="procedure" value={insight.procedureSlug ?? insight.procedure} />
        <div className="field">
          <label className="label" htmlFor={`${id}-household`}>
            {w.household}
          </label>
          <p className="hint" id={`${id}-household-hint`}>
            {w.householdHint}
          </p>
          <input
            id={`${id}-household`}
            name="household_size"
            className="input"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={values.household_size}
            aria-invalid={invalid.includes("household_size") || undefined}
            aria-describedby={described("household_size", `${id}-household-hint`)}
          />
          {fieldError("household_size")}
        </div>
        <div className="field">
          <label className="label" htmlFor={`${id}-income`}>
            {w.income}
          </label>
          <input
            id={`${id}-income`}
            name="income"
            className="input"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={values.income}
            aria-invalid={invalid.includes("income") || undefined}
            aria-describedby={described("income")}
          />
          {fieldError("income")}
        </div>
        <div className="field">
          <label className="label" htmlFor={`${id}-state`}>
            {w.state}
          </label>
          <select
            id={`${id}-state`}
            name="state"
            className="select"
            defaultValue={values.state}
            aria-invalid={invalid.includes("state") || undefined}
            aria-describedby={described("state")}
          >
            <option value="">{w.chooseState}</option>
            {STATE_OPTIONS.map(({ code, name }) => (
              <option key={code} value={code}>
                {w.stateName(code, name)}
              </option>
            ))}
          </select>
          {fieldError("state")}
        </div>
        <fieldset className="field" aria-describedby={described("group")}>
          <legend className="label">{w.group}</legend>
          {CARE_GROUPS.map((group) => (
            <div key={group}>
              <input
                type="radio"
                id={`${id}-group-${group}`}
                name="group"
                value={group}
                defaultChecked={values.group === group}
              />{" "}
              <label htmlFor={`${id}-group-${group}`}>{w.groups[group]}</label>
            </div>
          ))}
          {fieldError("group")}
        </fieldset>
        <button type="submit" className="btn btn-primary">
          {w.submit}
        </button>
      </form>
      {result ? <MedicaidAnswerText result={result} words={w} /> : null}
    </details>
  );
}

function MedicaidAnswerText({
  result,
  words: w,
}: {
  result: NonNullable<MedicaidPreview["result"]>;
  words: MedicaidCheckWords;
}) {
  const { answer, percent } = result;
  const state = w.stateName(result.state, result.stateName);
  const who = w.groupsInSentence[result.group];
  return (
    <div className="medicaid-check__answer" role="status">
      {answer.kind === "likely" ? (
        <p>
          <strong>{w.likely}.</strong> {w.likelyWhy(percent, state, who, answer.limit)}
        </p>
      ) : answer.kind === "likely_not" ? (
        <p>
          <strong>{w.likelyNot}.</strong>{" "}
          {answer.limit === 0
            ? w.notCovered(state, who, result.expansion === false)
            : w.overLimit(state, who, answer.limit, percent)}
        </p>
      ) : (
        <p>
          <strong>{w.notChecked}.</strong> {w.notCheckedWhy(state, who)}
        </p>
      )}
      <p className="muted">{w.povertyLine(result.povertyYear)}</p>
      {answer.kind === "likely_not" ? null : <p>{w.retroactive}</p>}
      <h3>{w.whereTitle}</h3>
      <ul>
        <li>
          {w.applyAt} <a href={w.applyHref}>{w.applyOnline}</a> {w.applyOr}
        </li>
        <li>{w.presumptive}</li>
      </ul>
    </div>
  );
}
