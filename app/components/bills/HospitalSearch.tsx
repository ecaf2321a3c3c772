import { Form } from "@remix-run/react";
import { useHydrated } from "~/components/useHydrated";
import { billWords } from "./bill-words";

/**
 * Finding the hospital without JavaScript: a plain GET (?q=) whose answer fills the form's hospital list. Once
 * JavaScript runs, the form's own hospital combobox (HospitalCombobox) searches instead, and this form steps aside.
 */
export function HospitalSearch({ q, lang }: { q: string; lang?: string }) {
  const w = billWords(lang).search;
  const hydrated = useHydrated();
  if (hydrated) return null;
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
