import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../app/.server/crypto.server";
import { SESSION_REFRESH_STEP_MS, SESSION_TTL_MS } from "../../app/.server/auth/session.server";
import { sessions } from "../../db/schema";
import { cookieFor, db } from "../support/auth-helpers";
import { insertProfile } from "../support/factories";
import { callWorker, countingEnv } from "../support/worker-call";

/**
 * The browser asks to slide its session on every page load and on focus (app/utils/auth-client.tsx); the session
 * row is written only when the slide is due (`SESSION_REFRESH_STEP_MS`), not on every ask.
 */
const MINUTE = 60_000;

async function sessionSlidAgo(ago: number) {
  const member = await insertProfile(db());
  const cookie = await cookieFor(member.id, new Date(Date.now() - ago));
  const tokenHash = await sha256Hex(cookie.slice(cookie.indexOf("=") + 1));
  const stored = async () => (await db().query.sessions.findFirst({ where: eq(sessions.tokenHash, tokenHash) }))!;
  return { cookie, stored };
}

const refresh = (cookie: string, withEnv: Env = env) =>
  callWorker(
    "https://app.test/api/refresh-session",
    {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
    },
    withEnv,
  );

const maxAgeOf = (res: { headers: Headers }) =>
  Number(/Max-Age=(\d+)/.exec(res.headers.getSetCookie().find((c) => c.startsWith("__Host-cf_session="))!)?.[1]);

describe("the sliding refresh writes only when it is due", () => {
  it("a session slid 10 minutes ago is not written again: the answer and cookie carry the stored expiry", async () => {
    const { cookie, stored } = await sessionSlidAgo(10 * MINUTE);
    const before = await stored();
    const counted = countingEnv();
    const res = await refresh(cookie, counted.env);
    expect(res.status).toBe(200);
    expect(counted.calls.filter((c) => /^prepare update/.test(c))).toEqual([]);
    expect(new Date((JSON.parse(res.body) as { expiresAt: string }).expiresAt).getTime()).toBe(
      before.expiresAt.getTime(),
    );
    expect((await stored()).expiresAt.getTime()).toBe(before.expiresAt.getTime());
    // The cookie lives as long as the row: about a TTL less the 10 minutes.
    expect(maxAgeOf(res)).toBeGreaterThan((SESSION_TTL_MS - 11 * MINUTE) / 1000);
    expect(maxAgeOf(res)).toBeLessThanOrEqual((SESSION_TTL_MS - 10 * MINUTE) / 1000);
  });

  it("a session last slid more than the step ago is written a full TTL forward", async () => {
    const { cookie, stored } = await sessionSlidAgo(SESSION_REFRESH_STEP_MS + MINUTE);
    const before = await stored();
    const res = await refresh(cookie);
    expect(res.status).toBe(200);
    const after = await stored();
    expect(after.expiresAt.getTime()).toBeGreaterThan(before.expiresAt.getTime() + SESSION_REFRESH_STEP_MS);
    expect(Math.abs(after.expiresAt.getTime() - (Date.now() + SESSION_TTL_MS))).toBeLessThan(MINUTE);
  });
});
