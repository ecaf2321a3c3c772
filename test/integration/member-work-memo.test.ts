/**
 * The member dashboard's eight reads kept per isolate at the member's version (ADR 0085,
 * app/.server/dashboard/member-work-memo.server.ts): a view while the rows kept still stand sends none of them
 * again; any change shows at once; no session ever gets another's rows; a session that ended gets nothing;
 * and the isolate keeps a bounded number of sessions' rows.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createServerContext } from "../../app/.server/context.server";
import { readMemberWork } from "../../app/.server/dashboard/member-dashboard.server";
import { KeptMemberRows, SESSIONS_KEPT } from "../../app/.server/dashboard/member-work-memo.server";
import { sessionTokenHash } from "../../app/.server/auth/session.server";
import { addDays, todayUtc } from "../../app/domain/bill-rules";
import { billDeadlines, memberMessages, payments, requestMessages, sessions } from "../../db/schema";
import { insertAdmin, insertBillCase, insertDocument, insertHelpRequest, insertProfile } from "../support/factories";
import { cookieFor, db } from "../support/auth-helpers";
import { callWorker, countingEnv } from "../support/worker-call";

/** The loader's member data for this cookie, and the D1 trips it took, split into statements with their rows. */
async function view(cookie: string) {
  const counted = countingEnv();
  const request = new Request("https://app.test/dashboard", { headers: { Cookie: cookie } });
  const work = await readMemberWork(createServerContext(counted.env), request);
  const statements = counted.roundTrips.flatMap((trip, i) =>
    trip
      .replace(/^batch: /, "")
      .split(" | ")
      .map((sql, j) => ({ sql, rows: counted.rowsReturned[i]?.[j] ?? null })),
  );
  return { work, trips: counted.roundTrips, statements };
}

/** The rows the eight reads' lists answered (a count answers one row whatever it counts: left out). */
const listRows = (statements: { sql: string; rows: number | null }[]) =>
  statements
    .filter(({ sql }) =>
      /from "(help_requests|documents|payments|bill_cases|bill_deadlines|insurance_enrollments)"/.test(sql),
    )
    .reduce((sum, { rows }) => sum + (rows ?? 0), 0);

async function member(title: string) {
  const profile = await insertProfile(db());
  await insertHelpRequest(db(), profile.id, { title });
  await insertDocument(db(), env.DOCUMENTS, profile.id, { filename: `${title}.txt` });
  return { profile, cookie: await cookieFor(profile.id) };
}

/** What a session the isolate has never seen reads for the same member: the eight reads' answer now. */
async function freshView(userId: string) {
  return (await view(await cookieFor(userId))).work;
}

describe("the member dashboard's reads kept per version", () => {
  it("a second view is one trip that answers none of the lists' rows again", async () => {
    const { cookie } = await member("Kept rows");
    const first = await view(cookie);
    expect(first.trips).toHaveLength(1);
    expect(listRows(first.statements)).toBeGreaterThan(0);
    const second = await view(cookie);
    expect(second.trips).toHaveLength(1);
    expect(listRows(second.statements)).toBe(0);
    expect(second.work).toEqual(first.work);
    // The page's own second trip (the Worker's build keeps its own rows): the session lookup alone, which the
    // root loader, the guard and these reads share.
    await callWorker("https://app.test/dashboard", { headers: { Cookie: cookie } });
    const counted = countingEnv();
    await callWorker("https://app.test/dashboard", { headers: { Cookie: cookie } }, counted.env);
    expect(counted.roundTrips).toHaveLength(1);
    expect(counted.roundTrips[0]).toMatch(
      /^select .* from "sessions" inner join "profiles" .* left join "member_versions"/,
    );
  });

  it("shows every kind of change at once, as a new session would read it", async () => {
    const { profile, cookie } = await member("Changes");
    const admin = await insertAdmin(db());
    const request = await insertHelpRequest(db(), profile.id, { title: "Older request" });
    const [message] = await db()
      .insert(memberMessages)
      .values({ userId: profile.id, authorId: admin.id, body: "Hello from the team" })
      .returning();
    let caseId = "";
    const changes: [string, () => Promise<unknown>][] = [
      ["a new request", () => insertHelpRequest(db(), profile.id, { title: "A new request" })],
      [
        "a team reply",
        () => db().insert(requestMessages).values({ requestId: request.id, authorId: admin.id, body: "We called." }),
      ],
      ["a document", () => insertDocument(db(), env.DOCUMENTS, profile.id, { filename: "new.pdf" })],
      [
        "a payment",
        () =>
          db()
            .insert(payments)
            .values({
              userId: profile.id,
              stripeSessionId: `cs_${crypto.randomUUID()}`,
              planName: "Care Access",
              planType: "one_time",
              amountCents: 3900,
              status: "paid",
            }),
      ],
      ["a bill check", async () => (caseId = (await insertBillCase(db(), profile.id)).id)],
      [
        "a deadline",
        () =>
          db()
            .insert(billDeadlines)
            .values({ caseId, kind: "itemized_bill", dueDate: addDays(todayUtc(), 9), remindAt: new Date() }),
      ],
      [
        "a message read",
        () => db().update(memberMessages).set({ readAt: new Date() }).where(eq(memberMessages.id, message.id)),
      ],
    ];
    let before = (await view(cookie)).work;
    for (const [what, change] of changes) {
      await view(cookie); // kept
      await change();
      const after = await view(cookie);
      expect(after.trips, what).toHaveLength(2);
      expect(after.work, what).not.toEqual(before);
      expect(after.work, what).toEqual(await freshView(profile.id));
      before = after.work;
    }
  });

  it("never answers one member's session with another's rows", async () => {
    const maria = await member("Maria's request");
    const ana = await member("Ana's request");
    for (let i = 0; i < 2; i++) {
      const [hers, theirs] = [await view(maria.cookie), await view(ana.cookie)];
      expect(hers.work.requests.map((r) => r.title)).toEqual(["Maria's request"]);
      expect(theirs.work.requests.map((r) => r.title)).toEqual(["Ana's request"]);
    }
  });

  it("answers nothing the moment the session ends, and the page sends the visitor to sign in", async () => {
    const { cookie } = await member("Signed out");
    await view(cookie);
    expect((await view(cookie)).work.requests).toHaveLength(1);
    const tokenHash = await sessionTokenHash(undefined, cookie.slice(cookie.indexOf("=") + 1));
    await db().delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    const after = await view(cookie);
    expect(after.trips).toHaveLength(1);
    expect(after.work.requests).toEqual([]);
    expect(after.work.documents).toEqual([]);
    const page = await callWorker("https://app.test/dashboard", { headers: { Cookie: cookie }, redirect: "manual" });
    expect(page.status).toBe(302);
  });

  it("keeps a bounded number of sessions' rows, dropping the least recently viewed", async () => {
    const kept = new KeptMemberRows<string>(2);
    kept.keep("a", { userId: "a", version: null, rows: "a's" });
    kept.keep("b", { userId: "b", version: null, rows: "b's" });
    expect(kept.get("a")?.rows).toBe("a's"); // a is now the most recent
    kept.keep("c", { userId: "c", version: null, rows: "c's" });
    expect(kept.get("b")).toBeUndefined();
    expect(kept.get("a")?.rows).toBe("a's");
    expect(kept.get("c")?.rows).toBe("c's");

    // The dashboard's own: past SESSIONS_KEPT sessions, the first one's rows are read again.
    const first = await member("First kept");
    await view(first.cookie);
    for (let i = 0; i < SESSIONS_KEPT; i++) await view(await cookieFor(first.profile.id));
    const again = await view(first.cookie);
    expect(listRows(again.statements)).toBeGreaterThan(0);
    expect(listRows((await view(first.cookie)).statements)).toBe(0);
  });
});
