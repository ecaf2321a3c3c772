import { en as procedurePickerEn } from "../procedure-picker/en";

/**
 * The price search form's words (app/components/landing/PriceSearchForm.tsx), English; the Spanish page passes
 * its own (./es.ts). `picker` holds the procedure picker's.
 */
export const en = {
  label: "Price preview",
  zip: "ZIP code",
  zipPlaceholder: "e.g. 10001",
  /** Said as the ZIP is typed, before the form is sent (the server says the same). */
  zipInvalid: "Please enter a valid ZIP code",
  submit: "Preview Real Prices & Quality – Free",
  busy: "Looking up prices…",
  picker: procedurePickerEn,
};
export type PriceSearchWords = typeof en;
