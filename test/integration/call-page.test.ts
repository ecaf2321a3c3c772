/**
 * The member's call page (/dashboard/call, docs/product.md#calls) as the member reads it: one trip to D1
 * (the session with its profile, the member's calls, the team's hours and the calls holding its time, in
 * one batch), and the free slots worked out only while the member is picking one.
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createServerContext } from "../../app/.server/context.server";
import { callHosts, calls } from "../../db/schema";
import { insertAdmin, insertProfile } from "../support/factories";
import { cookieFor } from "../support/auth-helpers";
import { callWorker, countingEnv } from "../support/worker-call";

const db = () => createServerContext(env).db;
const visible = (html: string) => html.replace(/<!-- -->/g, "").replace(/&#x27;/g, "'");

let adminId: string;
beforeEach(async () => {
  await db().delete(calls);
  await db().delete(callHosts);
  adminId = (await insertAdmin(db())).id;
  await db()
    .insert(callHosts)
    .values({
      adminId,
      timeZone: "UTC",
      weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: 8 * 60, end: 20 * 60 })),
      daysOff: [],
      bufferMinutes: 0,
      noticeMinutes: 60,
    });
});

async function premiumMember(fields: Parameters<typeof insertProfile>[1] = {}) {
  const profile = await insertProfile(db(), { currentPlan: "PREMIUM CARE", planStatus: "active", ...fields });
  return { profile, cookie: await cookieFor(profile.id) };
}

describe("the call page's reads", () => {
  it("one trip to D1: the session and profile, the member's calls, the team's hours and its booked calls", async () => {
    const { cookie } = await premiumMember({ timeZone: "America/Chicago" });
    const counted = countingEnv();
    const res = await callWorker("https://app.test/dashboard/call", { headers: { Cookie: cookie } }, counted.env);
    expect(res.status).toBe(200);
    const page = visible(res.body);
    expect(page).toContain("Pick a time");
    // The zone saved on the profile, read from the session's own row.
    expect(page).toContain("Times in America/Chicago");
    expect(counted.roundTrips).toHaveLength(1);
    const [trip] = counted.roundTrips;
    expect(trip).toMatch(/^batch: select .* from "sessions" inner join "profiles"/);
    expect(trip).toMatch(/from "calls" where "calls"\."user_id" = \(select/);
    expect(trip).toMatch(/from "call_hosts"/);
    expect(trip).toMatch(/from "calls" where \("calls"\."status" = /);
  });

  it("another member's call holds its slot; the member's own booked call shows instead of the slots", async () => {
    const other = await premiumMember();
    const { profile, cookie } = await premiumMember({ timeZone: "UTC" });
    const tomorrowNoon = new Date(
      Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1, 12),
    );
    await db().insert(calls).values({
      userId: other.profile.id,
      adminId,
      startsAt: tomorrowNoon,
      topic: "Theirs",
      status: "booked",
      timeZone: "UTC",
    });
    const picking = (await callWorker("https://app.test/dashboard/call", { headers: { Cookie: cookie } })).body;
    expect(picking).toContain(`value="${tomorrowNoon.getTime() + 30 * 60_000}"`);
    expect(picking).not.toContain(`value="${tomorrowNoon.getTime()}"`);

    await db()
      .insert(calls)
      .values({
        userId: profile.id,
        adminId,
        startsAt: new Date(tomorrowNoon.getTime() + 60 * 60_000),
        topic: "Mine",
        status: "booked",
        timeZone: "UTC",
      });
    const booked = visible((await callWorker("https://app.test/dashboard/call", { headers: { Cookie: cookie } })).body);
    expect(booked).toContain("Your call is booked");
    expect(booked).toContain("About: Mine");
    expect(booked).not.toContain("Pick a time");
  });
});
