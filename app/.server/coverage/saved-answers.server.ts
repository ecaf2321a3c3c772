/**
 * "Remind me of these dates": the member keeps their answers to "Could Medicaid pay this bill?" (only what they typed,
 * and the largest route it gave), and the Medicaid date and the state law's window become reminders through the same
 * tasks, cron and outbox as the bill's other dates (./../bills/deadlines.server.ts). A new answer replaces the old one
 * and its reminders not yet sent. The team's Bills tab reads the route (docs/product.md#who-else-may-pay).
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import { billCoverageAnswers, billDeadlines, tasks } from "../../../db/schema";
import type { CoverageScreenInput } from "../../domain/coverage";
import type { BillDeadlineKind } from "../../domain/bills";
import { auditStatement } from "../audit.server";
import { getBillCaseRow, type BillViewer } from "../bills/cases.server";
import { deadlineStatements } from "../bills/deadlines.server";
import type { ServerContext } from "../context.server";
import { ServiceError } from "../errors.server";
import { whoMayPay, type WhoMayPay } from "./who-may-pay.server";

const COVERAGE_KINDS: BillDeadlineKind[] = ["medicaid_application", "state_charity_window"];

/** The dates the answer sets: Medicaid's where it likely pays, the state law's window where it requires help. */
function coverageDates(who: WhoMayPay): { kind: BillDeadlineKind; dueDate: string }[] {
  const dates: { kind: BillDeadlineKind; dueDate: string }[] = [];
  const medicaid = who.routes.find((r) => r.route === "medicaid");
  if (medicaid?.deadline) dates.push({ kind: "medicaid_application", dueDate: medicaid.deadline });
  const byLaw = who.routes.find((r) => r.route === "free_by_law" || r.route === "discount_by_law");
  if (byLaw?.deadline) dates.push({ kind: "state_charity_window", dueDate: byLaw.deadline });
  return dates;
}

export async function saveCoverageAnswers(
  server: ServerContext,
  viewer: BillViewer,
  caseId: string,
  input: CoverageScreenInput,
  now = new Date(),
): Promise<WhoMayPay> {
  const row = await getBillCaseRow(server, viewer, caseId);
  if (row.userId !== viewer.id) throw ServiceError.refusing(403, { code: "answersOwnerOnly" });
  const who = await whoMayPay(server, viewer, caseId, input, now.toISOString().slice(0, 10));
  const unsent = await server.db
    .select({ id: billDeadlines.id, taskId: billDeadlines.taskId })
    .from(billDeadlines)
    .where(
      and(
        eq(billDeadlines.caseId, caseId),
        inArray(billDeadlines.kind, COVERAGE_KINDS),
        isNull(billDeadlines.outboxId),
      ),
    );
  const taskIds = unsent.flatMap((d) => (d.taskId ? [d.taskId] : []));
  await server.db.batch([
    server.db.delete(billCoverageAnswers).where(eq(billCoverageAnswers.caseId, caseId)),
    server.db.insert(billCoverageAnswers).values({
      caseId,
      householdSize: input.household_size,
      incomeDollars: input.income,
      state: input.state,
      careGroup: input.group,
      route: who.routes[0].route,
    }),
    server.db.delete(billDeadlines).where(
      inArray(
        billDeadlines.id,
        unsent.map((d) => d.id),
      ),
    ),
    server.db.delete(tasks).where(inArray(tasks.id, taskIds)),
    ...coverageDates(who).flatMap((d) => deadlineStatements(server, { caseId, ...d, now })),
    auditStatement(server, {
      action: "bill.coverage_saved",
      actorId: viewer.id,
      targetType: "bill_case",
      targetId: caseId,
      details: { route: who.routes[0].route },
    }),
  ]);
  return who;
}

/** The answers the member kept, as the screen gives them today (the team's case page); null where none were kept. */
export async function keptAnswers(
  server: ServerContext,
  viewer: BillViewer,
  caseId: string,
): Promise<WhoMayPay | null> {
  await getBillCaseRow(server, viewer, caseId);
  const kept = await server.db.select().from(billCoverageAnswers).where(eq(billCoverageAnswers.caseId, caseId)).get();
  if (!kept) return null;
  return whoMayPay(server, viewer, caseId, {
    household_size: kept.householdSize,
    income: kept.incomeDollars,
    state: kept.state as CoverageScreenInput["state"],
    group: kept.careGroup,
  });
}
