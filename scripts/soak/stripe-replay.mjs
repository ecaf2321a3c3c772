// Stripe's side of the soak: for every member a subscription story (plan
// switches, a cancellation, or one subscription replaced by a newer one),
// told as Stripe's events with strictly increasing `created`. Stripe's final
// state is registered in the stand-in first (what the app reads when it asks
// Stripe), then every event is delivered one to three times, signed, through
// the real /api/stripe/webhook, in a shuffled order spread over the run. The
// member's plan must end as the latest event of their current subscription.
// Objects are shaped as Stripe's: a subscription's item and every invoice line
// carry the stand-in's catalog price for the plan (by id in an invoice, as
// events do), and the metadata stays what the subscription started with (a
// portal switch changes the price, never the metadata).
import { buildEvent, signPayload, stripeId } from "../stand-ins/stripe/events.mjs";
import { STAND_IN_VALUES } from "../stand-ins/start.mjs";

/** The lookup keys `npm run stripe:setup` gives the prices (app/data/plans.ts): the webhook reads the plan from them. */
const LOOKUP_KEYS = { "ESSENTIAL CARE": "essential_care_monthly", "PREMIUM CARE": "premium_care_monthly" };
const PLANS = Object.keys(LOOKUP_KEYS);
const STORIES = ["switches", "cancels", "replaced"];

/** The stand-in's catalog prices for the plans (what `npm run stripe:setup` made), by plan name. */
export async function loadPrices(stripeUrl) {
  const query = Object.values(LOOKUP_KEYS)
    .map((key, i) => `lookup_keys[${i}]=${encodeURIComponent(key)}`)
    .join("&");
  const res = await fetch(`${stripeUrl}/v1/prices?${query}`, {
    headers: { authorization: `Bearer ${STAND_IN_VALUES.STRIPE_SECRET_KEY}` },
  });
  if (!res.ok) throw new Error(`soak: the Stripe stand-in did not list the prices (HTTP ${res.status})`);
  const { data } = await res.json();
  const prices = Object.fromEntries(
    PLANS.map((plan) => [plan, data.find((price) => price.lookup_key === LOOKUP_KEYS[plan])]),
  );
  const absent = PLANS.filter((plan) => !prices[plan]);
  if (absent.length) throw new Error(`soak: the Stripe stand-in has no price for ${absent.join(", ")}`);
  return prices;
}

/** A subscription as Stripe shows it, for a plan at a moment. */
function subscriptionObject(sub, plan, status, at) {
  return {
    id: sub.id,
    object: "subscription",
    customer: sub.customer,
    status,
    created: sub.created,
    cancel_at_period_end: false,
    canceled_at: status === "canceled" ? at : null,
    metadata: sub.metadata,
    items: {
      object: "list",
      data: [
        {
          id: sub.itemId,
          object: "subscription_item",
          quantity: 1,
          current_period_start: sub.created,
          current_period_end: sub.created + 30 * 86400,
          price: sub.prices[plan],
        },
      ],
    },
    livemode: false,
  };
}

/** Sets an event's `created` (Stripe's order) to the story's clock. */
const dated = (event, created) => Object.assign(event, { created });

/** Checkout's events for a new subscription: the session, then the first invoice. */
function started(sub, plan, created) {
  const session = {
    id: stripeId("cs_test"),
    object: "checkout.session",
    mode: "subscription",
    status: "complete",
    payment_status: "paid",
    client_reference_id: sub.userId,
    customer: sub.customer,
    subscription: sub.id,
    metadata: sub.metadata,
    amount_total: sub.prices[plan].unit_amount,
    currency: "usd",
  };
  const invoice = invoiceObject(sub, plan, "subscription_create");
  return {
    payments: [session.id],
    events: [
      dated(buildEvent("checkout.session.completed", session), created),
      dated(buildEvent("invoice.paid", invoice), created),
    ],
  };
}

/** An invoice as an event carries it: its subscription line names the price by id; the metadata is a snapshot. */
function invoiceObject(sub, plan, reason) {
  const price = sub.prices[plan];
  return {
    id: stripeId("in"),
    object: "invoice",
    customer: sub.customer,
    status: "paid",
    billing_reason: reason,
    subtotal: price.unit_amount,
    total: price.unit_amount,
    amount_paid: price.unit_amount,
    currency: price.currency,
    lines: {
      object: "list",
      data: [
        {
          id: stripeId("il"),
          object: "line_item",
          amount: price.unit_amount,
          currency: price.currency,
          quantity: 1,
          parent: {
            type: "subscription_item_details",
            subscription_item_details: { subscription: sub.id, subscription_item: sub.itemId, proration: false },
          },
          pricing: { type: "price_details", price_details: { price: price.id, product: price.product } },
        },
      ],
      has_more: false,
    },
    parent: {
      type: "subscription_details",
      subscription_details: { subscription: sub.id, metadata: { ...sub.metadata } },
    },
    livemode: false,
  };
}

/**
 * One member's story, told with the catalog's `prices` (loadPrices). Answers { events, subscriptions (Stripe's final state),
 * expected: { plan, status }, payments (ids of the payment rows it must leave) }.
 */
export function storyFor(member, index, t0, random, prices) {
  const story = STORIES[index % STORIES.length];
  const customer = stripeId("cus");
  const pick = () => PLANS[Math.floor(random() * PLANS.length)];
  const newSub = (created, plan) => ({
    id: stripeId("sub"),
    itemId: stripeId("si"),
    customer,
    userId: member.id,
    created,
    prices,
    metadata: { user_id: member.id, plan_name: plan },
  });
  let t = t0;
  const events = [];
  const payments = [];
  const tell = (sub, plans, { renewal = false } = {}) => {
    const first = started(sub, plans[0], t++);
    events.push(...first.events);
    payments.push(...first.payments);
    for (const plan of plans.slice(1))
      events.push(dated(buildEvent("customer.subscription.updated", subscriptionObject(sub, plan, "active", t)), t++));
    if (renewal) {
      const invoice = invoiceObject(sub, plans.at(-1), "subscription_cycle");
      events.push(dated(buildEvent("invoice.paid", invoice), t++));
      payments.push(invoice.id);
    }
  };
  const end = (sub, plan) =>
    events.push(dated(buildEvent("customer.subscription.deleted", subscriptionObject(sub, plan, "canceled", t)), t++));

  if (story === "replaced") {
    // The older subscription's ending arrives in Stripe's time after the newer one started.
    const olderPlans = [pick(), pick()];
    const older = newSub(t0, olderPlans[0]);
    tell(older, olderPlans);
    const newerPlans = [pick(), pick(), pick()];
    const newer = newSub(t, newerPlans[0]);
    tell(newer, newerPlans.slice(0, 1));
    end(older, olderPlans.at(-1));
    for (const plan of newerPlans.slice(1))
      events.push(
        dated(buildEvent("customer.subscription.updated", subscriptionObject(newer, plan, "active", t)), t++),
      );
    return {
      story,
      events,
      payments,
      subscriptions: [
        subscriptionObject(older, olderPlans.at(-1), "canceled", t),
        subscriptionObject(newer, newerPlans.at(-1), "active", t),
      ],
      expected: { plan: newerPlans.at(-1), status: "active" },
    };
  }
  const plans = [pick(), pick(), pick(), pick()];
  const sub = newSub(t0, plans[0]);
  tell(sub, plans, { renewal: story === "switches" });
  if (story === "cancels") end(sub, plans.at(-1));
  const status = story === "cancels" ? "canceled" : "active";
  return {
    story,
    events,
    payments,
    subscriptions: [subscriptionObject(sub, plans.at(-1), status, t)],
    expected: { plan: plans.at(-1), status },
  };
}

/** Tells the Stripe stand-in each subscription's current state (what retrieve answers). */
export async function registerSubscriptions(stripeUrl, stories) {
  for (const story of stories) {
    for (const subscription of story.subscriptions) {
      const res = await fetch(`${stripeUrl}/__standin/subscriptions/${subscription.id}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(subscription),
      });
      if (!res.ok) throw new Error(`soak: the Stripe stand-in refused a subscription (HTTP ${res.status})`);
    }
  }
}

/** Every event one to three times, shuffled: Stripe retries and never promises order. */
export function deliveryOrder(stories, random) {
  const deliveries = stories.flatMap((story) =>
    story.events.flatMap((event) => Array.from({ length: 1 + Math.floor(random() * 3) }, () => event)),
  );
  for (let i = deliveries.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [deliveries[i], deliveries[j]] = [deliveries[j], deliveries[i]];
  }
  return deliveries;
}

/** POSTs one event, signed as Stripe signs it, through the client (counted as "stripe webhook"). */
export function deliver(call, event) {
  const payload = JSON.stringify(event);
  return call("stripe webhook", "POST", "/api/stripe/webhook", {
    raw: payload,
    headers: {
      "Content-Type": "application/json",
      "Stripe-Signature": signPayload(payload, STAND_IN_VALUES.STRIPE_WEBHOOK_SECRET),
    },
  });
}

/**
 * Delivers `deliveries` with `workers` senders until `deadline`, paced to
 * spread them over the run; then, as Stripe does, retries every event that
 * never got a 2xx. Answers the ids of events acknowledged with a 2xx.
 */
export async function replayWebhooks(call, deliveries, { workers, deadline }) {
  const acknowledged = new Set();
  const queue = [...deliveries];
  const pause = Math.max(0, ((deadline - Date.now()) * workers) / Math.max(1, deliveries.length));
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let event = queue.shift(); event; event = queue.shift()) {
        const { status } = await deliver(call, event);
        if (status >= 200 && status < 300) acknowledged.add(event.id);
        await new Promise((resolve) => setTimeout(resolve, Math.random() * pause * 1.5));
      }
    }),
  );
  const unique = new Map(deliveries.map((event) => [event.id, event]));
  for (let attempt = 0; attempt < 3; attempt++) {
    for (const [id, event] of unique) {
      if (acknowledged.has(id)) continue;
      const { status } = await deliver(call, event);
      if (status >= 200 && status < 300) acknowledged.add(id);
    }
  }
  return acknowledged;
}
