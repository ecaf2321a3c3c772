import { askOurTeamUrl } from "~/domain/ask-our-team";
import type { ProcedureOption } from "~/domain/prices";
import type { PluralForms } from "~/utils/plural";

/**
 * The procedure picker's words (app/components/ProcedurePicker.tsx), English. A page in another language
 * passes its own (./es.ts), with the options' `local` names: the picker shows them beside the English.
 */
export const en = {
  /** Counts are written, and plurals chosen, the language's way. */
  locale: "en-US",
  find: "Find a procedure",
  findHow: "(name or CPT code)",
  mostSearched: "Most searched",
  matching: { one: "# procedure matches", other: "# procedures match" } as PluralForms,
  total: { one: "# procedure", other: "# procedures" } as PluralForms,
  notListed: ". Not in our list? ",
  ask: "Ask our team",
  askAfter: " to find a price for it.",
  /** A help request started with what was typed. */
  askHref: (about: string) => askOurTeamUrl(about),
  procedure: "Procedure",
  /** Under the list, when the page has something to say about the names. */
  listHint: undefined as string | undefined,
  chooseMatch: "Choose one of the matches",
  choose: "Choose a procedure",
  /** An option's text (an <option> holds text only, so a second language is marked by words, not markup). */
  option: (o: ProcedureOption) => `${o.name} (CPT ${o.codes.join(" + ")})`,
};
export type ProcedurePickerWords = typeof en;
