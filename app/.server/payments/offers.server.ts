import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import { payments, subscriptions } from "../../../db/schema";
import {
  CONCIERGE_PLANS,
  NEW_MEMBER_CREDIT,
  NEW_MEMBER_LOOKUP_KEY,
  NEW_MEMBER_OFFER,
  type ConciergePlan,
} from "../../data/plans";
import type { ServerContext } from "../context.server";
import type { Database } from "../../../db";

/**
 * What Checkout will charge one member for a plan, and so what the plans page shows them
 * (docs/product.md#figures): the Stripe price (lookup key), the catalog amount, the credit taken
 * off the first invoice, and what is due today.
 */
export type PlanCharge = {
  planName: ConciergePlan["name"];
  lookupKey: string;
  amountCents: number;
  /** The new-member Care Access payment, credited once to the first membership invoice (a Stripe coupon). */
  creditCents: number;
  dueTodayCents: number;
};

export type MemberOffer = {
  /** Never paid: Care Access costs the new-member price. */
  newMember: boolean;
  /** Paid the new-member Care Access and never subscribed: the first Essential or Premium invoice is credited. */
  credit: boolean;
};

/** Payment states a member sees on their dashboard (an abandoned or expired Checkout is no payment). */
const SHOWN_PAYMENT_STATUSES = ["paid", "pending", "refunded"];

/**
 * A member's payments, newest first, and whether they hold a subscription: what their offer is
 * read from, and the payments and receipts their dashboard lists.
 */
export function memberPaymentsQuery(db: Database, userId: string | SQL) {
  return db
    .select({
      id: payments.id,
      planName: payments.planName,
      planType: payments.planType,
      amountCents: payments.amountCents,
      currency: payments.currency,
      status: payments.status,
      refundedCents: payments.refundedCents,
      refundedAt: payments.refundedAt,
      receiptUrl: payments.receiptUrl,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(and(eq(payments.userId, userId), inArray(payments.status, SHOWN_PAYMENT_STATUSES)))
    .orderBy(desc(payments.createdAt));
}
export function memberSubscriptionQuery(db: Database, userId: string | SQL) {
  return db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
}

/** The offers behind those rows: the one rule, whoever read them. A refunded payment is no purchase. */
export function offerFrom(
  rows: { planName: string; amountCents: number; status: string }[],
  subscribed: boolean,
): MemberOffer {
  const paid = rows.filter((p) => p.status === "paid");
  const paidOffer = paid.some(
    (p) => p.planName === CONCIERGE_PLANS[0].name && p.amountCents === NEW_MEMBER_OFFER * 100,
  );
  return { newMember: paid.length === 0, credit: paidOffer && !subscribed };
}

/** The offers a member holds, from our own payments and subscriptions rows. */
export async function memberOffer(server: ServerContext, userId: string): Promise<MemberOffer> {
  const [paid, subscription] = await server.db.batch([
    memberPaymentsQuery(server.db, userId),
    memberSubscriptionQuery(server.db, userId),
  ]);
  return offerFrom(paid, subscription.length > 0);
}

/** The charge for `plan` under `offer`: the one rule the page and checkout both read. */
export function planCharge(plan: ConciergePlan, offer: MemberOffer): PlanCharge {
  const amountCents = plan.amount * 100;
  if (plan.type === "one_time" && offer.newMember) {
    const offerCents = NEW_MEMBER_OFFER * 100;
    return {
      planName: plan.name,
      lookupKey: NEW_MEMBER_LOOKUP_KEY,
      amountCents: offerCents,
      creditCents: 0,
      dueTodayCents: offerCents,
    };
  }
  const creditCents =
    plan.type === "subscription" && offer.credit ? Math.min(NEW_MEMBER_CREDIT.amountCents, amountCents) : 0;
  return {
    planName: plan.name,
    lookupKey: plan.lookupKey,
    amountCents,
    creditCents,
    dueTodayCents: amountCents - creditCents,
  };
}

/** Every plan's charge for one member (a visitor sees a new member's). */
export async function memberCharges(server: ServerContext, userId: string | null): Promise<PlanCharge[]> {
  const offer = userId ? await memberOffer(server, userId) : { newMember: true, credit: false };
  return CONCIERGE_PLANS.map((plan) => planCharge(plan, offer));
}
