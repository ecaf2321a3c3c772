/**
 * Passkeys as the admins' second factor and a member's sign-in
 * (docs/decisions/0044-passkeys-admin-second-factor.md), through the real
 * /api routes and @simplewebauthn/server, answered by a software authenticator.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { developmentSecondFactor, devSignIn } from "../../app/.server/auth/dev-sign-in.server";
import { relyingParty } from "../../app/.server/auth/passkeys/relying-party.server";
import { createServerContext } from "../../app/.server/context.server";
import { PASSKEY_PAGE_MESSAGES } from "../../app/domain/passkeys";
import { recoveryCodes, sessions, webauthnChallenges } from "../../db/schema";
import { call, db, firstFactorCookieFor, invitationFor } from "../support/auth-helpers";
import { insertAdmin, insertProfile } from "../support/factories";
import { SoftAuthenticator } from "../support/soft-authenticator";

const APP = new URL(env.APP_URL);
const authenticator = () => new SoftAuthenticator({ origin: APP.origin, rpId: APP.hostname });
const newAdmin = () => insertAdmin(db(), { email: `admin.${crypto.randomUUID().slice(0, 8)}@example.com` });

async function post(path: string, cookie?: string, json: unknown = undefined) {
  return call(path, { method: "POST", cookie, json: json ?? {}, headers: { "CF-Connecting-IP": crypto.randomUUID() } });
}

/** Enrolls a passkey with the session's cookie; returns the recovery codes the answer carried. */
async function enroll(cookie: string, device = authenticator(), invitation?: string) {
  const options = (await (await post("/api/passkeys/registration/options", cookie, { invitation })).json()) as {
    challenge: string;
    user: { id: string };
  };
  const res = await post("/api/passkeys/registration", cookie, await device.register(options));
  expect(res.status).toBe(200);
  return ((await res.json()) as { recoveryCodes: string[] | null }).recoveryCodes;
}

async function secondFactorOptions(cookie: string) {
  const res = await post("/api/passkeys/second-factor/options", cookie);
  expect(res.status).toBe(200);
  return (await res.json()) as { challenge: string };
}

describe("an admin's second factor", () => {
  it("first sign-in: enrolls a passkey, gets 10 recovery codes once (stored hashed), then the admin API answers", async () => {
    const admin = await newAdmin();
    const cookie = await firstFactorCookieFor(admin.id);
    expect((await call("/api/admin/users", { cookie })).status).toBe(401);
    const page = await call("/admin-dashboard", { cookie, redirect: "manual" });
    expect(page.headers.get("Location")).toBe("/second-factor");

    const codes = await enroll(cookie, authenticator(), await invitationFor(admin.email));
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, admin.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(codes).not.toContain(row.codeHash);
    expect((await call("/api/admin/users", { cookie })).status).toBe(200);
  });

  it("every new session shows the passkey; a sign-in link alone can add no other passkey", async () => {
    const admin = await newAdmin();
    const device = authenticator();
    await enroll(await firstFactorCookieFor(admin.id), device, await invitationFor(admin.email));

    const next = await firstFactorCookieFor(admin.id);
    expect((await call("/api/admin/stats", { cookie: next })).status).toBe(401);
    expect((await post("/api/passkeys/registration/options", next)).status).toBe(403);
    const answer = await device.authenticate(await secondFactorOptions(next));
    expect((await post("/api/passkeys/second-factor", next, answer)).status).toBe(200);
    expect((await call("/api/admin/stats", { cookie: next })).status).toBe(200);
  });

  it("a challenge answers once, only before it expires, only for the session that asked", async () => {
    const admin = await newAdmin();
    const device = authenticator();
    await enroll(await firstFactorCookieFor(admin.id), device, await invitationFor(admin.email));

    const first = await firstFactorCookieFor(admin.id);
    const answer = await device.authenticate(await secondFactorOptions(first));
    expect((await post("/api/passkeys/second-factor", first, answer)).status).toBe(200);
    // The same answer again (a replay), in another unverified session: its challenge is gone.
    const replayer = await firstFactorCookieFor(admin.id);
    const replay = await post("/api/passkeys/second-factor", replayer, answer);
    expect(replay.status).toBe(400);
    expect((await call("/api/admin/stats", { cookie: replayer })).status).toBe(401);

    // Issued to one session, answered from another: refused.
    const asker = await firstFactorCookieFor(admin.id);
    const stolen = await device.authenticate(await secondFactorOptions(asker));
    expect((await post("/api/passkeys/second-factor", replayer, stolen)).status).toBe(400);
    // Presenting it did not spend it: only its owner takes it, and can still answer with it.
    expect((await post("/api/passkeys/second-factor", asker, stolen)).status).toBe(200);

    // Expired.
    const late = await firstFactorCookieFor(admin.id);
    const options = await secondFactorOptions(late);
    await db()
      .update(webauthnChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(webauthnChallenges.userId, admin.id));
    expect((await post("/api/passkeys/second-factor", late, await device.authenticate(options))).status).toBe(400);
    expect((await call("/api/admin/stats", { cookie: late })).status).toBe(401);
  });

  it("refuses a counter that does not move past the stored one (a cloned authenticator) and a foreign origin", async () => {
    const admin = await newAdmin();
    const device = authenticator();
    await enroll(await firstFactorCookieFor(admin.id), device, await invitationFor(admin.email));
    const one = await firstFactorCookieFor(admin.id);
    expect(
      (await post("/api/passkeys/second-factor", one, await device.authenticate(await secondFactorOptions(one))))
        .status,
    ).toBe(200);

    const two = await firstFactorCookieFor(admin.id);
    const clone = await device.authenticate(await secondFactorOptions(two), { counter: device.counter });
    expect((await post("/api/passkeys/second-factor", two, clone)).status).toBe(400);
    const phished = await device.authenticate(await secondFactorOptions(two), {
      origin: "https://carefinder.example.evil.test",
    });
    expect((await post("/api/passkeys/second-factor", two, phished)).status).toBe(400);
    expect((await call("/api/admin/stats", { cookie: two })).status).toBe(401);
  });

  it("a recovery code (plain form post) verifies the session once, and is then spent", async () => {
    const admin = await newAdmin();
    const codes = (await enroll(
      await firstFactorCookieFor(admin.id),
      authenticator(),
      await invitationFor(admin.email),
    ))!;
    const first = await firstFactorCookieFor(admin.id);
    const used = await call("/second-factor", {
      method: "POST",
      cookie: first,
      body: new URLSearchParams({ code: codes[0].toUpperCase() }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
    expect(used.headers.get("Location")).toBe("/admin-dashboard");
    expect((await call("/api/admin/stats", { cookie: first })).status).toBe(200);

    const second = await firstFactorCookieFor(admin.id);
    const again = await call("/second-factor", {
      method: "POST",
      cookie: second,
      body: new URLSearchParams({ code: codes[0] }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("That recovery code is not valid or was already used.");
    expect((await call("/api/admin/stats", { cookie: second })).status).toBe(401);
  });

  it("without JavaScript the page says why the passkey button cannot work, and offers the recovery code form", async () => {
    const admin = await newAdmin();
    await enroll(await firstFactorCookieFor(admin.id), authenticator(), await invitationFor(admin.email));
    const html = await (await call("/second-factor", { cookie: await firstFactorCookieFor(admin.id) })).text();
    expect(html).toContain(PASSKEY_PAGE_MESSAGES.needsJavaScript);
    expect(html).toContain('name="code"');
  });
});

describe("a member's passkey sign-in", () => {
  it("a member adds a passkey, then signs in with it (discoverable, no address typed)", async () => {
    const member = await insertProfile(db());
    const device = authenticator();
    expect(await enroll(await firstFactorCookieFor(member.id), device)).toBeNull();
    const options = (await (await post("/api/passkey-sign-in/options")).json()) as { challenge: string };
    const res = await post("/api/passkey-sign-in", undefined, await device.authenticate(options));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ landing: "/dashboard" });
    const cookie = res.headers.getSetCookie()[0].split(";")[0];
    const me = (await (await call("/api/users/me", { cookie })).json()) as { id: string };
    expect(me.id).toBe(member.id);
  });
});

describe("development sign-in skips the second factor in development only", () => {
  it("marks the session in development; in any other environment there is neither the page nor the mark", async () => {
    const admin = await newAdmin();
    const dev = createServerContext({ ...env, ENVIRONMENT: "development" } as Env);
    await devSignIn(dev, admin.email);
    const [row] = await db().select().from(sessions).where(eq(sessions.userId, admin.id));
    expect(row.secondFactorAt).toBeInstanceOf(Date);

    for (const ENVIRONMENT of ["production", "staging", "test", "Development"]) {
      expect(developmentSecondFactor({ ENVIRONMENT }, new Date())).toBeNull();
      const other = createServerContext({ ...env, ENVIRONMENT } as Env);
      await expect(devSignIn(other, admin.email)).rejects.toMatchObject({ status: 404 });
    }
    expect(await db().select().from(sessions).where(eq(sessions.userId, admin.id))).toHaveLength(1);
  });
});

describe("the RP ID and origin", () => {
  const APP_URL = "https://carefinder.example";

  it("accept http://localhost at any port in development only, never an IP address", () => {
    const dev = { ENVIRONMENT: "development", APP_URL: "http://127.0.0.1:8813" };
    expect(relyingParty(dev, new Request("http://localhost:8813/second-factor"))).toMatchObject({
      id: "localhost",
      origins: ["http://localhost:8813"],
    });
    expect(relyingParty(dev, new Request("http://127.0.0.1:8813/second-factor")).origins).toEqual([]);
  });

  it("come from APP_URL alone outside development, whatever host the request names", () => {
    for (const ENVIRONMENT of ["production", "staging", "test", "Development"]) {
      for (const url of ["http://localhost:8813/second-factor", "https://evil.example/second-factor"]) {
        expect(relyingParty({ ENVIRONMENT, APP_URL }, new Request(url))).toMatchObject({
          id: "carefinder.example",
          origins: [APP_URL],
        });
      }
    }
  });
});
