/**
 * Price preview input and answer (docs/product.md#prices, docs/decisions/0009-prices.md).
 * Client-safe: the landing page form and the server share it.
 */
import * as v from "valibot";
import { zipCodeSchema } from "./common";

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

export type NearbyHospital = {
  ccn: string;
  name: string;
  city: string;
  state: string;
  distanceMiles: number;
  cashPrice: number;
  stars: number | null;
};

export type NearbyHospitals = {
  located: "zip" | "zip3" | null;
  hospitals: NearbyHospital[];
  unplacedInState: number;
  state: string | null;
};

export type PriceRange = { min: number; max: number };

/** office: independent center or office; asc: surgery center; hopd: hospital outpatient; inpatient: hospital stay. */
export type PriceSetting = "office" | "asc" | "hopd" | "inpatient";

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
  /** Self-pay looks cheaper than insurance before the deductible is met. */
  cashMayBeCheaper?: boolean;
  /** Where the national average comes from, in words. */
  nationalAverageSource?: string;
  /** The hospitals nearest the ZIP that post a cash price for this procedure (null when the list is unavailable). */
  nearbyHospitals?: NearbyHospitals | null;
  /** Where the regional factor came from, or why there is none. */
  regionNote?: string;
  regional?: boolean;
  notes?: string | null;
};

/** One catalog entry as the procedure picker needs it. */
export type ProcedureOption = {
  slug: string;
  name: string;
  category: string;
  codes: string[];
  common: boolean;
};

/**
 * The picker's search, in the browser and on the server (the no-JavaScript path): every word of the
 * query is in the name or the category, or the query starts a CPT/HCPCS code ("9921" finds 99212–99215).
 */
export function procedureMatches(option: Pick<ProcedureOption, "name" | "category" | "codes">, query: string): boolean {
  const q = query.trim().toLowerCase().replace(/\s+/g, " ");
  if (!q) return true;
  if (option.codes.some((code) => code.toLowerCase().startsWith(q))) return true;
  const text = `${option.name} ${option.category}`.toLowerCase();
  return q.split(" ").every((word) => text.includes(word));
}
