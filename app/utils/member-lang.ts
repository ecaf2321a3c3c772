import { useLang } from "~/utils/lang";
import { messagesIn } from "~/i18n/pick";
import { es } from "~/i18n/site/es";
import { en as refusalsEn, sayMessage } from "~/i18n/refusals/en";
import { spanishRefusals } from "~/i18n/refusals/load";
import { useSpanishRefusals } from "~/utils/refusal-words";
import type { SayMessage } from "~/utils/say-refusal";

/** Reads the Spanish refusals when it speaks: they load on demand (`usePageLang` asks for them). */
const sayInSpanish: SayMessage = (message) => sayMessage(spanishRefusals() ?? refusalsEn, message);

/**
 * The `handle` of every member page: its loader answers `lang` (app/.server/page-lang.server.ts), and a
 * Spanish page speaks Spanish in the header, the footer and `<html lang>` too (app/utils/lang.ts), and says a form's
 * refusals in Spanish (`useSayMessage`, app/components/forms.tsx).
 */
export const memberPageHandle = {
  messagesFor: messagesIn(es),
  sayFor: (data: unknown) => ((data as { lang?: string } | undefined)?.lang === "es" ? sayInSpanish : undefined),
};

/**
 * The page's language for a member page's parts (English or Spanish). A part drawn outside a Remix page (a
 * component test without a router) reads English. On a Spanish page it also asks for the Spanish refusals, which
 * load on demand (app/i18n/refusals/load.ts), and draws again when they arrive: the forms of member pages, drawn
 * by parts that read the page's language, then say their refusals in Spanish (`memberPageHandle.sayFor`).
 */
export function usePageLang(): "en" | "es" {
  let lang: string = "en";
  try {
    // Called on every render, in the same place: outside a router it throws every time, inside never.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    lang = useLang();
  } catch {
    // No data router above: no page, so no page language.
  }
  useSpanishRefusals(lang === "es");
  return lang === "es" ? "es" : "en";
}
