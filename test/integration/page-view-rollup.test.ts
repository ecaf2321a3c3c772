import { lt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getTraffic } from "../../app/.server/admin/dashboard.server";
import { pageViewDaily, pageViews } from "../../db/schema";
import { cronJobs, runCronJobs } from "../../worker/cron";
import { db, server } from "../support/admin-helpers";
import { appFetch } from "../support/browser";
import { inOneLimitWindow, uniqueIp } from "../support/rate-limits";

const DAY = 86_400_000;

describe("page views", () => {
  it("are rate-limited per visitor, with Retry-After", async () => {
    await inOneLimitWindow();
    const ip = uniqueIp();
    const post = () =>
      appFetch("https://app.test/api/page-views", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": ip },
        body: JSON.stringify({ path: "/flood", query: "" }),
      });
    // The limiter counts per minute window: 250 posts fill one window past 120 even if a window turns over.
    let accepted = 0;
    let limited: Response | undefined;
    for (let i = 0; i < 250 && !limited; i++) {
      const res = await post();
      if (res.status === 204) accepted++;
      else limited = res;
    }
    expect(accepted).toBeGreaterThanOrEqual(120);
    expect(limited?.status).toBe(429);
    expect(limited?.headers.get("Retry-After")).toBe("60");
  });

  it("the cron rolls complete days into daily counts; the chart shows the same figures", async () => {
    const now = new Date();
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    await db()
      .insert(pageViews)
      .values([
        { path: "/a", createdAt: new Date(today - 3 * DAY + 1000) },
        { path: "/b", createdAt: new Date(today - 3 * DAY + 5000) },
        { path: "/c", createdAt: new Date(today - 5 * DAY) },
        { path: "/today", createdAt: new Date(today + 1000) },
      ]);
    const before = await getTraffic(server(), now);
    const day = (offset: number) => new Date(today - offset * DAY).toISOString().slice(0, 10);
    expect(before.find((d) => d.day === day(3))?.views).toBeGreaterThanOrEqual(2);

    const report = await runCronJobs(cronJobs, server(), now);
    expect(report).toContainEqual({ job: "page-view-rollup", ok: true });
    expect(
      await db()
        .select()
        .from(pageViews)
        .where(lt(pageViews.createdAt, new Date(today))),
    ).toEqual([]);
    const daily = new Map((await db().select().from(pageViewDaily)).map((r) => [r.day, r.views]));
    expect(daily.get(day(3))).toBe(before.find((d) => d.day === day(3))?.views);
    expect(daily.get(day(5))).toBe(before.find((d) => d.day === day(5))?.views);
    expect(await getTraffic(server(), now)).toEqual(before);

    // A second (or overlapping) run counts nothing twice.
    await runCronJobs(cronJobs, server(), now);
    expect(await getTraffic(server(), now)).toEqual(before);
  });
});
