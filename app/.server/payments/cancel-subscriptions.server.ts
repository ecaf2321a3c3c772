import { and, eq, notInArray } from "drizzle-orm";
import { subscriptions } from "../../../db/schema";
import type { ServerContext } from "../context.server";
import { isStripeMissing, stripeClient, stripeFailure } from "./stripe.server";

/** Row states after which Stripe charges nothing more. */
const ENDED = ["canceled", "incomplete_expired"];

/**
 * Cancels, at once, every subscription of the member that Stripe may still charge: an account
 * that is deleted must never be billed again. Runs before the account's rows go; a Stripe failure
 * throws (502) so nothing is deleted and the member can try again. One Stripe does not know
 * (or has already ended) is nothing to cancel.
 */
export async function cancelLiveSubscriptions(server: ServerContext, userId: string): Promise<number> {
  const live = await server.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), notInArray(subscriptions.status, ENDED)));
  if (live.length === 0) return 0;
  const stripe = stripeClient(server.env);
  for (const { id } of live) {
    try {
      const current = await stripe.subscriptions.retrieve(id);
      if (ENDED.includes(current.status)) continue;
      await stripe.subscriptions.cancel(id, {}, { idempotencyKey: `care-finder-account-delete-${id}` });
    } catch (error) {
      if (isStripeMissing(error)) continue;
      throw stripeFailure(error, "subscription cancel");
    }
  }
  return live.length;
}
