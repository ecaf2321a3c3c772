/**
 * The language a visitor chose on a page in another language, carried as `?lang=es` to the pages that follow
 * (sign-in, registration), which otherwise speak English (docs/decisions/0046-language-carried-to-sign-in.md).
 */
export type CarriedLang = "en" | "es";

export function carriedLang(value: string | null | undefined): CarriedLang {
  return value === "es" ? "es" : "en";
}

/** The path with the language kept (nothing added for English). */
export function withLang(path: string, lang: CarriedLang): string {
  if (lang === "en") return path;
  return `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`;
}
