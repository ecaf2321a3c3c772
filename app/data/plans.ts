/**
 * Care Concierge plans (docs/product.md#figures). The single source of plan names, types and
 * amounts: the pricing page shows them, and the server's checkout reads the
 * amount from here, never from the client (docs/decisions/0007-payments.md).
 */
import { formatUsd } from "~/format/money";

type PlanType = "one_time" | "subscription";

export type ConciergePlan = {
  /** The catalog key stored on profiles and sent to checkout. */
  name: "CARE ACCESS" | "ESSENTIAL CARE" | "PREMIUM CARE";
  /** The name people read, on every page. */
  label: string;
  type: PlanType;
  /** Whole US dollars. */
  amount: number;
  /** The Stripe price's lookup key (docs/decisions/0007-payments.md: `npm run stripe:setup` makes the prices). */
  lookupKey: string;
  summary: string;
  benefits: string[];
  highlight?: string;
  banner?: string;
};

export const CONCIERGE_PLANS: ConciergePlan[] = [
  {
    name: "CARE ACCESS",
    label: "Care Access",
    type: "one_time",
    amount: 149,
    lookupKey: "care_access_one_time",
    summary: "One expert review of a bill, a procedure price or your coverage options.",
    benefits: [
      "A concierge review of one bill or procedure",
      "Price comparison across 100+ providers",
      "Answer within 48 hours",
      "Free credit rolls over to a membership",
    ],
    banner: "Free credit rolls over",
  },
  {
    name: "ESSENTIAL CARE",
    label: "Essential Care",
    type: "subscription",
    amount: 49,
    lookupKey: "essential_care_monthly",
    summary: "Ongoing help with bills, prices and claims for you.",
    benefits: [
      "Unlimited help requests",
      "Bill review and claim assistance",
      "Provider recommendations near you",
      "Chat support, answers within 48 hours on business days",
    ],
    highlight: "Most Popular",
  },
  {
    name: "PREMIUM CARE",
    label: "Premium Care",
    type: "subscription",
    amount: 99,
    lookupKey: "premium_care_monthly",
    summary: "Priority concierge for families and complex care.",
    benefits: [
      "Everything in Essential Care",
      "Priority answers within 24 hours",
      "A booked 30-minute call each month",
      "Negotiation support on large bills",
    ],
  },
];

/** The new-member offer in whole dollars: free with insurance enrollment, and it rolls over into membership. */
export const NEW_MEMBER_OFFER = 39;
/** The Stripe price of Care Access at the new-member offer (a second price of the Care Access product). */
export const NEW_MEMBER_LOOKUP_KEY = "care_access_new_member";

/**
 * The new-member Care Access payment counts toward a membership: a Stripe coupon
 * worth the offer, applied once, to the first Essential or Premium invoice. Its id
 * names the amount, since a coupon's amount never changes.
 */
export const NEW_MEMBER_CREDIT = {
  couponId: `care_access_credit_${NEW_MEMBER_OFFER * 100}`,
  amountCents: NEW_MEMBER_OFFER * 100,
  name: "Care Access credit",
} as const;

/** One Stripe price of the catalog, as `npm run stripe:setup` creates it and checkout finds it. */
type CatalogPrice = {
  lookupKey: string;
  planName: ConciergePlan["name"];
  /** Our product id at Stripe (Stripe accepts ids we choose), one per plan. */
  productId: string;
  productName: string;
  amountCents: number;
  recurring: boolean;
};

const productIdOf = (plan: ConciergePlan) => `care_finder_${plan.name.toLowerCase().replace(/\s+/g, "_")}`;

/**
 * Every price Stripe must hold: each plan's own, plus the new-member Care Access price.
 * @public scripts/stripe-setup.mjs loads it through tsx, where knip cannot follow.
 */
export function catalogPrices(): CatalogPrice[] {
  const prices = CONCIERGE_PLANS.map((plan) => ({
    lookupKey: plan.lookupKey,
    planName: plan.name,
    productId: productIdOf(plan),
    productName: plan.label,
    amountCents: plan.amount * 100,
    recurring: plan.type === "subscription",
  }));
  // prices[0] is Care Access: the offer is another price of the same product.
  return [...prices, { ...prices[0], lookupKey: NEW_MEMBER_LOOKUP_KEY, amountCents: NEW_MEMBER_OFFER * 100 }];
}

/** The plan a Stripe price stands for, by its lookup key; undefined for a price not in our catalog. */
export function planForLookupKey(lookupKey: string | null | undefined): ConciergePlan | undefined {
  const price = catalogPrices().find((candidate) => candidate.lookupKey === lookupKey);
  return price ? findPlan(price.planName) : undefined;
}

export const INSURANCE_BUNDLE = {
  name: "Insurance Bundle",
  priceLabel: "Personalized quote",
  summary: "A concierge plan together with supplemental coverage, priced for you.",
} as const;

/** Shown once a quote request for the Insurance Bundle is filed (no checkout for it). */
export const INSURANCE_QUOTE_THANKS =
  "Thank you! We have your request for an Insurance Bundle quote. A licensed Care Finder advisor will prepare your personalized quote and get back to you within 48 hours.";

export function findPlan(name: string): ConciergePlan | undefined {
  return CONCIERGE_PLANS.find((plan) => plan.name === name.trim().toUpperCase());
}

/** Anything other than ESSENTIAL CARE or PREMIUM CARE shows as Care Access. */
export function planDisplayName(currentPlan: string | null | undefined): string {
  const plan = currentPlan === "ESSENTIAL CARE" || currentPlan === "PREMIUM CARE" ? findPlan(currentPlan) : undefined;
  return (plan ?? CONCIERGE_PLANS[0]).label;
}

/** A plan's price in words: "$149" + "one-time", "$49" + "/month". */
export function planPrice(plan: ConciergePlan): { amount: string; per: string } {
  return { amount: formatUsd(plan.amount), per: plan.type === "subscription" ? "/month" : "one-time" };
}
