// Customers and their portal in the Stripe stand-in: GET (list, by email) and POST /v1/customers,
// DELETE /v1/customers/:id (gone for good, its subscriptions ended), POST /v1/billing_portal/sessions
// (only with a saved, active portal configuration, as Stripe).
import { invalid, missing } from "./catalog.mjs";
import { stripeId as id } from "./events.mjs";

const now = () => Math.floor(Date.now() / 1000);

/**
 * `store` holds the stand-in's maps and catalog; `subscriptions` ends a deleted customer's subscriptions;
 * `event(type, object)` builds an event; `deliver(list)` sends them.
 */
export function createCustomers({ store, subscriptions, event, deliver }) {
  const { customers, deletedCustomers, catalog, portalSessions } = store;

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
        url: `${store.origin}/p/session/${portalId}`,
        livemode: false,
      };
      portalSessions.set(portalId, portal);
      return [200, portal];
    },
  };

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
    const ended = [...store.subscriptions.values()]
      .filter((subscription) => subscription.customer === key && subscription.status !== "canceled")
      .flatMap(subscriptions.cancelSubscription);
    const out = [...ended, event("customer.deleted", customer)];
    setTimeout(() => void deliver(out), 0);
    return [200, stub];
  }

  return { api, deleteCustomerByApi };
}
