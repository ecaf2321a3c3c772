/**
 * The charity-care screen (IRS section 501(r)): the household's share of the federal poverty level,
 * whether the hospital owes a financial assistance policy, and the 240-day "Apply by" date.
 * Nothing typed here is stored: income and household size answer the page and are gone.
 */
import type * as v from "valibot";
import { type charityScreenSchema } from "../../domain/charity-screen";
import {
  applyByDate,
  assistanceBand,
  fplPercent,
  povertyGuideline,
  povertyLine,
  regionForState,
} from "../../domain/bill-rules";
import { POVERTY_GUIDELINE_SOURCES, POVERTY_GUIDELINES } from "../../domain/fpl.generated";
import type { ServerContext } from "../context.server";
import { getBillCaseRow, type BillViewer } from "./cases.server";
import { findHospital, type HospitalOwnership } from "./hospital.server";

export type CharityHospital = {
  caseId: string;
  hospitalName: string;
  hospitalState: string;
  ownership: HospitalOwnership;
  /** The first bill's date (else the date of service) + 240 days. */
  applyBy: string;
  countedFrom: string;
  countedFromServiceDate: boolean;
};

export type CharityScreen = {
  year: number;
  source: string;
  householdSize: number;
  povertyLine: number;
  percent: number;
  band: "free" | "discount" | "above";
};

export async function charityHospital(
  server: ServerContext,
  viewer: BillViewer,
  caseId: string,
): Promise<CharityHospital> {
  const row = await getBillCaseRow(server, viewer, caseId);
  const hospital = await findHospital(server, row.ccn);
  const countedFrom = row.billDate ?? row.serviceDate;
  return {
    caseId: row.id,
    hospitalName: row.hospitalName,
    hospitalState: row.hospitalState,
    ownership: hospital?.ownership ?? null,
    applyBy: applyByDate(countedFrom),
    countedFrom,
    countedFromServiceDate: row.billDate === null,
  };
}

/** The household's percentage of the poverty line, from the newest complete guideline for its state's region. */
export function screenHousehold(input: v.InferOutput<typeof charityScreenSchema>): CharityScreen {
  const { household_size, income, state } = input;
  const guideline = povertyGuideline(POVERTY_GUIDELINES, regionForState(state));
  if (!guideline) throw new Error("No complete poverty guideline"); // the generated data always has one
  const percent = fplPercent(income, household_size, guideline);
  return {
    year: guideline.year,
    source: POVERTY_GUIDELINE_SOURCES[guideline.source] ?? guideline.source,
    householdSize: household_size,
    povertyLine: povertyLine(guideline, household_size),
    percent,
    band: assistanceBand(percent),
  };
}
