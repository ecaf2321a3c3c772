import { and, eq, inArray, type SQL } from "drizzle-orm";
import { insuranceEnrollments, payments } from "../../../db/schema";
import {
  CONCIERGE_PLANS,
  NEW_MEMBER_CREDIT,
  NEW_MEMBER_LOOKUP_KEY,
  NEW_MEMBER_OFFER,
  type ConciergePlan,
} from "../../data/plans";
import type { ServerContext } from "../context.server";
import type { Database } from "../../../db";
import { newestFirst } from "../insertion-order.server";

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
  /** Care Access is free with the member's insurance enrollment: theirs already, no Checkout. */
  freeWithEnrollment: boolean;
};

export type MemberOffer = {
  /** Nothing paid that stands (a wholly refunded payment is none): Care Access costs the new-member price. */
  newMember: boolean;
  /** Paid the new-member Care Access and no membership invoice yet: the first Essential or Premium invoice is credited. */
  credit: boolean;
  /** An admin marked their Insurance Bundle quote enrolled: Care Access is free. */
  enrolled: boolean;
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
    .orderBy(...newestFirst(payments, payments.createdAt));
}
/** Whether an admin marked the member's insurance enrollment (one row or none). */
export function memberEnrollmentQuery(db: Database, userId: string | SQL) {
  return db
    .select({ enrolledAt: insuranceEnrollments.enrolledAt })
    .from(insuranceEnrollments)
    .where(eq(insuranceEnrollments.userId, userId))
    .limit(1);
}

/**
 * The offers behind those rows: the one rule, whoever read them. A wholly refunded payment is no
 * purchase, so a member whose only payments were refunded is new again (the price and the credit);
 * the credit is spent by the first membership invoice that stands.
 */
export function offerFrom(
  rows: { planName: string; planType: string; amountCents: number; status: string }[],
  enrolled: boolean,
): MemberOffer {
  const paid = rows.filter((p) => p.status === "paid");
  const paidOffer = paid.some(
    (p) => p.planName === CONCIERGE_PLANS[0].name && p.amountCents === NEW_MEMBER_OFFER * 100,
  );
  const paidMembership = paid.some((p) => p.planType === "subscription");
  return { newMember: paid.length === 0, credit: paidOffer && !paidMembership, enrolled };
}

/** The offers a member holds, from our own payments and enrollment rows. */
export async function memberOffer(server: ServerContext, userId: string): Promise<MemberOffer> {
  const [paid, enrollment] = await server.db.batch([
    memberPaymentsQuery(server.db, userId),
    memberEnrollmentQuery(server.db, userId),
  ]);
  return offerFrom(paid, enrollment.length > 0);
}

/** The charge for `plan` under `offer`: the one rule the page and checkout both read. */
export function planCharge(plan: ConciergePlan, offer: MemberOffer): PlanCharge {
  const amountCents = plan.amount * 100;
  if (plan.type === "one_time" && offer.enrolled) {
    return {
      planName: plan.name,
      lookupKey: plan.lookupKey,
      amountCents: 0,
      creditCents: 0,
      dueTodayCents: 0,
      freeWithEnrollment: true,
    };
  }
  if (plan.type === "one_time" && offer.newMember) {
    const offerCents = NEW_MEMBER_OFFER * 100;
    return {
      planName: plan.name,
      lookupKey: NEW_MEMBER_LOOKUP_KEY,
      amountCents: offerCents,
      creditCents: 0,
      dueTodayCents: offerCents,
      freeWithEnrollment: false,
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
    freeWithEnrollment: false,
  };
}

/** Every plan's charge for one member (a visitor sees a new member's). */
export async function memberCharges(server: ServerContext, userId: string | null): Promise<PlanCharge[]> {
  const offer = userId ? await memberOffer(server, userId) : { newMember: true, credit: false, enrolled: false };
  return CONCIERGE_PLANS.map((plan) => planCharge(plan, offer));
}
