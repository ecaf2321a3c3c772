import { and, eq, ne, notInArray } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type Stripe from "stripe";
import { subscriptions } from "../../../db/schema";
import type { ServerContext } from "../context.server";
import { isStripeMissing, stripeClient, stripeFailure } from "./stripe.server";

type Statement = BatchItem<"sqlite">;

/** Row states after which a subscription no longer pays for anything. */
const CLOSED_STATUSES = ["canceled", "incomplete", "incomplete_expired"];

export type CurrentVerdict = {
  /** Whether the event's subscription is the one the member's plan follows. */
  current: boolean;
  /** Our rows Stripe showed to be stale, brought up to date in the event's batch. */
  corrections: Statement[];
};

/**
 * Is `subscriptionId` the member's current subscription? Yes when none of the
 * member's other subscriptions is open in our table. Otherwise we are in doubt
 * (an ended subscription whose event has not arrived yet, or two open at once
 * after a switch): Stripe is asked for each of them, stale rows are corrected,
 * and the open one created last is current. A Stripe failure throws, so Stripe
 * delivers the event again later.
 */
export async function judgeCurrentSubscription(
  server: ServerContext,
  userId: string,
  subscriptionId: string,
): Promise<CurrentVerdict> {
  const others = await server.db
    .select({ id: subscriptions.id, status: subscriptions.status })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        ne(subscriptions.id, subscriptionId),
        notInArray(subscriptions.status, CLOSED_STATUSES),
      ),
    );
  if (others.length === 0) return { current: true, corrections: [] };

  const stripe = stripeClient(server.env);
  const fresh = await Promise.all([subscriptionId, ...others.map((o) => o.id)].map((id) => retrieve(stripe, id)));
  const now = new Date();
  const corrections: Statement[] = [];
  others.forEach((row, i) => {
    const status = statusOf(fresh[i + 1]);
    if (status === row.status) return;
    corrections.push(server.db.update(subscriptions).set({ status, stateAt: now }).where(eq(subscriptions.id, row.id)));
  });

  const open = fresh.filter((s): s is Stripe.Subscription => s !== null && !CLOSED_STATUSES.includes(statusOf(s)));
  const latest = open.sort((a, b) => b.created - a.created)[0];
  // Nothing open at all: the event's own subscription decides (its ending applies).
  return { current: latest ? latest.id === subscriptionId : true, corrections };
}

/** Our row status for Stripe's state; a subscription Stripe does not know is treated as ended. */
function statusOf(subscription: Stripe.Subscription | null): string {
  if (!subscription) return "canceled";
  return subscription.status === "trialing" ? "active" : subscription.status;
}

async function retrieve(stripe: Stripe, id: string): Promise<Stripe.Subscription | null> {
  try {
    return await stripe.subscriptions.retrieve(id);
  } catch (error) {
    if (isStripeMissing(error)) return null;
    throw stripeFailure(error, "subscription lookup");
  }
}
