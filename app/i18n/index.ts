import { en, type Messages } from "./en";
import { es } from "./es";
import { fr } from "./fr";

/** Every language the site speaks; adding one is a catalog file and a line here. */
export const CATALOGS = { en, fr, es } satisfies Record<string, Messages>;
export type Lang = keyof typeof CATALOGS;
export const LANGS = Object.keys(CATALOGS) as Lang[];

/** The page that stands for each language (language links, hreflang alternates). */
export const LANGUAGE_HOME: Record<Lang, string> = {
  en: "/",
  fr: "/assurance-sante",
  es: "/precios-y-planes",
};

export function messages(lang: Lang): Messages {
  return CATALOGS[lang];
}

export type { Messages };
