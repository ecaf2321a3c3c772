/** The locale for `Intl` in a page's language: Spanish pages use `es-US` (US dollars, US dates read in Spanish). */
export function localeOf(lang: string | null | undefined): "en-US" | "es-US" {
  return lang === "es" ? "es-US" : "en-US";
}
