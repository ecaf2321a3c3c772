/**
 * A member's bill cases as "Download my data" gives them (docs/product.md#bill-check): each case with
 * its lines as checked, its Good Faith Estimates, its deadlines and the "Could Medicaid pay" answers kept. Deleting the account removes them
 * with the profile (bill_cases cascade from profiles; the lines' row, estimates and deadlines from the case).
 */
import { asc, eq } from "drizzle-orm";
import { billCaseLines, billCases, billCoverageAnswers, billDeadlines, billEstimates } from "../../../db/schema";
import type { ServerContext } from "../context.server";
import { byThenWritten, newestFirst } from "../insertion-order.server";
import { readLines } from "./line-json.server";

export async function exportBillCases(server: ServerContext, userId: string) {
  const { db } = server;
  const [cases, lines, estimates, deadlines, answers] = await db.batch([
    db
      .select()
      .from(billCases)
      .where(eq(billCases.userId, userId))
      .orderBy(...newestFirst(billCases, billCases.createdAt)),
    db
      .select({ caseId: billCaseLines.caseId, lines: billCaseLines.lines })
      .from(billCaseLines)
      .innerJoin(billCases, eq(billCases.id, billCaseLines.caseId))
      .where(eq(billCases.userId, userId)),
    db
      .select({ estimate: billEstimates })
      .from(billEstimates)
      .innerJoin(billCases, eq(billCases.id, billEstimates.caseId))
      .where(eq(billCases.userId, userId))
      .orderBy(asc(billEstimates.position)),
    db
      .select({ kind: billDeadlines.kind, dueDate: billDeadlines.dueDate, caseId: billDeadlines.caseId })
      .from(billDeadlines)
      .innerJoin(billCases, eq(billCases.id, billDeadlines.caseId))
      .where(eq(billCases.userId, userId))
      .orderBy(...byThenWritten(billDeadlines, billDeadlines.dueDate, "asc")),
    db
      .select({ answer: billCoverageAnswers })
      .from(billCoverageAnswers)
      .innerJoin(billCases, eq(billCases.id, billCoverageAnswers.caseId))
      .where(eq(billCases.userId, userId)),
  ]);
  return cases.map(({ userId: _owner, ...bill }) => ({
    ...bill,
    lines: readLines(lines.find((l) => l.caseId === bill.id)?.lines),
    goodFaithEstimates: estimates
      .filter((e) => e.estimate.caseId === bill.id)
      .map(({ estimate: { provider, estimateCents, billedCents } }) => ({ provider, estimateCents, billedCents })),
    deadlines: deadlines.filter((d) => d.caseId === bill.id).map(({ kind, dueDate }) => ({ kind, dueDate })),
    coverageAnswers:
      answers.filter((a) => a.answer.caseId === bill.id).map(({ answer: { caseId: _c, ...answer } }) => answer)[0] ??
      null,
  }));
}

/** How many cases an account deletion removes (the audit entry keeps counts only). */
export async function countBillCases(server: ServerContext, userId: string): Promise<number> {
  return (await server.db.select({ id: billCases.id }).from(billCases).where(eq(billCases.userId, userId))).length;
}
