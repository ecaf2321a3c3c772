import { createServerContext, type ServerContext } from "../../app/.server/context.server";
import { deliverPendingEmails } from "../../app/.server/email/deliver.server";
import { queueTaskReminders } from "../../app/.server/email/reminders.server";
import { queueCallReminders } from "../../app/.server/calls/reminders.server";
import { queueBillDeadlineReminders } from "../../app/.server/bills/deadlines.server";
import { deleteExpiredSessions } from "../../app/.server/auth/session.server";
import { sweepOrphanedDocuments } from "../../app/.server/documents/orphans.server";
import { logError } from "../../app/.server/observability.server";
import { applyDocumentRetention } from "../../app/.server/account/retention.server";

/** A job the cron trigger runs; each job is idempotent on its own. */
export type CronJob = {
  name: string;
  run(server: ServerContext, scheduledTime: Date): Promise<void>;
};

export type CronReport = { job: string; ok: boolean }[];

/** The jobs run on every trigger, in order: reminders are queued, then the outbox is delivered. */
export const cronJobs: CronJob[] = [
  // A bill check's dates: the member's email and the team's task together (ADR 0082), first so that the task's
  // own reminder to the team goes in the same run, as it did when the task was written with the date.
  {
    name: "bill-deadline-reminders",
    run: async (server, time) => void (await queueBillDeadlineReminders(server, time)),
  },
  { name: "task-reminders", run: async (server, time) => void (await queueTaskReminders(server, time)) },
  {
    name: "outbox-delivery",
    // The sweep behind the outbox queue: any due row, whether its message was lost or is
    // still on its way (the claim in D1 lets one of them send it). Rows queued moments ago
    // by the job above count as due too.
    run: async (server, time) =>
      void (await deliverPendingEmails(server, { now: new Date(Math.max(time.getTime(), Date.now())) })),
  },
  // 24 hours and 1 hour before a booked call, to the member and the admin holding it (sent as the bill reminders are).
  { name: "call-reminders", run: async (server, time) => void (await queueCallReminders(server, time)) },
  // Housekeeping, after the mail: ended sessions and old sign-in links go.
  { name: "expired-sessions", run: (server, time) => deleteExpiredSessions(server, time) },
  // Documents of closed cases past the retention period (notice first, through the outbox).
  { name: "document-retention", run: async (server, time) => void (await applyDocumentRetention(server, time)) },
  // Document objects whose record never came (a failed upload's clean-up failed too).
  { name: "orphaned-documents", run: async (server, time) => void (await sweepOrphanedDocuments(server, time)) },
];

/** Runs every job; one failing job never stops the others. */
export async function runCronJobs(jobs: CronJob[], server: ServerContext, scheduledTime: Date): Promise<CronReport> {
  const report: CronReport = [];
  for (const job of jobs) {
    try {
      await job.run(server, scheduledTime);
      report.push({ job: job.name, ok: true });
    } catch (error) {
      logError(`cron ${job.name}`, error);
      report.push({ job: job.name, ok: false });
    }
  }
  return report;
}

export async function handleScheduled(
  controller: ScheduledController,
  env: Env,
  ctx: ExecutionContext,
): Promise<CronReport> {
  return runCronJobs(cronJobs, createServerContext(env, ctx), new Date(controller.scheduledTime));
}
