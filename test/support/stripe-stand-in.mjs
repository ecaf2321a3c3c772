// A small local stand-in for Stripe's API, for tests only (decisions D5).
// It answers the few endpoints Care Finder uses the way Stripe does (same
// paths, form-encoded bodies, JSON objects and error shapes), so the real
// `stripe` SDK runs its own HTTP code against it, and it RECORDS every call
// so tests can check what the app asked for.
//
// Stripe endpoints: POST /v1/customers, POST /v1/checkout/sessions,
// GET /v1/checkout/sessions/:id, POST /v1/billing_portal/sessions.
// Test controls (not Stripe): GET /__standin/requests,
// POST /__standin/sessions/:id (JSON fields merged into the stored session).
//
// Used by vitest's globalSetup (test/support/stripe-stand-in.global.ts) and by
// scripts/e2e-server.mjs. Run alone: node test/support/stripe-stand-in.mjs [--port N]
import { Buffer } from "node:buffer";
import console from "node:console";
import { createServer } from "node:http";
import { findFreePort, listen } from "./listen.mjs";
import process from "node:process";
import { URL, URLSearchParams } from "node:url";
import { randomBytes } from "node:crypto";

const CHECKOUT_BASE = "https://checkout.stripe.com/c/pay";
const PORTAL_BASE = "https://billing.stripe.com/p/session";

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

const id = (prefix) => `${prefix}_${randomBytes(12).toString("hex")}`;

function stripeError(res, status, message, extra = {}) {
  send(res, status, { error: { type: "invalid_request_error", message, ...extra } });
}

function send(res, status, body) {
  res.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
  res.end(JSON.stringify(body));
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Starts the stand-in. `port: 0` picks a free port.
 * @param {{ port?: number, host?: string }} [options]
 */
export async function startStripeStandIn({ port = 0, host = "127.0.0.1" } = {}) {
  const requests = [];
  const customers = new Map();
  const sessions = new Map();
  /** Subscriptions as Stripe would report them now; tests set them over /__standin/subscriptions/:id. */
  const subscriptions = new Map();
  const idempotent = new Map();

  const stripe = {
    "POST /v1/customers": (body) => {
      const customer = {
        id: id("cus"),
        object: "customer",
        created: Math.floor(Date.now() / 1000),
        email: body.email ?? null,
        name: body.name ?? null,
        metadata: body.metadata ?? {},
        livemode: false,
      };
      customers.set(customer.id, customer);
      return [200, customer];
    },
    "POST /v1/checkout/sessions": (body) => {
      if (!body.success_url) return [400, { error: { type: "invalid_request_error", message: "Missing required param: success_url.", param: "success_url" } }];
      if (body.customer && !customers.has(body.customer)) {
        return [400, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such customer: '${body.customer}'`, param: "customer" } }];
      }
      const lineItems = body.line_items ?? [];
      const amountTotal = lineItems.reduce(
        (sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1),
        0,
      );
      const sessionId = id("cs_test");
      const session = {
        id: sessionId,
        object: "checkout.session",
        created: Math.floor(Date.now() / 1000),
        mode: body.mode,
        status: "open",
        payment_status: "unpaid",
        url: `${CHECKOUT_BASE}/${sessionId}`,
        client_reference_id: body.client_reference_id ?? null,
        customer: body.customer ?? null,
        customer_email: body.customer_email ?? null,
        metadata: body.metadata ?? {},
        success_url: body.success_url,
        cancel_url: body.cancel_url ?? null,
        amount_total: amountTotal,
        amount_subtotal: amountTotal,
        currency: lineItems[0]?.price_data?.currency ?? "usd",
        subscription: null,
        payment_intent: null,
        livemode: false,
      };
      sessions.set(sessionId, session);
      return [200, session];
    },
    "POST /v1/billing_portal/sessions": (body) => {
      if (!body.customer || !customers.has(body.customer)) {
        return [400, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such customer: '${body.customer}'`, param: "customer" } }];
      }
      const portalId = id("bps");
      return [200, { id: portalId, object: "billing_portal.session", customer: body.customer, return_url: body.return_url ?? null, url: `${PORTAL_BASE}/${portalId}`, livemode: false }];
    },
  };

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", `http://${host}`);
      const text = await readBody(req);

      if (url.pathname === "/__standin/requests" && req.method === "GET") return send(res, 200, requests);
      const control = /^\/__standin\/sessions\/([^/]+)$/.exec(url.pathname);
      if (control && req.method === "POST") {
        const session = sessions.get(decodeURIComponent(control[1]));
        if (!session) return send(res, 404, { error: "no such session" });
        Object.assign(session, JSON.parse(text || "{}"));
        return send(res, 200, session);
      }

      const setSubscription = /^\/__standin\/subscriptions\/([^/]+)$/.exec(url.pathname);
      if (setSubscription && req.method === "POST") {
        const subscriptionId = decodeURIComponent(setSubscription[1]);
        const subscription = { id: subscriptionId, object: "subscription", ...subscriptions.get(subscriptionId), ...JSON.parse(text || "{}") };
        subscriptions.set(subscriptionId, subscription);
        return send(res, 200, subscription);
      }

      const body = req.headers["content-type"]?.includes("application/x-www-form-urlencoded") ? parseStripeForm(text) : {};
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

      if (!/^Bearer sk_(test|live)_\S+$/.test(req.headers.authorization ?? "")) {
        return send(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided." } });
      }

      const cacheKey = record.idempotencyKey && `${req.method} ${url.pathname} ${record.idempotencyKey}`;
      if (cacheKey && idempotent.has(cacheKey)) {
        const [status, answer] = idempotent.get(cacheKey);
        return send(res, status, answer);
      }

      const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (retrieve && req.method === "GET") {
        const session = sessions.get(decodeURIComponent(retrieve[1]));
        if (!session) {
          return stripeError(res, 404, `No such checkout.session: '${retrieve[1]}'`, { code: "resource_missing", param: "session" });
        }
        return send(res, 200, session);
      }

      const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
      if (subscription && req.method === "GET") {
        const found = subscriptions.get(decodeURIComponent(subscription[1]));
        if (!found) {
          return stripeError(res, 404, `No such subscription: '${subscription[1]}'`, { code: "resource_missing", param: "id" });
        }
        return send(res, 200, found);
      }

      const handler = stripe[`${req.method} ${url.pathname}`];
      if (!handler) return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname}).`);
      const [status, answer] = handler(body);
      if (cacheKey) idempotent.set(cacheKey, [status, answer]);
      return send(res, status, answer);
    } catch (error) {
      return send(res, 500, { error: { type: "api_error", message: `Stand-in failure: ${error?.name ?? "Error"}` } });
    }
  });

  const listening = await listen(server, { port, host });
  return { ...listening, requests, sessions, customers, subscriptions };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const flag = process.argv.indexOf("--port");
  const standIn = await startStripeStandIn({ port: flag > 0 ? Number(process.argv[flag + 1]) : 12111 });
  console.log(`Stripe stand-in listening on ${standIn.url}`);
}
