/**
 * The letter that asks the hospital to bill only the EOB's patient responsibility (docs/product.md#bill-check).
 * It cites the EOB, and the No Surprises Act where the member's answers bring it in; it asks and never
 * promises (docs/decisions/0043-bill-help-never-promises.md).
 */
import { formatCents } from "../format/cents";
import { formatCalendarDate } from "../format/dates";
import type { EobCheckFields } from "./eob";
import { NO_SURPRISES_HELP_DESK, type EobFindings } from "./eob-rules";

const NSA_RULE = {
  emergency:
    "This was emergency care. Under the No Surprises Act (42 U.S.C. 300gg-131; 45 CFR 149.410), I may be billed no more than my in-network cost sharing, which my Explanation of Benefits shows as my patient responsibility.",
  out_of_network_clinician:
    "A clinician who treated me was out of my plan's network at your in-network hospital. Under the No Surprises Act (42 U.S.C. 300gg-132; 45 CFR 149.420), I may be billed no more than my in-network cost sharing, which my Explanation of Benefits shows as my patient responsibility.",
} as const;

export function eobLetterParagraphs(
  bill: { hospital_name: string; service_date: string },
  typed: EobCheckFields,
  found: EobFindings,
): string[] {
  const owed = formatCents(typed.eob_patient_responsibility);
  const processed = typed.processed_on ? ` on ${formatCalendarDate(typed.processed_on)}` : "";
  return [
    "To the billing office:",
    `I am writing about my bill from ${bill.hospital_name} for care on ${formatCalendarDate(bill.service_date)}, which asks me to pay ${formatCents(typed.amount_due)}. My health plan processed the claim${processed}. Its Explanation of Benefits (EOB), enclosed, shows ${formatCents(typed.eob_billed)} billed, ${formatCents(typed.eob_allowed)} allowed, ${formatCents(typed.eob_plan_paid)} paid by the plan, and my patient responsibility as ${owed}.`,
    ...(found.overCents > 0
      ? [
          `Your bill asks ${formatCents(found.overCents)} more than the patient responsibility on my EOB. Please bill me only my patient responsibility of ${owed} and send me a corrected statement.`,
        ]
      : []),
    ...(found.billedBeforeProcessed && typed.bill_date && typed.processed_on
      ? [
          `Your bill is dated ${formatCalendarDate(typed.bill_date)}, before my plan processed the claim on ${formatCalendarDate(typed.processed_on)}, so it may not show the plan's payment or its allowed amount. Please send me a statement that does.`,
        ]
      : []),
    ...(found.balanceBillingBarred
      ? [
          NSA_RULE[found.balanceBillingBarred],
          `If the bill is not corrected, I may contact the No Surprises Help Desk at ${NO_SURPRISES_HELP_DESK.phone}.`,
        ]
      : []),
    "Please keep my account from collections while you review this. Thank you; I look forward to your written answer.",
  ];
}
