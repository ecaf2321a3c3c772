import { env } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { memberMessages, payments, profiles } from "../../db/schema";
import { CONCIERGE_PLANS } from "../../app/data/plans";
import { SESSION_COOKIE, SESSION_TTL_MS } from "../../app/.server/auth/session.server";
import { createServerContext } from "../../app/.server/context.server";
import { readMemberWork } from "../../app/.server/dashboard/member-dashboard.server";
import { offerFrom } from "../../app/.server/payments/offers.server";
import { preparedRead, readTogether } from "../../app/.server/read-together.server";
import { insertBillCase, insertHelpRequest, insertProfile } from "../support/factories";
import { cookieFor } from "../support/auth-helpers";
import { countingEnv } from "../support/worker-call";

const withCookie = (cookie: string) => new Request("https://app.test/dashboard", { headers: { Cookie: cookie } });

describe("reads started in the same turn travel together", () => {
  it("two reads are one batch, and each caller gets its own answer", async () => {
    const db = createServerContext(env).db;
    const [ana, ben] = [await insertProfile(db, { givenName: "Ana" }), await insertProfile(db, { givenName: "Ben" })];
    const counted = countingEnv();
    const server = createServerContext(counted.env);
    const byId = (id: string) =>
      server.db.select({ givenName: profiles.givenName }).from(profiles).where(eq(profiles.id, id));
    const [a, b] = await Promise.all([readTogether(server, byId(ana.id)), readTogether(server, byId(ben.id))]);
    expect(a).toEqual([{ givenName: "Ana" }]);
    expect(b).toEqual([{ givenName: "Ben" }]);
    expect(counted.roundTrips).toHaveLength(1);
    expect(counted.roundTrips[0]).toMatch(/^batch: select .* \| select /);
  });

  it("a read alone runs as itself, and the next turn gathers a new batch", async () => {
    const counted = countingEnv();
    const server = createServerContext(counted.env);
    const one = () =>
      server.db
        .select({ one: sql<number>`1` })
        .from(profiles)
        .limit(1);
    await readTogether(server, one());
    await readTogether(server, one());
    expect(counted.roundTrips).toHaveLength(2);
    expect(counted.roundTrips.every((trip) => !trip.startsWith("batch:"))).toBe(true);
  });

  it("when the batch fails, every read in it fails (nobody is left waiting)", async () => {
    const server = createServerContext(env);
    const good = readTogether(server, server.db.select().from(profiles).limit(1));
    const bad = readTogether(server, server.db.select({ x: sql`no_such_column` }).from(profiles));
    await expect(bad).rejects.toThrow();
    await expect(good).rejects.toThrow();
  });
});

describe("reads prepared once per isolate", () => {
  const profileById = preparedRead((db) =>
    db
      .select({ givenName: profiles.givenName, createdAt: profiles.createdAt })
      .from(profiles)
      .where(eq(profiles.id, sql.placeholder("id")))
      .prepare(),
  );

  it("are built once, shared by every request (each with its own client), and each request binds its own values", async () => {
    const db = createServerContext(env).db;
    const [ana, ben] = [await insertProfile(db, { givenName: "Ana" }), await insertProfile(db, { givenName: "Ben" })];
    const counted = countingEnv();
    const server = createServerContext(counted.env);
    expect(profileById()).toBe(profileById());
    expect(counted.calls).toEqual([]); // building it asks the request's D1 nothing
    const [a, b] = await Promise.all([
      readTogether(server, profileById(), { id: ana.id }),
      readTogether(server, profileById(), { id: ben.id }),
    ]);
    expect(a.map((row) => row.givenName)).toEqual(["Ana"]);
    expect(b.map((row) => row.givenName)).toEqual(["Ben"]);
    expect(counted.roundTrips).toHaveLength(1);
  });

  it("answer rows typed as drizzle maps them, alone or in a batch, beside reads being built", async () => {
    const db = createServerContext(env).db;
    const ana = await insertProfile(db, { givenName: "Ana" });
    const server = createServerContext(env);
    const [alone] = await readTogether(server, profileById(), { id: ana.id });
    const [[batched], built] = await Promise.all([
      readTogether(server, profileById(), { id: ana.id }),
      readTogether(
        server,
        server.db.select({ createdAt: profiles.createdAt }).from(profiles).where(eq(profiles.id, ana.id)),
      ),
    ]);
    for (const row of [alone, batched, built[0]]) expect(row.createdAt).toBeInstanceOf(Date);
    expect(batched).toEqual(alone);
  });

  it("a placeholder left without a value fails that batch, not silently", async () => {
    const server = createServerContext(env);
    await expect(readTogether(server, profileById(), {})).rejects.toThrow(/placeholder "id"/);
  });
});

describe("reads started beside the guard see only the session holder's rows", () => {
  it("a live session reads its holder's requests and no one else's", async () => {
    const db = createServerContext(env).db;
    const [holder, other] = [await insertProfile(db), await insertProfile(db)];
    await insertHelpRequest(db, holder.id, { title: "Holder's bill" });
    await insertHelpRequest(db, other.id, { title: "Someone else's bill" });
    const work = await readMemberWork(createServerContext(env), withCookie(await cookieFor(holder.id)));
    expect(work.requests.map((r) => r.title)).toEqual(["Holder's bill"]);
  });

  it("an expired session, a made-up token or no cookie reads nothing at all", async () => {
    const db = createServerContext(env).db;
    const holder = await insertProfile(db);
    await insertHelpRequest(db, holder.id, { title: "Holder's bill" });
    // A resolved bill case would be counted and summed ("Saved $X so far") if the session were taken as live.
    await insertBillCase(db, holder.id, { status: "resolved", finalAmountCents: 1000 });
    // A paid Care Access row would make the holder's offer read { newMember: false }.
    await db.insert(payments).values({
      userId: holder.id,
      stripeSessionId: `cs_test_${holder.id}`,
      planName: CONCIERGE_PLANS[0].name,
      planType: "one_time",
      amountCents: 3900,
      status: "paid",
    });
    // An unread reply from the team would be counted on the dashboard's Messages.
    await db.insert(memberMessages).values({ userId: holder.id, authorId: null, body: "A reply" });
    const expired = await cookieFor(holder.id, new Date(Date.now() - SESSION_TTL_MS - 60_000));
    for (const request of [
      withCookie(expired),
      withCookie(`${SESSION_COOKIE}=made-up`),
      new Request("https://app.test/dashboard"),
    ]) {
      const work = await readMemberWork(createServerContext(env), request);
      // Nobody's rows: no requests, documents, payments, bill cases or unread replies, and the offer of someone who has paid nothing.
      expect(work).toEqual({
        requests: [],
        documents: [],
        payments: [],
        bills: { cases: [], more: 0, saved_cents: null },
        offer: offerFrom([], false),
        messagesUnread: 0,
      });
    }
  });
});
