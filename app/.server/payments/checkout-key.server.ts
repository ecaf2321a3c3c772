import { count, eq } from "drizzle-orm";
import type Stripe from "stripe";
import { payments } from "../../../db/schema";
import type { ServerContext } from "../context.server";
import { sha256Hex } from "../crypto.server";

/**
 * The idempotency key of a Checkout Session create (docs/decisions/0065-checkout-wait-bounded.md).
 * It names the member, how many sessions we have recorded for them, and what is asked
 * (plan price, customer, discount, return addresses). When Stripe did not answer in time, nothing
 * was recorded, so the person's "try again" sends the same key and gets back the session Stripe
 * may have made meanwhile instead of a second one. Once a session is recorded (or anything asked
 * changes) the next checkout has a new key, so a new checkout is never answered with an old one.
 */
export async function checkoutIdempotencyKey(
  server: ServerContext,
  userId: string,
  params: Stripe.Checkout.SessionCreateParams,
): Promise<string> {
  const [row] = await server.db.select({ n: count() }).from(payments).where(eq(payments.userId, userId));
  const asked = await sha256Hex(JSON.stringify(params));
  return `care-finder-checkout-${userId}-${row?.n ?? 0}-${asked.slice(0, 32)}`;
}
