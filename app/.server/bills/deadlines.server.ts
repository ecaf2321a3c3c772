/**
 * A bill case's dates as reminders (docs/product.md#bill-check): each is a task the team sees in the
 * tasks tab (due when the reminder goes) and, once due, one email to the member through the outbox.
 */
import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { billCases, billDeadlines, emailOutbox, profiles, tasks } from "../../../db/schema";
import { BILL_DEADLINE_LABELS, type BillDeadlineKind } from "../../domain/bills";
import { addDays, todayUtc } from "../../domain/bill-rules";
import type { ServerContext } from "../context.server";
import { enqueueEmailStatement } from "../email/outbox.server";
import { byThenWritten } from "../insertion-order.server";

/** Reminders for a window go this many days before it closes (or at once, when that is already past). */
const REMIND_DAYS_BEFORE = 30;
const BATCH_LIMIT = 50;

const billDeadlineDedupeKey = (deadlineId: string) => `bill-deadline:${deadlineId}`;

/** When to remind of a date: `REMIND_DAYS_BEFORE` days ahead, never before now; the itemized bill at once. */
function remindAt(kind: BillDeadlineKind, dueDate: string, now: Date): Date {
  if (kind === "itemized_bill") return now;
  const early = new Date(`${addDays(dueDate, -REMIND_DAYS_BEFORE)}T14:00:00Z`);
  return early > now ? early : now;
}

type DeadlineRow = typeof billDeadlines.$inferSelect;

/**
 * A case's dates as the deadline rows and their tasks' words, none for a date already past: the deadline rows
 * by due date, each naming its task (`taskId`), to write with the case's own writes.
 */
export function deadlineRows(d: {
  caseId: string;
  hospitalName: string;
  dates: { kind: BillDeadlineKind; dueDate: string }[];
  now: Date;
}) {
  const rows: DeadlineRow[] = d.dates
    .filter(({ dueDate }) => dueDate >= todayUtc(d.now))
    .map(({ kind, dueDate }) => ({
      id: crypto.randomUUID(),
      caseId: d.caseId,
      kind,
      dueDate,
      remindAt: remindAt(kind, dueDate, d.now),
      taskId: crypto.randomUUID(),
      outboxId: null,
      createdAt: d.now,
    }))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  return rows.map((row) => ({
    row,
    taskText: `Bill check, ${d.hospitalName}: ${BILL_DEADLINE_LABELS[row.kind].toLowerCase()} by ${row.dueDate}`,
  }));
}

/** The task and the deadline row for one date, to batch with the case's own writes; nothing for a date already past. */
export function deadlineStatements(
  server: ServerContext,
  d: { caseId: string; userId: string; hospitalName: string; kind: BillDeadlineKind; dueDate: string; now: Date },
) {
  return deadlineRows({ ...d, dates: [{ kind: d.kind, dueDate: d.dueDate }] }).flatMap(({ row, taskText }) => [
    server.db.insert(tasks).values({
      id: row.taskId!,
      userId: d.userId,
      createdBy: d.userId,
      taskText,
      dueDate: row.remindAt,
      status: "pending",
      createdAt: d.now,
    }),
    server.db.insert(billDeadlines).values(row),
  ]);
}

const EMAIL_WORDS: Record<BillDeadlineKind, (due: string) => string> = {
  itemized_bill: () =>
    "Ask the hospital's billing office for an itemized bill (every code, with its date and amount). Your letter on Care Finder asks for it too.",
  assistance_window: (due) =>
    `The hospital accepts financial assistance applications until ${due} (IRS section 501(r): 240 days after the first bill). Applying does not guarantee help; the hospital decides under its own policy.`,
  dispute_window: (due) =>
    `You can start a patient-provider dispute until ${due} (No Surprises Act: 120 days from the bill; a $25 fee). Starting one does not guarantee a lower bill.`,
  medicaid_application: (due) =>
    `Apply for Medicaid by ${due}: Medicaid may pay this bill only while its month is inside the retroactive window, counted back from the month you apply. Only the state decides whether you are eligible.`,
  state_charity_window: (due) =>
    `Apply to the hospital for financial assistance by ${due}, the window of your state's charity-care law. The hospital decides under that law.`,
};

/**
 * Cron job: one email per due reminder to the member whose case it is. The outbox dedupe key makes a
 * repeated or overlapping run a no-op; the row keeps the outbox id so it is not picked again.
 */
export async function queueBillDeadlineReminders(server: ServerContext, now: Date): Promise<number> {
  const due = await server.db
    .select({
      id: billDeadlines.id,
      kind: billDeadlines.kind,
      dueDate: billDeadlines.dueDate,
      caseId: billCases.id,
      hospitalName: billCases.hospitalName,
      userId: billCases.userId,
      email: profiles.email,
    })
    .from(billDeadlines)
    .innerJoin(billCases, eq(billCases.id, billDeadlines.caseId))
    .innerJoin(profiles, eq(profiles.id, billCases.userId))
    .where(and(lte(billDeadlines.remindAt, now), isNull(billDeadlines.outboxId)))
    .orderBy(...byThenWritten(billDeadlines, billDeadlines.remindAt, "asc"))
    .limit(BATCH_LIMIT);
  const base = server.env.APP_URL.replace(/\/$/, "");
  let queued = 0;
  for (const d of due) {
    const key = billDeadlineDedupeKey(d.id);
    const [inserted] = await server.db.batch([
      enqueueEmailStatement(server, {
        kind: "bill_deadline",
        to: d.email,
        subject: `Your bill from ${d.hospitalName}: ${BILL_DEADLINE_LABELS[d.kind].toLowerCase()} by ${d.dueDate}`,
        text: [
          EMAIL_WORDS[d.kind](d.dueDate),
          "",
          `Your bill check: ${base}/dashboard/bills/${d.caseId}`,
          // The dispute's reminder leads to the summary the member prints and sends.
          ...(d.kind === "dispute_window"
            ? [`Your dispute summary, to print: ${base}/dashboard/bills/${d.caseId}/dispute/summary`]
            : []),
        ].join("\n"),
        dedupeKey: key,
        relatedUserId: d.userId,
      }),
      server.db
        .update(billDeadlines)
        .set({ outboxId: sql`(select ${emailOutbox.id} from ${emailOutbox} where ${emailOutbox.dedupeKey} = ${key})` })
        .where(eq(billDeadlines.id, d.id)),
    ]);
    if (inserted.length > 0) queued++;
  }
  return queued;
}
