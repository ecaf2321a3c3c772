import { and, eq, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import Stripe from "stripe";
import { payments, processedWebhookEvents, profiles, subscriptions } from "../../../db/schema";
import { findPlan, type ConciergePlan } from "../../data/plans";
import type { ServerContext } from "../context";
import { ServiceError } from "../errors";
import { planAmountCents } from "./checkout.server";
import { judgeCurrentSubscription } from "./current-subscription.server";

/** Events that change a member's plan (docs/decisions/0007-payments.md); every other type is acknowledged and ignored. */
export const HANDLED_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
  "invoice.paid",
  "customer.subscription.updated",
  "customer.subscription.deleted",
] as const;

export type WebhookOutcome = { received: true; ignored?: true; duplicate?: true };

type Statement = BatchItem<"sqlite">;
type Db = ServerContext["db"];

/** Subscription states that keep a plan usable. */
const LIVE_STATUSES = new Set(["active", "trialing"]);
/** States of a subscription that never started: recorded, but the profile is left alone. */
const NEVER_STARTED = new Set(["incomplete", "incomplete_expired"]);

/**
 * The verified Stripe webhook (docs/decisions/0007-payments.md). The raw body is checked against the
 * signature with SubtleCrypto; each event id is processed once (the id is
 * inserted in the same atomic batch as the effects); an event older than the
 * state it would change never overwrites it: ordered by Stripe's `created` per
 * subscription (and per payment: `paid` is final), and a subscription changes
 * the member's plan only while it is their current one (asking Stripe when our
 * rows leave it in doubt).
 */
export async function handleStripeWebhook(
  server: ServerContext,
  rawBody: string,
  signature: string | null,
): Promise<WebhookOutcome> {
  const secret = server.env.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new ServiceError(503, "Payments are not configured. Please contact support.");
  if (!signature) throw new ServiceError(400, "Missing Stripe signature.");

  let event: Stripe.Event;
  try {
    event = await Stripe.webhooks.constructEventAsync(
      rawBody,
      signature,
      secret,
      undefined,
      Stripe.createSubtleCryptoProvider(),
    );
  } catch (error) {
    console.warn(`Stripe webhook rejected: ${error instanceof Error ? error.name : "unknown"}`);
    throw new ServiceError(400, "Invalid Stripe signature.");
  }

  if (!(HANDLED_EVENTS as readonly string[]).includes(event.type)) return { received: true, ignored: true };

  const seen = await server.db.query.processedWebhookEvents.findFirst({
    columns: { id: true },
    where: eq(processedWebhookEvents.id, event.id),
  });
  if (seen) return { received: true, duplicate: true };

  const effects = await effectsOf(server, event);
  try {
    await server.db.batch([
      server.db.insert(processedWebhookEvents).values({ id: event.id, type: event.type }),
      ...effects,
    ]);
  } catch (error) {
    // The same event delivered twice at once: the other delivery won the insert.
    if (await server.db.query.processedWebhookEvents.findFirst({ where: eq(processedWebhookEvents.id, event.id) })) {
      return { received: true, duplicate: true };
    }
    throw error;
  }
  return { received: true };
}

async function effectsOf(server: ServerContext, event: Stripe.Event): Promise<Statement[]> {
  const db = server.db;
  const at = new Date(event.created * 1000);
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return checkoutPaid(server, event.data.object, at);
    case "checkout.session.async_payment_failed":
      return [updatePaymentStatus(db, event.data.object.id, "failed", at)];
    case "checkout.session.expired":
      return [updatePaymentStatus(db, event.data.object.id, "expired", at)];
    case "invoice.paid":
      return invoicePaid(server, event.data.object, at);
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return subscriptionChanged(server, event.data.object, at, event.type === "customer.subscription.deleted");
    default:
      return [];
  }
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

async function profileOf(db: Db, userId: string | null | undefined, customerId?: string | null) {
  if (userId) {
    const byId = await db.query.profiles.findFirst({ where: eq(profiles.id, userId) });
    if (byId) return byId;
  }
  if (customerId) return (await db.query.profiles.findFirst({ where: eq(profiles.stripeCustomerId, customerId) })) ?? null;
  return null;
}

/**
 * Sets the plan unless a newer event already did (out-of-order delivery).
 * From a subscription, "newer" is that subscription's own order: the write runs
 * after the subscription's upsert in the same batch and only if this event is
 * now its latest state. A plan that is not active may be replaced by an active
 * one whatever the times (another subscription's ending must not hide a newer
 * purchase).
 */
function setPlan(db: Db, userId: string, plan: string, status: string, at: Date, subscriptionId?: string): Statement {
  const newest = or(isNull(profiles.planUpdatedAt), lte(profiles.planUpdatedAt, at));
  const revives = LIVE_STATUSES.has(status) ? or(isNull(profiles.planStatus), ne(profiles.planStatus, "active")) : undefined;
  const subscriptionOrder = subscriptionId
    ? sql`exists (select 1 from ${subscriptions} where ${subscriptions.id} = ${subscriptionId} and ${subscriptions.stateAt} = ${at.getTime()})`
    : undefined;
  return db
    .update(profiles)
    .set({ currentPlan: plan, planStatus: status, planUpdatedAt: at, updatedAt: new Date() })
    .where(and(eq(profiles.id, userId), or(newest, revives), subscriptionOrder));
}

function upsertSubscription(
  db: Db,
  row: { id: string; userId: string; planName: string; status: string; currentPeriodEnd?: Date | null },
  at: Date,
): Statement {
  const set: Partial<typeof subscriptions.$inferInsert> = { status: row.status, planName: row.planName, stateAt: at };
  if (row.currentPeriodEnd !== undefined) set.currentPeriodEnd = row.currentPeriodEnd;
  return db
    .insert(subscriptions)
    .values({ ...row, stateAt: at })
    .onConflictDoUpdate({ target: subscriptions.id, set, setWhere: lte(subscriptions.stateAt, at) });
}

function updatePaymentStatus(db: Db, sessionId: string, status: string, at: Date): Statement {
  return db
    .update(payments)
    .set({ status, updatedAt: at })
    .where(and(eq(payments.stripeSessionId, sessionId), ne(payments.status, "paid")));
}

/** A one-time purchase never replaces a running subscription plan on the profile. */
function keepsSubscription(profile: { currentPlan: string | null; planStatus: string | null }, plan: ConciergePlan) {
  return plan.type === "one_time" && profile.planStatus === "active" && findPlan(profile.currentPlan ?? "")?.type === "subscription";
}

async function checkoutPaid(server: ServerContext, session: Stripe.Checkout.Session, at: Date): Promise<Statement[]> {
  const db = server.db;
  const plan = findPlan(session.metadata?.plan_name ?? "");
  const profile = await profileOf(db, session.client_reference_id ?? session.metadata?.user_id, idOf(session.customer));
  if (!plan || !profile) {
    console.warn("Stripe checkout event without a known member or plan: ignored");
    return [];
  }
  const paid = session.payment_status === "paid" || session.payment_status === "no_payment_required";
  const subscriptionId = idOf(session.subscription);
  const statements: Statement[] = [
    db
      .insert(payments)
      .values({
        userId: profile.id,
        stripeSessionId: session.id,
        stripeCustomerId: idOf(session.customer),
        stripeSubscriptionId: subscriptionId,
        planName: plan.name,
        planType: plan.type,
        amountCents: session.amount_total ?? planAmountCents(plan),
        currency: session.currency ?? "usd",
        status: paid ? "paid" : "pending",
        updatedAt: at,
      })
      .onConflictDoUpdate({
        target: payments.stripeSessionId,
        set: {
          status: paid ? "paid" : "pending",
          stripeCustomerId: idOf(session.customer),
          stripeSubscriptionId: subscriptionId,
          updatedAt: at,
        },
      }),
  ];
  if (!paid) return statements; // async payment methods: wait for async_payment_succeeded
  if (subscriptionId) {
    statements.push(upsertSubscription(db, { id: subscriptionId, userId: profile.id, planName: plan.name, status: "active" }, at));
    const { current, corrections } = await judgeCurrentSubscription(server, profile.id, subscriptionId);
    statements.push(...corrections);
    if (current) statements.push(setPlan(db, profile.id, plan.name, "active", at, subscriptionId));
    return statements;
  }
  if (!keepsSubscription(profile, plan)) statements.push(setPlan(db, profile.id, plan.name, "active", at));
  return statements;
}

async function invoicePaid(server: ServerContext, invoice: Stripe.Invoice, at: Date): Promise<Statement[]> {
  const db = server.db;
  const details = invoice.parent?.subscription_details;
  const subscriptionId = idOf(details?.subscription);
  if (!subscriptionId) return []; // not a subscription invoice: nothing of ours
  const known = await db.query.subscriptions.findFirst({ where: eq(subscriptions.id, subscriptionId) });
  const profile = await profileOf(db, details?.metadata?.user_id ?? known?.userId, idOf(invoice.customer));
  const plan = findPlan(details?.metadata?.plan_name ?? known?.planName ?? "");
  if (!plan || !profile) {
    console.warn("Stripe invoice event without a known member or plan: ignored");
    return [];
  }
  const statements: Statement[] = [
    upsertSubscription(db, { id: subscriptionId, userId: profile.id, planName: plan.name, status: "active" }, at),
  ];
  const { current, corrections } = await judgeCurrentSubscription(server, profile.id, subscriptionId);
  statements.push(...corrections);
  if (current) statements.push(setPlan(db, profile.id, plan.name, "active", at, subscriptionId));
  if (invoice.id && invoice.billing_reason !== "subscription_create") {
    // Renewals have no Checkout Session: the invoice id stands in for it.
    statements.push(
      db
        .insert(payments)
        .values({
          userId: profile.id,
          stripeSessionId: invoice.id,
          stripeInvoiceId: invoice.id,
          stripeCustomerId: idOf(invoice.customer),
          stripeSubscriptionId: subscriptionId,
          planName: plan.name,
          planType: plan.type,
          amountCents: invoice.amount_paid,
          currency: invoice.currency ?? "usd",
          status: "paid",
          updatedAt: at,
        })
        .onConflictDoNothing({ target: payments.stripeSessionId }),
    );
  } else if (invoice.id) {
    statements.push(
      db
        .update(payments)
        .set({ stripeInvoiceId: invoice.id, updatedAt: at })
        .where(and(eq(payments.stripeSubscriptionId, subscriptionId), isNull(payments.stripeInvoiceId))),
    );
  }
  return statements;
}

async function subscriptionChanged(
  server: ServerContext,
  subscription: Stripe.Subscription,
  at: Date,
  deleted: boolean,
): Promise<Statement[]> {
  const db = server.db;
  const known = await db.query.subscriptions.findFirst({ where: eq(subscriptions.id, subscription.id) });
  const profile = await profileOf(db, subscription.metadata?.user_id ?? known?.userId, idOf(subscription.customer));
  const plan = findPlan(subscription.metadata?.plan_name ?? known?.planName ?? "");
  if (!plan || !profile) {
    console.warn("Stripe subscription event without a known member or plan: ignored");
    return [];
  }
  const status = deleted ? "canceled" : subscription.status === "trialing" ? "active" : subscription.status;
  const periodEnd = subscription.items?.data?.[0]?.current_period_end;
  const statements: Statement[] = [
    upsertSubscription(
      db,
      {
        id: subscription.id,
        userId: profile.id,
        planName: plan.name,
        status,
        currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
      },
      at,
    ),
  ];
  if (NEVER_STARTED.has(status)) return statements;
  // Ending a subscription must not take away a one-time plan the member holds. Another
  // subscription's plan is judged below; a different plan name alone may be this
  // subscription's own earlier plan, when the ending arrives before a switch it follows.
  if (!LIVE_STATUSES.has(status) && findPlan(profile.currentPlan ?? "")?.type === "one_time") return statements;
  const { current, corrections } = await judgeCurrentSubscription(server, profile.id, subscription.id);
  statements.push(...corrections);
  if (current) statements.push(setPlan(db, profile.id, plan.name, status, at, subscription.id));
  return statements;
}
