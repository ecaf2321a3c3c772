// The Stripe stand-in's front door: the test controls, the hosted pages, and the Stripe API under /v1/
// (each call recorded; a fault rule, a wrong key, an idempotency key seen before, then the
// endpoint), answered with Stripe's JSON objects and error shapes.
import { URL } from "node:url";
import { readBody } from "../page.mjs";
import { missing } from "./catalog.mjs";
import { publicSession } from "./checkout.mjs";
import { stripeId as id } from "./events.mjs";
import { parseStripeForm } from "./form.mjs";
import { handleHostedPage } from "./pages.mjs";

function send(res, status, body) {
  res.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
  res.end(JSON.stringify(body));
}

/**
 * `store` holds the stand-in's maps, catalog and `money`; `host` is where it listens until `store.origin` is known;
 * the parts (customers, checkout, subscriptions, controls) answer their endpoints; `actions` serve the hosted pages.
 * Answers `respond(req, res)`.
 */
export function createApi({
  store,
  host,
  requests,
  idempotent,
  customers,
  checkout,
  subscriptions,
  controls,
  actions,
}) {
  const { catalog, money } = store;

  function retrieve(pathname) {
    const match = /^\/v1\/(checkout\/sessions|customers|subscriptions|invoices)\/([^/]+)$/.exec(pathname);
    if (!match) return null;
    const key = decodeURIComponent(match[2]);
    if (match[1] === "checkout/sessions")
      return store.sessions.has(key)
        ? [200, publicSession(store.sessions.get(key))]
        : missing("checkout.session", key, "session");
    if (match[1] === "customers") {
      if (store.deletedCustomers.has(key)) return [200, store.deletedCustomers.get(key)];
      return store.customers.has(key) ? [200, store.customers.get(key)] : missing("customer", key, "customer");
    }
    if (match[1] === "invoices")
      return store.invoices.has(key) ? [200, store.invoices.get(key)] : missing("invoice", key, "invoice");
    return store.subscriptions.has(key)
      ? [200, store.subscriptions.get(key)]
      : missing("subscription", key, "subscription");
  }

  const endpoints = {
    ...customers.api,
    "POST /v1/checkout/sessions": (body) => checkout.createSession(body),
  };

  return async function respond(req, res) {
    try {
      const url = new URL(req.url ?? "/", store.origin || `http://${host}`);
      const text = await readBody(req);

      const controlled = controls.control(req.method, url, text);
      if (controlled) return send(res, ...controlled);
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
      const rule = controls.takeFault(req.method, url, text);
      if (rule) {
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
        subscriptions.cancelByApi(req.method, url.pathname) ??
        checkout.expireByApi(req.method, url.pathname) ??
        customers.deleteCustomerByApi(req.method, url.pathname);
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
      const handler = endpoints[`${req.method} ${url.pathname}`];
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
  };
}
