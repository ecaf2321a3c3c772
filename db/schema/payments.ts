/** Stripe: checkout sessions, subscriptions, and the webhook events already applied. */
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, timestamp, createdAt } from "./columns";
import { profiles } from "./accounts";
import { helpRequests } from "./work";

/**
 * Checkout sessions and their outcome, one row per Stripe Checkout Session. A
 * deleted account's payments stay as records without the person (user_id null).
 */
export const payments = sqliteTable(
  "payments",
  {
    id: id(),
    userId: text("user_id").references(() => profiles.id, { onDelete: "set null" }),
    stripeSessionId: text("stripe_session_id").notNull(),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    stripeInvoiceId: text("stripe_invoice_id"),
    /** What a refund names: the Checkout payment's, or a subscription invoice's once refunded. */
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    /** Stripe's receipt (one-time payments) or hosted invoice page (subscriptions). */
    receiptUrl: text("receipt_url"),
    planName: text("plan_name").notNull(),
    planType: text("plan_type", { enum: ["one_time", "subscription"] }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status").notNull().default("open"),
    /** As Stripe last reported it (charge.refunded); `status` is "refunded" once it is the whole amount. */
    refundedCents: integer("refunded_cents").notNull().default(0),
    refundedAt: timestamp("refunded_at"),
    /** An admin asked Stripe for the refund (the audit log says who and why); Stripe's event confirms it. */
    refundRequestedAt: timestamp("refund_requested_at"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at"),
  },
  (t) => [
    uniqueIndex("payments_session_unique").on(t.stripeSessionId),
    index("payments_user_idx").on(t.userId, t.createdAt),
    index("payments_payment_intent_idx").on(t.stripePaymentIntentId),
  ],
);

export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: text("id").primaryKey(), // Stripe subscription id
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    planName: text("plan_name").notNull(),
    status: text("status").notNull(),
    currentPeriodEnd: timestamp("current_period_end"),
    /** Stripe event `created` that produced this state, to ignore stale events. */
    stateAt: timestamp("state_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("subscriptions_user_idx").on(t.userId)],
);

/** Each Stripe event id is processed once. */
export const processedWebhookEvents = sqliteTable("processed_webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: createdAt(),
});

/**
 * Offers a member holds once (the new-member Care Access price, the $39 credit): a checkout carrying
 * one claims it first, by a conditional insert, so two checkouts at once never both carry it.
 */
export const checkoutOfferClaims = sqliteTable(
  "checkout_offer_claims",
  {
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    offer: text("offer", { enum: ["new_member_price", "new_member_credit"] }).notNull(),
    /** The claiming request's own token: only it may name the session or let the claim go. */
    claimId: text("claim_id").notNull(),
    /** The Checkout Session carrying the offer, once Stripe made it. */
    stripeSessionId: text("stripe_session_id"),
    claimedAt: timestamp("claimed_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.offer] })],
);

/** An admin marked the member's Insurance Bundle quote as enrolled: Care Access is free for them. */
export const insuranceEnrollments = sqliteTable("insurance_enrollments", {
  userId: text("user_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  requestId: text("request_id").references(() => helpRequests.id, { onDelete: "set null" }),
  enrolledBy: text("enrolled_by"),
  enrolledAt: timestamp("enrolled_at").notNull(),
});
