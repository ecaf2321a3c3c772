import { PROCEDURE_PICKER_WORDS, type ProcedurePickerWords } from "~/components/procedure-picker-words";

/**
 * The price search form's words (app/components/landing/PriceSearchForm.tsx), English; the Spanish page passes
 * its own (app/i18n/pages/price-search.es.ts). `picker` holds the procedure picker's.
 */
export const PRICE_SEARCH_WORDS = {
  label: "Price preview",
  zip: "ZIP code",
  zipPlaceholder: "e.g. 10001",
  /** Said as the ZIP is typed, before the form is sent (the server says the same). */
  zipInvalid: "Please enter a valid ZIP code",
  submit: "Preview Real Prices & Quality – Free",
  busy: "Looking up prices…",
  picker: PROCEDURE_PICKER_WORDS as ProcedurePickerWords,
};
export type PriceSearchWords = typeof PRICE_SEARCH_WORDS;
