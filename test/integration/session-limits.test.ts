import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SESSION_MAX_AGE_MS, SESSION_TTL_MS } from "../../app/.server/auth/session.server";
import { sha256Hex } from "../../app/.server/crypto.server";
import { insertProfile } from "../support/factories";
import { sessions, signInTokens } from "../../db/schema";
import { cronJobs, runCronJobs } from "../../worker/cron";
import { cookieFor, call, db, server } from "../support/auth-helpers";
import { appFetch } from "../support/browser";
import { uniqueIp } from "../support/rate-limits";

const DAY = 24 * 60 * 60 * 1000;
const tokenHashOf = (cookie: string) => sha256Hex(cookie.slice(cookie.indexOf("=") + 1));

/** A session signed in `age` ago that kept sliding (its expiry is still days away). */
async function slidingSession(age: number) {
  const member = await insertProfile(db());
  const cookie = await cookieFor(member.id, new Date(Date.now() - age));
  const tokenHash = await tokenHashOf(cookie);
  await db()
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() + 6 * DAY) })
    .where(eq(sessions.tokenHash, tokenHash));
  return { member, cookie, tokenHash };
}

describe("absolute session cap", () => {
  it("a session signed in more than 30 days ago is over, however recently it slid", async () => {
    const { cookie } = await slidingSession(SESSION_MAX_AGE_MS + 60_000);
    expect((await call("/api/users/me", { cookie })).status).toBe(401);
    expect((await call("/api/refresh-session", { method: "POST", cookie })).status).toBe(401);
  });

  it("refreshing never pushes the expiry past 30 days from sign-in", async () => {
    const { cookie, tokenHash } = await slidingSession(SESSION_MAX_AGE_MS - DAY);
    const res = await call("/api/refresh-session", { method: "POST", cookie });
    expect(res.status).toBe(200);
    const { expiresAt } = (await res.json()) as { expiresAt: string };
    const row = await db().query.sessions.findFirst({ where: eq(sessions.tokenHash, tokenHash) });
    const cap = row!.createdAt.getTime() + SESSION_MAX_AGE_MS;
    expect(new Date(expiresAt).getTime()).toBe(cap);
    expect(cap).toBeLessThan(Date.now() + SESSION_TTL_MS);
  });
});

describe("cron housekeeping", () => {
  it("deletes expired and over-age sessions and old sign-in links, keeping live ones", async () => {
    const expired = await insertProfile(db());
    const expiredHash = await tokenHashOf(await cookieFor(expired.id, new Date(Date.now() - SESSION_TTL_MS - DAY)));
    const { tokenHash: overAgeHash } = await slidingSession(SESSION_MAX_AGE_MS + DAY);
    const { tokenHash: liveHash } = await slidingSession(DAY);
    const linkOwner = await insertProfile(db());
    const oldLink = `old-${crypto.randomUUID()}`;
    const freshLink = `fresh-${crypto.randomUUID()}`;
    await db()
      .insert(signInTokens)
      .values([
        { tokenHash: oldLink, userId: linkOwner.id, expiresAt: new Date(Date.now() - 2 * DAY) },
        { tokenHash: freshLink, userId: linkOwner.id, expiresAt: new Date(Date.now() + 60_000) },
      ]);

    const report = await runCronJobs(cronJobs, server(), new Date());
    expect(report).toContainEqual({ job: "expired-sessions", ok: true });

    const left = async (hash: string) =>
      (await db().select().from(sessions).where(eq(sessions.tokenHash, hash))).length;
    expect([await left(expiredHash), await left(overAgeHash), await left(liveHash)]).toEqual([0, 0, 1]);
    const links = await db().select().from(signInTokens).where(eq(signInTokens.userId, linkOwner.id));
    expect(links.map((l) => l.tokenHash)).toEqual([freshLink]);
  });
});

describe("rate limits", () => {
  // A new address each time: the per-address budget (email-link-limits.test.ts) stays out of these client budgets.
  const checkEmail = (headers: Record<string, string>) =>
    appFetch("https://app.test/api/check-email", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", ...headers },
      body: JSON.stringify({ email: `nobody.${crypto.randomUUID()}@example.com` }),
    });

  /**
   * Asks until the first refusal. The limiters count per minute window: 2 × 11 + 1 asks fill one
   * window past its budget even if a window turns over mid-way, so no test waits for a fresh one.
   */
  async function untilRefused(headers: Record<string, string>): Promise<Response | undefined> {
    for (let i = 0; i < 23; i++) {
      const res = await checkEmail(headers);
      if (res.status === 429) return res;
    }
    return undefined;
  }

  it("a 429 says when to come back", async () => {
    const limited = await untilRefused({ "CF-Connecting-IP": uniqueIp() });
    expect(limited?.status).toBe(429);
    expect(limited?.headers.get("Retry-After")).toBe("60");
  });

  it("clients without an IP do not share one bucket", async () => {
    const agent = (name: string) => ({ "User-Agent": `${name}-${crypto.randomUUID()}` });
    expect((await untilRefused(agent("first")))?.status).toBe(429);
    expect((await checkEmail(agent("second"))).status).toBe(200);
  });
});
