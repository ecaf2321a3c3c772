/**
 * Care Concierge plans (spec §9). The single source of plan names, types and
 * amounts: the pricing page shows them, and the server's checkout reads the
 * amount from here, never from the client (decisions D5).
 */
export type PlanType = "one_time" | "subscription";

export type ConciergePlan = {
  name: "CARE ACCESS" | "ESSENTIAL CARE" | "PREMIUM CARE";
  type: PlanType;
  /** Whole US dollars. */
  amount: number;
  period: string;
  priceLabel: string;
  summary: string;
  benefits: string[];
  highlight?: string;
  banner?: string;
};

export const CONCIERGE_PLANS: ConciergePlan[] = [
  {
    name: "CARE ACCESS",
    type: "one_time",
    amount: 149,
    period: "one-time",
    priceLabel: "$149",
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
    type: "subscription",
    amount: 49,
    period: "per month",
    priceLabel: "$49/month",
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
    type: "subscription",
    amount: 99,
    period: "per month",
    priceLabel: "$99/month",
    summary: "Priority concierge for families and complex care.",
    benefits: [
      "Everything in Essential Care",
      "Priority answers within 24 hours",
      "A booked 30-minute call each month",
      "Negotiation support on large bills",
    ],
  },
];

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

/** Spec §2: anything other than ESSENTIAL CARE or PREMIUM CARE shows as Care Access. */
export function planDisplayName(currentPlan: string | null | undefined): string {
  if (currentPlan === "ESSENTIAL CARE") return "Essential Care";
  if (currentPlan === "PREMIUM CARE") return "Premium Care";
  return "Care Access";
}
