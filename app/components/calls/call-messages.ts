/**
 * The call's refusals in the page's language. The schemas and the booking service word them in English
 * (app/domain/calls.ts's CALL_MESSAGES, as `/api/calls` answers them), each a refusal code of the catalog
 * (app/domain/refusal-catalog.ts); a Spanish page says it by its code (app/i18n/refusals/es-member.ts, the one home
 * of their Spanish). An English page shows it as it came.
 */
import { sayMessage } from "~/i18n/refusals/en";
import { es } from "~/i18n/refusals/es";

export function callMessageIn(lang: string | null | undefined, english: string): string {
  return lang === "es" ? sayMessage(es, english) : english;
}
