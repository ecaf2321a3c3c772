// `npm run stripe:setup`: makes the Stripe catalog Care Finder sells from, once
// per account and mode (docs/deploying.md#7-stripe-and-google, docs/decisions/0007-payments.md):
// a product per plan, the prices with their lookup keys (app/data/plans.ts),
// the coupon that credits the new-member Care Access payment to the first
// membership invoice, and a customer portal configuration that lets a member
// switch between the two memberships. Idempotent: what already matches is kept;
// a price whose amount changed gets a new price that takes over the lookup key.
//
// STRIPE_SECRET_KEY=sk_test_… npm run stripe:setup   (or sk_live_… for live)
// STRIPE_API_BASE=http://127.0.0.1:12111 points it at the local stand-in.
import console from "node:console";
import process from "node:process";
import Stripe from "stripe";

/** Metadata that marks the portal configuration this script owns. */
export const PORTAL_MARK = { care_finder: "plans" };

/** The catalog from app/data/plans.ts (through tsx, which resolves the app's `~/` imports). */
export async function loadCatalog() {
  const { tsImport } = await import("tsx/esm/api");
  const plans = await tsImport("../app/data/plans.ts", import.meta.url);
  return { prices: plans.catalogPrices(), credit: plans.NEW_MEMBER_CREDIT };
}

/** The SDK for `secretKey`, aimed at `apiBase` when given (the stand-in). */
export function stripeFor(secretKey, apiBase) {
  if (!apiBase) return new Stripe(secretKey);
  const base = new URL(apiBase);
  return new Stripe(secretKey, {
    host: base.hostname,
    port: base.port,
    protocol: base.protocol === "http:" ? "http" : "https",
  });
}

async function ensureProduct(stripe, price, log) {
  try {
    return await stripe.products.retrieve(price.productId);
  } catch (error) {
    if (error?.code !== "resource_missing") throw error;
  }
  log(`product ${price.productId}: created`);
  return stripe.products.create({
    id: price.productId,
    name: price.productName,
    metadata: { care_finder_plan: price.planName },
  });
}

const matches = (found, wanted) =>
  found.active &&
  found.currency === "usd" &&
  found.unit_amount === wanted.amountCents &&
  found.product === wanted.productId &&
  Boolean(found.recurring) === wanted.recurring &&
  (!wanted.recurring || found.recurring.interval === "month");

async function ensurePrice(stripe, wanted, existing, log) {
  const found = existing.find((price) => price.lookup_key === wanted.lookupKey);
  if (found && matches(found, wanted)) return found;
  const price = await stripe.prices.create({
    product: wanted.productId,
    currency: "usd",
    unit_amount: wanted.amountCents,
    ...(wanted.recurring ? { recurring: { interval: "month" } } : {}),
    lookup_key: wanted.lookupKey,
    transfer_lookup_key: true,
    nickname: wanted.lookupKey,
    metadata: { care_finder_plan: wanted.planName },
  });
  // The old price keeps its subscribers but sells no more.
  if (found) await stripe.prices.update(found.id, { active: false });
  log(`price ${wanted.lookupKey}: ${found ? "replaced" : "created"} (${wanted.amountCents} cents)`);
  return price;
}

async function ensureCoupon(stripe, credit, log) {
  try {
    return await stripe.coupons.retrieve(credit.couponId);
  } catch (error) {
    if (error?.code !== "resource_missing") throw error;
  }
  log(`coupon ${credit.couponId}: created`);
  // The id carries the amount: a coupon's amount cannot change, a new amount is a new coupon.
  return stripe.coupons.create({
    id: credit.couponId,
    amount_off: credit.amountCents,
    currency: "usd",
    duration: "once",
    name: credit.name,
  });
}

async function ensurePortal(stripe, subscriptionPrices, log) {
  const byProduct = new Map();
  for (const price of subscriptionPrices)
    byProduct.set(price.product, [...(byProduct.get(price.product) ?? []), price.id]);
  const settings = {
    business_profile: { headline: "Care Finder: manage your membership" },
    features: {
      customer_update: { enabled: true, allowed_updates: ["email", "name"] },
      invoice_history: { enabled: true },
      payment_method_update: { enabled: true },
      subscription_cancel: { enabled: true, mode: "immediately" },
      subscription_update: {
        enabled: true,
        default_allowed_updates: ["price"],
        proration_behavior: "create_prorations",
        products: [...byProduct].map(([product, prices]) => ({ product, prices })),
      },
    },
    metadata: PORTAL_MARK,
  };
  const { data } = await stripe.billingPortal.configurations.list({ active: true, limit: 100 });
  const ours = data.find((configuration) => configuration.metadata?.care_finder === PORTAL_MARK.care_finder);
  if (ours) {
    log(`portal configuration ${ours.id}: updated`);
    return stripe.billingPortal.configurations.update(ours.id, settings);
  }
  const created = await stripe.billingPortal.configurations.create(settings);
  log(`portal configuration ${created.id}: created`);
  return created;
}

/**
 * What Stripe said about a failed call, as the app logs it (docs/decisions/0050-stripe-customer-made-again.md):
 * status, type, code, param and request id, never the key. A `resource_missing` names what is gone.
 */
function stripeFacts(error) {
  const facts = {
    status: error?.statusCode,
    type: error?.rawType,
    code: error?.code,
    param: error?.param,
    request_id: error?.requestId,
  };
  const known = Object.entries(facts).filter(([, value]) => value !== undefined);
  return known.length ? known.map(([name, value]) => `${name}=${value}`).join(" ") : String(error?.name ?? error);
}

/** Makes (or confirms) the whole catalog. Answers what Stripe holds now. */
export async function setupStripeCatalog(stripe, catalog, log = () => {}) {
  for (const price of catalog.prices) await ensureProduct(stripe, price, log);
  const keys = catalog.prices.map((price) => price.lookupKey);
  const { data: existing } = await stripe.prices.list({ lookup_keys: keys, limit: 100 });
  const prices = [];
  for (const wanted of catalog.prices) prices.push(await ensurePrice(stripe, wanted, existing, log));
  const coupon = await ensureCoupon(stripe, catalog.credit, log);
  const portal = await ensurePortal(
    stripe,
    prices.filter((price) => price.recurring),
    log,
  );
  return { prices, coupon, portal };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const key = process.env.STRIPE_SECRET_KEY ?? "";
  if (!/^sk_(test|live)_/.test(key)) {
    console.error("Set STRIPE_SECRET_KEY to a secret key (sk_test_… or sk_live_…) and run again.");
    process.exit(1);
  }
  const mode = key.startsWith("sk_live_") ? "live" : "test";
  console.log(`Stripe catalog (${mode} mode):`);
  const catalog = await loadCatalog();
  try {
    const result = await setupStripeCatalog(stripeFor(key, process.env.STRIPE_API_BASE), catalog, (line) =>
      console.log(`  ${line}`),
    );
    console.log(`  ${result.prices.length} prices by lookup key, portal configuration ${result.portal.id}: ready.`);
  } catch (error) {
    console.error(`Stripe refused the setup: ${stripeFacts(error)}`);
    process.exit(1);
  }
}
