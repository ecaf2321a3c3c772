import { en as pageEn } from "../../i18n/error-page/en";
import { es as pageEs } from "../../i18n/error-page/es";
import { wordsIn } from "../../i18n/pick";
import { en, sayRefusal } from "../../i18n/refusals/en";
import { es } from "../../i18n/refusals/es";
import type { ServiceError } from "../errors.server";
import type { PageLang } from "../page-lang.server";

/**
 * A form refused at the door (its size, its fields, not a form at all: app/.server/forms/form-limits.server.ts), as
 * the error page's data: its code, and the words said on the server in the page's language, so the page reads
 * Spanish on a Spanish page and no client code carries the words (app/components/ErrorPage.tsx, `describeRouteError`).
 */
type DoorRefusal = { code: string; lang: PageLang; title: string; message: string; back: string };

export function doorRefusal(error: ServiceError, lang: PageLang): Response {
  const page = wordsIn(lang, { en: pageEn, es: pageEs });
  const message = error.refusal ? sayRefusal(lang === "es" ? es : en, error.refusal) : error.message;
  const data: DoorRefusal = { code: error.code, lang, title: page.refusedTitle, message, back: page.back };
  return Response.json(data, { status: error.status, headers: { "Content-Language": lang } });
}
