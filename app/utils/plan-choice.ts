/**
 * The plan a visitor chose on /pricing before signing in (docs/product.md#accounts "Plan
 * selection"): kept in browser storage as `{ name }` until registration
 * finishes. Each new choice replaces the last one; choosing a plan while
 * signed in (checkout starts at once) forgets it.
 */
import { findPlan, INSURANCE_BUNDLE } from "~/data/plans";
import { clearStored, readStored, SELECTED_PLAN_KEY, writeStored } from "./storage";

export type PlanChoice = "CARE ACCESS" | "ESSENTIAL CARE" | "PREMIUM CARE" | typeof INSURANCE_BUNDLE.name;

/** A concierge plan's catalog name, or the Insurance Bundle; null for anything else. */
export function toPlanChoice(value: string | null | undefined): PlanChoice | null {
  if (!value) return null;
  if (value.trim().toLowerCase() === INSURANCE_BUNDLE.name.toLowerCase()) return INSURANCE_BUNDLE.name;
  return findPlan(value)?.name ?? null;
}

export function rememberPlanChoice(choice: PlanChoice): void {
  writeStored(SELECTED_PLAN_KEY, { name: choice });
}

/** The stored choice (`{ name }`, or a bare name from older visits), or null. */
export function readPlanChoice(): PlanChoice | null {
  const stored = readStored<{ name?: string } | string>(SELECTED_PLAN_KEY);
  return toPlanChoice(typeof stored === "string" ? stored : stored?.name);
}

export function forgetPlanChoice(): void {
  clearStored(SELECTED_PLAN_KEY);
}
