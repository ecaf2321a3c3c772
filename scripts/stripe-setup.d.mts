/** Types for scripts/stripe-setup.mjs (`npm run stripe:setup`). */
import type Stripe from "stripe";
import type { CatalogPrice, NEW_MEMBER_CREDIT } from "../app/data/plans";

export type StripeCatalog = { prices: CatalogPrice[]; credit: typeof NEW_MEMBER_CREDIT };

export const PORTAL_MARK: { care_finder: string };
export function loadCatalog(): Promise<StripeCatalog>;
export function stripeFor(secretKey: string, apiBase?: string): Stripe;
export function setupStripeCatalog(
  stripe: Stripe,
  catalog: StripeCatalog,
  log?: (line: string) => void,
): Promise<{ prices: Stripe.Price[]; coupon: Stripe.Coupon; portal: Stripe.BillingPortal.Configuration }>;
