import type { PluralForms } from "~/utils/plural";

/** The hospital picker's words (app/components/bills/HospitalCombobox.tsx), English. */
export const en = {
  /** Counts are written, and plurals chosen, the language's way. */
  locale: "en-US",
  hint: "Type the hospital's name, city or ZIP, then choose it from the list.",
  list: "Hospitals found",
  tooShort: "Type at least 2 letters or numbers.",
  searching: "Searching…",
  found: {
    one: "# hospital found. Use the up and down arrows to choose it.",
    other: "# hospitals found. Use the up and down arrows to choose one.",
  } as PluralForms,
  none: (typed: string) => `No hospital on our list matches "${typed}". Try the city or the ZIP code.`,
  chosen: (hospital: string) => `Chosen: ${hospital}.`,
};
export type HospitalPickerWords = typeof en;
