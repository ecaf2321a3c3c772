/**
 * The price search with the person's own plan (docs/product.md#prices): the answer every visitor gets,
 * plus what this plan would make them pay. The plan's figures are read, used for this answer and
 * forgotten: never cached (the shared answer is cached without them), stored or logged.
 */
import type * as v from "valibot";
import type { priceSearchWithPlanSchema } from "../../domain/your-plan";
import type { PriceInsight, PriceRange } from "../../domain/prices";
import type { ServerContext } from "../context.server";
import { outOfPocket, roundUpToDollar } from "./engine.server";
import { searchPrices } from "./prices.server";

type YourPlan = { deductibleRemaining: number; coinsurancePercent: number };

/**
 * The engine's out-of-pocket rule at both ends of the allowed amount: the deductible left first, then
 * the coinsurance share of the rest. Before copays and any out-of-pocket maximum, to the dollar (up).
 */
export function yourPlanOutOfPocket(allowed: PriceRange, plan: YourPlan): PriceRange {
  const share = plan.coinsurancePercent / 100;
  const at = (amount: number) => roundUpToDollar(outOfPocket(amount, plan.deductibleRemaining, share));
  return { min: at(allowed.min), max: at(allowed.max) };
}

/** A search with the plan's fields, as the schema answers it (validated at the door: `/api`'s `valid()`, the preview form). */
export type PriceSearchWithPlan = v.InferOutput<typeof priceSearchWithPlanSchema>;

/** POST /api/search-providers and the price pages' plan form both answer through here. */
export async function searchPricesForPlan(server: ServerContext, input: PriceSearchWithPlan): Promise<PriceInsight> {
  const { deductibleRemaining, coinsurancePercent, ...search } = input;
  const insight = await searchPrices(server, search);
  if (deductibleRemaining === undefined || coinsurancePercent === undefined || !insight.allowedAmount) return insight;
  const pay = yourPlanOutOfPocket(insight.allowedAmount, { deductibleRemaining, coinsurancePercent });
  // An in-network screening costs the patient nothing (ACA preventive services, 45 CFR 147.130): $0 is the low
  // end; the top stays what the plan charges once it turns diagnostic or is done out of network.
  return { ...insight, yourPlanOutOfPocket: insight.preventive ? { min: 0, max: pay.max } : pay };
}
