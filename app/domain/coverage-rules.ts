/**
 * Who else may pay a bill (docs/product.md#who-else-may-pay): each state's Medicaid limits and charity-care law,
 * generated from ../shared/data/state-coverage.csv (scripts/generate-state-coverage.mjs). A null is a blank cell:
 * not sourced yet, shown as "not checked yet", never a guess (docs/decisions/0051-medicaid-and-state-charity-law.md).
 * Pure and client-safe.
 */

/** One state's row. Percentages are of the federal poverty line. */
export type StateCoverage = {
  state: string;
  medicaidExpansion: boolean | null;
  limits: Record<CareGroup, number | null>;
  limitsAsOf: string | null;
  /** Months before the application month Medicaid pays for (federal default 3; a waiver may cut it). */
  retroactiveMonths: number | null;
  retroactiveNote: string | null;
  retroactiveSource: string | null;
  /** true: a state law sets a duty on hospitals' bills for low-income patients; false: none; null: not checked. */
  charityLaw: boolean | null;
  charityFreeCarePct: number | null;
  charityDiscountPct: number | null;
  charityHospitals: string | null;
  /** The state law's application window in days; where there is no law, the federal 240 (non-profits only). */
  charityApplyDays: number | null;
  charityResidencyRequired: string | null;
  charityInsuredEligible: string | null;
  charityLawName: string | null;
  charitySource: string | null;
  notes: string | null;
};

export type StateCoverageSource = { id: string; title: string; publisher: string; url: string; date: string };

/** Who needs care: an adult 19–64 without children, a parent, a pregnant woman, a child. */
export const CARE_GROUPS = ["adult", "parent", "pregnant", "child"] as const;
export type CareGroup = (typeof CARE_GROUPS)[number];
