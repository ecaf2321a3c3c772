import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createServerContext } from "../../app/.server/context.server";
import { insertProfile, insertTask } from "../support/factories";
import { emailOutbox } from "../../db/schema";
import { cronJobs, runCronJobs, type CronJob } from "../../worker/cron";
import { db } from "../support/auth-helpers";

describe("cron job runner with the registered jobs", () => {
  it("runs every job, and a failing job does not stop the ones after it", async () => {
    const member = await insertProfile(db());
    const at = new Date(Date.now() + 60_000);
    const task = await insertTask(db(), member.id, { dueDate: new Date(at.getTime() - 1000) });
    const ran: string[] = [];
    const broken: CronJob = { name: "broken", run: async () => Promise.reject(new RangeError("boom")) };
    const [reminders, delivery] = ["task-reminders", "outbox-delivery"].map((name) =>
      cronJobs.find((j) => j.name === name)!,
    );
    const spy = (job: CronJob): CronJob => ({
      name: job.name,
      run: async (s, t) => {
        ran.push(job.name);
        await job.run(s, t);
      },
    });

    const report = await runCronJobs([spy(reminders), broken, spy(delivery)], createServerContext(env), at);

    expect(report).toEqual([
      { job: "task-reminders", ok: true },
      { job: "broken", ok: false },
      { job: "outbox-delivery", ok: true },
    ]);
    expect(ran).toEqual(["task-reminders", "outbox-delivery"]);
    const rows = await db()
      .select()
      .from(emailOutbox)
      .where(sql`instr(${emailOutbox.dedupeKey}, ${`task-reminder:${task.id}`}) = 1`);
    expect(rows.map((r) => r.status)).toEqual(["sent"]);
  });
});
