/**
 * Price preview input and answer (docs/product.md#prices, docs/decisions/0009-prices.md).
 * Client-safe: the landing page form and the server share it.
 */
import * as v from "valibot";
import { zipCodeSchema } from "./common";
import type { PriceSaid, PriceSetting } from "./price-sentences";

export const PRICE_MESSAGES = {
  procedureRequired: "Please choose a procedure",
  procedureUnknown: "We don't have prices for that procedure yet. Please choose one from the list.",
  codeUnknown: (code: string) => `We don't have prices for code ${code} yet. Please choose a procedure from the list.`,
} as const;

// Missing keys default to "" so they get the field's own message, not valibot's "Invalid key".
export const priceSearchSchema = v.object({
  procedure: v.optional(
    v.pipe(
      v.string(PRICE_MESSAGES.procedureRequired),
      v.trim(),
      v.nonEmpty(PRICE_MESSAGES.procedureRequired),
      v.maxLength(120, PRICE_MESSAGES.procedureUnknown),
    ),
    "",
  ),
  zipCode: v.optional(zipCodeSchema, ""),
});

/** "high": above 3× the procedure's national hospital median; "low": below a quarter of it (likely a partial price). */
export type PriceFlag = "high" | "low" | null;

export type NearbyHospital = {
  ccn: string;
  name: string;
  city: string;
  state: string;
  distanceMiles: number;
  cashPrice: number;
  stars: number | null;
  priceFlag: PriceFlag;
};

export type NearbyHospitals = {
  located: "zip" | "zip3" | null;
  /** Hospitals within `radiusMiles`, nearest first (at most ten). */
  hospitals: NearbyHospital[];
  unplacedInState: number;
  state: string | null;
  radiusMiles: number;
  /** The nearest placed hospital posting a price, however far: said when none is within the radius. */
  nearestMiles: number | null;
};

export type PriceRange = { min: number; max: number };

/** office: independent center or office; asc: surgery center; hopd: hospital outpatient; inpatient: hospital stay. */

export type PriceInsight = {
  procedure: string;
  zip: string;
  nationalAverageCost: number;
  localSelfPayRange: PriceRange;
  insuredOutOfPocket: PriceRange;
  dataSources: string[];
  /** Extras beyond the spec's shape. */
  procedureSlug?: string;
  codes?: string[];
  preventive?: boolean;
  /**
   * What the plan and the patient pay together for the service (the plan's negotiated rate, its "allowed
   * amount"), to the dollar: the base of every insured figure.
   */
  allowedAmount?: PriceRange;
  /** With `deductibleRemaining` and `coinsurancePercent` given: what this person would pay, to the dollar. */
  yourPlanOutOfPocket?: PriceRange;
  /** Once the deductible is met (the coinsurance share); `insuredOutOfPocket` is before it. */
  insuredAfterDeductible?: PriceRange;
  /** Middle half of hospitals' posted cash prices, state factor applied, not capped. */
  hospitalCashRange?: PriceRange | null;
  /** The figures above to the dollar (rounded up), for figures that round to $100. */
  dollars?: {
    nationalAverageCost: number;
    localSelfPayRange: PriceRange;
    insuredOutOfPocket: PriceRange;
    insuredAfterDeductible: PriceRange;
    hospitalCashRange: PriceRange | null;
  };
  /** Where the estimate assumes the procedure is done. */
  setting?: PriceSetting;
  coverage?: { description: string | null; includes: string[]; excludes: string[] };
  /** Self-pay's midpoint is at most 85 % of the before-deductible one (to the dollar). */
  cashMayBeCheaper?: boolean;
  /** The gap between those midpoints in whole dollars when cash may be cheaper, else null. */
  cashSavings?: number | null;
  /** The sentence the card shows when cash may be cheaper, stating the gap; null otherwise. */
  cashNote?: string | null;
  /** Medicare's amount near the ZIP for everything the estimate covers, to the cent: the self-pay floor. */
  medicareLocal?: number;
  /** Why the national figure sits outside every local range, when it does; null when it sits inside one. */
  nationalAverageNote?: string | null;
  /** Where the national average comes from, in words. */
  nationalAverageSource?: string;
  /** What the national average is, in a few words (a hospital cash price, or for a birth the whole episode). */
  nationalAverageLabel?: string;
  /** Published whole-episode figures (births): insured amounts with their measure, period and source. */
  episodeBenchmarks?: { episode: string; dollars: number; measure: string; period: string; source: string }[];
  /** The hospitals nearest the ZIP that post a cash price for this procedure (null when the list is unavailable). */
  nearbyHospitals?: NearbyHospitals | null;
  /** What the hospital cash line covers and whether a state factor adjusted it; null without that line. */
  hospitalCashNote?: string | null;
  /** Where the regional factor came from, or why there is none. */
  regionNote?: string;
  regional?: boolean;
  /** The catalog's description without clauses the figures contradict (the same words as coverage.description). */
  notes?: string | null;
  /**
   * The answer's sentences as codes with values (the English strings above are these, said in English): the card
   * says them in the page's language. Absent from the fallback answer.
   */
  said?: PriceSaid;
};

/** One catalog entry as the procedure picker needs it. */
export type ProcedureOption = {
  slug: string;
  name: string;
  category: string;
  codes: string[];
  common: boolean;
  /** Its name and category in the page's language, on a page that is not English (the English name stays beside). */
  local?: ProcedureInLanguage;
};

export type ProcedureInLanguage = { name: string; category: string };
