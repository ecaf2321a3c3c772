import type { MemberPaymentView } from "../../domain/payments";
import type { memberPaymentsQuery } from "./offers.server";

type PaymentRow = Awaited<ReturnType<typeof memberPaymentsQuery>>[number];

/** A stored address becomes a link only when it is a web address (never `javascript:` or the like). */
function receiptLink(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** A member's payment as their dashboard lists it. */
export function toMemberPaymentView(row: PaymentRow): MemberPaymentView {
  return {
    id: row.id,
    plan_name: row.planName,
    plan_type: row.planType,
    amount_cents: row.amountCents,
    status: row.status,
    refunded_cents: row.refundedCents,
    refunded_at: row.refundedAt ? row.refundedAt.toISOString() : null,
    receipt_url: receiptLink(row.receiptUrl),
    created_at: row.createdAt.toISOString(),
  };
}
