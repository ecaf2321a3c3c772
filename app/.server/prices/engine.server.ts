/**
 * The price engine: pure arithmetic, no I/O. The method, with every figure's
 * source, is in docs/prices.md and on /methodology.
 *
 *   T     = the Medicare amount of everything the estimate covers, near the ZIP:
 *           office services: Medicare national × gaf (labs: no gaf)
 *           facility procedures: (doctor's fee + anesthesia base fee) × gaf + facility fee (national)
 *           plus the services billed on top that the data prices (pathology 88305, the blood draw 36415)
 *   N     = typical national cash price = hospital cash p50 (fallback 1.7 × Medicare national); the cap below.
 *           The national average shown is N, or for a birth the published whole-birth figure (episodeDollars).
 *   self-pay          = T … 1.7 × T; the top capped at N but never below T (T is the floor)
 *   allowed amount A  = each part × the commercial-to-Medicare ratio for its kind of service; MRI and CT by their
 *                       hospital parts: the radiologist's read × gaf × the radiology ratio + the technical part
 *                       (OPPS, national) × the hospital outpatient ratio
 *   before deductible = OOP(A_low) … OOP(A_high), OOP(A) = min(A, D) + 0.21 × max(0, A − D); the top capped at N,
 *                       never below its own bottom or the after-deductible top
 *   after deductible  = 0.21 × A_low … 0.21 × A_high
 *   hospital cash     = p25 × F … p75 × F (F = state factor), not capped: it is what hospitals post; for MRI and
 *                       CT plus the radiologist's read (its Medicare amount near you … 1.7 × it)
 * Headline figures round UP to the next $100; each also has a to-the-dollar estimate.
 * "Cash may be cheaper" only when the self-pay midpoint is at most 85 % of the before-deductible one
 * (to the dollar), and the answer carries the gap.
 */

/** KFF 2024 average single-coverage deductible, used when the real one is unknown. */
export const DEFAULT_DEDUCTIBLE = 1787;
/** Coinsurance after the deductible (share of the allowed amount the patient pays). */
const COINSURANCE = 0.21;
/** Independent/office cash prices run from Medicare's rate up to 1.7× it. */
const SELF_PAY_LOW = 1.0;
const SELF_PAY_HIGH = 1.7;
/** Cash counts as cheaper only when its midpoint is at most this share of the insured one: a real gap, not rounding. */
export const CASH_CHEAPER_SHARE = 0.85;
/** State factors from fewer hospitals than this are too noisy to use. */
const MIN_STATE_HOSPITALS = 10;

/**
 * Commercial allowed amount ÷ Medicare, by kind of service (sources in docs/prices.md):
 * physician and office services 118–179 % (KFF literature review, average 143 %);
 * hospital outpatient 150–358 % (same review, average 264 %); surgery centers 171 % (RAND 5.1);
 * anesthesia about 330 % and radiology about 180 % (Urban Institute, FAIR Health claims).
 */
const RATIOS = {
  physician: { low: 1.18, high: 1.79 },
  radiology: { low: 1.8, high: 1.8 },
  hospitalOutpatient: { low: 1.5, high: 3.58 },
  surgeryCenter: { low: 1.71, high: 1.71 },
  anesthesia: { low: 3.3, high: 3.3 },
} as const;

type Setting = "office" | "asc" | "hopd" | "inpatient";

/** The parts of a facility procedure, national Medicare cents; null where the data has no figure. */
export type FacilityComponents = {
  setting: Exclude<Setting, "office">;
  professionalCents: number;
  facilityCents: number | null;
  anesthesiaCents: number | null;
};

/** MRI and CT as a hospital bills them, national Medicare cents: the radiologist's read (-26) and the scan (OPPS). */
export type ImagingParts = { readCents: number; technicalCents: number };

/** A service billed on top of the procedure (pathology, the blood draw): its national Medicare cents. */
export type AddedPart = { code: string; cents: number; gafApplies: boolean };

export type EngineProcedure = {
  /** National Medicare amount of the bundle, in cents. */
  medicareNationalCents: number;
  /** Hospital cash percentiles across hospitals, whole dollars (null when unknown). */
  hospitalCashP25: number | null;
  hospitalCashP50: number | null;
  hospitalCashP75: number | null;
  preventive: boolean;
  gafApplies: boolean;
  /** Present for procedures done in a facility: the estimate adds these parts. */
  facility?: FacilityComponents | null;
  /**
   * A published national figure for the whole episode (a birth: stay and doctors), whole dollars. When present it
   * is the national average shown, instead of a hospital price for the doctor's code; it never enters the ranges.
   */
  episodeDollars?: number | null;
  /**
   * MRI and CT: the insured estimate is the hospital's parts (insurers mostly pay these scans as hospital outpatient
   * services); self-pay stays an imaging center's global fee, and the hospital line adds the read.
   */
  imaging?: ImagingParts | null;
  /** Services billed on top that the estimate includes (each in the Medicare amount and the allowed amount). */
  addedParts?: readonly AddedPart[];
};

export type EngineRegion = { gafMilli: number } | null;
export type EngineStateFactor = { factorMilli: number; hospitals: number } | null;

export type Range = { min: number; max: number };

export type PriceEstimate = {
  /** Rounded-up typical national cash price (N). */
  nationalAverageCost: number;
  localSelfPayRange: Range;
  /** Before the deductible is met (the spec's "with insurance" figure). */
  insuredOutOfPocket: Range;
  /** Once the deductible is met: the coinsurance share. */
  insuredAfterDeductible: Range;
  /** Middle half of posted hospital cash prices, state factor applied; null without data. */
  hospitalCashRange: Range | null;
  /** The same figures to the dollar (rounded up to the next dollar), shown where $100 would mislead. */
  dollars: {
    nationalAverageCost: number;
    localSelfPayRange: Range;
    insuredOutOfPocket: Range;
    insuredAfterDeductible: Range;
    hospitalCashRange: Range | null;
  };
  setting: Setting;
  /** Paying cash looks cheaper than using insurance before the deductible (see CASH_CHEAPER_SHARE). */
  cashMayBeCheaper: boolean;
  /** When it does: the gap between the two midpoints, whole dollars; otherwise null. */
  cashSavings: number | null;
  /** Where the national figure sits: inside one of the local ranges, or above or below all of them. */
  nationalAveragePlace: "inside" | "above" | "below";
  preventive: boolean;
  /** Factors used, for the methodology and for tests. */
  factors: {
    gaf: number;
    stateFactor: number;
    medicareLocal: number;
    nationalCash: number;
    allowedLow: number;
    allowedHigh: number;
  };
};

/**
 * A dollar amount in whole cents, half-up, once: the product's float noise is dropped first (12 significant
 * digits), so 335 × 1.003 = 336.005 is 33,601 cents, not the 33,600 that 336.00499999… would round to.
 */
export function toCents(dollars: number): number {
  return Math.round(Number((dollars * 100).toPrecision(12)));
}

/** Rounds a dollar amount UP to the next $100 (exact hundreds stay), from its whole cents. */
export function roundUpToHundred(dollars: number): number {
  if (!Number.isFinite(dollars) || dollars <= 0) return 0;
  return Math.ceil(toCents(dollars) / 10_000) * 100;
}

/** Rounds a dollar amount UP to the next whole dollar, from its whole cents like roundUpToHundred. */
export function roundUpToDollar(dollars: number): number {
  if (!Number.isFinite(dollars) || dollars <= 0) return 0;
  return Math.ceil(toCents(dollars) / 100);
}

/** Out-of-pocket for an allowed amount A with remaining deductible D. */
export function outOfPocket(allowed: number, deductible = DEFAULT_DEDUCTIBLE, coinsurance = COINSURANCE): number {
  return Math.min(allowed, deductible) + coinsurance * Math.max(0, allowed - deductible);
}

/** Caps the top at `cap`, never below the bottom: a cap lowers the top only, and the bottom is a floor. */
function cappedRange(min: number, max: number, cap = Infinity): Range {
  return { min, max: Math.max(min, Math.min(max, cap)) };
}

/**
 * A range capped at the national median where that median is above its floor; where the median is below the
 * floor (the local Medicare amount runs above what hospitals post nationally), capping would leave one figure that
 * reads as a quote, so the range keeps its own top and the card says why (`nationalAverageNote`).
 */
function cappedAboveFloor(min: number, max: number, cap: number): Range {
  return cap >= min ? cappedRange(min, max, cap) : { min, max };
}

/** Caps the top at `cap`, keeps min ≤ max, then rounds both up to the next $100. */
export function displayRange(min: number, max: number, cap = Infinity): Range {
  return roundRange(cappedRange(min, max, cap), roundUpToHundred);
}

const roundRange = (r: Range, round: (n: number) => number): Range => ({ min: round(r.min), max: round(r.max) });

/** The Medicare amount near the ZIP, split by the kind of service each part is. */
function localParts(procedure: EngineProcedure, gaf: number) {
  const adjust = procedure.gafApplies ? gaf : 1;
  const f = procedure.facility;
  if (!f)
    return {
      setting: "office" as Setting,
      physician: (procedure.medicareNationalCents / 100) * adjust,
      anesthesia: 0,
      facility: 0,
    };
  return {
    setting: f.setting as Setting,
    physician: (f.professionalCents / 100) * adjust,
    anesthesia: ((f.anesthesiaCents ?? 0) / 100) * adjust,
    // National rate: adjusting it needs a hospital wage index the data does not have.
    facility: (f.facilityCents ?? 0) / 100,
  };
}

export function estimatePrice(
  procedure: EngineProcedure,
  region: EngineRegion,
  state: EngineStateFactor,
  deductible = DEFAULT_DEDUCTIBLE,
): PriceEstimate {
  const medicareNational = procedure.medicareNationalCents / 100;
  const gaf = region ? region.gafMilli / 1000 : 1;
  const parts = localParts(procedure, gaf);
  const added = (procedure.addedParts ?? []).reduce((sum, p) => sum + (p.cents / 100) * (p.gafApplies ? gaf : 1), 0);
  const medicareLocal = parts.physician + parts.anesthesia + parts.facility + added;
  const nationalCash = procedure.hospitalCashP50 ?? SELF_PAY_HIGH * medicareNational;
  const stateFactor = state && state.hospitals >= MIN_STATE_HOSPITALS ? state.factorMilli / 1000 : 1;

  const facilityRatio = parts.setting === "asc" ? RATIOS.surgeryCenter : RATIOS.hospitalOutpatient;
  const imaging = procedure.imaging;
  // The read is a doctor's fee (adjusted for the area); the technical part a national hospital rate.
  const read = imaging ? (imaging.readCents / 100) * (procedure.gafApplies ? gaf : 1) : 0;
  const allowed = (end: "low" | "high") =>
    (imaging
      ? read * RATIOS.radiology[end] + (imaging.technicalCents / 100) * RATIOS.hospitalOutpatient[end]
      : parts.physician * RATIOS.physician[end] +
        parts.anesthesia * RATIOS.anesthesia[end] +
        parts.facility * facilityRatio[end]) +
    added * RATIOS.physician[end];
  const allowedLow = allowed("low");
  const allowedHigh = allowed("high");

  const selfPay = cappedAboveFloor(medicareLocal * SELF_PAY_LOW, medicareLocal * SELF_PAY_HIGH, nationalCash);
  let after = cappedRange(COINSURANCE * allowedLow, COINSURANCE * allowedHigh);
  let before = cappedAboveFloor(
    outOfPocket(allowedLow, deductible),
    outOfPocket(allowedHigh, deductible),
    nationalCash,
  );
  // Before the deductible you never pay less than after it.
  before = { min: before.min, max: Math.max(before.max, after.max) };
  if (procedure.preventive) {
    // In-network screening costs $0; the top stays for when the test turns diagnostic.
    before = { min: 0, max: before.max };
    after = { min: 0, max: after.max };
  }
  const hospital =
    procedure.hospitalCashP25 !== null && procedure.hospitalCashP75 !== null
      ? cappedRange(
          procedure.hospitalCashP25 * stateFactor + read * SELF_PAY_LOW,
          procedure.hospitalCashP75 * stateFactor + read * SELF_PAY_HIGH,
        )
      : null;

  const mid = (r: Range) => (r.min + r.max) / 2;
  // The national figure shown: the whole episode's published figure where there is one (births), else N.
  const shownNational = procedure.episodeDollars ?? nationalCash;
  const dollars = {
    nationalAverageCost: roundUpToDollar(shownNational),
    localSelfPayRange: roundRange(selfPay, roundUpToDollar),
    insuredOutOfPocket: roundRange(before, roundUpToDollar),
    insuredAfterDeductible: roundRange(after, roundUpToDollar),
    hospitalCashRange: hospital && roundRange(hospital, roundUpToDollar),
  };
  const cashMayBeCheaper =
    !procedure.preventive && mid(dollars.localSelfPayRange) <= CASH_CHEAPER_SHARE * mid(dollars.insuredOutOfPocket);
  const within = (r: Range | null) =>
    r !== null && r.min <= dollars.nationalAverageCost && dollars.nationalAverageCost <= r.max;
  const ranges = [dollars.localSelfPayRange, dollars.insuredOutOfPocket, dollars.hospitalCashRange];
  const nationalAveragePlace = ranges.some(within)
    ? "inside"
    : ranges.every((r) => r === null || r.max < dollars.nationalAverageCost)
      ? "above"
      : "below";
  return {
    nationalAverageCost: roundUpToHundred(shownNational),
    localSelfPayRange: roundRange(selfPay, roundUpToHundred),
    insuredOutOfPocket: roundRange(before, roundUpToHundred),
    insuredAfterDeductible: roundRange(after, roundUpToHundred),
    hospitalCashRange: hospital && roundRange(hospital, roundUpToHundred),
    dollars,
    setting: parts.setting,
    cashMayBeCheaper,
    cashSavings: cashMayBeCheaper ? Math.round(mid(dollars.insuredOutOfPocket) - mid(dollars.localSelfPayRange)) : null,
    nationalAveragePlace,
    preventive: procedure.preventive,
    factors: { gaf, stateFactor, medicareLocal, nationalCash, allowedLow, allowedHigh },
  };
}
