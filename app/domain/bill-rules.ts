/**
 * The bill check's rules (docs/product.md#bill-check), pure and client-safe: which lines repeat,
 * how a line compares with the hospital's own posted cash price and the fair range, the totals,
 * the household's share of the federal poverty level, the 240- and 120-day dates and the $400 test.
 * Money is whole cents; calendar dates are "YYYY-MM-DD" strings (they have no time zone).
 */
import type { PRICE_STATUSES } from "../../db/enums";

/** IRS section 501(r)(6): a non-profit hospital accepts assistance applications for 240 days after the first bill. */
const ASSISTANCE_WINDOW_DAYS = 240;
/** No Surprises Act patient-provider dispute resolution (45 CFR 149.620): 120 days from the bill. */
const DISPUTE_WINDOW_DAYS = 120;
/** The bill must exceed a provider's Good Faith Estimate by at least $400 (45 CFR 149.620(b)). */
export const DISPUTE_THRESHOLD_CENTS = 40_000;
/** The administrative fee the patient pays to start that dispute (45 CFR 149.620). */
export const DISPUTE_FEE_DOLLARS = 25;
/** Bands many financial assistance policies use; common practice, never a rule (docs/decisions/0043-bill-help-never-promises.md). */
export const FREE_CARE_COMMON_UP_TO_PERCENT = 200;
export const DISCOUNT_COMMON_UP_TO_PERCENT = 400;

/* ---- Dates ---- */

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date "YYYY-MM-DD" (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** `days` calendar days after a date: addDays("2026-01-31", 1) = "2026-02-01". */
export function addDays(date: string, days: number): string {
  if (!isCalendarDate(date)) throw new RangeError("Not a calendar date");
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The last day to apply for financial assistance: the first bill's date + 240 days. */
export const applyByDate = (firstBillDate: string) => addDays(firstBillDate, ASSISTANCE_WINDOW_DAYS);

/** The last day to start a patient-provider dispute: the bill's date + 120 days. */
export const disputeByDate = (billDate: string) => addDays(billDate, DISPUTE_WINDOW_DAYS);

/** Today's calendar date in UTC. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/* ---- Lines ---- */

export type BillLineInput = { code: string; units: number; billedCents: number; serviceDate: string };

/**
 * Whether the hospital's own cash price for a code is known: it posts one; it posts none (the code is in
 * every hospital's file we read, and not in this one's: a finding, the letter asks for it); or our data
 * does not say (a rarer code, or a hospital we have no file for).
 */
export type PriceStatus = (typeof PRICE_STATUSES)[number];

/** A billed code read as its base code: a modifier says how, not what ("73721-RT", "99285-25" → 73721, 99285). */
export function baseCode(code: string): string {
  const upper = code.trim().toUpperCase();
  const match = /^([0-9A-Z]{5})(?:[-\s:]+[0-9A-Z]{2})*$/.exec(upper);
  return match ? match[1] : upper;
}

/** A code's price per unit, looked up for one hospital; null figures where the data has none. */
export type LinePrices = {
  /** The catalog procedure the code is, or null. */
  procedureSlug: string | null;
  status: PriceStatus;
  postedUnitCents: number | null;
  fairLowUnitCents: number | null;
  fairHighUnitCents: number | null;
  medicareUnitCents: number | null;
};

export type CheckedLine = {
  postedCents: number | null;
  fairLowCents: number | null;
  fairHighCents: number | null;
  medicareCents: number | null;
  /** How much the line is above the hospital's own posted cash price (0 when not above or not posted). */
  abovePostedCents: number;
  aboveFair: boolean;
  duplicate: boolean;
  status: PriceStatus;
  /** The most a member could fairly ask off this line. */
  possibleSavingCents: number;
};

/**
 * Indexes of lines that repeat an earlier line: same code, same date of service and same
 * billed amount. The first of a group is not a duplicate; each later one is.
 */
export function duplicateLines(lines: readonly Pick<BillLineInput, "code" | "serviceDate" | "billedCents">[]) {
  const seen = new Set<string>();
  const duplicates = new Set<number>();
  lines.forEach((line, index) => {
    const key = `${line.code.toUpperCase()}|${line.serviceDate}|${line.billedCents}`;
    if (seen.has(key)) duplicates.add(index);
    else seen.add(key);
  });
  return duplicates;
}

/** How many units of `code` a catalog bundle holds ("97110x4" → 4, "80053+85025" → 0: a bundle of two codes). */
export function unitsInBundle(bundle: string, code: string): number {
  const match = /^([0-9A-Z]{5})(?:x(\d+))?$/i.exec(bundle.trim());
  if (!match || match[1].toUpperCase() !== code.toUpperCase()) return 0;
  return match[2] ? Number(match[2]) : 1;
}

const times = (unitCents: number | null, units: number) => (unitCents === null ? null : Math.round(unitCents * units));

/**
 * Each line against this hospital's posted cash price and the fair range. The possible saving of a
 * line: all of it for a duplicate; else what it is above the posted price; else what it is above the
 * top of the fair range; else nothing.
 */
export function checkLines(lines: readonly BillLineInput[], prices: readonly LinePrices[]): CheckedLine[] {
  const duplicates = duplicateLines(lines);
  return lines.map((line, i) => {
    const price = prices[i];
    const postedCents = times(price.postedUnitCents, line.units);
    const fairLowCents = times(price.fairLowUnitCents, line.units);
    const fairHighCents = times(price.fairHighUnitCents, line.units);
    const abovePostedCents = postedCents !== null ? Math.max(0, line.billedCents - postedCents) : 0;
    const aboveFair = fairHighCents !== null && line.billedCents > fairHighCents;
    const duplicate = duplicates.has(i);
    let possibleSavingCents = 0;
    if (duplicate) possibleSavingCents = line.billedCents;
    else if (abovePostedCents > 0) possibleSavingCents = abovePostedCents;
    else if (aboveFair) possibleSavingCents = line.billedCents - fairHighCents;
    return {
      postedCents,
      fairLowCents,
      fairHighCents,
      medicareCents: times(price.medicareUnitCents, line.units),
      abovePostedCents,
      aboveFair,
      duplicate,
      status: price.status,
      possibleSavingCents,
    };
  });
}

export type BillTotals = {
  billedCents: number;
  /** What the hospital's own posted prices add up to, over the lines it posts a price for (duplicates left out). */
  postedTotalCents: number;
  /** How many lines (duplicates left out) the posted total covers, of how many. */
  postedLines: number;
  countedLines: number;
  /** "You could save up to": the sum of each line's possible saving. */
  possibleSavingCents: number;
};

export function billTotals(
  lines: readonly Pick<BillLineInput, "billedCents">[],
  checked: readonly CheckedLine[],
): BillTotals {
  let billedCents = 0;
  let postedTotalCents = 0;
  let postedLines = 0;
  let countedLines = 0;
  let possibleSavingCents = 0;
  lines.forEach((line, i) => {
    const c = checked[i];
    billedCents += line.billedCents;
    possibleSavingCents += c.possibleSavingCents;
    if (c.duplicate) return;
    countedLines++;
    if (c.postedCents !== null) {
      postedTotalCents += c.postedCents;
      postedLines++;
    }
  });
  return { billedCents, postedTotalCents, postedLines, countedLines, possibleSavingCents };
}

/** "We checked 9 of 10 lines, $8,700 of $9,000": the lines the hospital posts a cash price for, and what they bill. */
export type CheckedShare = { lines: number; ofLines: number; billedCents: number; ofBilledCents: number };

export function checkedShare(lines: readonly { billedCents: number; postedCents: number | null }[]): CheckedShare {
  const checked = lines.filter((l) => l.postedCents !== null);
  const sum = (ls: readonly { billedCents: number }[]) => ls.reduce((total, l) => total + l.billedCents, 0);
  return { lines: checked.length, ofLines: lines.length, billedCents: sum(checked), ofBilledCents: sum(lines) };
}

/** Saved = billed − final amount, never below zero; null until a final amount is known. */
export function savedCents(billedCents: number, finalAmountCents: number | null): number | null {
  return finalAmountCents === null ? null : Math.max(0, billedCents - finalAmountCents);
}

/**
 * A resolved case whose final amount saved the member nothing. The seam for a refund of the
 * review fee (payments): this says whether one is owed, nothing here pays it.
 */
export function resolvedWithoutSaving(c: {
  status: string;
  billedCents: number;
  finalAmountCents: number | null;
}): boolean {
  return c.status === "resolved" && savedCents(c.billedCents, c.finalAmountCents) === 0;
}

/* ---- Good Faith Estimate ---- */

export type ProviderEstimate = { provider: string; estimateCents: number; billedCents: number };

export type EstimateCheck = ProviderEstimate & { overByCents: number; canDispute: boolean };

/** The $400 test, provider by provider (the rule compares each provider's bill with its own estimate). */
export function checkEstimates(estimates: readonly ProviderEstimate[]): EstimateCheck[] {
  return estimates.map((e) => {
    const overByCents = e.billedCents - e.estimateCents;
    return { ...e, overByCents, canDispute: overByCents >= DISPUTE_THRESHOLD_CENTS };
  });
}

/* ---- Federal poverty level ---- */

export type FplRegion = "contiguous" | "alaska" | "hawaii";

export type PovertyGuideline = {
  year: number;
  region: string;
  firstPerson: number | null;
  eachAdditionalPerson: number | null;
  source: string;
};

export const regionForState = (state: string): FplRegion =>
  state === "AK" ? "alaska" : state === "HI" ? "hawaii" : "contiguous";

/** The newest year whose row for the region is complete (both figures known). */
export function povertyGuideline(
  guidelines: readonly PovertyGuideline[],
  region: FplRegion,
): (PovertyGuideline & { firstPerson: number; eachAdditionalPerson: number }) | null {
  let best: (PovertyGuideline & { firstPerson: number; eachAdditionalPerson: number }) | null = null;
  for (const g of guidelines) {
    if (g.region !== region || g.firstPerson === null || g.eachAdditionalPerson === null) continue;
    if (!best || g.year > best.year)
      best = { ...g, firstPerson: g.firstPerson, eachAdditionalPerson: g.eachAdditionalPerson };
  }
  return best;
}

/** The poverty line for a household: first person + each further person. */
export const povertyLine = (g: { firstPerson: number; eachAdditionalPerson: number }, householdSize: number) =>
  g.firstPerson + (householdSize - 1) * g.eachAdditionalPerson;

/** Income as a whole percentage of the poverty line, rounded down (never rounded into a band it is not in). */
export function fplPercent(
  incomeDollars: number,
  householdSize: number,
  g: { firstPerson: number; eachAdditionalPerson: number },
): number {
  return Math.floor((incomeDollars * 100) / povertyLine(g, householdSize));
}

/** Which common band a percentage falls in: free care, a discount, or above both. */
export function assistanceBand(percent: number): "free" | "discount" | "above" {
  if (percent <= FREE_CARE_COMMON_UP_TO_PERCENT) return "free";
  if (percent <= DISCOUNT_COMMON_UP_TO_PERCENT) return "discount";
  return "above";
}
