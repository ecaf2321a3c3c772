// A small local stand-in for Stripe, for the tests and for `npm start` /
// `npm run dev` (scripts/stand-ins/start.mjs). It answers the endpoints Care
// Finder uses the way Stripe does (same paths, form-encoded bodies, JSON
// objects and error shapes), so the real `stripe` SDK runs its own HTTP code
// against it, and it RECORDS every API call so tests can check what was asked.
//
// Stripe API: GET (list, by email) and POST /v1/customers, GET and DELETE /v1/customers/:id (deleting cancels the
// customer's subscriptions, as Stripe does), GET /v1/invoices/:id,
// POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id,
// POST /v1/checkout/sessions/:id/expire, GET and DELETE /v1/subscriptions/:id,
// POST /v1/billing_portal/sessions; the catalog
// (products, prices with lookup keys, coupons, portal configurations:
// scripts/stand-ins/stripe-catalog.mjs); payments and refunds (PaymentIntents,
// Charges with receipts, invoice payments, POST /v1/refunds: stripe-charges.mjs). Never kinder than Stripe: Checkout
// takes catalog prices only (inline `price_data` is refused, as Care Finder
// sells from its catalog), the portal offers only the switches its
// configuration allows, and a switch changes the price, never the metadata.
// Hosted pages (scripts/stand-ins/stripe-pages.mjs): the checkout page at a
// session's `url` (Pay / Cancel) and the customer portal at a portal
// session's `url` (switch plan, cancel). Their actions send signed webhook
// events to `webhook.url` (scripts/stand-ins/stripe-events.mjs).
// Test controls (not Stripe): GET /__standin/requests, GET /__standin/events
// (every event the hosted pages made, with its body, delivered or not),
// POST /__standin/sessions/:id (JSON fields merged into the stored session),
// POST /__standin/subscriptions/:id (JSON fields merged into, or creating, a subscription),
// POST /__standin/faults {match, fault: "error" | "hang", status?, times?, error?} (API calls whose
// method, path or body contain `match` answer Stripe's api_error with `status` (500), or the
// `error` fields given ({ type, code, param }), or never answer until the caller gives up;
// `times` bounds how many), DELETE /__standin/faults?match=…
// (a match is a string unique to one test, so test files running at once never meet).
//
// With `stateFile` it remembers all of this across restarts (scripts/stand-ins/stripe-state.mjs).
//
// Used by vitest's globalSetup (test/support/stand-ins.global.ts, in memory) and
// scripts/stand-ins/start.mjs. Run alone: node scripts/stand-ins/stripe.mjs [--port N] [--state FILE]
import console from "node:console";
import { createServer } from "node:http";
import process from "node:process";
import { URL, URLSearchParams } from "node:url";
import { findFreePort, listen } from "./listen.mjs";
import { readBody } from "./page.mjs";
import { createCatalog, invalid, missing } from "./stripe-catalog.mjs";
import { createCharges } from "./stripe-charges.mjs";
import { buildEvent, deliverEvents, stripeId as id } from "./stripe-events.mjs";
import { handleHostedPage } from "./stripe-pages.mjs";
import { stateOnDisk } from "./stripe-state.mjs";

/** Stripe-style nested form keys: `a[b][0][c]=1` → { a: { b: [{ c: "1" }] } }. */
export function parseStripeForm(text) {
  const root = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== "");
    let node = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[i + 1]);
      if (last) node[part] = value;
      else {
        node[part] ??= nextIsIndex ? [] : {};
        node = node[part];
      }
    });
  }
  return root;
}

/** A free local port (for configs that must know the port before the server starts). */
export { findFreePort };

const now = () => Math.floor(Date.now() / 1000);
const MONTH_S = 30 * 24 * 3600;

function send(res, status, body) {
  res.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
  res.end(JSON.stringify(body));
}

/**
 * Starts the stand-in. `port: 0` picks a free port. `webhook` ({ url, secret,
 * apiVersion }) is where the hosted pages deliver events, in the endpoint's
 * API version (the SDK's pinned one unless told). `stateFile`: where it keeps its memory across
 * restarts (none: memory only, as the tests use it).
 */
export async function startStripeStandIn({ port = 0, host = "127.0.0.1", webhook = null, stateFile = null } = {}) {
  const requests = [];
  const events = [];
  const catalog = createCatalog();
  const customers = new Map();
  const sessions = new Map();
  const subscriptions = new Map();
  const portalSessions = new Map();
  const invoices = new Map();
  /** Deleted customers: Stripe still answers a retrieve with `{ id, deleted: true }`, and refuses them elsewhere. */
  const deletedCustomers = new Map();
  const idempotent = new Map();
  /** Fault rules for the tests' failure cases: { match, fault, status, times }. */
  let faults = [];
  let origin = "";

  const store = {
    customers,
    sessions,
    subscriptions,
    portalSessions,
    invoices,
    catalog,
    get origin() {
      return origin;
    },
  };

  /** An event in the webhook endpoint's API version. */
  const event = (type, object) => buildEvent(type, object, webhook?.apiVersion);
  const money = createCharges({ origin: () => origin, event, deliver: (list) => deliver(list) });
  store.money = money;
  const disk = stateOnDisk(stateFile, {
    customers,
    deletedCustomers,
    sessions,
    subscriptions,
    portalSessions,
    invoices,
    idempotent,
    events,
    ...catalog.state,
    ...money.state,
  });

  /** Checkout's Pay: the session is paid; a subscription session starts its subscription and first invoice. */
  function payCheckout(session) {
    session.status = "complete";
    session.payment_status = "paid";
    const out = [];
    if (session.mode === "subscription") {
      const item = session.line_items_input[0];
      const subscription = newSubscription(session.customer, session.subscription_metadata ?? {}, item.price);
      session.subscription = subscription.id;
      const invoice = invoiceFor(subscription, "subscription_create", session.total_details.amount_discount);
      session.invoice = invoice.id;
      out.push(event("checkout.session.completed", publicSession(session)));
      out.push(event("customer.subscription.created", subscription));
      out.push(event("invoice.paid", invoice));
    } else {
      session.payment_intent = money.collect({
        customer: session.customer,
        amount: session.amount_total,
        currency: session.currency,
        metadata: session.metadata,
      }).id;
      out.push(event("checkout.session.completed", publicSession(session)));
    }
    return out;
  }

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
      money.collect({ customer: subscription.customer, amount: paid, currency: price.currency, invoice: invoiceId });
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
      hosted_invoice_url: `${origin}/i/${invoiceId}`,
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

  const deliver = async (list) => {
    const outcomes = await deliverEvents(webhook, list, events);
    disk.save();
    return outcomes;
  };
  const actions = { payCheckout, cancelSubscription, switchPlan, deliver };

  /** What the API shows of a session (our private inputs stay out). */
  function publicSession(session) {
    const { line_items_input: _items, subscription_metadata: _meta, ...rest } = session;
    return rest;
  }

  /**
   * Checkout's line items: catalog prices only, of the session's kind (Stripe's
   * own rule), and never inline `price_data` (ours: it would make a product per
   * session). Answers [error] or [null, items with their price objects].
   */
  function checkoutItems(body) {
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
  function checkoutDiscount(body, subtotal) {
    const coupons = Array.isArray(body.discounts) ? body.discounts : [];
    if (coupons.length > 1) return [invalid("You may only specify one discount.", "discounts")];
    if (!coupons.length) return [null, 0];
    const coupon = catalog.coupons.get(coupons[0].coupon);
    if (!coupon) return [missing("coupon", coupons[0].coupon, "discounts[0][coupon]")];
    const off = coupon.amount_off ?? Math.round((subtotal * (coupon.percent_off ?? 0)) / 100);
    return [null, Math.min(off, subtotal)];
  }

  const api = {
    /** GET /v1/customers?email=…: Stripe's list, newest first, filtered by exact email when given. */
    "GET /v1/customers": (_body, query) => {
      const data = [...customers.values()]
        .filter((customer) => !query.email || customer.email === query.email)
        .reverse()
        .slice(0, Number(query.limit ?? 10));
      return [200, { object: "list", url: "/v1/customers", has_more: false, data }];
    },
    "POST /v1/customers": (body) => {
      const customer = {
        id: id("cus"),
        object: "customer",
        created: now(),
        email: body.email ?? null,
        name: body.name ?? null,
        metadata: body.metadata ?? {},
        livemode: false,
      };
      customers.set(customer.id, customer);
      return [200, customer];
    },
    "POST /v1/checkout/sessions": (body) => {
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
      if (body.customer && !customers.has(body.customer))
        return [400, missing("customer", body.customer, "customer")[1]];
      const [refused, lineItems] = checkoutItems(body);
      if (refused) return refused;
      const subtotal = lineItems.reduce((sum, item) => sum + item.price.unit_amount * item.quantity, 0);
      const [badDiscount, discount] = checkoutDiscount(body, subtotal);
      if (badDiscount) return badDiscount;
      const sessionId = id("cs_test");
      const session = {
        id: sessionId,
        object: "checkout.session",
        created: now(),
        mode: body.mode,
        status: "open",
        payment_status: "unpaid",
        url: `${origin}/c/pay/${sessionId}`,
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
    },
    "POST /v1/billing_portal/sessions": (body) => {
      if (!body.customer || !customers.has(body.customer))
        return [400, missing("customer", body.customer, "customer")[1]];
      // Without `configuration` Stripe uses the account's default, which a new account has not saved yet.
      const configuration = body.configuration
        ? catalog.portalConfigurations.get(body.configuration)
        : [...catalog.portalConfigurations.values()].find((c) => c.is_default);
      if (body.configuration && !configuration)
        return missing("billing_portal.configuration", body.configuration, "configuration");
      if (!configuration)
        return invalid(
          "No configuration provided and your test mode default configuration has not been created. Provide a configuration or create your default by saving your customer portal settings in test mode.",
        );
      if (!configuration.active) return invalid("The configuration is inactive.", "configuration");
      const portalId = id("bps");
      const portal = {
        id: portalId,
        object: "billing_portal.session",
        created: now(),
        customer: body.customer,
        configuration: configuration.id,
        return_url: body.return_url ?? null,
        url: `${origin}/p/session/${portalId}`,
        livemode: false,
      };
      portalSessions.set(portalId, portal);
      return [200, portal];
    },
  };

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

  /**
   * DELETE /v1/customers/:id: gone for good, as in Stripe. A retrieve answers `{ id, deleted: true }`,
   * every other call naming it `resource_missing`; its open subscriptions end at once, and
   * customer.subscription.deleted and customer.deleted follow.
   */
  function deleteCustomerByApi(method, pathname) {
    const match = /^\/v1\/customers\/([^/]+)$/.exec(pathname);
    if (method !== "DELETE" || !match) return null;
    const key = decodeURIComponent(match[1]);
    const customer = customers.get(key);
    if (!customer) return missing("customer", key, "id");
    customers.delete(key);
    const stub = { id: key, object: "customer", deleted: true };
    deletedCustomers.set(key, stub);
    const ended = [...subscriptions.values()]
      .filter((subscription) => subscription.customer === key && subscription.status !== "canceled")
      .flatMap(cancelSubscription);
    const out = [...ended, event("customer.deleted", customer)];
    setTimeout(() => void deliver(out), 0);
    return [200, stub];
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

  function retrieve(pathname) {
    const match = /^\/v1\/(checkout\/sessions|customers|subscriptions|invoices)\/([^/]+)$/.exec(pathname);
    if (!match) return null;
    const key = decodeURIComponent(match[2]);
    if (match[1] === "checkout/sessions")
      return sessions.has(key) ? [200, publicSession(sessions.get(key))] : missing("checkout.session", key, "session");
    if (match[1] === "customers") {
      if (deletedCustomers.has(key)) return [200, deletedCustomers.get(key)];
      return customers.has(key) ? [200, customers.get(key)] : missing("customer", key, "customer");
    }
    if (match[1] === "invoices")
      return invoices.has(key) ? [200, invoices.get(key)] : missing("invoice", key, "invoice");
    return subscriptions.has(key) ? [200, subscriptions.get(key)] : missing("subscription", key, "subscription");
  }

  const server = createServer(async (req, res) => {
    await respond(req, res);
    // What changed is on disk before the next request (a restart loses nothing the API answered).
    if (req.method !== "GET") disk.save();
  });

  async function respond(req, res) {
    try {
      const url = new URL(req.url ?? "/", origin || `http://${host}`);
      const text = await readBody(req);

      if (url.pathname === "/__standin/requests" && req.method === "GET") return send(res, 200, requests);
      if (url.pathname === "/__standin/events" && req.method === "GET") return send(res, 200, events);
      const control = /^\/__standin\/sessions\/([^/]+)$/.exec(url.pathname);
      if (control && req.method === "POST") {
        const session = sessions.get(decodeURIComponent(control[1]));
        if (!session) return send(res, 404, { error: "no such session" });
        Object.assign(session, JSON.parse(text || "{}"));
        return send(res, 200, publicSession(session));
      }
      // Subscriptions as Stripe would report them now (tests of webhook ordering set them).
      const setSubscription = /^\/__standin\/subscriptions\/([^/]+)$/.exec(url.pathname);
      if (setSubscription && req.method === "POST") {
        const subscriptionId = decodeURIComponent(setSubscription[1]);
        const subscription = {
          id: subscriptionId,
          object: "subscription",
          ...subscriptions.get(subscriptionId),
          ...JSON.parse(text || "{}"),
        };
        subscriptions.set(subscriptionId, subscription);
        return send(res, 200, subscription);
      }
      if (url.pathname === "/__standin/faults" && req.method === "POST") {
        const rule = JSON.parse(text || "{}");
        if (typeof rule.match !== "string" || !rule.match)
          return send(res, 400, { error: "match (a non-empty string) is required" });
        faults.push({
          match: rule.match,
          fault: rule.fault === "hang" ? "hang" : "error",
          status: Number(rule.status ?? 500),
          times: Number(rule.times ?? Infinity),
          error: rule.error && typeof rule.error === "object" ? rule.error : {},
        });
        return send(res, 200, { ok: true });
      }
      if (url.pathname === "/__standin/faults" && req.method === "DELETE") {
        faults = faults.filter((rule) => rule.match !== url.searchParams.get("match"));
        return send(res, 200, { ok: true });
      }
      if (!url.pathname.startsWith("/v1/")) return await handleHostedPage(req, res, url, text, store, actions);

      const body = req.headers["content-type"]?.includes("application/x-www-form-urlencoded")
        ? parseStripeForm(text)
        : {};
      const record = {
        method: req.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body,
        authorization: req.headers.authorization ?? null,
        idempotencyKey: req.headers["idempotency-key"] ?? null,
        stripeVersion: req.headers["stripe-version"] ?? null,
        at: Date.now(),
      };
      requests.push(record);
      const rule = faults.find(
        (candidate) =>
          candidate.times > 0 && `${req.method} ${url.pathname}?${url.searchParams}\n${text}`.includes(candidate.match),
      );
      if (rule) {
        rule.times -= 1;
        record.fault = rule.fault;
        if (rule.fault === "error")
          return send(res, rule.status, {
            error: { type: "api_error", message: "An unknown error occurred (stand-in fault).", ...rule.error },
          });
        // Never answers: the caller's timeout decides (close() drops the connection at the end).
        return;
      }

      if (!/^Bearer sk_(test|live)_\S+$/.test(req.headers.authorization ?? "")) {
        return send(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided." } });
      }
      const cacheKey = record.idempotencyKey && `${req.method} ${url.pathname} ${record.idempotencyKey}`;
      if (cacheKey && idempotent.has(cacheKey)) return send(res, ...idempotent.get(cacheKey));
      if (req.method === "GET") {
        const found = retrieve(url.pathname);
        if (found) return send(res, ...found);
      }
      const canceled =
        cancelByApi(req.method, url.pathname) ??
        expireByApi(req.method, url.pathname) ??
        deleteCustomerByApi(req.method, url.pathname);
      if (canceled) return send(res, ...canceled);
      const query = parseStripeForm(url.search.slice(1));
      const fromMoney = money.handle(req.method, url.pathname, body, query);
      if (fromMoney) {
        if (cacheKey) idempotent.set(cacheKey, fromMoney);
        return send(res, ...fromMoney);
      }
      const fromCatalog = catalog.handle(req.method, url.pathname, body, query);
      if (fromCatalog) {
        if (cacheKey) idempotent.set(cacheKey, fromCatalog);
        return send(res, ...fromCatalog);
      }
      const handler = api[`${req.method} ${url.pathname}`];
      if (!handler)
        return send(res, 404, {
          error: {
            type: "invalid_request_error",
            message: `Unrecognized request URL (${req.method}: ${url.pathname}).`,
          },
        });
      const answer = handler(body, query);
      if (cacheKey) idempotent.set(cacheKey, answer);
      return send(res, ...answer);
    } catch (error) {
      return send(res, 500, { error: { type: "api_error", message: `Stand-in failure: ${error?.name ?? "Error"}` } });
    }
  }

  const listening = await listen(server, { port, host });
  origin = listening.url;
  disk.load(origin);
  const close = async () => {
    disk.save();
    await listening.close();
  };
  return { ...listening, close, requests, events, sessions, customers, subscriptions, invoices, catalog };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const flag = process.argv.indexOf("--port");
  const state = process.argv.indexOf("--state");
  const standIn = await startStripeStandIn({
    port: flag > 0 ? Number(process.argv[flag + 1]) : 12111,
    stateFile: state > 0 ? process.argv[state + 1] : null,
  });
  console.log(`Stripe stand-in listening on ${standIn.url}`);
}
