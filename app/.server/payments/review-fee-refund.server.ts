import { and, desc, eq, isNull } from "drizzle-orm";
import { billCases, payments } from "../../../db/schema";
import { CONCIERGE_PLANS } from "../../data/plans";
import { REVIEW_FEE_MESSAGES } from "../../domain/payments";
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

/**
 * The money-back promise (docs/product.md#payments): when a resolved bill check saved nothing,
 * the member's review fee (their latest paid Care Access payment not yet refunded) is refunded
 * through the same refund as the admin console's, its audit entry naming the case.
 */
export async function refundBillReviewFee(
  server: ServerContext,
  admin: AdminActor,
  caseId: string,
  input: unknown,
): Promise<RefundAnswer> {
  const billCase = await server.db.query.billCases.findFirst({ where: eq(billCases.id, caseId) });
  if (!billCase) throw notFound();
  if (!savedNothing(billCase)) throw new ServiceError(409, REVIEW_FEE_MESSAGES.notOwed);
  const fee = await server.db.query.payments.findFirst({
    where: and(
      eq(payments.userId, billCase.userId),
      eq(payments.planName, CONCIERGE_PLANS[0].name),
      eq(payments.status, "paid"),
      isNull(payments.refundRequestedAt),
    ),
    orderBy: desc(payments.createdAt),
  });
  if (!fee) throw new ServiceError(409, REVIEW_FEE_MESSAGES.noFee);
  return refundPayment(server, admin, fee.id, input, { bill_case_id: billCase.id });
}
