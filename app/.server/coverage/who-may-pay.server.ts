/**
 * Who else may pay this bill (docs/product.md#who-else-may-pay): Medicaid for the household's state, the charity-care
 * law of the hospital's state, and the routes largest first, each with its deadline. The same answer for the case
 * page, the charity screen, the application letter and /api/bills/:id/coverage. Nothing typed is stored.
 */
import { addDays, todayUtc } from "../../domain/bill-rules";
import type { CoverageScreenInput } from "../../domain/coverage";
import {
  applicationWindowDays,
  lawRequiresAt,
  ROUTE_LABELS,
  routesFor,
  stateCoverage,
  stateLawFor,
  stateName,
  type LawRequires,
  type Route,
} from "../../domain/coverage-rules";
import { medicaidApplyBy, type MedicaidAnswer } from "../../domain/medicaid-rules";
import { STATE_COVERAGE } from "../../domain/state-coverage.generated";
import { charityHospital, type CharityHospital, type CharityScreen } from "../bills/charity.server";
import { getBillCase, type BillViewer } from "../bills/cases.server";
import type { ServerContext } from "../context.server";
import { medicaidFor } from "./medicaid.server";

/** The hospital's state's charity-care law, as the pages say it; null fields were not checked. */
export type LawView = {
  state: string;
  stateName: string;
  kind: "law" | "none" | "not_checked";
  name: string | null;
  link: string | null;
  bindsThisHospital: boolean;
  hospitals: string | null;
  freeCarePct: number | null;
  discountPct: number | null;
  windowDays: number | null;
  applyBy: string | null;
  residency: string | null;
  insured: string | null;
  notes: string | null;
};

export type MedicaidView = {
  state: string;
  stateName: string;
  answer: MedicaidAnswer;
  /** "Apply for Medicaid by": null when the state's months were not checked. */
  applyBy: string | null;
  passed: boolean;
};

export type RouteView = { route: Route; label: string; deadline: string | null };

export type WhoMayPay = {
  hospital: CharityHospital;
  billedCents: number;
  law: LawView;
  screen: (CharityScreen & { group: CoverageScreenInput["group"]; income: number }) | null;
  medicaid: MedicaidView | null;
  lawRequires: LawRequires | null;
  routes: RouteView[];
};

function lawView(hospital: CharityHospital): LawView {
  const row = stateCoverage(STATE_COVERAGE, hospital.hospitalState);
  const law = stateLawFor(row, hospital.hospitalState, hospital.ownership);
  const windowDays = applicationWindowDays(law, hospital.ownership);
  const withLaw = law.kind === "law" ? law.row : null;
  return {
    state: hospital.hospitalState,
    stateName: stateName(hospital.hospitalState),
    kind: law.kind,
    name: withLaw?.charityLawName ?? null,
    link: withLaw?.charitySource ?? null,
    bindsThisHospital: law.kind === "law" && law.bindsThisHospital,
    hospitals: withLaw?.charityHospitals ?? null,
    freeCarePct: withLaw?.charityFreeCarePct ?? null,
    discountPct: withLaw?.charityDiscountPct ?? null,
    windowDays,
    applyBy: windowDays === null ? null : addDays(hospital.countedFrom, windowDays),
    residency: withLaw?.charityResidencyRequired ?? null,
    insured: withLaw?.charityInsuredEligible ?? null,
    notes: row?.notes ?? null,
  };
}

export async function whoMayPay(
  server: ServerContext,
  viewer: BillViewer,
  caseId: string,
  input: CoverageScreenInput | null,
  today = todayUtc(),
): Promise<WhoMayPay> {
  const [hospital, bill] = await Promise.all([
    charityHospital(server, viewer, caseId),
    getBillCase(server, viewer, caseId),
  ]);
  const law = lawView(hospital);
  const check = input ? medicaidFor(input) : null;
  const screen = input && check ? { ...check.screen, group: input.group, income: input.income } : null;
  let medicaid: MedicaidView | null = null;
  let lawRequires: LawRequires | null = null;
  if (input && check && screen) {
    const applyBy = medicaidApplyBy(check.row, input.group, bill.service_date);
    medicaid = {
      state: input.state,
      stateName: stateName(input.state),
      answer: check.answer,
      applyBy,
      passed: applyBy !== null && applyBy < today,
    };
    lawRequires = lawRequiresFor(law, screen.percent);
  }
  const medicaidLikely = medicaid?.answer.kind === "likely" && !medicaid.passed;
  const disputeBy = bill.deadlines.find((d) => d.kind === "dispute_window")?.due_date ?? null;
  const deadlines: Record<Route, string | null> = {
    medicaid: medicaid?.applyBy ?? null,
    free_by_law: law.applyBy,
    discount_by_law: law.applyBy,
    hospital_policy: hospital.ownership === "non-profit" ? hospital.applyBy : null,
    price_dispute: disputeBy,
  };
  const routes = routesFor({ medicaidLikely, lawRequires }).map((route) => ({
    route,
    label: ROUTE_LABELS[route],
    deadline: deadlines[route],
  }));
  return { hospital, billedCents: bill.billed_cents, law, screen, medicaid, lawRequires, routes };
}

/** What the hospital's state law requires at this percentage, for a hospital it binds; null where it binds none. */
export function lawRequiresFor(law: LawView, percent: number): LawRequires | null {
  const row = stateCoverage(STATE_COVERAGE, law.state);
  return law.bindsThisHospital && row ? lawRequiresAt(row, percent) : null;
}
