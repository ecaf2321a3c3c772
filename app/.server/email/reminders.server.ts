import { and, eq, isNotNull, isNull, lte, ne, sql } from "drizzle-orm";
import { emailOutbox, profiles, taskReminders, tasks } from "../../../db/schema";
import { adminEmails } from "../auth/roles.server";
import type { ServerContext } from "../context.server";
import { announceEmails, enqueueEmailStatement } from "./outbox.server";
import { byThenWritten } from "../insertion-order.server";

const BATCH_LIMIT = 50;

export const reminderDedupeKey = (taskId: string, recipientIndex = 0) =>
  recipientIndex === 0 ? `task-reminder:${taskId}` : `task-reminder:${taskId}:${recipientIndex}`;

/**
 * Cron job (docs/decisions/0008-email.md): one reminder per due task to the admin team. The outbox
 * dedupe key and the task_reminders primary key make a repeated or
 * overlapping run a no-op. Completed tasks get no reminder.
 */
export async function queueTaskReminders(server: ServerContext, now: Date): Promise<number> {
  const recipients = [...adminEmails(server.env)];
  if (recipients.length === 0) return 0;
  const due = await server.db
    .select({
      id: tasks.id,
      taskText: tasks.taskText,
      dueDate: tasks.dueDate,
      status: tasks.status,
      fullName: profiles.fullName,
      email: profiles.email,
    })
    .from(tasks)
    .innerJoin(profiles, eq(profiles.id, tasks.userId))
    .leftJoin(taskReminders, eq(taskReminders.taskId, tasks.id))
    .where(
      and(
        isNotNull(tasks.dueDate),
        lte(tasks.dueDate, now),
        ne(tasks.status, "completed"),
        isNull(taskReminders.taskId),
      ),
    )
    .orderBy(...byThenWritten(tasks, tasks.dueDate, "asc"))
    .limit(BATCH_LIMIT);

  let queued = 0;
  for (const task of due) {
    const subject = `Task due: ${truncate(task.taskText, 80)}`;
    const link = `${server.env.APP_URL.replace(/\/$/, "")}/admin-dashboard?tab=tasks&q=${encodeURIComponent(task.email)}`;
    const text = [
      "A task on the Care Finder admin dashboard is due.",
      "",
      `Task: ${task.taskText}`,
      `For: ${task.fullName ?? "(no name)"} <${task.email}>`,
      `Due: ${task.dueDate!.toUTCString()}`,
      `Status: ${task.status.replace("_", " ")}`,
      "",
      `Open the tasks tab: ${link}`,
    ].join("\n");
    const primaryKey = reminderDedupeKey(task.id);
    const [first, ...rest] = await server.db.batch([
      enqueueEmailStatement(server, {
        kind: "task_reminder",
        to: recipients[0],
        subject,
        text,
        dedupeKey: primaryKey,
      }),
      ...recipients.slice(1).map((to, i) =>
        enqueueEmailStatement(server, {
          kind: "task_reminder",
          to,
          subject,
          text,
          dedupeKey: reminderDedupeKey(task.id, i + 1),
        }),
      ),
      server.db
        .insert(taskReminders)
        .select(
          server.db
            .select({
              taskId: sql<string>`${task.id}`.as("task_id"),
              outboxId: emailOutbox.id,
              createdAt: sql<Date>`${now.getTime()}`.as("created_at"),
            })
            .from(emailOutbox)
            .where(eq(emailOutbox.dedupeKey, primaryKey)),
        )
        .onConflictDoNothing(),
    ]);
    // Rows a dedupe key already held come back empty: only new ones are announced.
    const rows = [first, ...rest.slice(0, recipients.length - 1)] as { id: string }[][];
    announceEmails(
      server,
      rows.flat().map((row) => row.id),
    );
    if (first.length > 0) queued++;
  }
  return queued;
}

function truncate(value: string, max: number): string {
  const single = value.replace(/\s+/g, " ").trim();
  return single.length > max ? `${single.slice(0, max - 1)}…` : single;
}
