import { Form, useLocation } from "@remix-run/react";
import { wordsIn } from "~/i18n/pick";
import { en } from "~/i18n/member-nav/en";
import { es } from "~/i18n/member-nav/es";
import { usePageLang } from "~/utils/member-lang";

/**
 * "Español / English" on every member page: a small form (it works without JavaScript) that saves the language on
 * the profile and comes back to this page (routes/dashboard_.language.ts). The page's own language is plain text.
 */
export function LanguageSwitch() {
  const lang = usePageLang() === "es" ? "es" : "en";
  const w = wordsIn(lang, { en, es });
  const { pathname, search } = useLocation();
  const choice = (value: "en" | "es", name: string) =>
    value === lang ? (
      <span lang={value}>
        <strong>{name}</strong> <span className="visually-hidden">{w.current}</span>
      </span>
    ) : (
      <button type="submit" name="language" value={value} lang={value} className="btn btn-ghost btn-sm">
        {name}
      </button>
    );
  return (
    <Form method="post" action="/dashboard/language" className="row-inline lang-switch" aria-label={w.switchLabel}>
      <input type="hidden" name="back" value={`${pathname}${search}`} />
      {choice("es", w.spanish)}
      <span aria-hidden="true">/</span>
      {choice("en", w.english)}
    </Form>
  );
}
