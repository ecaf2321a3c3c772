import { env } from "cloudflare:test";
import { appFetch } from "../support/browser";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "../../db";
import { insertAdmin, insertProfile } from "../support/factories";
import { adminAuditLog, sessions } from "../../db/schema";
import { assertDevSignInEnabled, devSignIn, listDevAccounts } from "../../app/.server/auth/dev-sign-in.server";
import { SESSION_COOKIE, SESSION_TTL_MS } from "../../app/.server/auth/session.server";
import { sha256Hex } from "../../app/.server/crypto.server";
import { createServerContext } from "../../app/.server/context.server";
import { ServiceError } from "../../app/.server/errors.server";
import { callApi, cookieFor, setCookieFor } from "../support/auth-helpers";
import { refusalBody } from "../support/refusal-body";

const db = database(env.DB);

async function tokenHashOf(cookie: string) {
  return sha256Hex(decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1)));
}

describe("GET /api/users/me", () => {
  it("answers 401 JSON for a visitor", async () => {
    const res = await appFetch("https://app.test/api/users/me");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(refusalBody("Please sign in to continue."));
  });

  it("answers the signed-in member with the spec's fields and nothing personal beyond name and email", async () => {
    const member = await insertProfile(db, { givenName: "Rosa", onboardingCompleted: true });
    const res = await appFetch("https://app.test/api/users/me", {
      headers: { Cookie: await cookieFor(member.id) },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: member.id,
      email: member.email,
      role: "member",
      onboarding_completed: true,
      user_data: { given_name: "Rosa", full_name: member.fullName },
    });
  });

  it("answers role admin for a profile with role admin and for an ADMIN_EMAILS address", async () => {
    const admin = await insertAdmin(db);
    const support = await insertProfile(db, { email: `Ops.${crypto.randomUUID().slice(0, 6)}@carefinder.example` });
    const envWithSupport = { ...env, ADMIN_EMAILS: ` someone@else.example , ${support.email.toUpperCase()} ` } as Env;
    const asAdmin = await callApi("/users/me", { headers: { Cookie: await cookieFor(admin.id) } });
    expect(((await asAdmin.json()) as { role: string }).role).toBe("admin");
    const asSupport = await callApi("/users/me", { headers: { Cookie: await cookieFor(support.id) } }, envWithSupport);
    expect(((await asSupport.json()) as { role: string }).role).toBe("admin");
    const asPlain = await callApi("/users/me", { headers: { Cookie: await cookieFor(support.id) } });
    expect(((await asPlain.json()) as { role: string }).role).toBe("member");
  });

  it("answers 401 for an expired session, an unknown token and a malformed cookie", async () => {
    const member = await insertProfile(db);
    const expired = await cookieFor(member.id, new Date(Date.now() - SESSION_TTL_MS - 1000));
    for (const cookie of [expired, `${SESSION_COOKIE}=not-a-real-token`, `${SESSION_COOKIE}=%E0%A4%A`, "other=1"]) {
      const res = await appFetch("https://app.test/api/users/me", { headers: { Cookie: cookie } });
      expect(res.status, cookie).toBe(401);
    }
  });
});

describe("POST /api/refresh-session", () => {
  it("slides the expiry a full TTL forward and sends a new cookie", async () => {
    const member = await insertProfile(db);
    const issuedAt = new Date(Date.now() - 6 * 24 * 60 * 60 * 1000); // expires in about a day
    const cookie = await cookieFor(member.id, issuedAt);
    const before = await db.query.sessions.findFirst({ where: eq(sessions.tokenHash, await tokenHashOf(cookie)) });

    const res = await appFetch("https://app.test/api/refresh-session", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
    });
    expect(res.status).toBe(200);
    const { expiresAt } = (await res.json()) as { expiresAt: string };
    const newExpiry = new Date(expiresAt).getTime();
    expect(newExpiry).toBeGreaterThan(before!.expiresAt.getTime() + 5 * 24 * 60 * 60 * 1000);
    expect(Math.abs(newExpiry - (Date.now() + SESSION_TTL_MS))).toBeLessThan(60_000);

    const header = setCookieFor(res, SESSION_COOKIE)!;
    expect(header).toMatch(/HttpOnly; Secure; SameSite=Lax/);
    expect(Number(/Max-Age=(\d+)/.exec(header)?.[1])).toBeGreaterThan(SESSION_TTL_MS / 1000 - 120);
    const after = await db.query.sessions.findFirst({ where: eq(sessions.tokenHash, await tokenHashOf(cookie)) });
    expect(after!.expiresAt.getTime()).toBe(newExpiry);
  });

  it("answers 401 for a visitor and for an expired session", async () => {
    const member = await insertProfile(db);
    const expired = await cookieFor(member.id, new Date(Date.now() - SESSION_TTL_MS - 1));
    for (const headers of [{}, { Cookie: expired }] as Record<string, string>[]) {
      const res = await appFetch("https://app.test/api/refresh-session", { method: "POST", headers });
      expect(res.status).toBe(401);
      expect(setCookieFor(res, SESSION_COOKIE)).toBeUndefined();
    }
  });
});

describe("signing out", () => {
  it("GET /api/logout deletes the session row, clears the cookie and audits", async () => {
    const member = await insertProfile(db);
    const cookie = await cookieFor(member.id);
    const res = await appFetch("https://app.test/api/logout", { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(setCookieFor(res, SESSION_COOKIE)).toMatch(
      /^__Host-cf_session=; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(
      await db.query.sessions.findFirst({ where: eq(sessions.tokenHash, await tokenHashOf(cookie)) }),
    ).toBeUndefined();
    expect((await appFetch("https://app.test/api/users/me", { headers: { Cookie: cookie } })).status).toBe(401);
    const audit = await db.query.adminAuditLog.findFirst({ where: eq(adminAuditLog.actorId, member.id) });
    expect(audit?.action).toBe("auth.sign_out");
  });

  it("GET /api/logout without a session still answers ok and clears the cookie", async () => {
    const res = await appFetch("https://app.test/api/logout");
    expect(res.status).toBe(200);
    expect(setCookieFor(res, SESSION_COOKIE)).toMatch(/Max-Age=0/);
  });

  it("the header's Sign Out (POST /logout) ends the session and returns to a signed-out home page", async () => {
    const member = await insertProfile(db);
    const cookie = await cookieFor(member.id);
    const signedIn = await (await appFetch("https://app.test/", { headers: { Cookie: cookie } })).text();
    expect(signedIn).toContain("My Care Dashboard");
    expect(signedIn).toContain("Sign Out");
    expect(signedIn).toMatch(/<form[^>]*method="post"[^>]*action="\/logout"/);

    const res = await appFetch("https://app.test/logout", {
      method: "POST",
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
    expect(setCookieFor(res, SESSION_COOKIE)).toMatch(/Max-Age=0/);

    const after = await (await appFetch("https://app.test/", { headers: { Cookie: cookie } })).text();
    expect(after).toContain(">Sign In<");
    expect(after).not.toContain("My Care Dashboard");
    expect(after).not.toContain("Sign Out");
  });

  it("GET /logout signs no one out", async () => {
    const member = await insertProfile(db);
    const cookie = await cookieFor(member.id);
    const res = await appFetch("https://app.test/logout", { headers: { Cookie: cookie }, redirect: "manual" });
    expect(res.status).toBe(302);
    expect((await appFetch("https://app.test/api/users/me", { headers: { Cookie: cookie } })).status).toBe(200);
  });
});

describe("local development sign-in (docs/decisions/0004-sign-in.md)", () => {
  const withEnv = (ENVIRONMENT: string) => createServerContext({ ...env, ENVIRONMENT } as Env);

  it("is a 404 in production and in test, through the service and the page", async () => {
    for (const environment of ["production", "test", "", "Development"]) {
      expect(() => assertDevSignInEnabled({ ENVIRONMENT: environment })).toThrow(ServiceError);
      await expect(listDevAccounts(withEnv(environment))).rejects.toMatchObject({ status: 404 });
      await expect(devSignIn(withEnv(environment), "support@carefinder.example")).rejects.toMatchObject({
        status: 404,
      });
    }
    // The test Worker runs with ENVIRONMENT=test.
    expect((await appFetch("https://app.test/dev/sign-in")).status).toBe(404);
    const post = await appFetch("https://app.test/dev/sign-in", {
      method: "POST",
      body: new URLSearchParams({ email: "support@carefinder.example" }),
      redirect: "manual",
    });
    expect(post.status).toBe(404);
    expect(setCookieFor(post, SESSION_COOKIE)).toBeUndefined();
  });

  it("works in development: lists accounts and signs in with the right landing", async () => {
    const member = await insertProfile(db);
    const admin = await insertAdmin(db);
    const fresh = await insertProfile(db, { onboardingCompleted: false });
    const dev = withEnv("development");
    expect(() => assertDevSignInEnabled({ ENVIRONMENT: "development" })).not.toThrow();
    const accounts = await listDevAccounts(dev);
    expect(accounts.length).toBeGreaterThan(0);
    expect((await devSignIn(dev, member.email)).landing).toBe("/dashboard");
    expect((await devSignIn(dev, admin.email.toUpperCase())).landing).toBe("/admin-dashboard");
    const { cookie, landing } = await devSignIn(dev, fresh.email);
    expect(landing).toBe("/form");
    const me = await appFetch("https://app.test/api/users/me", { headers: { Cookie: cookie.split(";")[0] } });
    expect(me.status).toBe(200);
    const audit = await db.query.adminAuditLog.findFirst({ where: eq(adminAuditLog.actorId, fresh.id) });
    expect(audit).toMatchObject({ action: "auth.sign_in", details: { method: "dev" } });
  });
});
