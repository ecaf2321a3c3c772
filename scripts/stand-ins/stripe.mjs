// A small local stand-in for Stripe, for the tests and for `npm start` /
// `npm run dev` (scripts/stand-ins/start.mjs). It answers the endpoints Care
// Finder uses the way Stripe does (same paths, form-encoded bodies, JSON
// objects and error shapes), so the real `stripe` SDK runs its own HTTP code
// against it, and it RECORDS every API call so tests can check what was asked.
//
// Stripe API, by idea under scripts/stand-ins/stripe/: the front door (api.mjs: recording, faults, keys,
// idempotency, GET /v1/invoices/:id and the other retrieves); customers (customers.mjs: GET (list, by
// email) and POST /v1/customers, GET and DELETE /v1/customers/:id (deleting cancels the customer's
// subscriptions, as Stripe does), POST /v1/billing_portal/sessions); Checkout (checkout.mjs:
// POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id, POST /v1/checkout/sessions/:id/expire);
// subscriptions and their invoices (subscriptions.mjs: GET and DELETE /v1/subscriptions/:id); the catalog
// (products, prices with lookup keys, coupons, portal configurations: catalog.mjs); payments and refunds
// (PaymentIntents, Charges with receipts, invoice payments, POST /v1/refunds: charges.mjs). Never kinder
// than Stripe: Checkout takes catalog prices only (inline `price_data` is refused, as Care Finder sells
// from its catalog), the portal offers only the switches its configuration allows, and a switch changes
// the price, never the metadata.
// Hosted pages (pages.mjs, receipts.mjs): the checkout page at a session's `url` (Pay / Cancel) and the
// customer portal at a portal session's `url` (switch plan, cancel). Their actions send signed webhook
// events to `webhook.url` (events.mjs). Test controls (not Stripe): controls.mjs (/__standin/requests,
// /__standin/events, /__standin/sessions/:id, /__standin/subscriptions/:id, /__standin/faults).
//
// With `stateFile` it remembers all of this across restarts (state.mjs).
//
// Used by vitest's globalSetup (test/support/stand-ins.global.ts, in memory) and
// scripts/stand-ins/start.mjs. Run alone: node scripts/stand-ins/stripe.mjs [--port N] [--state FILE]
import console from "node:console";
import { createServer } from "node:http";
import process from "node:process";
import { findFreePort, listen } from "./listen.mjs";
import { createApi } from "./stripe/api.mjs";
import { createCatalog } from "./stripe/catalog.mjs";
import { createCharges } from "./stripe/charges.mjs";
import { createCheckout } from "./stripe/checkout.mjs";
import { createControls } from "./stripe/controls.mjs";
import { createCustomers } from "./stripe/customers.mjs";
import { buildEvent, deliverEvents } from "./stripe/events.mjs";
import { stateOnDisk } from "./stripe/state.mjs";
import { createSubscriptions } from "./stripe/subscriptions.mjs";

/** Stripe-style nested form keys: `a[b][0][c]=1` → { a: { b: [{ c: "1" }] } }. */
export { parseStripeForm } from "./stripe/form.mjs";

/** A free local port (for configs that must know the port before the server starts). */
export { findFreePort };

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
  let origin = "";

  const store = {
    customers,
    deletedCustomers,
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
  const deliver = async (list) => {
    const outcomes = await deliverEvents(webhook, list, events);
    disk.save();
    return outcomes;
  };

  const parts = { store, event, deliver };
  const billing = createSubscriptions(parts);
  const checkout = createCheckout({ ...parts, subscriptions: billing });
  const actions = {
    payCheckout: checkout.payCheckout,
    cancelSubscription: billing.cancelSubscription,
    switchPlan: billing.switchPlan,
    deliver,
  };
  const respond = createApi({
    store,
    host,
    requests,
    idempotent,
    customers: createCustomers({ ...parts, subscriptions: billing }),
    checkout,
    subscriptions: billing,
    controls: createControls({ store, requests, events }),
    actions,
  });

  const server = createServer(async (req, res) => {
    await respond(req, res);
    // What changed is on disk before the next request (a restart loses nothing the API answered).
    if (req.method !== "GET") disk.save();
  });

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
