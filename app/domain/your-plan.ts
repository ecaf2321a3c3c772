/**
 * A person's own plan on the price card (docs/product.md#prices): the deductible they have left this
 * year and their coinsurance. Both optional, both needed for a figure. Client-safe: the card's form and
 * the server read them with this one schema. The values are never stored or logged.
 */
import * as v from "valibot";
import { priceSearchSchema } from "./prices";

const YOUR_PLAN_LIMITS = { deductibleMax: 100_000, coinsuranceMax: 100 } as const;

export const YOUR_PLAN_MESSAGES = {
  deductible: "Enter the deductible you have left as a dollar amount from $0 to $100,000, like 1500.",
  coinsurance: "Enter your coinsurance as a percent from 0 to 100, like 20.",
  deductibleMissing: "Enter the deductible you have left too (0 if you have met it), or leave both empty.",
  coinsuranceMissing:
    "Enter your coinsurance too (the percent you pay once the deductible is met), or leave both empty.",
} as const;

/** A number, or what a person types for one ("$1,500", "20%", " 0 "); empty means not given. */
function planNumber(message: string, max: number) {
  return v.optional(
    v.pipe(
      v.union([v.number(), v.string()], message),
      v.transform((value) => (typeof value === "number" ? value : value.replace(/[$,%\s]/g, ""))),
      v.check((value) => typeof value === "number" || value === "" || /^\d+(\.\d+)?$/.test(value), message),
      v.transform((value) => (value === "" ? undefined : Number(value))),
      v.check((value) => value === undefined || (Number.isFinite(value) && value >= 0 && value <= max), message),
    ),
  );
}

const yourPlanEntries = {
  deductibleRemaining: planNumber(YOUR_PLAN_MESSAGES.deductible, YOUR_PLAN_LIMITS.deductibleMax),
  coinsurancePercent: planNumber(YOUR_PLAN_MESSAGES.coinsurance, YOUR_PLAN_LIMITS.coinsuranceMax),
};

/** The price search plus the person's own plan (POST /api/search-providers, the card's plan form). */
export const priceSearchWithPlanSchema = v.pipe(
  v.object({ ...priceSearchSchema.entries, ...yourPlanEntries }),
  v.forward(
    v.check(
      (input) => input.deductibleRemaining !== undefined || input.coinsurancePercent === undefined,
      YOUR_PLAN_MESSAGES.deductibleMissing,
    ),
    ["deductibleRemaining"],
  ),
  v.forward(
    v.check(
      (input) => input.coinsurancePercent !== undefined || input.deductibleRemaining === undefined,
      YOUR_PLAN_MESSAGES.coinsuranceMissing,
    ),
    ["coinsurancePercent"],
  ),
);
