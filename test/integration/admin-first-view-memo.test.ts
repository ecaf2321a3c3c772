/**
 * The admin dashboard's first view kept per isolate at the admin version (ADR 0087,
 * app/.server/admin/first-view-memo.server.ts): an unchanged second view reads the version alone beside the
 * guard's lookup; after any change the next view equals what a session this isolate never saw reads; a session
 * signed out, demoted or never an admin's gets nothing kept; and the isolate keeps a bounded number of views.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createServerContext } from "../../app/.server/context.server";
import { readDashboardBesideGuard } from "../../app/.server/admin/dashboard-gated.server";
import { FIRST_VIEWS_KEPT, KeptFirstViews } from "../../app/.server/admin/first-view-memo.server";
import { parseAdminListQuery } from "../../app/domain/admin";
import { billCases, profiles, requestMessages, sessions } from "../../db/schema";
import { deliverBatch } from "../support/queues";
import { insertBillCase, insertDocument, insertHelpRequest, insertProfile, insertTask } from "../support/factories";
import { cookieFor, db, signedInAdmin, signedInMember } from "../support/auth-helpers";
import { callWorker, countingEnv } from "../support/worker-call";

/** The first view's data for this cookie, read as the loader reads it, and the D1 trips it took. */
async function view(cookie: string, withEnv: Env = env, search = "") {
  const counted = countingEnv();
  const request = new Request(`https://app.test/admin-dashboard${search}`, { headers: { Cookie: cookie } });
  const query = parseAdminListQuery(new URLSearchParams(search));
  const data = await readDashboardBesideGuard(
    createServerContext({ ...counted.env, ADMIN_EMAILS: withEnv.ADMIN_EMAILS }),
    request,
    query,
  );
  return { data, trips: counted.roundTrips, rows: counted.rowsReturned };
}

/** What a session this isolate has never seen reads for the same admin: the first view's data now. */
async function freshView(adminId: string) {
  return (await view(await cookieFor(adminId))).data;
}

/** The whole page through the Worker, with its D1 trips split into statements. */
async function page(cookie: string) {
  const counted = countingEnv();
  const res = await callWorker(
    "https://app.test/admin-dashboard",
    { headers: { Cookie: cookie }, redirect: "manual" },
    counted.env,
  );
  const trips = counted.roundTrips.map((trip) => trip.replace(/^batch: /, "").split(" | "));
  return { ...res, trips, rows: counted.rowsReturned };
}

describe("the admin first view kept per version", () => {
  it("an unchanged second view is one trip of two statements: the session lookup and the version", async () => {
    const { cookie } = await signedInAdmin();
    await insertProfile(db(), { fullName: "Wanda Kept-View" });
    const first = await page(cookie);
    expect(first.status).toBe(200);
    expect(first.trips.map((trip) => trip.length)).toEqual([5]);

    const second = await page(cookie);
    expect(second.status).toBe(200);
    expect(second.body).toContain("Wanda Kept-View");
    expect(second.trips).toHaveLength(1);
    expect(second.trips[0]).toHaveLength(2);
    expect(second.trips[0][0]).toMatch(/^select .* from "sessions"/);
    expect(second.trips[0][1]).toMatch(/^select "version" from "admin_version"/);

    // Changed since it was kept: the lookup and the version, then the four reads (the version among them).
    await insertProfile(db(), { fullName: "Xavier Changed-View" });
    const changed = await page(cookie);
    expect(changed.body).toContain("Xavier Changed-View");
    expect(changed.trips.map((trip) => trip.length)).toEqual([2, 4]);
    expect((await page(cookie)).trips.map((trip) => trip.length)).toEqual([2]);
  });

  it("hands out the same data, frozen, while the version holds", async () => {
    const { cookie } = await signedInAdmin();
    const first = await view(cookie);
    const second = await view(cookie);
    expect(second.trips).toHaveLength(1);
    expect(second.data).toBe(first.data);
    const data = second.data!;
    for (const part of [data, data.stats, data.traffic, data.traffic[0], data.list.page, data.list.page.items[0]])
      expect(Object.isFrozen(part)).toBe(true);
  });

  it("after every kind of change the next view equals what a new session reads", async () => {
    const { admin, cookie } = await signedInAdmin();
    const member = await insertProfile(db(), { fullName: "Yara Member" });
    const changes: [string, () => Promise<unknown>][] = [
      ["a new member", () => insertProfile(db(), { fullName: "Zeno New" })],
      ["a profile edit", () => db().update(profiles).set({ adminNotes: "Called" }).where(eq(profiles.id, member.id))],
      [
        "a request and the member's message",
        async () => {
          const request = await insertHelpRequest(db(), member.id);
          await db().insert(requestMessages).values({ requestId: request.id, authorId: member.id, body: "Any news?" });
        },
      ],
      [
        "the page-view consumer's batch",
        () => deliverBatch("care-finder-page-views", [{ path: "/find-care", query: "", at: Date.now() }]),
      ],
      [
        "a bill case resolved",
        async () => {
          const { id } = await insertBillCase(db(), member.id, { billedCents: 50_000 });
          await db()
            .update(billCases)
            .set({ status: "resolved", finalAmountCents: 20_000 })
            .where(eq(billCases.id, id));
        },
      ],
      ["a document", () => insertDocument(db(), env.DOCUMENTS, member.id)],
      ["a task", () => insertTask(db(), member.id, { createdBy: admin.id })],
    ];
    await view(cookie);
    for (const [what, change] of changes) {
      const before = (await view(cookie)).data;
      await change();
      const after = await view(cookie);
      expect(after.data, what).not.toEqual(before);
      expect(after.data, what).toEqual(await freshView(admin.id));
      expect(after.trips, `${what}: the version, then the reads`).toHaveLength(2);
    }
  });

  it("a session signed out, demoted or before its second factor gets nothing kept; a member's never reads any", async () => {
    const { admin, cookie } = await signedInAdmin();
    await insertProfile(db(), { fullName: "Abel Private" });
    expect((await view(cookie)).data).not.toBeNull();

    await db().update(sessions).set({ secondFactorAt: null }).where(eq(sessions.userId, admin.id));
    const unproven = await view(cookie);
    expect(unproven.data).toBeNull();
    expect(unproven.trips).toHaveLength(1); // the gated version read answered no row: nothing else is sent

    const other = await signedInAdmin();
    await view(other.cookie);
    await page(other.cookie);
    await db().update(profiles).set({ role: "member" }).where(eq(profiles.id, other.admin.id));
    expect((await view(other.cookie)).data).toBeNull();
    const demoted = await page(other.cookie);
    expect(demoted.status).toBe(302);
    expect(demoted.body).not.toContain("Abel Private");

    // The page's own build keeps its own views (the Worker's bundle is not this test's copy of the module).
    const third = await signedInAdmin();
    expect((await page(third.cookie)).status).toBe(200);
    expect((await page(third.cookie)).trips.map((trip) => trip.length)).toEqual([2]);
    await db().delete(sessions).where(eq(sessions.userId, third.admin.id));
    const signedOut = await page(third.cookie);
    expect(signedOut.status).toBe(302);
    expect(signedOut.body).not.toContain("Abel Private");
    // The lookup and the version, each answering no row.
    expect(signedOut.trips.map((trip) => trip.length)).toEqual([2]);
    expect(signedOut.rows).toEqual([[0, 0]]);

    const { cookie: memberCookie } = await signedInMember();
    await view(memberCookie);
    expect((await view(memberCookie)).data).toBeNull();
    expect((await view(memberCookie)).rows).toEqual([[0, 0, 0, 0]]);
  });

  it("keeps per ADMIN_EMAILS: a member it promotes is shown as an admin at once", async () => {
    const { cookie } = await signedInAdmin();
    const member = await insertProfile(db(), { fullName: "Bea Promoted" });
    const role = (data: Awaited<ReturnType<typeof view>>["data"]) =>
      data?.list.page.items.find((user) => user.id === member.id)?.role;
    expect(role((await view(cookie)).data)).toBe("member");
    const promoted = await view(cookie, { ...env, ADMIN_EMAILS: member.email });
    expect(role(promoted.data)).toBe("admin");
    // Another key: the four reads, not the version alone.
    expect(promoted.trips[0].split(" | ")).toHaveLength(4);
  });

  it("keeps at most FIRST_VIEWS_KEPT views, the least recently used dropped first", () => {
    const kept = new KeptFirstViews<{ n: number }>();
    for (let n = 0; n <= FIRST_VIEWS_KEPT; n++) kept.keep(`view ${n}`, "v", { n });
    expect(kept.size).toBe(FIRST_VIEWS_KEPT);
    expect(kept.get("view 0")).toBeUndefined();
    expect(kept.get("view 1")?.data).toEqual({ n: 1 });
    kept.keep("one more", "v", { n: -1 });
    expect(kept.get("view 1")).toBeDefined();
    expect(kept.get("view 2")).toBeUndefined();
  });
});
