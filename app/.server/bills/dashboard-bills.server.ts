/**
 * The member dashboard's bills (docs/product.md#bill-check): the newest few cases with their deadlines, and
 * the count and "Saved $X so far" kept in one row per member, so a member with thousands of cases costs the
 * dashboard the same one batch (member-dashboard.server.ts reads these beside the guard). /dashboard/bills lists them all.
 */
import { eq, inArray, type SQL } from "drizzle-orm";
import type { Database } from "../../../db";
import { billCases, billDeadlines, memberBillTotals } from "../../../db/schema";
import type { DashboardBills } from "../../domain/bills";
import type { CaseSummaryRow, DeadlineSummaryRow } from "./case-views.server";
import { toCaseSummaries } from "./cases.server";
import { newestFirst } from "../insertion-order.server";

/**
 * The columns a case's summary takes (`toCaseSummary`), and its deadlines' with the case they belong to: not
 * the long text (the unmatched lines' JSON, the address, the notes) a case row holds and the dashboard never shows.
 */
const SUMMARY_COLUMNS = {
  id: billCases.id,
  ccn: billCases.ccn,
  hospitalName: billCases.hospitalName,
  serviceDate: billCases.serviceDate,
  status: billCases.status,
  billedCents: billCases.billedCents,
  postedTotalCents: billCases.postedTotalCents,
  possibleSavingCents: billCases.possibleSavingCents,
  finalAmountCents: billCases.finalAmountCents,
  createdAt: billCases.createdAt,
} satisfies { [K in keyof CaseSummaryRow]: unknown };
const DEADLINE_COLUMNS = {
  caseId: billDeadlines.caseId,
  kind: billDeadlines.kind,
  dueDate: billDeadlines.dueDate,
} satisfies { [K in keyof DeadlineSummaryRow | "caseId"]: unknown };

/** How many cases the dashboard lists: the newest; the rest are counted ("N more"), never read. */
const DASHBOARD_BILL_CASES = 5;

/** A member's newest cases, as many as the dashboard lists; `userId` may be a subquery (read beside the guard). */
export const memberNewestBillCasesQuery = (db: Database, userId: string | SQL) =>
  db
    .select(SUMMARY_COLUMNS)
    .from(billCases)
    .where(eq(billCases.userId, userId))
    .orderBy(...newestFirst(billCases, billCases.createdAt))
    .limit(DASHBOARD_BILL_CASES);

/** The deadlines of those newest cases only, for their next-deadline line. */
export const memberNewestBillDeadlinesQuery = (db: Database, userId: string | SQL) =>
  db
    .select(DEADLINE_COLUMNS)
    .from(billDeadlines)
    .where(
      inArray(
        billDeadlines.caseId,
        db
          .select({ id: billCases.id })
          .from(billCases)
          .where(eq(billCases.userId, userId))
          .orderBy(...newestFirst(billCases, billCases.createdAt))
          .limit(DASHBOARD_BILL_CASES),
      ),
    );

/**
 * Over all of a member's cases (a member may have thousands): how many there are, how many are resolved with a
 * final amount, and what those saved ("Saved $X so far"). One row, kept by triggers as the cases change
 * (migrations/0034_member_bill_totals.sql), so the dashboard's cost does not grow with the member's history;
 * no row: no cases.
 */
export const memberBillTotalsQuery = (db: Database, userId: string | SQL) =>
  db
    .select({
      cases: memberBillTotals.cases,
      resolved: memberBillTotals.resolved,
      savedCents: memberBillTotals.savedCents,
    })
    .from(memberBillTotals)
    .where(eq(memberBillTotals.userId, userId));

/** The dashboard's bills: the newest cases with their next deadline, and the totals over every case. */
export function toDashboardBills(
  rows: CaseSummaryRow[],
  deadlines: DeadlineSummaryRow[],
  totals: { cases: number; resolved: number; savedCents: number } | undefined,
): DashboardBills {
  return {
    cases: toCaseSummaries(rows, deadlines),
    more: Math.max(0, (totals?.cases ?? 0) - rows.length),
    saved_cents: totals?.resolved ? totals.savedCents : null,
  };
}
