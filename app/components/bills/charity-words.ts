import { en } from "~/i18n/charity/en";
import { es } from "~/i18n/charity/es";
import { wordsIn } from "~/i18n/pick";

/** The charity-care screen's words in the page's language (English when none is given). */
export const charityWords = (lang?: string | null) => wordsIn(lang, { en, es });
