/**
 * The price engine (decisions D7): pure arithmetic, no I/O. Follows the
 * "Suggested estimation method" of shared/data/SOURCES.md:
 *
 *   M_nat = national Medicare amount of the bundle
 *   M     = M_nat × gaf (regional factor of the ZIP3) where gaf applies, else M_nat
 *   N     = typical national cash price = hospital cash p50 (fallback 1.7 × M_nat)
 *   self-pay (local)  = M × 1.0 … M × 1.7                (independent / office setting)
 *   insured OOP       = OOP(M × 1.7) … OOP(M × 3.0), OOP(A) = min(A, D) + 0.21 × max(0, A − D)
 *   upper ends of both ranges capped at N; every displayed figure rounded UP to the next $100.
 *
 * Our decision on the hospital outpatient range (p25 × F … p75 × F, F = the
 * state factor): the headline self-pay range is the office/independent range,
 * because that is the cash price a patient can usually find (and what our
 * concierge steers people to). The hospital range is returned beside it as
 * `hospitalOutpatientRange` (same cap and rounding) so people see what a
 * hospital department typically charges for cash.
 */

/** KFF 2024 average single-coverage deductible, used when the real one is unknown. */
export const DEFAULT_DEDUCTIBLE = 1787;
/** Coinsurance after the deductible (share of the allowed amount the patient pays). */
export const COINSURANCE = 0.21;
/** Commercial allowed amount as a multiple of Medicare (RAND Round 5 spans ~1.7×–3×). */
export const COMMERCIAL_LOW = 1.7;
export const COMMERCIAL_HIGH = 3.0;
/** Independent/office cash prices run from Medicare's rate up to 1.7× it. */
export const SELF_PAY_LOW = 1.0;
export const SELF_PAY_HIGH = 1.7;
/** State factors from fewer hospitals than this are too noisy to use. */
export const MIN_STATE_HOSPITALS = 10;

export type EngineProcedure = {
  /** National Medicare amount of the bundle, in cents. */
  medicareNationalCents: number;
  /** Hospital cash percentiles across hospitals, whole dollars (null when unknown). */
  hospitalCashP25: number | null;
  hospitalCashP50: number | null;
  hospitalCashP75: number | null;
  preventive: boolean;
  gafApplies: boolean;
};

export type EngineRegion = { gafMilli: number } | null;
export type EngineStateFactor = { factorMilli: number; hospitals: number } | null;

export type Range = { min: number; max: number };

export type PriceEstimate = {
  /** Rounded-up typical national cash price (N). */
  nationalAverageCost: number;
  localSelfPayRange: Range;
  insuredOutOfPocket: Range;
  hospitalOutpatientRange: Range;
  /** Screening use of a preventive service costs $0 in network. */
  preventive: boolean;
  /** Factors used, for the methodology and for tests. */
  factors: { gaf: number; stateFactor: number; medicareLocal: number; nationalCash: number };
};

/** Rounds a dollar amount UP to the next $100 (exact hundreds stay). Works in cents to dodge float noise. */
export function roundUpToHundred(dollars: number): number {
  if (!Number.isFinite(dollars) || dollars <= 0) return 0;
  const cents = Math.round(dollars * 100);
  return Math.ceil(cents / 10_000) * 100;
}

/** Out-of-pocket for an allowed amount A with remaining deductible D. */
export function outOfPocket(allowed: number, deductible = DEFAULT_DEDUCTIBLE, coinsurance = COINSURANCE): number {
  return Math.min(allowed, deductible) + coinsurance * Math.max(0, allowed - deductible);
}

/** Caps the top at `cap`, keeps min ≤ max, then rounds both up to the next $100. */
export function displayRange(min: number, max: number, cap: number): Range {
  const top = Math.min(max, cap);
  const bottom = Math.min(min, top);
  return { min: roundUpToHundred(bottom), max: roundUpToHundred(top) };
}

export function estimatePrice(
  procedure: EngineProcedure,
  region: EngineRegion,
  state: EngineStateFactor,
  deductible = DEFAULT_DEDUCTIBLE,
): PriceEstimate {
  const medicareNational = procedure.medicareNationalCents / 100;
  const gaf = region ? region.gafMilli / 1000 : 1;
  const medicareLocal = procedure.gafApplies ? medicareNational * gaf : medicareNational;
  const nationalCash = procedure.hospitalCashP50 ?? SELF_PAY_HIGH * medicareNational;
  const stateFactor = state && state.hospitals >= MIN_STATE_HOSPITALS ? state.factorMilli / 1000 : 1;

  const selfPay = displayRange(medicareLocal * SELF_PAY_LOW, medicareLocal * SELF_PAY_HIGH, nationalCash);
  const insured = displayRange(
    outOfPocket(medicareLocal * COMMERCIAL_LOW, deductible),
    outOfPocket(medicareLocal * COMMERCIAL_HIGH, deductible),
    nationalCash,
  );
  const hospital =
    procedure.hospitalCashP25 !== null && procedure.hospitalCashP75 !== null
      ? displayRange(procedure.hospitalCashP25 * stateFactor, procedure.hospitalCashP75 * stateFactor, nationalCash)
      : selfPay;

  return {
    nationalAverageCost: roundUpToHundred(nationalCash),
    localSelfPayRange: selfPay,
    insuredOutOfPocket: procedure.preventive ? { min: 0, max: insured.max } : insured,
    hospitalOutpatientRange: hospital,
    preventive: procedure.preventive,
    factors: { gaf, stateFactor, medicareLocal, nationalCash },
  };
}
