// The Stripe stand-in's catalog: products, prices (with lookup keys), coupons
// and customer portal configurations, answered as Stripe's API answers them
// (same paths, errors and list envelopes). `npm run stripe:setup`
// (scripts/stripe-setup.mjs) fills it the way it fills a real account.
import { stripeId as id } from "./events.mjs";

const now = () => Math.floor(Date.now() / 1000);

export const invalid = (message, param, code) => [
  400,
  { error: { type: "invalid_request_error", message, ...(param ? { param } : {}), ...(code ? { code } : {}) } },
];

export const missing = (kind, value, param) => [
  404,
  { error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${kind}: '${value}'`, param } },
];

const list = (url, data) => [200, { object: "list", data, has_more: false, url }];
const truthy = (value) => value === true || value === "true";
/** Stripe's form encoding sends arrays as `a[0]=x`, which parseStripeForm reads as an array (or an object of indexes). */
const asArray = (value) =>
  Array.isArray(value) ? value : value && typeof value === "object" ? Object.values(value) : [];

export function createCatalog() {
  const products = new Map();
  const prices = new Map();
  const coupons = new Map();
  const portalConfigurations = new Map();

  function createProduct(body) {
    if (!body.name) return invalid("Missing required param: name.", "name");
    if (body.id && products.has(body.id)) return invalid("Product already exists.", "id", "resource_already_exists");
    const product = {
      id: body.id ?? id("prod"),
      object: "product",
      active: body.active === undefined ? true : truthy(body.active),
      name: body.name,
      description: body.description ?? null,
      metadata: body.metadata ?? {},
      created: now(),
      livemode: false,
    };
    products.set(product.id, product);
    return [200, product];
  }

  /** A lookup key names one price at a time: taking it from another price needs `transfer_lookup_key`. */
  function claimLookupKey(price, lookupKey, transfer) {
    if (!lookupKey) return null;
    const holder = [...prices.values()].find((p) => p.lookup_key === lookupKey && p.id !== price.id);
    if (holder && !truthy(transfer))
      return invalid(`A price (\`${holder.id}\`) already uses that lookup key.`, "lookup_key");
    if (holder) holder.lookup_key = null;
    price.lookup_key = lookupKey;
    return null;
  }

  function createPrice(body) {
    if (!body.product) return invalid("Missing required param: product.", "product");
    if (!products.has(body.product)) return missing("product", body.product, "product");
    if (!body.currency) return invalid("Missing required param: currency.", "currency");
    if (body.unit_amount === undefined) return invalid("Missing required param: unit_amount.", "unit_amount");
    const price = {
      id: id("price"),
      object: "price",
      active: body.active === undefined ? true : truthy(body.active),
      currency: body.currency,
      unit_amount: Number(body.unit_amount),
      product: body.product,
      nickname: body.nickname ?? null,
      lookup_key: null,
      metadata: body.metadata ?? {},
      recurring: body.recurring
        ? { interval: body.recurring.interval ?? "month", interval_count: 1, usage_type: "licensed" }
        : null,
      type: body.recurring ? "recurring" : "one_time",
      created: now(),
      livemode: false,
    };
    const refused = claimLookupKey(price, body.lookup_key, body.transfer_lookup_key);
    if (refused) return refused;
    prices.set(price.id, price);
    return [200, price];
  }

  function updatePrice(priceId, body) {
    const price = prices.get(priceId);
    if (!price) return missing("price", priceId, "price");
    const refused = claimLookupKey(price, body.lookup_key, body.transfer_lookup_key);
    if (refused) return refused;
    if (body.active !== undefined) price.active = truthy(body.active);
    if (body.metadata) price.metadata = { ...price.metadata, ...body.metadata };
    if (body.nickname !== undefined) price.nickname = body.nickname || null;
    return [200, price];
  }

  function listPrices(query) {
    const keys = asArray(query.lookup_keys);
    if (keys.length > 10) return invalid("You can specify up to 10 lookup_keys.", "lookup_keys");
    let data = [...prices.values()];
    if (keys.length) data = data.filter((p) => keys.includes(p.lookup_key));
    if (query.active !== undefined) data = data.filter((p) => p.active === truthy(query.active));
    if (query.product) data = data.filter((p) => p.product === query.product);
    return list("/v1/prices", data.slice(0, Number(query.limit ?? 10)));
  }

  function createCoupon(body) {
    if (body.id && coupons.has(body.id)) return invalid("Coupon already exists.", "id", "resource_already_exists");
    if (!body.amount_off && !body.percent_off) return invalid("Must provide either amount_off or percent_off.");
    if (body.amount_off && !body.currency) return invalid("Missing required param: currency.", "currency");
    const coupon = {
      id: body.id ?? id("coupon").slice(7),
      object: "coupon",
      amount_off: body.amount_off ? Number(body.amount_off) : null,
      percent_off: body.percent_off ? Number(body.percent_off) : null,
      currency: body.currency ?? null,
      duration: body.duration ?? "once",
      name: body.name ?? null,
      metadata: body.metadata ?? {},
      valid: true,
      created: now(),
      livemode: false,
    };
    coupons.set(coupon.id, coupon);
    return [200, coupon];
  }

  /** Stripe checks that every price a portal may switch to exists, recurs and belongs to the product named. */
  function portalFeatures(given) {
    // Form-encoded booleans arrive as "true"/"false": stored as Stripe answers them.
    const features = Object.fromEntries(
      Object.entries(given ?? {}).map(([name, feature]) => [name, { ...feature, enabled: truthy(feature?.enabled) }]),
    );
    const update = features.subscription_update;
    if (!update?.enabled) return [null, features];
    const entries = asArray(update.products);
    if (!entries.length) return [invalid("Missing required param: features[subscription_update][products].")];
    for (const entry of entries) {
      for (const priceId of asArray(entry.prices)) {
        const price = prices.get(priceId);
        if (!price) return [missing("price", priceId, "features[subscription_update][products]")];
        if (!price.recurring) return [invalid(`The price \`${priceId}\` is not a recurring price.`)];
        if (price.product !== entry.product)
          return [invalid(`The price \`${priceId}\` does not belong to the product \`${entry.product}\`.`)];
      }
    }
    const products = entries.map((entry) => ({ product: entry.product, prices: asArray(entry.prices) }));
    return [null, { ...features, subscription_update: { ...update, enabled: true, products } }];
  }

  function saveConfiguration(existing, body) {
    const [refused, features] = portalFeatures(body.features ?? existing?.features);
    if (refused) return refused;
    const configuration = {
      id: existing?.id ?? id("bpc"),
      object: "billing_portal.configuration",
      active: body.active === undefined ? (existing?.active ?? true) : truthy(body.active),
      is_default: existing?.is_default ?? false,
      business_profile: body.business_profile ?? existing?.business_profile ?? {},
      default_return_url: body.default_return_url ?? existing?.default_return_url ?? null,
      features,
      metadata: { ...existing?.metadata, ...body.metadata },
      created: existing?.created ?? now(),
      updated: now(),
      livemode: false,
    };
    portalConfigurations.set(configuration.id, configuration);
    return [200, configuration];
  }

  /** Answers a catalog API call, or null when the path is not the catalog's. */
  function handle(method, pathname, body, query) {
    const route = `${method} ${pathname}`;
    if (route === "POST /v1/products") return createProduct(body);
    if (route === "POST /v1/prices") return createPrice(body);
    if (route === "GET /v1/prices") return listPrices(query);
    if (route === "POST /v1/coupons") return createCoupon(body);
    if (route === "GET /v1/billing_portal/configurations") {
      const data = [...portalConfigurations.values()].filter(
        (c) => query.active === undefined || c.active === truthy(query.active),
      );
      return list("/v1/billing_portal/configurations", data);
    }
    if (route === "POST /v1/billing_portal/configurations") {
      if (!body.features) return invalid("Missing required param: features.", "features");
      return saveConfiguration(null, body);
    }
    const one = /^\/v1\/(products|prices|coupons|billing_portal\/configurations)\/([^/]+)$/.exec(pathname);
    if (!one) return null;
    const key = decodeURIComponent(one[2]);
    const kinds = {
      products: [products, "product"],
      prices: [prices, "price"],
      coupons: [coupons, "coupon"],
      "billing_portal/configurations": [portalConfigurations, "billing_portal.configuration"],
    };
    const [store, kind] = kinds[one[1]];
    if (method === "GET") return store.has(key) ? [200, store.get(key)] : missing(kind, key, "id");
    if (method === "POST" && one[1] === "prices") return updatePrice(key, body);
    if (method === "POST" && one[1] === "billing_portal/configurations") {
      if (!store.has(key)) return missing(kind, key, "configuration");
      return saveConfiguration(store.get(key), body);
    }
    return null;
  }

  return {
    products,
    prices,
    coupons,
    portalConfigurations,
    handle,
    state: { products, prices, coupons, portalConfigurations },
  };
}
