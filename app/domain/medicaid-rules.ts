/**
 * "Could Medicaid pay this bill?" (docs/product.md#who-else-may-pay): the household's share of the poverty line
 * against the state's limit for who needs care, and the last day to apply while the bill's month of service is still
 * inside the retroactive window. Pure and client-safe; the state rows come from ./state-coverage.generated.ts.
 */
import { CARE_GROUP_PLURALS, stateName, type CareGroup, type StateCoverage } from "./coverage-rules";

/** 42 CFR 435.915(a): Medicaid pays from the third month before the month of application. */
const FEDERAL_RETROACTIVE_MONTHS = 3;
/** H.R. 1 (2025): for applications from this date, 1 month before for expansion adults and 2 for everyone else. */
const HR1_RETROACTIVE_FROM = "2027-01-01";
const HR1_EXPANSION_ADULT_MONTHS = 1;
const HR1_OTHER_MONTHS = 2;

export type MedicaidAnswer =
  | { kind: "likely"; limit: number }
  | { kind: "likely_not"; limit: number; why: string }
  | { kind: "not_known"; why: string };

/** Likely when the household's percentage is at or under the state's limit for the group; a blank limit is not known. */
export function medicaidEligibility(
  row: StateCoverage | null,
  state: string,
  group: CareGroup,
  percent: number,
): MedicaidAnswer {
  const name = stateName(state);
  const limit = row?.limits[group] ?? null;
  if (limit === null)
    return {
      kind: "not_known",
      why: `We have not checked ${name}'s Medicaid limit for ${CARE_GROUP_PLURALS[group]} yet.`,
    };
  if (limit === 0) {
    const expansion = row?.medicaidExpansion === false ? " (it has not expanded Medicaid)" : "";
    return { kind: "likely_not", limit, why: `${name} does not cover ${CARE_GROUP_PLURALS[group]}${expansion}.` };
  }
  if (percent <= limit) return { kind: "likely", limit };
  return {
    kind: "likely_not",
    limit,
    why: `${name} covers ${CARE_GROUP_PLURALS[group]} up to ${limit} % of the poverty line; your household is at ${percent} %.`,
  };
}

/** Expansion adults: adults 19–64 (and parents) in a state that expanded Medicaid; 1 month back from 2027. */
const isExpansionAdult = (row: StateCoverage, group: CareGroup) =>
  row.medicaidExpansion === true && (group === "adult" || group === "parent");

/**
 * How many months before the application month Medicaid pays, for an application on `applicationDate`: the state's
 * months (a waiver may cut them; blank is not known), and from 2027-01-01 never more than H.R. 1 allows.
 */
export function retroactiveMonths(row: StateCoverage | null, group: CareGroup, applicationDate: string): number | null {
  if (!row || row.retroactiveMonths === null) return null;
  if (applicationDate < HR1_RETROACTIVE_FROM) return row.retroactiveMonths;
  const cap = isExpansionAdult(row, group) ? HR1_EXPANSION_ADULT_MONTHS : HR1_OTHER_MONTHS;
  return Math.min(row.retroactiveMonths, cap);
}

const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
const firstDay = (index: number) =>
  new Date(Date.UTC(Math.floor(index / 12), index % 12, 1)).toISOString().slice(0, 10);
const lastDay = (index: number) =>
  new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).toISOString().slice(0, 10);

/**
 * "Apply for Medicaid by": the last day of the latest application month whose retroactive window, under the rule in
 * force in that month, still reaches the month of service. Null when the state's months are not known.
 */
export function medicaidApplyBy(row: StateCoverage | null, group: CareGroup, serviceDate: string): string | null {
  const service = monthIndex(serviceDate);
  for (let gap = FEDERAL_RETROACTIVE_MONTHS; gap >= 0; gap--) {
    const months = retroactiveMonths(row, group, firstDay(service + gap));
    if (months === null) return null;
    if (gap <= months) return lastDay(service + gap);
  }
  return null;
}
