import { findPlan, INSURANCE_BUNDLE, planPrice, type ConciergePlan } from "~/data/plans";

/** How the sign-in and registration pages name a chosen plan and what Checkout will charge for it (English). */
export const en = {
  /** "Essential Care, $49/month" from the plan catalog (never a figure written by hand). */
  planInWords: (choice: string): string => {
    const plan = findPlan(choice);
    if (!plan) return `the ${INSURANCE_BUNDLE.name} (${INSURANCE_BUNDLE.priceLabel.toLowerCase()})`;
    const price = planPrice(plan);
    return `${plan.label}, ${price.amount}${price.per === "one-time" ? " one-time" : price.per}`;
  },
  /** What the chosen plan costs and when it is charged, said before the visitor commits to anything. */
  checkout: (plan: ConciergePlan | undefined): string => {
    if (!plan) return "No payment: a Care Finder advisor prepares your quote after you register.";
    const price = planPrice(plan);
    return plan.type === "subscription"
      ? `After you register, Stripe Checkout asks for ${price.amount} a month for ${plan.label}, renewed each month until you cancel.`
      : `After you register, Stripe Checkout asks for a one-time ${price.amount} for ${plan.label}.`;
  },
  label: "Your chosen plan",
  youChose: "You chose",
  changeOrSkip: "You can change or skip it.",
  change: "Change plan",
  changeHref: "/pricing",
  skip: "Skip it and register for free",
};
export type ChosenPlanWords = typeof en;
