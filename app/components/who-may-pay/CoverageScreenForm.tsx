import { Form } from "@remix-run/react";
import { CARE_GROUP_LABELS, CARE_GROUPS } from "~/domain/coverage-rules";
import { US_STATES } from "~/domain/bills";

type Values = { household_size: string; income: string; state: string; group: string };

/** A plain GET form (works without JavaScript): household size, yearly income, state and who needs care. */
export function CoverageScreenForm({ values, error }: { values: Values; error: string | null }) {
  return (
    <Form method="get" preventScrollReset aria-labelledby="medicaid-title">
      {error ? (
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      ) : null}
      <div className="field">
        <label className="label" htmlFor="cov-household">
          Household size
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
          Yearly household income
        </label>
        <input id="cov-income" name="income" className="input" inputMode="decimal" defaultValue={values.income} />
      </div>
      <div className="field">
        <label className="label" htmlFor="cov-state">
          State you live in
        </label>
        <select id="cov-state" name="state" className="select" defaultValue={values.state}>
          {US_STATES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="field">
        <legend className="label">Who needs care</legend>
        {CARE_GROUPS.map((g) => (
          <div key={g}>
            <input type="radio" id={`cov-group-${g}`} name="group" value={g} defaultChecked={values.group === g} />{" "}
            <label htmlFor={`cov-group-${g}`}>{CARE_GROUP_LABELS[g]}</label>
          </div>
        ))}
      </fieldset>
      <button type="submit" className="btn btn-primary">
        Check who may pay
      </button>
      <p className="hint">We do not keep what you type here.</p>
    </Form>
  );
}
