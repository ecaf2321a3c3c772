import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { payments } from "../../../db/schema";
import { REFUND_MESSAGES, refundRequestSchema } from "../../domain/payments";
import type { AdminActor } from "../admin/shared.server";
import { auditStatement } from "../audit.server";
import type { ServerContext } from "../context.server";
import { notFound, ServiceError } from "../errors.server";
import { parseInput } from "../validation.server";
import { logError } from "../observability.server";
import { isStripeMissing, stripeClient, stripeErrorFacts, stripeFailure } from "./stripe.server";

type PaymentRow = typeof payments.$inferSelect;

export type RefundAnswer = { payment_id: string; refund_id: string; amount_cents: number; status: string };

/** The PaymentIntent a refund names: the Checkout payment's, or the one that paid a subscription invoice. */
async function paymentIntentOf(stripe: Stripe, payment: PaymentRow): Promise<string | null> {
  if (payment.stripePaymentIntentId) return payment.stripePaymentIntentId;
  if (!payment.stripeInvoiceId) return null;
  const { data } = await stripe.invoicePayments.list({ invoice: payment.stripeInvoiceId, limit: 10 });
  const paid = data.find((p) => p.status === "paid" && p.payment.type === "payment_intent");
  const intent = paid?.payment.payment_intent;
  return typeof intent === "string" ? intent : (intent?.id ?? null);
}

const isStripeCode = (error: unknown, code: string) => (error as { code?: unknown } | null)?.code === code;

/**
 * Refunds what is left of one payment through Stripe's refunds API (docs/decisions/0007-payments.md).
 * The reason is required and kept in the audit log. Our row only notes that a refund was asked
 * for: the refund itself, the plan it ends and the member's dashboard follow Stripe's
 * `charge.refunded` event, as a refund made in Stripe's own dashboard would. Once asked, a
 * second request is refused; two at once share Stripe's idempotency key, so one refund is made.
 */
export async function refundPayment(
  server: ServerContext,
  admin: AdminActor,
  paymentId: string,
  input: unknown,
  /** Why the refund is owed beyond the reason, for the audit (e.g. the bill case it keeps a promise for). */
  context: Record<string, string> = {},
): Promise<RefundAnswer> {
  const { reason } = parseInput(refundRequestSchema, input);
  const payment = await server.db.query.payments.findFirst({ where: eq(payments.id, paymentId) });
  if (!payment) throw notFound();
  if (payment.amountCents === 0) throw ServiceError.plain(409, "nothingToRefund", REFUND_MESSAGES.nothingToRefund);
  // Asked once is enough: Stripe's event confirms it (and a lost answer is retried under the same idempotency key).
  if (payment.status === "refunded" || payment.refundRequestedAt || payment.refundedCents >= payment.amountCents)
    throw ServiceError.plain(409, "alreadyRefunded", REFUND_MESSAGES.alreadyRefunded);
  if (payment.status !== "paid") throw ServiceError.plain(409, "notPaid", REFUND_MESSAGES.notPaid);

  const stripe = stripeClient(server.env);
  let refund: Stripe.Refund;
  let paymentIntent: string | null;
  try {
    paymentIntent = await paymentIntentOf(stripe, payment);
    if (!paymentIntent) throw ServiceError.plain(409, "nothingToRefund", REFUND_MESSAGES.nothingToRefund);
    refund = await stripe.refunds.create(
      { payment_intent: paymentIntent, reason: "requested_by_customer", metadata: { payment_id: payment.id } },
      // A second click, or a retry after a lost answer, gets the first refund back.
      { idempotencyKey: `care-finder-refund-${payment.id}` },
    );
  } catch (error) {
    if (isStripeCode(error, "charge_already_refunded"))
      throw ServiceError.plain(409, "alreadyRefunded", REFUND_MESSAGES.alreadyRefunded);
    // The payment (or its invoice) is gone at Stripe (test data cleared, another mode): say so, with Stripe's code logged.
    if (isStripeMissing(error)) {
      logError("stripe refund", error, undefined, stripeErrorFacts(error));
      throw ServiceError.plain(409, "goneAtStripe", REFUND_MESSAGES.goneAtStripe);
    }
    throw stripeFailure(error, "refund");
  }

  const now = new Date();
  await server.db.batch([
    server.db
      .update(payments)
      .set({ refundRequestedAt: now, stripePaymentIntentId: paymentIntent, updatedAt: now })
      .where(eq(payments.id, payment.id)),
    auditStatement(server, {
      action: "admin.payment_refunded",
      actorId: admin.id,
      actorEmail: admin.email,
      targetType: "payment",
      targetId: payment.id,
      details: { ...context, reason, refund_id: refund.id, amount_cents: refund.amount, user_id: payment.userId },
    }),
  ]);
  return { payment_id: payment.id, refund_id: refund.id, amount_cents: refund.amount, status: refund.status ?? "" };
}
