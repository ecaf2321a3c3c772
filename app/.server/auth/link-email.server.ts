import { wordsIn } from "../../i18n/pick";
import { en, type LinkEmailWords } from "../../i18n/link-emails/en";
import { es } from "../../i18n/link-emails/es";
import type { CarriedLang } from "../../utils/carried-lang";

/** The sign-in and sign-up emails in the language of the page that asked for them (docs/decisions/0046). */
export function linkEmail(
  lang: CarriedLang,
  kind: keyof LinkEmailWords,
  link: string,
  givenName: string | null = null,
) {
  const words = wordsIn(lang, { en, es })[kind];
  return {
    subject: words.subject,
    text: [words.greeting(givenName), "", words.lead, "", link, "", words.ignore, "", "Care Finder"].join("\n"),
  };
}
