import { env } from "cloudflare:test";
import { count, eq, sql } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { requireMember } from "../../app/.server/auth/guards.server";
import { SESSION_MAX_AGE_MS, SESSION_TTL_MS } from "../../app/.server/auth/session.server";
import { checkBill } from "../../app/.server/bills/cases.server";
import { queueBillDeadlineReminders } from "../../app/.server/bills/deadlines.server";
import { addDays, todayUtc } from "../../app/domain/bill-rules";
import { checkBillSchema } from "../../app/domain/bills";
import { adminAuditLog, billCaseLines, billCases, billDeadlines, sessions, tasks } from "../../db/schema";
import {
  call,
  db,
  server,
  signedInAdmin,
  signedInMember,
  firstFactorCookieFor,
  cookieFor,
} from "../support/auth-helpers";
import { insertAdmin, insertProfile } from "../support/factories";
import { callWorker } from "../support/worker-call";

// Checking a bill makes no session lookup before its write batch: the batch checks the session itself.
// Whatever is wrong with the session, the answer is the guard's, and nothing of the bill is written.

const BILL = {
  ccn: "360107",
  service_date: addDays(todayUtc(), -10),
  coverage: "self_pay",
  lines: [
    { code: "70450", billed_amount: "2500" },
    { code: "85025", billed_amount: "80" },
  ],
};
const SIGN_IN = "Please sign in to continue.";
const SECOND_FACTOR = "Confirm it's you with your passkey (or a recovery code) to continue.";

/** Every row a bill check writes, counted. */
async function billRows() {
  const counted = async (table: typeof billCases | typeof billCaseLines | typeof billDeadlines | typeof tasks) =>
    (await db().select({ n: count() }).from(table))[0].n;
  const [audit] = await db()
    .select({ n: count() })
    .from(adminAuditLog)
    .where(eq(adminAuditLog.action, "bill.case_checked"));
  return {
    cases: await counted(billCases),
    lineRows: await counted(billCaseLines),
    lines: (
      await db()
        .select({ n: sql<number>`coalesce(sum(json_array_length(${billCaseLines.lines})), 0)` })
        .from(billCaseLines)
    )[0].n,
    deadlines: await counted(billDeadlines),
    tasks: await counted(tasks),
    audit: audit.n,
  };
}

/** POSTs the bill to /api/bills with the cookie; answers the status and the body, and proves nothing was written. */
async function refused(cookie: string, body: unknown = BILL, withEnv: Env = env) {
  const before = await billRows();
  const res = await callWorker(
    "https://app.test/api/bills",
    { method: "POST", headers: { Cookie: cookie, "Content-Type": "application/json" }, body: JSON.stringify(body) },
    withEnv,
  );
  expect(await billRows()).toEqual(before);
  return { status: res.status, error: (JSON.parse(res.body) as { error: string }).error };
}

describe("POST /api/bills checks the session in its write", () => {
  it("writes the case for the live session's holder", async () => {
    const { member, cookie } = await signedInMember();
    const res = await call("/api/bills", { method: "POST", cookie, json: BILL });
    expect(res.status).toBe(201);
    const [row] = await db().select().from(billCases).where(eq(billCases.userId, member.id));
    expect(row.id).toBe(((await res.json()) as { id: string }).id);
    const [audit] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, row.id));
    expect(audit).toMatchObject({ action: "bill.case_checked", actorId: member.id });
    // Bellevue is non-profit: the itemized bill now, and the assistance window; their tasks, written by the cron
    // when each reminder goes (ADR 0082), are the case owner's.
    expect(await db().select().from(tasks).where(eq(tasks.userId, member.id))).toEqual([]);
    const far = new Date(Date.now() + 400 * 86_400_000);
    while ((await queueBillDeadlineReminders(server(), far)) > 0);
    const reminders = await db().select().from(tasks).where(eq(tasks.userId, member.id));
    expect(reminders.map((t) => t.createdBy)).toEqual([member.id, member.id]);
  });

  it("an expired session writes nothing and is answered 401", async () => {
    const member = await insertProfile(db());
    const cookie = await cookieFor(member.id, new Date(Date.now() - SESSION_TTL_MS - 60_000));
    expect(await refused(cookie)).toEqual({ status: 401, error: SIGN_IN });
  });

  it("a session past its absolute cap writes nothing, however far its expiry slid", async () => {
    const member = await insertProfile(db());
    const cookie = await cookieFor(member.id, new Date(Date.now() - SESSION_MAX_AGE_MS - 60_000));
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + SESSION_TTL_MS) })
      .where(eq(sessions.userId, member.id));
    expect(await refused(cookie)).toEqual({ status: 401, error: SIGN_IN });
  });

  it("a revoked session (signed out elsewhere) writes nothing and is answered 401", async () => {
    const { member, cookie } = await signedInMember();
    await db().delete(sessions).where(eq(sessions.userId, member.id));
    expect(await refused(cookie)).toEqual({ status: 401, error: SIGN_IN });
  });

  it("no cookie, or one that is no session, is answered 401", async () => {
    expect(await refused("")).toEqual({ status: 401, error: SIGN_IN });
    expect(await refused("__Host-cf_session=not-a-session")).toEqual({ status: 401, error: SIGN_IN });
  });

  it("a bad body from a dead session is answered 401 as the guard would first; from a live one, 400", async () => {
    const member = await insertProfile(db());
    await db().delete(sessions).where(eq(sessions.userId, member.id));
    const dead = await cookieFor(member.id, new Date(Date.now() - SESSION_TTL_MS - 60_000));
    expect(await refused(dead, { ...BILL, lines: [] })).toEqual({ status: 401, error: SIGN_IN });
    const live = await cookieFor(member.id);
    expect((await refused(live, { ...BILL, lines: [] })).status).toBe(400);
  });

  it("an admin passes only once the session has shown its second factor, as at the guard", async () => {
    const admin = await insertAdmin(db());
    expect(await refused(await firstFactorCookieFor(admin.id))).toEqual({ status: 401, error: SECOND_FACTOR });
    const res = await call("/api/bills", { method: "POST", cookie: await cookieFor(admin.id), json: BILL });
    expect(res.status).toBe(201);
  });

  it("an address listed in ADMIN_EMAILS is an admin in the write's check too", async () => {
    const member = await insertProfile(db());
    const listed = { ...env, ADMIN_EMAILS: ` someone@else.example , ${member.email.toUpperCase()} ` } as Env;
    expect(await refused(await firstFactorCookieFor(member.id), BILL, listed)).toEqual({
      status: 401,
      error: SECOND_FACTOR,
    });
    // Without the listing the same first-factor session is a member's, and may check a bill.
    const res = await call("/api/bills", { method: "POST", cookie: await firstFactorCookieFor(member.id), json: BILL });
    expect(res.status).toBe(201);
  });
});

describe("the page's action: checkBill checks the session again as it writes", () => {
  const data = v.parse(checkBillSchema, BILL);
  const postTo = (cookie: string) =>
    new Request("https://app.test/dashboard/bills/new", { method: "POST", headers: { Cookie: cookie } });

  it("a session deleted between the guard and the write writes nothing and is refused 401", async () => {
    const { member, cookie } = await signedInMember();
    const request = postTo(cookie);
    expect((await requireMember(server(), request)).id).toBe(member.id);
    await db().delete(sessions).where(eq(sessions.userId, member.id));
    const before = await billRows();
    await expect(checkBill(server(), { request, need: "member" }, data)).rejects.toMatchObject({
      status: 401,
      message: SIGN_IN,
    });
    expect(await billRows()).toEqual(before);
  });

  it("where only members may check a bill, the write refuses an admin itself (403)", async () => {
    const { cookie } = await signedInAdmin();
    const before = await billRows();
    await expect(checkBill(server(), { request: postTo(cookie), need: "member" }, data)).rejects.toMatchObject({
      status: 403,
    });
    expect(await billRows()).toEqual(before);
  });
});
