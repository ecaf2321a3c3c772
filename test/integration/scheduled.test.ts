import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createServerContext } from "../../app/.server/context";
import worker from "../../worker";
import { cronJobs, runCronJobs, type CronJob } from "../../worker/cron";

describe("cron job runner", () => {
  it("runs every job in order with the trigger's time", async () => {
    const seen: string[] = [];
    const at = new Date("2026-11-21T10:05:00Z");
    const jobs: CronJob[] = [
      { name: "first", run: async (_server, time) => void seen.push(`first@${time.toISOString()}`) },
      { name: "second", run: async () => void seen.push("second") },
    ];
    const report = await runCronJobs(jobs, createServerContext(env), at);
    expect(seen).toEqual(["first@2026-11-21T10:05:00.000Z", "second"]);
    expect(report).toEqual([
      { job: "first", ok: true },
      { job: "second", ok: true },
    ]);
  });

  it("keeps going when one job fails", async () => {
    const seen: string[] = [];
    const jobs: CronJob[] = [
      { name: "broken", run: async () => Promise.reject(new TypeError("boom")) },
      { name: "healthy", run: async () => void seen.push("healthy") },
    ];
    const report = await runCronJobs(jobs, createServerContext(env), new Date());
    expect(seen).toEqual(["healthy"]);
    expect(report).toEqual([
      { job: "broken", ok: false },
      { job: "healthy", ok: true },
    ]);
  });

  it("is what the Worker's scheduled() handler runs", async () => {
    const controller = createScheduledController({ scheduledTime: new Date("2026-11-21T10:05:00Z"), cron: "*/5 * * * *" });
    const ctx = createExecutionContext();
    const ran: string[] = [];
    const probe: CronJob = { name: "probe", run: async (_s, time) => void ran.push(time.toISOString()) };
    cronJobs.push(probe);
    try {
      await worker.scheduled(controller, env, ctx);
      await waitOnExecutionContext(ctx);
    } finally {
      cronJobs.splice(cronJobs.indexOf(probe), 1);
    }
    expect(ran).toEqual(["2026-11-21T10:05:00.000Z"]);
  });
});
