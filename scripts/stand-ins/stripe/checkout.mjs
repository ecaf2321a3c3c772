// Checkout Sessions in the Stripe stand-in: POST /v1/checkout/sessions takes catalog prices only (Stripe's
// rule of the session's kind, and ours: never inline `price_data`) and one amount coupon at most;
// POST /v1/checkout/sessions/:id/expire; the hosted page's Pay (payCheckout).
import { invalid, missing } from "./catalog.mjs";
import { stripeId as id } from "./events.mjs";

const now = () => Math.floor(Date.now() / 1000);

/** What the API shows of a session (our private inputs stay out). */
export function publicSession(session) {
  const { line_items_input: _items, subscription_metadata: _meta, ...rest } = session;
  return rest;
}

/**
 * Checkout's line items: catalog prices only, of the session's kind (Stripe's
 * own rule), and never inline `price_data` (ours: it would make a product per
 * session). Answers [error] or [null, items with their price objects].
 */
function checkoutItems(catalog, body) {
  const items = Array.isArray(body.line_items) ? body.line_items : [];
  if (!items.length) return [invalid("Missing required param: line_items.", "line_items")];
  const out = [];
  for (const [i, item] of items.entries()) {
    if (item.price_data)
      return [
        invalid(
          "Inline price_data is refused: Care Finder sells catalog prices found by lookup key (run npm run stripe:setup).",
          `line_items[${i}][price_data]`,
        ),
      ];
    const price = catalog.prices.get(item.price);
    if (!price) return [missing("price", item.price, `line_items[${i}][price]`)];
    if (!price.active) return [invalid(`The price specified is inactive.`, `line_items[${i}][price]`)];
    if (body.mode === "payment" && price.recurring)
      return [
        invalid(
          "You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.",
        ),
      ];
    if (body.mode === "subscription" && !price.recurring)
      return [invalid("You must provide at least one recurring price in `subscription` mode when using prices.")];
    out.push({ price, quantity: Number(item.quantity ?? 1) });
  }
  return [null, out];
}

/** The discount a session's `discounts[0][coupon]` takes off (amount coupons; Care Finder uses no others). */
function checkoutDiscount(catalog, body, subtotal) {
  const coupons = Array.isArray(body.discounts) ? body.discounts : [];
  if (coupons.length > 1) return [invalid("You may only specify one discount.", "discounts")];
  if (!coupons.length) return [null, 0];
  const coupon = catalog.coupons.get(coupons[0].coupon);
  if (!coupon) return [missing("coupon", coupons[0].coupon, "discounts[0][coupon]")];
  const off = coupon.amount_off ?? Math.round((subtotal * (coupon.percent_off ?? 0)) / 100);
  return [null, Math.min(off, subtotal)];
}

/**
 * `store` holds the stand-in's maps, catalog and `money`; `subscriptions` starts a paid session's subscription;
 * `event(type, object)` builds an event; `deliver(list)` sends them.
 */
export function createCheckout({ store, subscriptions, event, deliver }) {
  const { sessions, customers, catalog } = store;

  /** POST /v1/checkout/sessions. */
  function createSession(body) {
    if (!body.success_url)
      return [
        400,
        {
          error: {
            type: "invalid_request_error",
            message: "Missing required param: success_url.",
            param: "success_url",
          },
        },
      ];
    if (body.customer && !customers.has(body.customer)) return [400, missing("customer", body.customer, "customer")[1]];
    const [refused, lineItems] = checkoutItems(catalog, body);
    if (refused) return refused;
    const subtotal = lineItems.reduce((sum, item) => sum + item.price.unit_amount * item.quantity, 0);
    const [badDiscount, discount] = checkoutDiscount(catalog, body, subtotal);
    if (badDiscount) return badDiscount;
    const sessionId = id("cs_test");
    const session = {
      id: sessionId,
      object: "checkout.session",
      created: now(),
      mode: body.mode,
      status: "open",
      payment_status: "unpaid",
      url: `${store.origin}/c/pay/${sessionId}`,
      client_reference_id: body.client_reference_id ?? null,
      customer: body.customer ?? null,
      customer_email: body.customer_email ?? null,
      metadata: body.metadata ?? {},
      success_url: body.success_url,
      cancel_url: body.cancel_url ?? null,
      amount_total: subtotal - discount,
      amount_subtotal: subtotal,
      total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: 0 },
      currency: lineItems[0].price.currency,
      subscription: null,
      payment_intent: null,
      livemode: false,
      line_items_input: lineItems,
      subscription_metadata: body.subscription_data?.metadata ?? null,
    };
    sessions.set(sessionId, session);
    return [200, publicSession(session)];
  }

  /** Checkout's Pay: the session is paid; a subscription session starts its subscription and first invoice. */
  function payCheckout(session) {
    session.status = "complete";
    session.payment_status = "paid";
    const out = [];
    if (session.mode === "subscription") {
      const item = session.line_items_input[0];
      const subscription = subscriptions.newSubscription(
        session.customer,
        session.subscription_metadata ?? {},
        item.price,
      );
      session.subscription = subscription.id;
      const invoice = subscriptions.invoiceFor(
        subscription,
        "subscription_create",
        session.total_details.amount_discount,
      );
      session.invoice = invoice.id;
      out.push(event("checkout.session.completed", publicSession(session)));
      out.push(event("customer.subscription.created", subscription));
      out.push(event("invoice.paid", invoice));
    } else {
      session.payment_intent = store.money.collect({
        customer: session.customer,
        amount: session.amount_total,
        currency: session.currency,
        metadata: session.metadata,
      }).id;
      out.push(event("checkout.session.completed", publicSession(session)));
    }
    return out;
  }

  /**
   * POST /v1/checkout/sessions/:id/expire: only an open session can be expired (Stripe's words when it is
   * not); it can no longer be paid, and checkout.session.expired follows, as Stripe sends it.
   */
  function expireByApi(method, pathname) {
    const match = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(pathname);
    if (method !== "POST" || !match) return null;
    const session = sessions.get(decodeURIComponent(match[1]));
    if (!session) return missing("checkout.session", decodeURIComponent(match[1]), "session");
    if (session.status !== "open")
      return invalid(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${session.status}\`.`,
      );
    session.status = "expired";
    session.url = null;
    const expired = [event("checkout.session.expired", publicSession(session))];
    setTimeout(() => void deliver(expired), 0);
    return [200, publicSession(session)];
  }

  return { createSession, payCheckout, expireByApi };
}
