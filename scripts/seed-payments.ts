/**
 * The demo members' payment history, written to D1 and to the Stripe stand-in together
 * (docs/decisions/0050-stripe-customer-made-again.md): each payment is made on the stand-in
 * through Stripe's API and its hosted Checkout page, so its customer, subscription, invoice,
 * PaymentIntent, charge and receipt exist there, and D1 gets the rows Stripe's webhooks would
 * have left. The stand-in's state file (beside D1) is started afresh, so the two never disagree.
 * Claire: a paid Premium membership. Maria: a Care Access payment refunded, a Premium membership
 * canceled, then a paid Essential membership. Paul: a paid Care Access payment.
 */
import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "../db";
import { payments, profiles, subscriptions } from "../db/schema";
import { findPlan } from "../app/data/plans";
import { stripeStateFile, STAND_IN_VALUES } from "./stand-ins/start.mjs";
import { startStripeStandIn } from "./stand-ins/stripe.mjs";
import { loadCatalog, setupStripeCatalog, stripeFor } from "./stripe-setup.mjs";

type Member = { id: string; email: string; fullName: string | null };
type PlanName = "CARE ACCESS" | "ESSENTIAL CARE" | "PREMIUM CARE";
type Paid = { paymentId: string; subscriptionId: string | null; paymentIntentId: string | null };

const idOf = (value: string | { id: string } | null) => (typeof value === "string" ? value : (value?.id ?? null));

/** `served(url)`: the address as the stand-in that serves it later will answer it (its own origin). */
function history(db: Database, stripe: Stripe, served: (url: string | null) => string | null) {
  async function customerOf(member: Member): Promise<string> {
    const customer = await stripe.customers.create({
      email: member.email,
      name: member.fullName ?? undefined,
      metadata: { user_id: member.id },
    });
    await db.update(profiles).set({ stripeCustomerId: customer.id }).where(eq(profiles.id, member.id));
    return customer.id;
  }

  /** Checkout of a catalog plan, paid on the stand-in's hosted page, and the rows the webhook would write. */
  async function pay(member: Member, customer: string, planName: PlanName): Promise<Paid> {
    const plan = findPlan(planName)!;
    const [price] = (await stripe.prices.list({ lookup_keys: [plan.lookupKey], limit: 1 })).data;
    const metadata = { user_id: member.id, plan_name: plan.name };
    const subscription = plan.type === "subscription";
    const opened = await stripe.checkout.sessions.create({
      mode: subscription ? "subscription" : "payment",
      customer,
      client_reference_id: member.id,
      metadata,
      line_items: [{ price: price.id, quantity: 1 }],
      ...(subscription ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
      success_url: "http://127.0.0.1/payment-success?session_id={CHECKOUT_SESSION_ID}",
    });
    // No app is listening for the events: the page says so, and the payment stands at Stripe.
    await (await fetch(opened.url!, { method: "POST", body: "action=pay", redirect: "manual" })).arrayBuffer();
    const session = await stripe.checkout.sessions.retrieve(opened.id);
    const subscriptionId = idOf(session.subscription as string | null);
    const invoice = session.invoice ? await stripe.invoices.retrieve(idOf(session.invoice as string)!) : null;
    const intent = session.payment_intent
      ? await stripe.paymentIntents.retrieve(idOf(session.payment_intent as string)!, { expand: ["latest_charge"] })
      : null;
    const [row] = await db
      .insert(payments)
      .values({
        userId: member.id,
        stripeSessionId: session.id,
        stripeCustomerId: customer,
        stripeSubscriptionId: subscriptionId,
        stripeInvoiceId: invoice?.id ?? null,
        stripePaymentIntentId: intent?.id ?? null,
        receiptUrl: served(
          invoice?.hosted_invoice_url ?? (intent?.latest_charge as Stripe.Charge | null)?.receipt_url ?? null,
        ),
        planName: plan.name,
        planType: plan.type,
        amountCents: session.amount_total ?? 0,
        status: "paid",
        updatedAt: new Date(),
      })
      .returning();
    if (subscriptionId)
      await db
        .insert(subscriptions)
        .values({ id: subscriptionId, userId: member.id, planName: plan.name, status: "active", stateAt: new Date() });
    return { paymentId: row.id, subscriptionId, paymentIntentId: intent?.id ?? null };
  }

  /** A whole refund through Stripe's refunds API, and what `charge.refunded` writes. */
  async function refund(paid: Paid) {
    const made = await stripe.refunds.create({
      payment_intent: paid.paymentIntentId!,
      reason: "requested_by_customer",
    });
    const now = new Date();
    await db
      .update(payments)
      .set({ status: "refunded", refundedCents: made.amount, refundedAt: now, refundRequestedAt: now, updatedAt: now })
      .where(eq(payments.id, paid.paymentId));
  }

  /** Canceled at once at Stripe, and what `customer.subscription.deleted` writes. */
  async function cancel(paid: Paid) {
    await stripe.subscriptions.cancel(paid.subscriptionId!);
    await db
      .update(subscriptions)
      .set({ status: "canceled", stateAt: new Date() })
      .where(eq(subscriptions.id, paid.subscriptionId!));
  }

  return { customerOf, pay, refund, cancel };
}

/**
 * Writes the history for the members by email (as db/seed-data.ts names them) and the stand-in's file.
 * `stripeOrigin` is where the stand-in will serve it (npm start's port, or the one the Playwright server chose):
 * the receipt addresses D1 keeps point there.
 */
export async function seedPaymentHistory(
  db: Database,
  persistTo: string | undefined,
  members: Map<string, Member>,
  stripeOrigin: string,
) {
  const stateFile = stripeStateFile(persistTo);
  rmSync(stateFile, { force: true });
  const standIn = await startStripeStandIn({ stateFile });
  try {
    const stripe = stripeFor(STAND_IN_VALUES.STRIPE_SECRET_KEY, standIn.url);
    await setupStripeCatalog(stripe, await loadCatalog());
    const served = (url: string | null) => url?.replace(standIn.url, stripeOrigin) ?? null;
    const { customerOf, pay, refund, cancel } = history(db, stripe, served);
    const member = (email: string) => members.get(email)!;

    const claire = member("claire.dubois@example.com");
    await pay(claire, await customerOf(claire), "PREMIUM CARE");

    const maria = member("maria.lopez@example.com");
    const mariaCustomer = await customerOf(maria);
    await refund(await pay(maria, mariaCustomer, "CARE ACCESS"));
    await cancel(await pay(maria, mariaCustomer, "PREMIUM CARE"));
    await pay(maria, mariaCustomer, "ESSENTIAL CARE");

    const paul = member("paul.martin@example.com");
    await pay(paul, await customerOf(paul), "CARE ACCESS");
  } finally {
    await standIn.close();
  }
}
