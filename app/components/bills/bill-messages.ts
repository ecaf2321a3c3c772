import { sayMessage } from "~/i18n/refusals/en";
import { es } from "~/i18n/refusals/es";

/**
 * A bill form's refusal in the page's language. The bill schemas word their refusals in English (BILL_MESSAGES,
 * COVERAGE_MESSAGES), and Conform carries them as strings; each is a refusal code of the catalog
 * (app/domain/refusal-catalog.ts, checked by test/components/refusals.test.tsx), said here in Spanish by its code
 * (app/i18n/refusals/es-member.ts, the one home of their Spanish). An English page shows them as they are.
 */
export function billMessageIn(lang: string | null | undefined, message: string): string {
  return lang === "es" ? sayMessage(es, message) : message;
}

/** Each of a field's refusals in the page's language (Conform's `field.errors`). */
export const billErrorsIn = (lang: string | null | undefined, errors: readonly string[] | undefined) =>
  errors?.map((e) => billMessageIn(lang, e));
