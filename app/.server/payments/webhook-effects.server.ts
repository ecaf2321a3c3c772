/**
 * What each handled Stripe event writes (docs/decisions/0007-payments.md): the
 * statements webhook.server.ts runs in one batch with the event's id. Every write
 * is guarded against out-of-order delivery (an older event never overwrites a
 * newer state), so the batch can run whatever order Stripe sends events in.
 */
import { and, eq, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type Stripe from "stripe";
import { payments, profiles, subscriptions } from "../../../db/schema";
import { findPlan, planForLookupKey, type ConciergePlan } from "../../data/plans";
import type { ServerContext } from "../context.server";
import { planAmountCents } from "./checkout.server";
import { judgeCurrentSubscription } from "./current-subscription.server";
import { isStripeMissing, stripeClient, stripeFailure } from "./stripe.server";
import { log } from "../../utils/log";

type Statement = BatchItem<"sqlite">;
type Db = ServerContext["db"];

/** Subscription states that keep a plan usable. */
const LIVE_STATUSES = new Set(["active", "trialing"]);
/** States of a subscription that never started: recorded, but the profile is left alone. */
const NEVER_STARTED = new Set(["incomplete", "incomplete_expired"]);

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

async function profileOf(db: Db, userId: string | null | undefined, customerId?: string | null) {
  if (userId) {
    const byId = await db.query.profiles.findFirst({ where: eq(profiles.id, userId) });
    if (byId) return byId;
  }
  if (customerId)
    return (await db.query.profiles.findFirst({ where: eq(profiles.stripeCustomerId, customerId) })) ?? null;
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
  const revives = LIVE_STATUSES.has(status)
    ? or(isNull(profiles.planStatus), ne(profiles.planStatus, "active"))
    : undefined;
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

export function updatePaymentStatus(db: Db, sessionId: string, status: string, at: Date): Statement {
  return db
    .update(payments)
    .set({ status, updatedAt: at })
    .where(and(eq(payments.stripeSessionId, sessionId), ne(payments.status, "paid")));
}

/** A one-time purchase never replaces a running subscription plan on the profile. */
function keepsSubscription(profile: { currentPlan: string | null; planStatus: string | null }, plan: ConciergePlan) {
  return (
    plan.type === "one_time" &&
    profile.planStatus === "active" &&
    findPlan(profile.currentPlan ?? "")?.type === "subscription"
  );
}

export async function checkoutPaid(
  server: ServerContext,
  session: Stripe.Checkout.Session,
  at: Date,
): Promise<Statement[]> {
  const db = server.db;
  const plan = findPlan(session.metadata?.plan_name ?? "");
  const profile = await profileOf(db, session.client_reference_id ?? session.metadata?.user_id, idOf(session.customer));
  if (!plan || !profile) {
    log.warn("Stripe checkout event without a known member or plan: ignored");
    return [];
  }
  const paid = session.payment_status === "paid" || session.payment_status === "no_payment_required";
  const subscriptionId = idOf(session.subscription);
  const money = paid ? await paymentOf(server, idOf(session.payment_intent)) : null;
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
        stripePaymentIntentId: money?.paymentIntent ?? null,
        receiptUrl: money?.receiptUrl ?? null,
        updatedAt: at,
      })
      .onConflictDoUpdate({
        target: payments.stripeSessionId,
        set: {
          status: paid ? "paid" : "pending",
          stripeCustomerId: idOf(session.customer),
          stripeSubscriptionId: subscriptionId,
          ...(money ? { stripePaymentIntentId: money.paymentIntent, receiptUrl: money.receiptUrl } : {}),
          updatedAt: at,
        },
        // A refund is final: a late or repeated payment event never makes it paid again.
        setWhere: ne(payments.status, "refunded"),
      }),
  ];
  if (!paid) return statements; // async payment methods: wait for async_payment_succeeded
  if (subscriptionId) {
    statements.push(
      upsertSubscription(db, { id: subscriptionId, userId: profile.id, planName: plan.name, status: "active" }, at),
    );
    const { current, corrections } = await judgeCurrentSubscription(server, profile.id, subscriptionId);
    statements.push(...corrections);
    if (current) statements.push(setPlan(db, profile.id, plan.name, "active", at, subscriptionId));
    return statements;
  }
  if (!keepsSubscription(profile, plan)) statements.push(setPlan(db, profile.id, plan.name, "active", at));
  return statements;
}

/**
 * A one-time payment's PaymentIntent (what a refund names) and its charge's receipt. The
 * Checkout event names the PaymentIntent only, so Stripe is asked once; a failure throws and
 * Stripe delivers the event again.
 */
async function paymentOf(server: ServerContext, paymentIntentId: string | null) {
  if (!paymentIntentId) return null;
  try {
    const intent = await stripeClient(server.env).paymentIntents.retrieve(paymentIntentId, {
      expand: ["latest_charge"],
    });
    const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
    return { paymentIntent: intent.id, receiptUrl: charge?.receipt_url ?? null };
  } catch (error) {
    throw stripeFailure(error, "payment lookup");
  }
}

/**
 * The plan a subscription pays for is its price's (lookup key), never its metadata: the customer
 * portal switches the price and leaves the metadata naming the plan it started with.
 */
function subscriptionPlan(subscription: Stripe.Subscription, knownPlan: string | undefined) {
  const price = subscription.items?.data?.[0]?.price;
  return planForLookupKey(price?.lookup_key) ?? findPlan(knownPlan ?? subscription.metadata?.plan_name ?? "");
}

const isProration = (line: Stripe.InvoiceLineItem) =>
  Boolean(line.parent?.subscription_item_details?.proration || line.parent?.invoice_item_details?.proration);

/**
 * The plan an invoice pays for: its line's price, by lookup key. Stripe's invoices always carry their
 * lines, but an event names each line's price by id only, so Stripe is asked for the price. Stripe
 * lists pending prorations first, and "Unused time on" names the plan left behind: the period's own
 * line decides, else (a switch invoiced at once) the charge for the remaining time. Null when no
 * such line names a price of ours (deleted, another account's test data).
 */
async function invoicePlan(server: ServerContext, invoice: Stripe.Invoice) {
  const priced = (invoice.lines?.data ?? []).filter((item) => item.pricing?.price_details?.price);
  const line = priced.find((item) => !isProration(item)) ?? priced.find((item) => item.amount > 0);
  const priceId = idOf(line?.pricing?.price_details?.price);
  if (!priceId) return null;
  try {
    const price = await stripeClient(server.env).prices.retrieve(priceId);
    return planForLookupKey(price.lookup_key) ?? null;
  } catch (error) {
    if (!isStripeMissing(error)) throw stripeFailure(error, "price lookup");
    return null;
  }
}

export async function invoicePaid(server: ServerContext, invoice: Stripe.Invoice, at: Date): Promise<Statement[]> {
  const db = server.db;
  const details = invoice.parent?.subscription_details;
  const subscriptionId = idOf(details?.subscription);
  if (!subscriptionId) return []; // not a subscription invoice: nothing of ours
  const known = await db.query.subscriptions.findFirst({ where: eq(subscriptions.id, subscriptionId) });
  const profile = await profileOf(db, details?.metadata?.user_id ?? known?.userId, idOf(invoice.customer));
  const named = await invoicePlan(server, invoice);
  // Without a plan of its own the invoice is no news about the plan: the payment row names the
  // subscription's known plan (else the one it started with), and the plan moves only where
  // nothing is known yet, never over a state another event set, older or newer.
  const plan = named ?? findPlan(known?.planName ?? details?.metadata?.plan_name ?? "");
  if (!plan || !profile) {
    log.warn("Stripe invoice event without a known member or plan: ignored");
    return [];
  }
  const row = { id: subscriptionId, userId: profile.id, planName: plan.name, status: "active" };
  const statements: Statement[] = [
    named
      ? upsertSubscription(db, row, at)
      : db
          .insert(subscriptions)
          .values({ ...row, stateAt: at })
          .onConflictDoNothing({ target: subscriptions.id }),
  ];
  const { current, corrections } = await judgeCurrentSubscription(server, profile.id, subscriptionId);
  statements.push(...corrections);
  if (current && (named || !known)) statements.push(setPlan(db, profile.id, plan.name, "active", at, subscriptionId));
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
          receiptUrl: invoice.hosted_invoice_url ?? null,
          updatedAt: at,
        })
        .onConflictDoNothing({ target: payments.stripeSessionId }),
    );
  } else if (invoice.id) {
    statements.push(
      db
        .update(payments)
        .set({ stripeInvoiceId: invoice.id, receiptUrl: invoice.hosted_invoice_url ?? null, updatedAt: at })
        .where(and(eq(payments.stripeSubscriptionId, subscriptionId), isNull(payments.stripeInvoiceId))),
    );
  }
  return statements;
}

export async function subscriptionChanged(
  server: ServerContext,
  subscription: Stripe.Subscription,
  at: Date,
  deleted: boolean,
): Promise<Statement[]> {
  const db = server.db;
  const known = await db.query.subscriptions.findFirst({ where: eq(subscriptions.id, subscription.id) });
  const profile = await profileOf(db, subscription.metadata?.user_id ?? known?.userId, idOf(subscription.customer));
  const plan = subscriptionPlan(subscription, known?.planName);
  if (!plan || !profile) {
    log.warn("Stripe subscription event without a known member or plan: ignored");
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
