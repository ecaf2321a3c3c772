/**
 * A bill case's dates as reminders (docs/product.md#bill-check): saving a date writes its deadline row only; once
 * the reminder is due, the cron writes the member's email (through the outbox) and the team's task (due when the
 * reminder goes, in the tasks tab) together (ADR 0082).
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
 * A case's dates as its deadline rows, none for a date already past, by due date, to write with the case's own
 * writes. No task yet: the cron writes it when the reminder goes (`queueBillDeadlineReminders`, ADR 0082).
 */
export function deadlineRows(d: {
  caseId: string;
  dates: { kind: BillDeadlineKind; dueDate: string }[];
  now: Date;
}): DeadlineRow[] {
  return d.dates
    .filter(({ dueDate }) => dueDate >= todayUtc(d.now))
    .map(({ kind, dueDate }) => ({
      id: crypto.randomUUID(),
      caseId: d.caseId,
      kind,
      dueDate,
      remindAt: remindAt(kind, dueDate, d.now),
      taskId: null,
      outboxId: null,
      createdAt: d.now,
    }))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}

/** The deadline row for one date, to batch with the case's own writes; nothing for a date already past. */
export function deadlineStatements(
  server: ServerContext,
  d: { caseId: string; kind: BillDeadlineKind; dueDate: string; now: Date },
) {
  return deadlineRows({ ...d, dates: [{ kind: d.kind, dueDate: d.dueDate }] }).map((row) =>
    server.db.insert(billDeadlines).values(row),
  );
}

/** The team's task for a date, in the words it has always had. */
const taskText = (d: { hospitalName: string; kind: BillDeadlineKind; dueDate: string }) =>
  `Bill check, ${d.hospitalName}: ${BILL_DEADLINE_LABELS[d.kind].toLowerCase()} by ${d.dueDate}`;

/**
 * The team's task for a due deadline (ADR 0082): its id is the deadline's own, so a second run conflicts and writes
 * nothing, and none is written for a deadline that already names one (rows saved before ADR 0082 wrote it at once).
 * Owned and created by the case's member, due when the reminder goes, created when the date was saved.
 */
function deadlineTaskStatement(
  server: ServerContext,
  d: { id: string; hospitalName: string; kind: BillDeadlineKind; dueDate: string },
) {
  return server.db
    .insert(tasks)
    .select(
      server.db
        .select({
          id: billDeadlines.id,
          userId: billCases.userId,
          createdBy: billCases.userId,
          taskText: sql<string>`${taskText(d)}`.as("task_text"),
          dueDate: billDeadlines.remindAt,
          status: sql<"pending">`'pending'`.as("status"),
          createdAt: billDeadlines.createdAt,
          updatedAt: sql<Date | null>`null`.as("updated_at"),
        })
        .from(billDeadlines)
        .innerJoin(billCases, eq(billCases.id, billDeadlines.caseId))
        .where(and(eq(billDeadlines.id, d.id), isNull(billDeadlines.taskId))),
    )
    .onConflictDoNothing();
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
      deadlineTaskStatement(server, d),
      server.db
        .update(billDeadlines)
        .set({
          outboxId: sql`(select ${emailOutbox.id} from ${emailOutbox} where ${emailOutbox.dedupeKey} = ${key})`,
          taskId: sql`coalesce(${billDeadlines.taskId}, (select ${tasks.id} from ${tasks} where ${tasks.id} = ${d.id}))`,
        })
        .where(eq(billDeadlines.id, d.id)),
    ]);
    if (inserted.length > 0) queued++;
  }
  return queued;
}
