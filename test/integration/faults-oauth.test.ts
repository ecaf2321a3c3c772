/**
 * The OAuth provider failing during sign-in, on the real path: the browser's
 * /auth/callback page posts the code to POST /api/sessions, which exchanges it
 * (arctic) and reads userinfo from a provider stand-in of its own
 * (OAUTH_FAULTS_STANDIN_ORIGIN, so switching endpoints off never meets
 * auth-oauth.test.ts). The person gets our sign-in error, no account, link or
 * session is created, and signing in again succeeds.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../app/.server/auth/session.server";
import { adminAuditLog, oauthAccounts, profiles, sessions } from "../../db/schema";
import { cookieHeader, cookiesFrom, oauthEnv, providerStandIn, type UserInfo, db } from "../support/auth-helpers";
import { callWorker } from "../support/worker-call";
import { uniqueIp } from "../support/rate-limits";

const APP = "https://app.test";
const ORIGIN = env.OAUTH_FAULTS_STANDIN_ORIGIN;
const provider = providerStandIn(ORIGIN);
/** The app gives up on a silent provider after this long (the stand-in-only override in providers.server.ts). */
const withProvider = oauthEnv({ OAUTH_TIMEOUT_MS: "300" }, ORIGIN);

beforeEach(() => provider.reset());

function person(): UserInfo {
  const id = crypto.randomUUID().slice(0, 8);
  return {
    sub: `g-${id}`,
    email: `signin.${id}@example.com`,
    email_verified: true,
    given_name: "Noor",
    name: "Noor Haddad",
  };
}

/** "Continue with Google", consent at the provider, then the callback page's POST /api/sessions. */
async function signIn(user: UserInfo) {
  const started = await callWorker(`${APP}/api/oauth/google/redirect_url`, {}, withProvider);
  expect(started.status).toBe(200);
  const { redirectUrl } = JSON.parse(started.body) as { redirectUrl: string };
  const jar = cookiesFrom(new Response(null, { headers: started.headers }));
  const code = await provider.authorize(redirectUrl, user);
  const state = new URL(redirectUrl).searchParams.get("state");
  const answer = await callWorker(
    `${APP}/api/sessions`,
    {
      method: "POST",
      // Its own client address: a failure's audit entry counts against its sender's budget (recordAuditFrom).
      headers: { "Content-Type": "application/json", Cookie: cookieHeader(jar), "CF-Connecting-IP": uniqueIp() },
      body: JSON.stringify({ code, state }),
    },
    withProvider,
  );
  return { ...answer, setCookies: answer.headers.getSetCookie() };
}

/** Nothing of the person exists: no profile, no linked account, no session. */
async function expectNoAccount(user: UserInfo) {
  expect(await db().query.profiles.findFirst({ where: eq(profiles.email, user.email) })).toBeUndefined();
  expect(await db().select().from(oauthAccounts).where(eq(oauthAccounts.providerUserId, user.sub)).all()).toEqual([]);
}

async function expectSignedInOnce(user: UserInfo, answer: Awaited<ReturnType<typeof signIn>>) {
  expect(answer.status).toBe(200);
  expect(answer.setCookies.some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(true);
  const profile = await db().query.profiles.findFirst({ where: eq(profiles.email, user.email) });
  expect(profile).toMatchObject({ givenName: "Noor" });
  expect(await db().select().from(oauthAccounts).where(eq(oauthAccounts.providerUserId, user.sub)).all()).toHaveLength(
    1,
  );
  expect(await db().select().from(sessions).where(eq(sessions.userId, profile!.id)).all()).toHaveLength(1);
}

async function failureReasons(): Promise<string[]> {
  const rows = await db().select().from(adminAuditLog).where(eq(adminAuditLog.action, "auth.sign_in_failed")).all();
  return rows.map((row) => (row.details as { reason?: string } | null)?.reason ?? "");
}

describe("signing in with Google while the provider fails", () => {
  it("userinfo unavailable: our sign-in error (502), no account, link or session; signing in again works", async () => {
    const user = person();
    await provider.failUserInfo();
    const refused = await signIn(user);
    expect(refused.status).toBe(502);
    expect(JSON.parse(refused.body)).toEqual({
      error: "We couldn't read your Google account. Please try again.",
      code: "oauthUnreadable",
      values: { provider: "Google" },
    });
    expect(refused.setCookies.some((c) => c.startsWith(`${SESSION_COOKIE}=`) && !/Max-Age=0/.test(c))).toBe(false);
    await expectNoAccount(user);
    expect(await failureReasons()).toContain("userinfo_unavailable");
    expect((await provider.requests()).map((r) => r.path)).toEqual(["/token", "/userinfo"]);

    await provider.failUserInfo(false);
    await expectSignedInOnce(user, await signIn(user));
  });

  it("token endpoint unavailable: our sign-in error (502), userinfo never asked, nothing created; signing in again works", async () => {
    const user = person();
    await provider.failToken();
    const refused = await signIn(user);
    expect(refused.status).toBe(502);
    expect(JSON.parse(refused.body)).toEqual({
      error: "We couldn't reach Google. Please try again.",
      code: "oauthUnreachable",
      values: { provider: "Google" },
    });
    expect(refused.setCookies.some((c) => c.startsWith(`${SESSION_COOKIE}=`) && !/Max-Age=0/.test(c))).toBe(false);
    await expectNoAccount(user);
    expect(await failureReasons()).toContain("token_unavailable");
    expect((await provider.requests()).map((r) => r.path)).toEqual(["/token"]);

    await provider.failToken(false);
    await expectSignedInOnce(user, await signIn(user));
  });

  for (const [endpoint, message, asked, code] of [
    ["token", "We couldn't reach Google. Please try again.", ["/token"], "oauthUnreachable"],
    ["userinfo", "We couldn't read your Google account. Please try again.", ["/token", "/userinfo"], "oauthUnreadable"],
  ] as const) {
    it(`${endpoint} never answering: our sign-in error once we stop waiting, nothing created; signing in again works`, async () => {
      const user = person();
      await provider.hang(endpoint);
      const refused = await signIn(user);
      expect(refused.status).toBe(502);
      expect(JSON.parse(refused.body)).toEqual({ error: message, code, values: { provider: "Google" } });
      await expectNoAccount(user);
      expect((await provider.requests()).map((r) => r.path)).toEqual(asked);

      await provider.hang(endpoint, false);
      await expectSignedInOnce(user, await signIn(user));
    });
  }

  it("an existing member: the failure neither links the Google account nor starts a session; the retry links it once", async () => {
    const user = person();
    const [existing] = await db().insert(profiles).values({ email: user.email, givenName: "Noor" }).returning();
    await provider.failUserInfo();
    expect((await signIn(user)).status).toBe(502);
    expect(await db().select().from(oauthAccounts).where(eq(oauthAccounts.userId, existing.id)).all()).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.userId, existing.id)).all()).toEqual([]);

    await provider.failUserInfo(false);
    await expectSignedInOnce(user, await signIn(user));
  });
});
