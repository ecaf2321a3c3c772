import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "../../db/schema";
import { RENDER_STATUS_HEADER } from "../../app/.server/render-memo.server";
import { insertAdmin, insertProfile } from "../support/factories";
import { db, firstFactorCookieFor, signedInAdmin, signedInMember } from "../support/auth-helpers";
import { callWorker, countingEnv } from "../support/worker-call";

// The admin dashboard's first view reads its data in the guard's D1 trip, each statement gated in SQL by the
// session being an admin's with its second factor (ADR 0074); a repeat view with the same data is the kept page
// answered before Remix (ADR 0068).

async function adminDashboard(cookie: string, path = "/admin-dashboard") {
  const counted = countingEnv();
  const res = await callWorker(
    `https://app.test${path}`,
    { headers: { Cookie: cookie }, redirect: "manual" },
    counted.env,
  );
  return { ...res, roundTrips: counted.roundTrips, rowsReturned: counted.rowsReturned };
}

/** The guard's trip: the session lookup and the four gated reads. */
const GUARD_TRIP_STATEMENTS = 5;
const statementsIn = (trip: string) => trip.split(" | ").length;

describe("the admin dashboard in one D1 trip", () => {
  it("an admin's first view: the guard and every read in one trip; the same data again is the kept page", async () => {
    const { cookie } = await signedInAdmin();
    const member = await insertProfile(db(), { fullName: "Odile One-Trip" });
    const drawn = await adminDashboard(cookie);
    expect(drawn.status).toBe(200);
    expect(drawn.headers.get(RENDER_STATUS_HEADER)).toBe("DRAWN");
    expect(drawn.body).toContain("Odile One-Trip");
    expect(drawn.body).toContain(member.email);
    expect(drawn.roundTrips).toHaveLength(1);
    expect(statementsIn(drawn.roundTrips[0])).toBe(GUARD_TRIP_STATEMENTS);

    const kept = await adminDashboard(cookie);
    expect(kept.headers.get(RENDER_STATUS_HEADER)).toBe("KEPT");
    expect(kept.roundTrips).toHaveLength(1);

    await insertProfile(db(), { fullName: "Pavel One-Trip" });
    const changed = await adminDashboard(cookie);
    expect(changed.headers.get(RENDER_STATUS_HEADER)).toBe("DRAWN");
    expect(changed.body).toContain("Pavel One-Trip");

    // Any listed field changed, the count the same: drawn anew (every listed field is in the kept page's key).
    await db().update(profiles).set({ onboardingCompleted: false }).where(eq(profiles.id, member.id));
    const onboarded = await adminDashboard(cookie);
    expect(onboarded.headers.get(RENDER_STATUS_HEADER)).toBe("DRAWN");
    expect((await adminDashboard(cookie)).headers.get(RENDER_STATUS_HEADER)).toBe("KEPT");
    await db().update(profiles).set({ adminNotes: "Called back" }).where(eq(profiles.id, member.id));
    const noted = await adminDashboard(cookie);
    expect(noted.headers.get(RENDER_STATUS_HEADER)).toBe("DRAWN");
    expect(noted.body).toContain("Called back");
  });

  it("a member's cookie: the gated reads run in the guard's trip and answer no row; the member is sent away", async () => {
    const { cookie } = await signedInMember();
    await insertProfile(db(), { fullName: "Quinn Not-For-Members" });
    const res = await adminDashboard(cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/dashboard");
    expect(res.body).not.toContain("Quinn Not-For-Members");
    expect(statementsIn(res.roundTrips[0])).toBe(GUARD_TRIP_STATEMENTS);
    // The session lookup's one row, and nothing from the totals, the chart, the Users page or its count.
    expect(res.rowsReturned[0]).toEqual([1, 0, 0, 0, 0]);
  });

  it("an admin before the second factor: the gated reads answer no row; off to show the passkey", async () => {
    const admin = await insertAdmin(db(), { email: `admin.${crypto.randomUUID().slice(0, 8)}@example.com` });
    const res = await adminDashboard(await firstFactorCookieFor(admin.id));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/second-factor");
    expect(res.rowsReturned[0]).toEqual([1, 0, 0, 0, 0]);
  });

  it("a filtered or other tab still reads after the guard, with the same rule", async () => {
    const { cookie } = await signedInAdmin();
    const res = await adminDashboard(cookie, "/admin-dashboard?tab=requests");
    expect(res.status).toBe(200);
    expect(res.roundTrips).toHaveLength(2);
  });
});
