import type { BillDeadlineView } from "~/domain/bills";
import { formatCalendarDate } from "~/format/dates";

/**
 * When a deadline is due, in words: the itemized bill has no date of its own (its reminder is set for the day
 * the bill was checked), so it says "now" and why; the others say their date.
 */
export function deadlineDue(d: Pick<BillDeadlineView, "kind" | "due_date">): string {
  return d.kind === "itemized_bill" ? "now" : `by ${formatCalendarDate(d.due_date)}`;
}

/** Why the itemized bill comes first. */
export const ITEMIZED_BILL_WHY =
  "The itemized bill lists every service with its code, so you and the billing office check the same lines. The sooner you ask, the more time you keep for the other deadlines.";
