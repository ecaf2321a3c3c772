/**
 * The words of one area in the page's language: `wordsIn(lang, { en, es })`. Each area's `es` is typed by its `en`
 * (a missing Spanish key is a compile error); a language without its own words reads English.
 */
export function wordsIn<T>(lang: string | null | undefined, words: { en: T } & Partial<Record<"es" | "fr", T>>): T {
  return (lang === "es" || lang === "fr" ? words[lang] : undefined) ?? words.en;
}

/** The locale for `Intl` in a page's language: Spanish pages use `es-US` (US dollars, US dates read in Spanish). */
export function localeOf(lang: string | null | undefined): "en-US" | "es-US" {
  return lang === "es" ? "es-US" : "en-US";
}
