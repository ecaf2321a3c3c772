import { en } from "~/i18n/bills/en";
import { es } from "~/i18n/bills/es";
import { wordsIn } from "~/i18n/pick";

/** The bill check's words in the page's language (English when none is given). */
export const billWords = (lang?: string | null) => wordsIn(lang, { en, es });
