import { planPrice, type ConciergePlan } from "~/data/plans";

/** A plan card's words, English; each language's plans page passes its own (./es.ts). */
export const en = {
  lang: "en",
  /** The plan's name in this language; `english` is shown beside it when it differs. */
  name: (plan: ConciergePlan) => plan.label,
  badge: (plan: ConciergePlan) => plan.highlight,
  per: (plan: ConciergePlan) => (plan.type === "subscription" ? planPrice(plan).per : ` ${planPrice(plan).per}`),
  summary: (plan: ConciergePlan) => plan.summary,
  benefits: (plan: ConciergePlan) => plan.benefits,
  newMemberPrice: (usual: string) => `New-member price (normally ${usual})`,
  /** Care Access is already the member's, free with their insurance enrollment. */
  freeWithEnrollment: (usual: string) => `Free with your insurance enrollment (normally ${usual})`,
  included: "Included: go to your dashboard",
  credited: (credit: string, firstMonth: string) =>
    `Your ${credit} Care Access payment is credited: first month ${firstMonth}`,
  choose: (name: string) => `Choose ${name}`,
  redirecting: "Redirecting...",
  /** Where a visitor goes with JavaScript once the choice is kept (the page signs them in first). */
  visitorNext: (_plan: ConciergePlan) => "/form",
};
export type PlanCardWords = typeof en;
