import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queueTaskReminders, reminderDedupeKey } from "../../app/.server/email/reminders.server";
import { insertProfile, insertTask } from "../support/factories";
import { emailOutbox, taskReminders } from "../../db/schema";
import worker from "../../worker";
import { cronJobs } from "../../worker/cron";
import { db, server } from "../support/auth-helpers";

async function runScheduled(at: Date) {
  const controller = createScheduledController({ scheduledTime: at, cron: "*/5 * * * *" });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, env, ctx);
  await waitOnExecutionContext(ctx);
}

const remindersFor = (taskId: string) => db().select().from(taskReminders).where(eq(taskReminders.taskId, taskId));
const outboxFor = (taskId: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(sql`instr(${emailOutbox.dedupeKey}, ${`task-reminder:${taskId}`}) = 1`);

describe("due-task reminders (cron)", () => {
  it("registers the reminder and outbox jobs with the cron trigger", () => {
    // First, in this order (housekeeping jobs follow): a bill date's task (ADR 0082) before the tasks' reminders.
    expect(cronJobs.map((j) => j.name).slice(0, 3)).toEqual([
      "bill-deadline-reminders",
      "task-reminders",
      "outbox-delivery",
    ]);
  });

  it("running scheduled() twice over the same due task writes and sends ONE reminder", async () => {
    const member = await insertProfile(db(), { fullName: "Remi Nder" });
    const at = new Date(Date.now() + 3_600_000);
    const task = await insertTask(db(), member.id, {
      taskText: "Call Aetna about the ER claim",
      dueDate: new Date(at.getTime() - 60_000),
    });

    await runScheduled(at);
    await runScheduled(at);
    await runScheduled(new Date(at.getTime() + 300_000));

    expect(await remindersFor(task.id)).toHaveLength(1);
    const rows = await outboxFor(task.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "task_reminder",
      toAddress: "support@carefinder.example",
      dedupeKey: reminderDedupeKey(task.id),
      status: "sent",
      attempts: 1,
    });
    expect(rows[0].subject).toContain("Call Aetna about the ER claim");
    expect(rows[0].textBody).toContain(member.email);
    const [reminder] = await remindersFor(task.id);
    expect(reminder.outboxId).toBe(rows[0].id);
  });

  it("three overlapping cron runs over one due task: one reminder, one outbox row, sent once under one lease", async () => {
    const member = await insertProfile(db());
    const at = new Date(Date.now() + 5_400_000);
    const task = await insertTask(db(), member.id, {
      taskText: "Overlap end to end",
      dueDate: new Date(at.getTime() - 1000),
    });
    await Promise.all([runScheduled(at), runScheduled(at), runScheduled(at)]);
    expect(await remindersFor(task.id)).toHaveLength(1);
    const rows = await outboxFor(task.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "sent", attempts: 1, leaseToken: null, failureReason: null });
  });

  it("overlapping runs add nothing", async () => {
    const member = await insertProfile(db());
    const at = new Date(Date.now() + 7_200_000);
    const task = await insertTask(db(), member.id, { dueDate: new Date(at.getTime() - 1000) });
    await Promise.all([
      queueTaskReminders(server(), at),
      queueTaskReminders(server(), at),
      queueTaskReminders(server(), at),
    ]);
    expect(await remindersFor(task.id)).toHaveLength(1);
    expect(await outboxFor(task.id)).toHaveLength(1);
  });

  it("skips tasks not yet due, without a due date, or completed", async () => {
    const member = await insertProfile(db());
    const at = new Date(Date.now() + 10_800_000);
    const future = await insertTask(db(), member.id, { dueDate: new Date(at.getTime() + 60_000) });
    const undated = await insertTask(db(), member.id, { dueDate: null });
    const done = await insertTask(db(), member.id, { dueDate: new Date(at.getTime() - 60_000), status: "completed" });
    await runScheduled(at);
    for (const task of [future, undated, done]) {
      expect(await remindersFor(task.id)).toHaveLength(0);
      expect(await outboxFor(task.id)).toHaveLength(0);
    }
    // Once its time comes, the future task gets its reminder.
    await runScheduled(new Date(at.getTime() + 120_000));
    expect(await remindersFor(future.id)).toHaveLength(1);
  });

  it("writes one reminder per address when ADMIN_EMAILS lists several, still once per task", async () => {
    const member = await insertProfile(db());
    const at = new Date(Date.now() + 14_400_000);
    const task = await insertTask(db(), member.id, { dueDate: new Date(at.getTime() - 1000) });
    const team = {
      ...server(),
      env: { ...env, ADMIN_EMAILS: "ops@carefinder.example, lead@carefinder.example" } as Env,
    };
    await queueTaskReminders(team, at);
    await queueTaskReminders(team, at);
    const rows = await outboxFor(task.id);
    expect(rows.map((r) => r.toAddress).sort()).toEqual(["lead@carefinder.example", "ops@carefinder.example"]);
    expect(await remindersFor(task.id)).toHaveLength(1);
  });
});
