/**
 * What an estimate covers, in plain words (pure). The catalog notes were written
 * for the doctor's fee alone; for facility procedures their "excludes facility"
 * clauses are replaced by the parts the all-in estimate adds.
 */
import type { FacilityComponents, Setting } from "./engine";

export type Coverage = {
  /** What the procedure is (the catalog notes, minus fee-scope clauses the estimate now covers). */
  description: string | null;
  includes: string[];
  excludes: string[];
};

const FACILITY_FEE: Record<Setting, string> = {
  office: "",
  asc: "the surgery center's fee",
  hopd: "the hospital outpatient department's fee",
  inpatient: "the hospital stay",
};

// Clauses about which fees the doctor's figure leaves out: true of the old figure, not of the all-in one.
const FEE_SCOPE =
  /surgeon fee only|excludes facility|facility fee extra|medicare figure is|billed separately|professional fee only/i;

export function describeCoverage(notes: string | null, facility: FacilityComponents | null | undefined): Coverage {
  const clauses = (notes ?? "")
    .split(/;\s*/)
    .map((c) => c.trim())
    .filter(Boolean);
  const pathologyExtra = clauses.some((c) => /patholog/i.test(c));
  const excludes: string[] = [];

  if (!facility) {
    if (pathologyExtra) excludes.push("pathology (the lab's review of any tissue taken)");
    return {
      description: clauses.length ? clauses.join("; ") : null,
      includes: ["the whole service at an independent center or office (equipment, staff and the doctor's fee)"],
      excludes,
    };
  }

  const kept = clauses.filter((c) => !FEE_SCOPE.test(c) && !/^excludes /i.test(c));
  const includes = [facility.setting === "inpatient" ? "the doctor's fee for the procedure" : "the doctor's fee"];
  if (facility.facilityCents !== null) includes.push(FACILITY_FEE[facility.setting]);
  else excludes.push(`${FACILITY_FEE[facility.setting]} (no public figure for it in our data)`);
  if (facility.anesthesiaCents !== null) {
    includes.push("anesthesia (its base fee)");
    excludes.push("anesthesia time, which is billed by the minute");
  } else {
    excludes.push("anesthesia, if you need it");
  }
  if (pathologyExtra) excludes.push("pathology (the lab's review of any tissue taken)");
  return { description: kept.length ? kept.join("; ") : null, includes, excludes };
}
