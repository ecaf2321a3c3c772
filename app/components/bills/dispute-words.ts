import { en } from "~/i18n/disputes/en";
import { es } from "~/i18n/disputes/es";
import { wordsIn } from "~/i18n/pick";

/** The Good Faith Estimate and dispute pages' words in the page's language (English when none is given). */
export const disputeWords = (lang?: string | null) => wordsIn(lang, { en, es });
