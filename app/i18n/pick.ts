/**
 * The words of one area in the page's language: `wordsIn(lang, { en, es })`. Each area's `es` is typed by its `en`
 * (a missing Spanish key is a compile error); a language without its own words reads English.
 */
export function wordsIn<T>(lang: string | null | undefined, words: { en: T } & Partial<Record<"es" | "fr", T>>): T {
  return (lang === "es" || lang === "fr" ? words[lang] : undefined) ?? words.en;
}

/**
 * `handle.messagesFor` of a page whose address names its language (`?lang=es`): the shared words in that language,
 * or none (the site's English, app/utils/lang.ts) for any other. English is not imported here, so it stays in the
 * site frame's code only.
 */
export function messagesIn<T extends { lang: string }>(words: T): (data: unknown) => T | undefined {
  return (data) => ((data as { lang?: string } | undefined)?.lang === words.lang ? words : undefined);
}
