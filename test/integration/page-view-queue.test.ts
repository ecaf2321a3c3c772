import { env } from "cloudflare:test";
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getTraffic } from "../../app/.server/admin/dashboard.server";
import { pageViewCounts } from "../../db/schema";
import { db, server } from "../support/auth-helpers";
import { d1FailingBatches } from "../support/faults";
import { deliverBatch } from "../support/queues";
import { countingEnv } from "../support/worker-call";
import { appFetch } from "../support/browser";
import { uniqueIp } from "../support/rate-limits";

const DAY = 86_400_000;

describe("page views", () => {
  it("are rate-limited per visitor, with Retry-After", async () => {
    const ip = uniqueIp();
    const post = () =>
      appFetch("https://app.test/api/page-views", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": ip },
        body: JSON.stringify({ path: "/flood", query: "" }),
      });
    // The limiter counts per minute window: 250 posts fill one window past 120 even if a window turns
    // over, and a refusal needs 120 accepted in its window first, so no wait for a fresh window.
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

  it("a batch is counted per day and location in one D1 batch; the chart shows the day totals", async () => {
    const now = new Date();
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const day = (offset: number) => new Date(today - offset * DAY).toISOString().slice(0, 10);
    const before = await getTraffic(server(), now);
    const tag = crypto.randomUUID().slice(0, 8);
    const views = [
      ...Array.from({ length: 40 }, (_, i) => ({ path: `/a-${tag}`, query: "", at: today + i })),
      ...Array.from({ length: 7 }, () => ({ path: `/a-${tag}`, query: "?plan=basic", at: today + 5 })),
      ...Array.from({ length: 3 }, () => ({ path: `/b-${tag}`, query: "", at: today - 2 * DAY + 1000 })),
    ];
    const counting = countingEnv();
    const { result } = await deliverBatch("care-finder-page-views", [...views, { path: "not a path" }, null, "text"], {
      withEnv: counting.env,
    });

    expect(result.ackAll).toBe(true);
    expect(result.retryBatch.retry).toBe(false);
    // One trip to D1 for the whole batch, and it writes: no write per navigation.
    expect(counting.roundTrips).toHaveLength(1);
    expect(counting.roundTrips[0]).toMatch(/^batch: insert into "page_view_counts"/);
    const counts = await db()
      .select()
      .from(pageViewCounts)
      .where(like(pageViewCounts.path, `%${tag}`));
    expect(counts.sort((x, y) => (x.path + x.query).localeCompare(y.path + y.query))).toEqual([
      { day: day(0), path: `/a-${tag}`, query: "", views: 40 },
      { day: day(0), path: `/a-${tag}`, query: "?plan=basic", views: 7 },
      { day: day(2), path: `/b-${tag}`, query: "", views: 3 },
    ]);
    const after = await getTraffic(server(), now);
    const viewsOn = (traffic: typeof after, d: string) => traffic.find((t) => t.day === d)?.views ?? 0;
    expect(viewsOn(after, day(0)) - viewsOn(before, day(0))).toBe(47);
    expect(viewsOn(after, day(2)) - viewsOn(before, day(2))).toBe(3);

    // The next batch adds to the same counts.
    await deliverBatch("care-finder-page-views-production", [{ path: `/b-${tag}`, query: "", at: today - 2 * DAY }]);
    const [b] = await db()
      .select()
      .from(pageViewCounts)
      .where(eq(pageViewCounts.path, `/b-${tag}`));
    expect(b.views).toBe(4);
  });

  it("a full batch of distinct locations stays under D1's 100 bound parameters a statement", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const at = Date.now();
    const views = Array.from({ length: 100 }, (_, i) => ({ path: `/p${i}-${tag}`, query: `?n=${i}`, at }));
    const { result } = await deliverBatch("care-finder-page-views", views);
    expect(result.ackAll).toBe(true);
    const counts = await db()
      .select()
      .from(pageViewCounts)
      .where(like(pageViewCounts.path, `%-${tag}`));
    expect(counts).toHaveLength(100);
    expect(counts.every((c) => c.views === 1)).toBe(true);
  });

  it("a failed write counts nothing and retries the whole batch, which then counts once", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const views = Array.from({ length: 5 }, () => ({ path: `/retry-${tag}`, query: "", at: Date.now() }));
    const { db: failing } = d1FailingBatches(env.DB, "page_view_daily");
    const first = await deliverBatch("care-finder-page-views", views, { withEnv: { ...env, DB: failing } as Env });
    expect(first.result.ackAll).toBe(false);
    expect(first.result.retryBatch.retry).toBe(true);
    expect(first.delays.get(first.ids[0])).toBeGreaterThan(0);
    expect(
      await db()
        .select()
        .from(pageViewCounts)
        .where(eq(pageViewCounts.path, `/retry-${tag}`)),
    ).toEqual([]);

    const again = await deliverBatch("care-finder-page-views", views, { attempts: 2 });
    expect(again.result.ackAll).toBe(true);
    const [row] = await db()
      .select()
      .from(pageViewCounts)
      .where(eq(pageViewCounts.path, `/retry-${tag}`));
    expect(row.views).toBe(5);
  });
});
