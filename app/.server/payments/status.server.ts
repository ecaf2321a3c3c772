import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { payments } from "../../../db/schema";
import { CHECKOUT_SESSION_ID_PATTERN } from "../../domain/payments";
import type { ServerContext } from "../context.server";
import { notFound, ServiceError } from "../errors.server";
import { logError } from "../observability.server";
import { limitPaymentCalls } from "./rate-limit.server";
import { isStripeMissing, notConfigured, paymentsConfigured, stripeClient, stripeFailure } from "./stripe.server";

/** `completed` when Stripe says the session is paid; otherwise Stripe's own status. */
export type PaymentStatusAnswer = { status: string };

function sessionStatus(session: Pick<Stripe.Checkout.Session, "payment_status" | "status">): string {
  if (session.payment_status === "paid" || session.payment_status === "no_payment_required") return "completed";
  if (session.status === "expired") return "expired";
  return session.payment_status ?? session.status ?? "unknown";
}

/**
 * Reads a Checkout Session from Stripe on the server (docs/decisions/0007-payments.md) for its owner only:
 * our payments row (written when checkout made the session) must name the member. Unknown ids and
 * someone else's get 404 without a call to Stripe, and look-ups are limited per member, so nobody can
 * spend the account's shared Stripe rate limit. Read-only: the plan changes only through the verified webhook.
 */
export async function getPaymentStatus(
  server: ServerContext,
  userId: string,
  sessionId: string,
): Promise<PaymentStatusAnswer> {
  await limitPaymentCalls(server, userId, "session-lookup");
  if (!paymentsConfigured(server.env)) throw notConfigured();
  if (!CHECKOUT_SESSION_ID_PATTERN.test(sessionId)) throw notFound("Payment not found");
  const row = await server.db.query.payments.findFirst({
    columns: { userId: true },
    where: eq(payments.stripeSessionId, sessionId),
  });
  if (!row || row.userId !== userId) throw notFound("Payment not found");

  const stripe = stripeClient(server.env);
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (isStripeMissing(error)) throw notFound("Payment not found");
    throw stripeFailure(error, "session lookup");
  }
  return { status: sessionStatus(session) };
}

/** What /payment-success shows (docs/product.md#payments). */
/** `limited`: too many look-ups for now; the payment itself is not in doubt, the page says when to look again. */
export type PaymentOutcome = "success" | "pending" | "failed" | { limited: { retryAfterSeconds: number } };

/**
 * Per docs/product.md#payments: with no session id, success is shown directly; otherwise success
 * when the server-side status is `completed`, pending for any other status,
 * failed when the check fails (not signed in, not theirs, Stripe unreachable).
 * It only decides what to show: it never grants a plan (docs/decisions/0007-payments.md).
 */
export async function verifyPaymentOutcome(
  server: ServerContext,
  userId: string | null,
  sessionId: string | null,
): Promise<PaymentOutcome> {
  if (!sessionId) return "success";
  if (!userId) return "failed";
  try {
    const { status } = await getPaymentStatus(server, userId, sessionId);
    return status === "completed" ? "success" : "pending";
  } catch (error) {
    if (error instanceof ServiceError && error.status === 429) {
      return { limited: { retryAfterSeconds: Number(error.headers?.["Retry-After"] ?? 60) } };
    }
    logError("payment verification", error);
    return "failed";
  }
}
