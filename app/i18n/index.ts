/**
 * Every language the site speaks, with what links to it need: its home page,
 * its own name, and "in this language" written in it. Adding one is a catalog
 * file (shaped like site/en.ts), a line here, and `handle = { messages }` on its pages
 * (app/utils/lang.ts). The catalogs themselves are not imported here: a page
 * downloads only its own language's words.
 */
export const LANGUAGES = {
  en: { home: "/", name: "English", inLanguage: "In English" },
  fr: { home: "/assurance-sante", name: "Français", inLanguage: "En français" },
  es: { home: "/precios-y-planes", name: "Español", inLanguage: "En español" },
} as const;

export type Lang = keyof typeof LANGUAGES;
export const LANGS = Object.keys(LANGUAGES) as Lang[];

/** The page that stands for each language (language links, hreflang alternates). */
export const LANGUAGE_HOME = Object.fromEntries(LANGS.map((lang) => [lang, LANGUAGES[lang].home])) as Record<
  Lang,
  string
>;
