/**
 * A bill case's dates as reminders (docs/product.md#bill-check): each is a task the team sees in the
 * tasks tab (due when the reminder goes) and, once due, one email to the member through the outbox.
 */
import { and, asc, eq, isNull, lte, sql, type SQL } from "drizzle-orm";
import { billCases, billDeadlines, emailOutbox, profiles, tasks } from "../../../db/schema";
import { BILL_DEADLINE_LABELS, type BillDeadlineKind } from "../../domain/bills";
import { addDays, todayUtc } from "../../domain/bill-rules";
import type { ServerContext } from "../context.server";
import { enqueueEmailStatement } from "../email/outbox.server";

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
 * The tasks and the deadline rows for a case's dates, to batch with the case's own writes: two statements
 * however many dates, none for a date already past. `userId` may be SQL (the case's owner, read in the batch
 * that writes the case). `rows` are the deadline rows as written, by due date.
 */
export function deadlineWrites(
  server: ServerContext,
  d: {
    caseId: string;
    userId: string | SQL;
    hospitalName: string;
    dates: { kind: BillDeadlineKind; dueDate: string }[];
    now: Date;
  },
) {
  const open = d.dates.filter(({ dueDate }) => dueDate >= todayUtc(d.now));
  const rows: DeadlineRow[] = open
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
  if (!rows.length) return { statements: [], rows };
  const taskRows = rows.map((r) => ({
    id: r.taskId!,
    userId: d.userId,
    createdBy: d.userId,
    taskText: `Bill check, ${d.hospitalName}: ${BILL_DEADLINE_LABELS[r.kind].toLowerCase()} by ${r.dueDate}`,
    dueDate: r.remindAt,
    status: "pending" as const,
    createdAt: d.now,
  }));
  return {
    statements: [server.db.insert(tasks).values(taskRows), server.db.insert(billDeadlines).values(rows)] as const,
    rows,
  };
}

/** The task and the deadline row for one date (see deadlineWrites). */
export function deadlineStatements(
  server: ServerContext,
  d: { caseId: string; userId: string | SQL; hospitalName: string; kind: BillDeadlineKind; dueDate: string; now: Date },
) {
  return deadlineWrites(server, { ...d, dates: [{ kind: d.kind, dueDate: d.dueDate }] }).statements;
}

const EMAIL_WORDS: Record<BillDeadlineKind, (due: string) => string> = {
  itemized_bill: () =>
    "Ask the hospital's billing office for an itemized bill (every code, with its date and amount). Your letter on Care Finder asks for it too.",
  assistance_window: (due) =>
    `The hospital accepts financial assistance applications until ${due} (IRS section 501(r): 240 days after the first bill). Applying does not guarantee help; the hospital decides under its own policy.`,
  dispute_window: (due) =>
    `You can start a patient-provider dispute until ${due} (No Surprises Act: 120 days from the bill; a $25 fee). Starting one does not guarantee a lower bill.`,
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
    .orderBy(asc(billDeadlines.remindAt))
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
        text: [EMAIL_WORDS[d.kind](d.dueDate), "", `Your bill check: ${base}/dashboard/bills/${d.caseId}`].join("\n"),
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
