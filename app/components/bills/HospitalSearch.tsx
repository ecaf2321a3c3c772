import { Form } from "@remix-run/react";
import { billWords } from "./bill-words";

/** Finding the hospital: a plain GET (?q=) whose answer fills the form's hospital list, so it works without JavaScript. */
export function HospitalSearch({ q, lang }: { q: string; lang?: string }) {
  const w = billWords(lang).search;
  return (
    <Form method="get" className="card" role="search" aria-label={w.region}>
      {/* A plain GET sends only its fields: the page's language goes along. */}
      {lang === "es" ? <input type="hidden" name="lang" value="es" /> : null}
      <div className="field">
        <label className="label" htmlFor="hospital-search">
          {w.label}
        </label>
        <input id="hospital-search" name="q" type="search" className="input" defaultValue={q} autoComplete="off" />
      </div>
      <button type="submit" className="btn btn-secondary">
        {w.button}
      </button>
    </Form>
  );
}
