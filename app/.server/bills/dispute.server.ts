/**
 * What a patient-provider dispute needs, for its page and its printable summary (docs/product.md#bill-check),
 * and the reminder of its deadline: the same deadline row, outbox email and team task as every bill date
 * (`deadlineStatements`; the cron's `queueBillDeadlineReminders` sends the email and writes the task, ADR 0082).
 * Nothing is filed from here.
 */
import { and, desc, eq } from "drizzle-orm";
import { billDeadlines } from "../../../db/schema";
import { todayUtc } from "../../domain/bill-rules";
import { auditStatement } from "../audit.server";
import type { ServerContext } from "../context.server";
import { ServiceError } from "../errors.server";
import type { BillViewer } from "./cases.server";
import { deadlineStatements } from "./deadlines.server";
import { getEstimates, type EstimatesView } from "./estimates.server";

/** The reminder of the dispute's deadline: the day its email goes (or went), "YYYY-MM-DD". */
type DisputeReminder = { remindOn: string; emailed: boolean };

export type DisputeView = EstimatesView & {
  /** Null when none is set for today's deadline (none asked for yet, or the deadline moved). */
  reminder: DisputeReminder | null;
  /** The 120 days are over: nothing to remind of. */
  deadlinePassed: boolean;
};

async function reminderFor(server: ServerContext, caseId: string, dueDate: string): Promise<DisputeReminder | null> {
  const row = await server.db
    .select({ remindAt: billDeadlines.remindAt, outboxId: billDeadlines.outboxId })
    .from(billDeadlines)
    .where(
      and(
        eq(billDeadlines.caseId, caseId),
        eq(billDeadlines.kind, "dispute_window"),
        eq(billDeadlines.dueDate, dueDate),
      ),
    )
    .orderBy(desc(billDeadlines.createdAt), desc(billDeadlines.id))
    .get();
  return row ? { remindOn: todayUtc(row.remindAt), emailed: row.outboxId !== null } : null;
}

/** The dispute page's and the summary's figures, dates and reminder; another member's case is a 404. */
export async function getDisputeView(server: ServerContext, viewer: BillViewer, caseId: string): Promise<DisputeView> {
  const view = await getEstimates(server, viewer, caseId);
  return {
    ...view,
    reminder: view.canDispute ? await reminderFor(server, caseId, view.disputeBy) : null,
    deadlinePassed: view.disputeBy < todayUtc(),
  };
}

/**
 * "Remind me before the deadline": the dispute's date as a deadline row and, 30 days before it, an email through the
 * outbox with the team's task. Asking again once it is set changes nothing.
 */
export async function setDisputeReminder(server: ServerContext, viewer: BillViewer, caseId: string): Promise<void> {
  // The view reads the case as the viewer may (another member's case is a 404).
  const view = await getDisputeView(server, viewer, caseId);
  if (!view.canDispute) throw ServiceError.refusing(400, { code: "disputeDoesNotApply" });
  if (view.deadlinePassed) throw ServiceError.refusing(400, { code: "disputeDeadlinePassed" });
  if (view.reminder) return;
  await server.db.batch([
    auditStatement(server, {
      action: "bill.dispute_reminder_set",
      actorId: viewer.id,
      targetType: "bill_case",
      targetId: caseId,
      details: { dueDate: view.disputeBy },
    }),
    ...deadlineStatements(server, {
      caseId,
      kind: "dispute_window",
      dueDate: view.disputeBy,
      now: new Date(),
    }),
  ]);
}
