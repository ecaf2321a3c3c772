import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getAdminStats, getStatsAndTraffic, getTraffic } from "../../app/.server/admin/dashboard.server";
import { createServerContext } from "../../app/.server/context.server";
import { pageViewDaily } from "../../db/schema";
import { insertBillCase, insertHelpRequest, insertProfile } from "../support/factories";

/**
 * The dashboard's stat cards are built once per isolate and bound per request (admin/dashboard.server.ts): they
 * must count exactly what the statements built each time count (`getAdminStats`, behind /api/admin/stats).
 */
describe("the admin dashboard's stats, built once per isolate", () => {
  it("count what the statements built per request count, admins by ADMIN_EMAILS left out of Members", async () => {
    const server = createServerContext(env);
    const member = await insertProfile(server.db);
    await insertProfile(server.db, { email: "listed.admin@example.com" });
    await insertHelpRequest(server.db, member.id, { status: "pending" });
    await insertBillCase(server.db, member.id, {
      status: "resolved",
      billedCents: 50_000,
      finalAmountCents: 20_000,
    });
    const listed = createServerContext({
      ...env,
      ADMIN_EMAILS: "listed.admin@example.com, support@carefinder.example",
    });
    for (const context of [server, listed, server]) {
      const { stats, traffic } = await getStatsAndTraffic(context);
      expect(stats).toEqual(await getAdminStats(context));
      expect(traffic).toHaveLength(30);
    }
    // The listed address is an admin in one environment and a member in the other: the bound list decides.
    expect((await getStatsAndTraffic(server)).stats.totalUsers).toBe(
      (await getStatsAndTraffic(listed)).stats.totalUsers + 1,
    );
    expect((await getStatsAndTraffic(server)).stats.savedForMembersCents).toBeGreaterThanOrEqual(30_000);
  });

  it("the chart reads the days from its bound first day, as the statement built per request does", async () => {
    const server = createServerContext(env);
    await server.db.insert(pageViewDaily).values([
      { day: "2025-03-01", views: 7 },
      { day: "2025-03-02", views: 11 },
      { day: "2025-03-31", views: 13 },
    ]);
    const now = new Date("2025-03-31T12:00:00Z");
    const { traffic } = await getStatsAndTraffic(server, now);
    expect(traffic).toEqual(await getTraffic(server, now));
    expect(traffic[0]).toEqual({ day: "2025-03-02", views: 11 });
    expect(traffic.at(-1)).toEqual({ day: "2025-03-31", views: 13 });
    expect(traffic.reduce((sum, d) => sum + d.views, 0)).toBe(24);
  });
});
