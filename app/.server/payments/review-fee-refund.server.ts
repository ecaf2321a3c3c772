import { and, desc, eq, gt, inArray } from "drizzle-orm";
import type * as v from "valibot";
import { billCases, payments } from "../../../db/schema";
import { CONCIERGE_PLANS } from "../../data/plans";
import { REVIEW_FEE_MESSAGES, type refundRequestSchema } from "../../domain/payments";
import type { AdminActor } from "../admin/shared.server";
import type { ServerContext } from "../context.server";
import { notFound, ServiceError } from "../errors.server";
import { refundPayment, type RefundAnswer } from "./refunds.server";

/** A resolved case whose final amount is no lower than the bill: the review found no saving. */
function savedNothing(billCase: { status: string; billedCents: number; finalAmountCents: number | null }) {
  return (
    billCase.status === "resolved" &&
    billCase.finalAmountCents !== null &&
    billCase.billedCents - billCase.finalAmountCents <= 0
  );
}

/** Where a case stands with the money-back promise, as the team's bill case page shows it. */
export type ReviewFeeStanding = {
  /** The case saved nothing, so the review fee is owed back. */
  owed: boolean;
  /** The member's latest Care Access payment: refundable while paid and not yet asked for. */
  fee: {
    payment_id: string;
    amount_cents: number;
    refundable: boolean;
    refund_requested_at: string | null;
    refunded: boolean;
  } | null;
};

async function caseAndFee(server: ServerContext, caseId: string) {
  const billCase = await server.db.query.billCases.findFirst({ where: eq(billCases.id, caseId) });
  if (!billCase) throw notFound();
  const fee = await server.db.query.payments.findFirst({
    where: and(
      eq(payments.userId, billCase.userId),
      eq(payments.planName, CONCIERGE_PLANS[0].name),
      gt(payments.amountCents, 0),
      inArray(payments.status, ["paid", "refunded"]),
    ),
    orderBy: desc(payments.createdAt),
  });
  return { billCase, fee };
}

function standingOf({ billCase, fee }: Awaited<ReturnType<typeof caseAndFee>>): ReviewFeeStanding {
  return {
    owed: savedNothing(billCase),
    fee: fee
      ? {
          payment_id: fee.id,
          amount_cents: fee.amountCents,
          refundable: fee.status === "paid" && !fee.refundRequestedAt,
          refund_requested_at: fee.refundRequestedAt?.toISOString() ?? null,
          refunded: fee.status === "refunded",
        }
      : null,
  };
}

/** The case's review fee and whether it is owed back: the one rule the page and the refund read. */
export async function reviewFeeStanding(server: ServerContext, caseId: string): Promise<ReviewFeeStanding> {
  return standingOf(await caseAndFee(server, caseId));
}

/**
 * The money-back promise (docs/product.md#payments): when a resolved bill check saved nothing,
 * the member's review fee (their latest paid Care Access payment not yet refunded) is refunded
 * through the same refund as the admin console's, its audit entry naming the case. The team's bill
 * case page (its "Refund the review fee" button) and `POST /api/admin/bill-cases/:id/refund-review-fee`
 * both call this.
 */
export async function refundBillReviewFee(
  server: ServerContext,
  admin: AdminActor,
  caseId: string,
  input: v.InferOutput<typeof refundRequestSchema>,
): Promise<RefundAnswer> {
  const found = await caseAndFee(server, caseId);
  const standing = standingOf(found);
  if (!standing.owed) throw ServiceError.plain(409, "reviewFeeNotOwed", REVIEW_FEE_MESSAGES.notOwed);
  if (!standing.fee?.refundable) throw ServiceError.plain(409, "reviewFeeNone", REVIEW_FEE_MESSAGES.noFee);
  return refundPayment(server, admin, standing.fee.payment_id, input, { bill_case_id: found.billCase.id });
}
