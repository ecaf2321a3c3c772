/**
 * A bill case as the pages and /api/bills show it (docs/product.md#bill-check): amounts in cents,
 * null where our data has no figure. Every bill type lives here; the forms that make a case are in ./bills.ts,
 * which imports these types (never the other way round).
 */
import type { BILL_COVERAGES, BILL_DEADLINE_KINDS, BILL_ROUTES, BILL_STATUSES } from "../../db/enums";
import type { CheckedShare, PriceStatus } from "./bill-rules";

export type BillStatus = (typeof BILL_STATUSES)[number];
type BillCoverage = (typeof BILL_COVERAGES)[number];
export type BillDeadlineKind = (typeof BILL_DEADLINE_KINDS)[number];

/** One line as pages and the API show it (cents; null where the data has no figure). */
export type BillLineView = {
  id: string;
  code: string;
  description: string;
  units: number;
  billed_cents: number;
  procedure_slug: string | null;
  posted_cents: number | null;
  fair_low_cents: number | null;
  fair_high_cents: number | null;
  medicare_cents: number | null;
  above_posted_cents: number;
  above_fair: boolean;
  duplicate: boolean;
  /** Whether the hospital posts a cash price for the code: "not_posted" is a finding, the letter asks for it. */
  price_status: PriceStatus;
  possible_saving_cents: number;
};

/** A read line we could not price, as pages and the API show it. */
export type UnmatchedLineView = { description: string; amount_cents: number };

export type BillDeadlineView = { kind: BillDeadlineKind; label: string; due_date: string };

export type BillCaseSummary = {
  id: string;
  ccn: string;
  hospital_name: string;
  service_date: string;
  status: BillStatus;
  billed_cents: number;
  posted_total_cents: number;
  possible_saving_cents: number;
  final_amount_cents: number | null;
  saved_cents: number | null;
  /** Resolved and saved nothing (the review-fee refund's seam). */
  saved_nothing: boolean;
  next_deadline: BillDeadlineView | null;
  created_at: string;
};

export type BillCaseView = BillCaseSummary & {
  hospital_city: string;
  hospital_state: string;
  bill_date: string | null;
  coverage: BillCoverage;
  document_id: string | null;
  /** "We'll read it for you": the member sent the bill's file and the team has not entered its lines yet. */
  team_reading: boolean;
  posted_lines: number;
  counted_lines: number;
  lines: BillLineView[];
  /** Read lines we could not match to a code: shown as "Not matched", never priced (./bill-unmatched.ts). */
  unmatched: UnmatchedLineView[];
  /** How much of the bill the hospital's own posted prices checked: "We checked 9 of 10 lines, $8,700 of $9,000". */
  checked: CheckedShare;
  deadlines: BillDeadlineView[];
};

/** The member dashboard's bills: the newest cases, how many older ones are not listed, and what resolved cases saved. */
export type DashboardBills = {
  cases: BillCaseSummary[];
  more: number;
  /** Over every case resolved with a final amount; null while none is. */
  saved_cents: number | null;
};

/** One row of the admin dashboard's Bills tab. */
export type AdminBillRow = {
  id: string;
  user_id: string;
  member_name: string | null;
  member_email: string;
  hospital_name: string;
  billed_cents: number;
  posted_total_cents: number;
  possible_saving_cents: number;
  status: BillStatus;
  final_amount_cents: number | null;
  saved_cents: number | null;
  /** The largest route the member's kept "Could Medicaid pay" answers gave; null where none were kept. */
  route: (typeof BILL_ROUTES)[number] | null;
  created_at: string;
};

/** What both a member's case and a visitor's check show: the totals and each line, in plain words first. */
export type BillFindingsData = {
  billed_cents: number;
  posted_total_cents: number;
  posted_lines: number;
  counted_lines: number;
  possible_saving_cents: number;
  checked: CheckedShare;
  lines: BillLineView[];
  /** The member's case keeps them; a visitor's check shows none. */
  unmatched?: UnmatchedLineView[];
};

/** A hospital as the bill form offers it: its CMS number and the name, city and state a person picks it by. */
export type HospitalOption = { ccn: string; name: string; city: string; state: string };
