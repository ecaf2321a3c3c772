/**
 * Who else may pay a bill (docs/product.md#who-else-may-pay): each state's Medicaid limits and charity-care law,
 * generated from ../shared/data/state-coverage.csv (scripts/generate-state-coverage.mjs). A null is a blank cell:
 * not sourced yet, shown as "not checked yet", never a guess (docs/decisions/0051-medicaid-and-state-charity-law.md).
 * Pure and client-safe.
 */
import { BILL_ROUTES as ROUTES, CARE_GROUPS } from "../../db/enums";

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

export { CARE_GROUPS };
export type CareGroup = (typeof CARE_GROUPS)[number];

export const CARE_GROUP_LABELS: Record<CareGroup, string> = {
  adult: "An adult 19–64 without children",
  parent: "A parent or caretaker of a child",
  pregnant: "A pregnant woman",
  child: "A child under 19",
};

/** The same groups as a plural, for "Texas does not cover adults without children". */
export const CARE_GROUP_PLURALS: Record<CareGroup, string> = {
  adult: "adults without children",
  parent: "parents",
  pregnant: "pregnant women",
  child: "children",
};

// prettier-ignore
const STATE_NAMES: Readonly<Record<string, string>> = {
  AK: "Alaska", AL: "Alabama", AR: "Arkansas", AZ: "Arizona", CA: "California", CO: "Colorado", CT: "Connecticut",
  DC: "the District of Columbia", DE: "Delaware", FL: "Florida", GA: "Georgia", HI: "Hawaii", IA: "Iowa", ID: "Idaho",
  IL: "Illinois", IN: "Indiana", KS: "Kansas", KY: "Kentucky", LA: "Louisiana", MA: "Massachusetts", MD: "Maryland",
  ME: "Maine", MI: "Michigan", MN: "Minnesota", MO: "Missouri", MS: "Mississippi", MT: "Montana", NC: "North Carolina",
  ND: "North Dakota", NE: "Nebraska", NH: "New Hampshire", NJ: "New Jersey", NM: "New Mexico", NV: "Nevada",
  NY: "New York", OH: "Ohio", OK: "Oklahoma", OR: "Oregon", PA: "Pennsylvania", RI: "Rhode Island",
  SC: "South Carolina", SD: "South Dakota", TN: "Tennessee", TX: "Texas", UT: "Utah", VA: "Virginia", VT: "Vermont",
  WA: "Washington", WI: "Wisconsin", WV: "West Virginia", WY: "Wyoming",
};

export const stateName = (state: string) => STATE_NAMES[state] ?? state;

/** A state's row, or null for a state the data does not hold (then everything about it is "not checked yet"). */
export function stateCoverage(rows: readonly StateCoverage[], state: string): StateCoverage | null {
  return rows.find((r) => r.state === state) ?? null;
}

/* ---- The state's charity-care law ---- */

/** IRS section 501(r): a non-profit hospital accepts applications for 240 days after the first bill, in every state. */
const FEDERAL_WINDOW_DAYS = 240;

export type Ownership = "non-profit" | "for-profit" | "government" | null;

/** What the law requires at this household's income; "not_checked" where the law's floor was not sourced. */
export type LawRequires = "free" | "discount" | "nothing" | "not_checked";

export type StateLaw =
  | { kind: "not_checked"; state: string }
  | { kind: "none"; state: string }
  | {
      kind: "law";
      state: string;
      /** Chosen by the hospital's state, whoever owns it; only a law written for non-profits leaves the others out. */
      bindsThisHospital: boolean;
      row: StateCoverage;
    };

/** The charity-care law of the hospital's state (never the member's): a public or for-profit hospital is bound too. */
export function stateLawFor(row: StateCoverage | null, hospitalState: string, ownership: Ownership): StateLaw {
  if (!row || row.charityLaw === null) return { kind: "not_checked", state: hospitalState };
  if (!row.charityLaw) return { kind: "none", state: hospitalState };
  const nonProfitOnly = /^non-?profit hospitals/i.test(row.charityHospitals ?? "");
  return { kind: "law", state: hospitalState, bindsThisHospital: !nonProfitOnly || ownership === "non-profit", row };
}

/** Free care at or under the law's free-care limit, a discount at or under its discount limit, else nothing. */
export function lawRequiresAt(row: StateCoverage, percent: number): LawRequires {
  if (row.charityFreeCarePct === null && row.charityDiscountPct === null) return "not_checked";
  if (row.charityFreeCarePct !== null && percent <= row.charityFreeCarePct) return "free";
  if (row.charityDiscountPct !== null && percent <= row.charityDiscountPct) return "discount";
  return "nothing";
}

/**
 * Days to apply after the first bill, or null when no rule sets one: the state law's window for a hospital it binds
 * (a non-profit never below 501(r)'s 240: Illinois's 90 days leave a non-profit's 240 standing), else 240 for a
 * non-profit, else none.
 */
export function applicationWindowDays(law: StateLaw, ownership: Ownership): number | null {
  const nonProfit = ownership === "non-profit";
  if (law.kind === "law" && law.bindsThisHospital) {
    const days = law.row.charityApplyDays;
    if (!nonProfit) return days;
    return Math.max(days ?? FEDERAL_WINDOW_DAYS, FEDERAL_WINDOW_DAYS);
  }
  return nonProfit ? FEDERAL_WINDOW_DAYS : null;
}

/* ---- The order of routes ---- */

/** Who may pay, largest first: Medicaid all of it, free care by law, a discount by law, the hospital's policy, a dispute. */
export type Route = (typeof ROUTES)[number];

export const ROUTE_LABELS: Record<Route, string> = {
  medicaid: "Medicaid likely",
  free_by_law: "Free by state law",
  discount_by_law: "Discount by state law",
  hospital_policy: "Hospital policy",
  price_dispute: "Price dispute",
};

/**
 * The routes open to this bill, in the order above. The hospital's own policy and the price dispute are always
 * open (any hospital may have a policy; any price can be questioned); the others need the screen's answers.
 */
export function routesFor(answers: { medicaidLikely: boolean; lawRequires: LawRequires | null }): Route[] {
  const open = new Set<Route>(["hospital_policy", "price_dispute"]);
  if (answers.medicaidLikely) open.add("medicaid");
  if (answers.lawRequires === "free") open.add("free_by_law");
  if (answers.lawRequires === "discount") open.add("discount_by_law");
  return ROUTES.filter((r) => open.has(r));
}
