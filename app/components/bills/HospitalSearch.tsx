import { Form } from "@remix-run/react";

/** Finding the hospital: a plain GET (?q=) whose answer fills the form's hospital list, so it works without JavaScript. */
export function HospitalSearch({ q }: { q: string }) {
  return (
    <Form method="get" className="card" role="search" aria-label="Find the hospital">
      <div className="field">
        <label className="label" htmlFor="hospital-search">
          Find the hospital by name, city or ZIP
        </label>
        <input id="hospital-search" name="q" type="search" className="input" defaultValue={q} autoComplete="off" />
      </div>
      <button type="submit" className="btn btn-secondary">
        Search hospitals
      </button>
    </Form>
  );
}
