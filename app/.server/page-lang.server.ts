import { carriedLang, type CarriedLang } from "../utils/carried-lang";

/** The languages a member's own pages speak. */
export type PageLang = CarriedLang;

/** The language saved on the profile of whoever a guard let through, by request (`rememberSavedLanguage`). */
const savedLanguages = new WeakMap<Request, string | null>();

/** A guard that let a person through records their saved language, so every answer to this request can speak it. */
export function rememberSavedLanguage(request: Request, language: string | null | undefined): void {
  savedLanguages.set(request, language ?? null);
}

/**
 * The one rule for the language of a page: the `lang` segment or `?lang=` the person followed, then the language
 * saved on their profile (given, or recorded by the guard for this request: a form refused at the door before
 * the route reads the profile speaks it too), then the browser's `Accept-Language`; English otherwise.
 */
export function pageLang(request: Request, profileLanguage = savedLanguages.get(request)): PageLang {
  const asked = new URL(request.url).searchParams.get("lang");
  if (asked === "en" || asked === "es") return asked;
  if (profileLanguage === "en" || profileLanguage === "es") return profileLanguage;
  return acceptedLang(request.headers.get("Accept-Language"));
}

/** The first of English or Spanish the browser lists, by its q-weights ("es-US,es;q=0.9,en;q=0.8" → es). */
export function acceptedLang(header: string | null): PageLang {
  if (!header) return "en";
  let best: { lang: PageLang; q: number } | null = null;
  for (const part of header.slice(0, 512).split(",")) {
    const [tag = "", ...params] = part.trim().toLowerCase().split(";");
    const primary = tag.split("-")[0];
    if (primary !== "en" && primary !== "es") continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang: carriedLang(primary), q };
  }
  return best?.lang ?? "en";
}
