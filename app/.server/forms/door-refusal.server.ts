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

/**
 * A resource route (no page of its own, e.g. `/checkout`) answers a door refusal as its words in plain text: Remix
 * hands such a route's thrown Response to the browser as it is, and the person should read a sentence, not JSON.
 * Use as `readFormData(...).catch(refusedAsText)`.
 */
export async function refusedAsText(thrown: unknown): Promise<never> {
  if (!(thrown instanceof Response)) throw thrown;
  const { message } = (await thrown
    .clone()
    .json()
    .catch(() => ({}))) as Partial<DoorRefusal>;
  throw new Response(message ?? "", {
    status: thrown.status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Language": thrown.headers.get("Content-Language") ?? "en",
    },
  });
}
