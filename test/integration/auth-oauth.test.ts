import { env } from "cloudflare:test";
import { appFetch } from "../support/browser";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { database } from "../../db";
import { insertProfile } from "../support/factories";
import { adminAuditLog, oauthAccounts, profiles } from "../../db/schema";
import { OAUTH_STATE_COOKIE, OAUTH_VERIFIER_COOKIE } from "../../app/.server/auth/oauth.server";
import { SESSION_COOKIE } from "../../app/.server/auth/session.server";
import { uniqueIp } from "../support/rate-limits";
import {
  callApi,
  CLIENT_ID,
  cookieHeader,
  cookiesFrom,
  oauthEnv,
  oauthProvider as provider,
  PROVIDER_ORIGIN,
  setCookieFor,
  type UserInfo,
} from "../support/auth-helpers";

const db = database(env.DB);

// A fresh provider for every test: no codes, tokens, recorded requests or failures.
beforeEach(() => provider.reset());

function uniqueUser(overrides: Partial<UserInfo> = {}): UserInfo {
  const id = crypto.randomUUID().slice(0, 8);
  return {
    sub: `g-${id}`,
    email: `Person.${id}@Example.com`,
    email_verified: true,
    given_name: "Dana",
    name: "Dana Reyes",
    ...overrides,
  };
}

/** Starts a sign-in: the redirect URL and the cookies the browser would keep. */
async function start() {
  const res = await callApi("/oauth/google/redirect_url", {}, oauthEnv());
  expect(res.status).toBe(200);
  const { redirectUrl } = (await res.json()) as { redirectUrl: string };
  return { res, redirectUrl, jar: cookiesFrom(res), state: new URL(redirectUrl).searchParams.get("state")! };
}

/** Each exchange from its own client address: a failure's audit entry counts against its sender's budget (recordAuditFrom). */
function exchange(body: unknown, cookie: string) {
  return callApi(
    "/sessions",
    {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie, "CF-Connecting-IP": uniqueIp() },
      body: JSON.stringify(body),
    },
    oauthEnv(),
  );
}

async function auditRows(action: string) {
  return db.select().from(adminAuditLog).where(eq(adminAuditLog.action, action)).all();
}

describe("GET /api/oauth/{provider}/redirect_url", () => {
  it("answers the provider URL with state and a PKCE S256 challenge, and keeps both in short-lived HttpOnly cookies", async () => {
    const { res, redirectUrl, jar, state } = await start();
    const url = new URL(redirectUrl);
    expect(url.origin + url.pathname).toBe(`${PROVIDER_ORIGIN}/authorize`);
    expect(url.searchParams.get("client_id")).toBe("test-client-id.apps.example");
    expect(url.searchParams.get("redirect_uri")).toBe(new URL("/auth/callback", env.APP_URL).toString());
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get("scope")).toBe("openid email profile");
    expect(state.length).toBeGreaterThanOrEqual(32);

    for (const name of [OAUTH_STATE_COOKIE, OAUTH_VERIFIER_COOKIE]) {
      const header = setCookieFor(res, name)!;
      expect(header).toMatch(/; HttpOnly/);
      expect(header).toMatch(/; Secure/);
      expect(header).toMatch(/; SameSite=Lax/);
      expect(header).toMatch(/; Path=\//);
      expect(Number(/Max-Age=(\d+)/.exec(header)?.[1])).toBeLessThanOrEqual(600);
    }
    expect(jar[OAUTH_STATE_COOKIE]).toBe(`google.${state}`);
    // The verifier never appears in the URL, only its challenge.
    expect(redirectUrl).not.toContain(decodeURIComponent(jar[OAUTH_VERIFIER_COOKIE]));
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("answers 404 JSON for an unknown provider", async () => {
    for (const name of ["nope", "__proto__", "constructor"]) {
      const res = await appFetch(`https://app.test/api/oauth/${name}/redirect_url`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: "Not found", code: "notFound" });
    }
  });

  it("answers 503 with a clear message when the provider has no credentials", async () => {
    const res = await callApi(
      "/oauth/google/redirect_url",
      {},
      oauthEnv({ GOOGLE_CLIENT_ID: "", GOOGLE_CLIENT_SECRET: "" }),
    );
    expect(res.status).toBe(503);
    expect(setCookieFor(res, OAUTH_STATE_COOKIE)).toBeUndefined();
    expect(((await res.json()) as { error: string }).error).toMatch(/Sign-in with Google is not available/);
  });
});

describe("POST /api/sessions (code exchange) against the stand-in provider", () => {
  it("creates the profile from the verified email, links the account, starts a session and audits it", async () => {
    const user = uniqueUser();
    const { redirectUrl, jar, state } = await start();
    const code = await provider.authorize(redirectUrl, user);

    const res = await exchange({ code, state }, cookieHeader(jar));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { expiresAt: string; user: { email: string; role: string } };
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(body.user).toMatchObject({ email: user.email.toLowerCase(), role: "member", onboarding_completed: false });
    const requests = await provider.requests();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /token", "GET /userinfo"]);
    // arctic authenticates the client with HTTP Basic credentials, as registered.
    expect(requests[0]).toMatchObject({ clientAuth: "client_secret_basic", clientId: CLIENT_ID });

    const sessionHeader = setCookieFor(res, SESSION_COOKIE)!;
    expect(sessionHeader).toMatch(/HttpOnly; Secure; SameSite=Lax/);
    // The attempt's cookies are cleared.
    expect(setCookieFor(res, OAUTH_STATE_COOKIE)).toMatch(/Max-Age=0/);
    expect(setCookieFor(res, OAUTH_VERIFIER_COOKIE)).toMatch(/Max-Age=0/);

    const profile = await db.query.profiles.findFirst({ where: eq(profiles.email, user.email.toLowerCase()) });
    expect(profile).toMatchObject({
      givenName: "Dana",
      fullName: "Dana Reyes",
      role: "member",
      onboardingCompleted: false,
    });
    const link = await db.query.oauthAccounts.findFirst({
      where: and(eq(oauthAccounts.provider, "google"), eq(oauthAccounts.providerUserId, user.sub)),
    });
    expect(link?.userId).toBe(profile!.id);

    const me = await callApi("/users/me", { headers: { Cookie: sessionHeader.split(";")[0] } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: user.email.toLowerCase(), user_data: { given_name: "Dana" } });

    const audit = (await auditRows("auth.sign_in")).find((row) => row.actorId === profile!.id);
    expect(audit?.details).toEqual({ method: "oauth", provider: "google" });
    expect(JSON.stringify(audit)).not.toContain(code);

    // Signing in again with the same provider account reuses the profile.
    const again = await start();
    const second = await exchange(
      { code: await provider.authorize(again.redirectUrl, user), state: again.state },
      cookieHeader(again.jar),
    );
    expect(second.status).toBe(200);
    expect(await db.$count(profiles, eq(profiles.email, user.email.toLowerCase()))).toBe(1);
  });

  it("links an existing profile with the same verified email instead of creating a second one", async () => {
    const existing = await insertProfile(db, { email: `linked.${crypto.randomUUID().slice(0, 6)}@example.com` });
    const user = uniqueUser({ email: existing.email.toUpperCase() });
    const { redirectUrl, jar, state } = await start();
    const res = await exchange({ code: await provider.authorize(redirectUrl, user), state }, cookieHeader(jar));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { id: string; onboarding_completed: boolean } }).user).toMatchObject({
      id: existing.id,
      onboarding_completed: true,
    });
    const link = await db.query.oauthAccounts.findFirst({ where: eq(oauthAccounts.providerUserId, user.sub) });
    expect(link?.userId).toBe(existing.id);
  });

  it("refuses an unverified email: no profile, no session, audited", async () => {
    const existing = await insertProfile(db, { email: `victim.${crypto.randomUUID().slice(0, 6)}@example.com` });
    const user = uniqueUser({ email: existing.email, email_verified: false });
    const { redirectUrl, jar, state } = await start();
    const res = await exchange({ code: await provider.authorize(redirectUrl, user), state }, cookieHeader(jar));
    expect(res.status).toBe(403);
    expect(setCookieFor(res, SESSION_COOKIE)).toBeUndefined();
    expect(
      await db.query.oauthAccounts.findFirst({ where: eq(oauthAccounts.providerUserId, user.sub) }),
    ).toBeUndefined();
    const failures = await auditRows("auth.sign_in_failed");
    expect(failures.some((row) => (row.details as { reason?: string })?.reason === "email_unverified")).toBe(true);
  });

  it("refuses a state that does not match the cookie, before calling the provider", async () => {
    const { redirectUrl, jar } = await start();
    const code = await provider.authorize(redirectUrl, uniqueUser());
    const res = await exchange({ code, state: "forged-state-value-forged-state-value" }, cookieHeader(jar));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(
      "We couldn't verify this sign-in. Please start again.",
    );
    expect(await provider.requests()).toEqual([]);
    expect(setCookieFor(res, SESSION_COOKIE)).toBeUndefined();
    const failures = await auditRows("auth.sign_in_failed");
    expect(failures.some((row) => (row.details as { reason?: string })?.reason === "state_mismatch")).toBe(true);
  });

  it("refuses a missing state or missing state cookie", async () => {
    const { redirectUrl, jar, state } = await start();
    const code = await provider.authorize(redirectUrl, uniqueUser());
    expect((await exchange({ code }, cookieHeader(jar))).status).toBe(400);
    const withoutStateCookie = cookieHeader({ [OAUTH_VERIFIER_COOKIE]: jar[OAUTH_VERIFIER_COOKIE] });
    expect((await exchange({ code, state }, withoutStateCookie)).status).toBe(400);
    const withoutVerifier = cookieHeader({ [OAUTH_STATE_COOKIE]: jar[OAUTH_STATE_COOKIE] });
    expect((await exchange({ code, state }, withoutVerifier)).status).toBe(400);
    expect(await provider.requests()).toEqual([]);
  });

  it("answers the spec's message when no code is given", async () => {
    const { jar, state } = await start();
    for (const body of [{ state }, { code: "", state }, {}]) {
      const res = await exchange(body, cookieHeader(jar));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: "Cannot exchange code for session token: no code provided in the URL search params",
        code: "oauthNoCode",
      });
    }
  });

  it("answers 401 when the provider rejects the code (wrong verifier or reused code)", async () => {
    const first = await start();
    const second = await start();
    const code = await provider.authorize(first.redirectUrl, uniqueUser());
    // Right state, wrong verifier: the provider's PKCE check fails.
    const mixed = cookieHeader({
      [OAUTH_STATE_COOKIE]: first.jar[OAUTH_STATE_COOKIE],
      [OAUTH_VERIFIER_COOKIE]: second.jar[OAUTH_VERIFIER_COOKIE],
    });
    const res = await exchange({ code, state: first.state }, mixed);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: string }).error).toBe("Sign-in with Google failed. Please try again.");
    expect((await provider.requests()).map((r) => r.path)).toEqual(["/token"]);
  });

  it("answers 502 when the provider's userinfo is unavailable", async () => {
    await provider.failUserInfo();
    const { redirectUrl, jar, state } = await start();
    const res = await exchange({ code: await provider.authorize(redirectUrl, uniqueUser()), state }, cookieHeader(jar));
    expect(res.status).toBe(502);
    expect(setCookieFor(res, SESSION_COOKIE)).toBeUndefined();
  });
});
