import type { BillDeadlineView } from "~/domain/bills";
import { formatCalendarDate } from "~/format/dates";
import { billWords } from "./bill-words";

/**
 * When a deadline is due, in words: the itemized bill has no date of its own (its reminder is set for the day
 * the bill was checked), so it says "now" and why; the others say their date, in the page's language.
 */
export function deadlineDue(d: Pick<BillDeadlineView, "kind" | "due_date">, lang?: string): string {
  const w = billWords(lang).deadlines;
  return d.kind === "itemized_bill" ? w.now : w.by(formatCalendarDate(d.due_date, lang));
}

/** A deadline's name in the page's language. */
export const deadlineLabel = (d: Pick<BillDeadlineView, "kind">, lang?: string) =>
  billWords(lang).deadlines.kinds[d.kind];
