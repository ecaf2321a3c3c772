/**
 * The member dashboard's bills (docs/product.md#bill-check): the newest few cases with their deadlines, and
 * the count and "Saved $X so far" summed in SQL, so a member with hundreds of cases costs the dashboard the
 * same one batch (member-dashboard.server.ts reads these beside the guard). /dashboard/bills lists them all.
 */
import { eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../db";
import { billCases, billDeadlines } from "../../../db/schema";
import type { DashboardBills } from "../../domain/bills";
import { toCaseSummaries } from "./cases.server";
import { newestFirst } from "../insertion-order.server";

type CaseRow = typeof billCases.$inferSelect;
type DeadlineRow = typeof billDeadlines.$inferSelect;

/** How many cases the dashboard lists: the newest; the rest are counted ("N more"), never read. */
const DASHBOARD_BILL_CASES = 5;

/** A member's newest cases, as many as the dashboard lists; `userId` may be a subquery (read beside the guard). */
export const memberNewestBillCasesQuery = (db: Database, userId: string | SQL) =>
  db
    .select()
    .from(billCases)
    .where(eq(billCases.userId, userId))
    .orderBy(...newestFirst(billCases, billCases.createdAt))
    .limit(DASHBOARD_BILL_CASES);

/** The deadlines of those newest cases only, for their next-deadline line. */
export const memberNewestBillDeadlinesQuery = (db: Database, userId: string | SQL) =>
  db
    .select()
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

/** A resolved case with a final amount: what `savedCents` (app/domain/bill-rules.ts) counts, in SQL. */
const savedSql = sql`case when ${billCases.status} = 'resolved' and ${billCases.finalAmountCents} is not null
  then max(0, ${billCases.billedCents} - ${billCases.finalAmountCents}) end`;

/**
 * Over all of a member's cases, in SQL (a member may have hundreds): how many there are, how many are
 * resolved with a final amount, and what those saved ("Saved $X so far").
 */
export const memberBillTotalsQuery = (db: Database, userId: string | SQL) =>
  db
    .select({
      cases: sql<number>`count(*)`.mapWith(Number),
      resolved: sql<number>`count(${savedSql})`.mapWith(Number),
      savedCents: sql<number>`coalesce(sum(${savedSql}), 0)`.mapWith(Number),
    })
    .from(billCases)
    .where(eq(billCases.userId, userId));

/** The dashboard's bills: the newest cases with their next deadline, and the totals over every case. */
export function toDashboardBills(
  rows: CaseRow[],
  deadlines: DeadlineRow[],
  totals: { cases: number; resolved: number; savedCents: number } | undefined,
): DashboardBills {
  return {
    cases: toCaseSummaries(rows, deadlines),
    more: Math.max(0, (totals?.cases ?? 0) - rows.length),
    saved_cents: totals?.resolved ? totals.savedCents : null,
  };
}
