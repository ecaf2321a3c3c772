import { en } from "~/i18n/eob/en";
import { es } from "~/i18n/eob/es";
import { wordsIn } from "~/i18n/pick";

/** The EOB page's words in the page's language (English when none is given). */
export const eobWords = (lang?: string | null) => wordsIn(lang, { en, es });
