/**
 * A bill case's dates as reminders (docs/product.md#bill-check): each is a task the team sees in the
 * tasks tab (due when the reminder goes) and, once due, one email to the member through the outbox.
 */
import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { billCases, billDeadlines, emailOutbox, profiles, tasks } from "../../../db/schema";
import { BILL_DEADLINE_LABELS, type BillDeadlineKind } from "../../domain/bills";
import { addDays, todayUtc } from "../../domain/bill-rules";
import { formatCalendarDate } from "../../format/dates";
import { en } from "../../i18n/bill-reminders/en";
import { es } from "../../i18n/bill-reminders/es";
import { wordsIn } from "../../i18n/pick";
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

/** A reminder's subject and text in the member's language; the dispute's reminder leads to the summary to print. */
function reminderEmail(
  d: { kind: BillDeadlineKind; dueDate: string; caseId: string; hospitalName: string; language: string | null },
  base: string,
) {
  const w = wordsIn(d.language, { en, es });
  const due = formatCalendarDate(d.dueDate, d.language ?? "en");
  const check = `${base}/dashboard/bills/${d.caseId}`;
  return {
    subject: w.subject(d.hospitalName, w.kinds[d.kind], due),
    text: [
      w.body[d.kind](due),
      "",
      w.check(check),
      ...(d.kind === "dispute_window" ? [w.summary(`${check}/dispute/summary`)] : []),
    ].join("\n"),
  };
}

/**
 * Cron job: one email per due reminder to the member whose case it is, in the language they saved (English when none). The outbox dedupe key makes a
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
      language: profiles.language,
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
        ...reminderEmail(d, base),
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
