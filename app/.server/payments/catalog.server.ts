import type Stripe from "stripe";
import { ServiceError } from "../errors.server";
import { logError } from "../observability.server";
import { isStripeMissing } from "./stripe.server";

/** Metadata of the portal configuration `npm run stripe:setup` made (scripts/stripe-setup.mjs). */
const PORTAL_MARK = "plans";

/** The catalog is missing or differs from app/data/plans.ts: nobody is charged a figure the page does not show. */
class StripeCatalogMismatch extends Error {
  name = "StripeCatalogMismatch";
}

/**
 * The Stripe price a lookup key names (docs/decisions/0007-payments.md), checked against the amount
 * the page shows. Missing, inactive or another amount: the catalog needs `npm run stripe:setup`,
 * logged, and the member sees the configuration message.
 */
export async function catalogPrice(stripe: Stripe, lookupKey: string, amountCents: number): Promise<Stripe.Price> {
  const { data } = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
  const price = data[0];
  if (!price || price.unit_amount !== amountCents || price.currency !== "usd") {
    logError(`stripe catalog: price ${lookupKey}`, new StripeCatalogMismatch());
    throw ServiceError.refusing(500, { code: "paymentConfiguration" });
  }
  return price;
}

/** The coupon that credits the new-member payment, checked against the credit the page shows. */
export async function catalogCoupon(stripe: Stripe, couponId: string, amountCents: number): Promise<Stripe.Coupon> {
  let coupon: Stripe.Coupon | null = null;
  try {
    coupon = await stripe.coupons.retrieve(couponId);
  } catch (error) {
    if (!isStripeMissing(error)) throw error;
  }
  if (!coupon || coupon.amount_off !== amountCents || coupon.currency !== "usd" || coupon.duration !== "once") {
    logError(`stripe catalog: coupon ${couponId}`, new StripeCatalogMismatch());
    throw ServiceError.refusing(500, { code: "paymentConfiguration" });
  }
  return coupon;
}

/** Our customer portal configuration (plan switches between the memberships), or undefined for Stripe's default. */
export async function portalConfiguration(stripe: Stripe): Promise<string | undefined> {
  const { data } = await stripe.billingPortal.configurations.list({ active: true, limit: 100 });
  return data.find((configuration) => configuration.metadata?.care_finder === PORTAL_MARK)?.id;
}
