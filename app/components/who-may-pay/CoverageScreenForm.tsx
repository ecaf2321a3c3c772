import { Form } from "@remix-run/react";
import { CARE_GROUPS } from "~/domain/coverage-rules";
import { STATE_OPTIONS } from "~/domain/us-state-names";
import { billMessageIn } from "~/components/bills/bill-messages";
import { coverageWords } from "./coverage-words";

type Values = { household_size: string; income: string; state: string; group: string };

/** A plain GET form (works without JavaScript): household size, yearly income, state (by name) and who needs care. */
export function CoverageScreenForm({ values, error, lang }: { values: Values; error: string | null; lang?: string }) {
  const w = coverageWords(lang).form;
  return (
    <Form method="get" preventScrollReset aria-labelledby="medicaid-title">
      {lang === "es" ? <input type="hidden" name="lang" value="es" /> : null}
      {error ? (
        <div className="alert alert-error" role="alert">
          {billMessageIn(lang, error)}
        </div>
      ) : null}
      <div className="field">
        <label className="label" htmlFor="cov-household">
          {w.household}
        </label>
        <input
          id="cov-household"
          name="household_size"
          className="input"
          inputMode="numeric"
          defaultValue={values.household_size}
        />
      </div>
      <div className="field">
        <label className="label" htmlFor="cov-income">
          {w.income}
        </label>
        <input id="cov-income" name="income" className="input" inputMode="decimal" defaultValue={values.income} />
      </div>
      <div className="field">
        <label className="label" htmlFor="cov-state">
          {w.state}
        </label>
        <select id="cov-state" name="state" className="select" defaultValue={values.state}>
          {STATE_OPTIONS.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="field">
        <legend className="label">{w.group}</legend>
        {CARE_GROUPS.map((g) => (
          <div key={g}>
            <input type="radio" id={`cov-group-${g}`} name="group" value={g} defaultChecked={values.group === g} />{" "}
            <label htmlFor={`cov-group-${g}`}>{w.groups[g]}</label>
          </div>
        ))}
      </fieldset>
      <button type="submit" className="btn btn-primary">
        {w.submit}
      </button>
      <p className="hint">{w.notKept}</p>
    </Form>
  );
}
