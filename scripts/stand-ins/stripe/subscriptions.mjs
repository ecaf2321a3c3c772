// Subscriptions in the Stripe stand-in: started by a paid subscription Checkout, each with its paid
// invoice (prices by id, as events carry them); the portal cancels or switches them, and
// DELETE /v1/subscriptions/:id cancels at once, as Stripe does.
import { invalid, missing } from "./catalog.mjs";
import { stripeId as id } from "./events.mjs";

const now = () => Math.floor(Date.now() / 1000);
const MONTH_S = 30 * 24 * 3600;

/** `store` holds the stand-in's maps and `money`; `event(type, object)` builds an event; `deliver(list)` sends them. */
export function createSubscriptions({ store, event, deliver }) {
  const { subscriptions, invoices } = store;

  function newSubscription(customer, metadata, price) {
    const start = now();
    const subscription = {
      id: id("sub"),
      object: "subscription",
      customer,
      status: "active",
      metadata: { ...metadata },
      cancel_at_period_end: false,
      canceled_at: null,
      created: start,
      start_date: start,
      items: { object: "list", data: [subscriptionItem(price, start)] },
      livemode: false,
    };
    subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  function subscriptionItem(price, start) {
    return {
      id: id("si"),
      object: "subscription_item",
      quantity: 1,
      current_period_start: start,
      current_period_end: start + MONTH_S,
      price: { ...price },
    };
  }

  /** The invoice as an event carries it: line prices by id (Stripe expands nothing in events). */
  function invoiceFor(subscription, billingReason, discount = 0) {
    const price = subscription.items.data[0].price;
    const invoiceId = id("in");
    const paid = Math.max(0, price.unit_amount - discount);
    if (paid > 0)
      store.money.collect({
        customer: subscription.customer,
        amount: paid,
        currency: price.currency,
        invoice: invoiceId,
      });
    const invoice = {
      id: invoiceId,
      object: "invoice",
      created: now(),
      customer: subscription.customer,
      status: "paid",
      billing_reason: billingReason,
      subtotal: price.unit_amount,
      total: paid,
      amount_paid: paid,
      currency: price.currency,
      hosted_invoice_url: `${store.origin}/i/${invoiceId}`,
      lines: {
        object: "list",
        data: [
          {
            id: id("il"),
            object: "line_item",
            amount: price.unit_amount,
            currency: price.currency,
            pricing: { type: "price_details", price_details: { price: price.id, product: price.product } },
          },
        ],
        has_more: false,
      },
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: subscription.id, metadata: { ...subscription.metadata } },
      },
      livemode: false,
    };
    invoices.set(invoiceId, invoice);
    return invoice;
  }

  /** Portal: cancel now (the portal's "cancel immediately" setting). */
  function cancelSubscription(subscription) {
    subscription.status = "canceled";
    subscription.canceled_at = now();
    subscription.ended_at = now();
    return [event("customer.subscription.deleted", subscription)];
  }

  /**
   * Portal: switch plan. As Stripe's portal does, only the subscription item's
   * price changes: the metadata the subscription was created with stays as it
   * was (so it still names the old plan).
   */
  function switchPlan(subscription, price) {
    subscription.items.data[0].price = { ...price };
    return [
      event("customer.subscription.updated", subscription),
      event("invoice.paid", invoiceFor(subscription, "subscription_update")),
    ];
  }

  /** DELETE /v1/subscriptions/:id: cancels at once, as Stripe does, and sends customer.subscription.deleted. */
  function cancelByApi(method, pathname) {
    const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(pathname);
    if (method !== "DELETE" || !match) return null;
    const subscription = subscriptions.get(decodeURIComponent(match[1]));
    if (!subscription) return missing("subscription", decodeURIComponent(match[1]), "subscription_exposed_id");
    if (subscription.status === "canceled")
      return invalid(`A canceled subscription can only update its cancellation_details and metadata.`);
    const events = cancelSubscription(subscription);
    setTimeout(() => void deliver(events), 0);
    return [200, subscription];
  }

  return { newSubscription, invoiceFor, cancelSubscription, switchPlan, cancelByApi };
}
