import { enforceMemberRateLimit } from "../auth/rate-limit.server";
import type { ServerContext } from "../context.server";

/** What a member's payment calls are counted as: each kind has its own budget. */
export type PaymentCallKind = "checkout" | "session-lookup";

/**
 * Per-member limit on calls that reach Stripe (RATE_LIMITER: 10 a minute per key). Stripe's rate
 * limit is the account's, shared by every member: one member's loop must not block payments for
 * everyone. Counted before anything else, so unknown ids count too. A 429 says when to come back.
 */
export async function limitPaymentCalls(server: ServerContext, userId: string, kind: PaymentCallKind): Promise<void> {
  await enforceMemberRateLimit(server, userId, `payments-${kind}`);
}
