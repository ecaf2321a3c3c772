import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "../../db";
import { insertProfile } from "../support/factories";
import { adminAuditLog, emailOutbox, oauthAccounts, profiles, sessions, signUpTokens } from "../../db/schema";
import { SIGN_UP_LINK_TTL_MS } from "../../app/.server/auth/email-sign-up.server";
import { SIGN_UP_LINK_MESSAGES } from "../../app/domain/sign-in";
import { findOrCreateOAuthProfile } from "../../app/.server/auth/oauth.server";
import { SESSION_COOKIE } from "../../app/.server/auth/session.server";
import { createServerContext } from "../../app/.server/context.server";
import { randomToken, sha256Hex } from "../../app/.server/crypto.server";
import { openEmailBody } from "../../app/.server/email/sealed-body.server";
import { setCookieFor } from "../support/auth-helpers";
import { appFetch } from "../support/browser";
import { uniqueIp } from "../support/rate-limits";
import { openEmailLink, tokenInEmailedLink } from "../support/email-links";

const db = database(env.DB);
const freshIp = uniqueIp;
const newAddress = () => `joiner.${crypto.randomUUID().slice(0, 8)}@example.com`;

function checkEmail(email: string, ip = freshIp()) {
  return appFetch("https://app.test/api/check-email", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
    body: JSON.stringify({ email, intent: "sign-up" }),
  });
}

async function linkMails(email: string) {
  const rows = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).all();
  return Promise.all(
    rows.map(async (row) => ({ ...row, storedBody: row.textBody, textBody: await openEmailBody(env, row.textBody) })),
  );
}

async function signUpTokenFor(email: string): Promise<string> {
  const mails = await linkMails(email);
  return tokenInEmailedLink(mails[mails.length - 1]?.textBody ?? "");
}

function follow(token: string) {
  return appFetch("https://app.test/auth/link", {
    method: "POST",
    body: new URLSearchParams({ token }),
    redirect: "manual",
  });
}

const profileFor = (email: string) => db.select().from(profiles).where(eq(profiles.email, email)).all();

describe("sign-up by emailed link", () => {
  it("emails a single-use sign-up link to a new address, answers {ok:true}, and creates nothing yet", async () => {
    const email = newAddress();
    const res = await checkEmail(`  ${email.toUpperCase()} `);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(setCookieFor(res, SESSION_COOKIE)).toBeUndefined();

    const [mail] = await linkMails(email);
    expect(mail).toMatchObject({ kind: "sign_in_link", subject: "Create your Care Finder account", status: "pending" });
    expect(mail.textBody).toContain("expires in 15 minutes");
    const token = await signUpTokenFor(email);
    expect(mail.storedBody).toMatch(/^sealed:v1:/);
    expect(mail.storedBody).not.toContain(token);

    const rows = await db.select().from(signUpTokens).where(eq(signUpTokens.email, email)).all();
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(await sha256Hex(token));
    expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBe(SIGN_UP_LINK_TTL_MS);
    // An unfollowed link creates nothing: no profile, however often the page is opened.
    const page = await openEmailLink(token);
    const html = await page.text();
    expect(html).toContain("Create my account");
    expect(html).toContain(email);
    expect(await profileFor(email)).toEqual([]);

    // Asking again at once sends no second email.
    await checkEmail(email);
    expect(await linkMails(email)).toHaveLength(1);
  });

  it("following the link creates the account and profile with the verified email, signs in and lands on /form", async () => {
    const email = newAddress();
    await checkEmail(email);
    const res = await follow(await signUpTokenFor(email));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/form");
    const cookie = setCookieFor(res, SESSION_COOKIE)!;
    expect(cookie).toMatch(/HttpOnly; Secure; SameSite=Lax/);
    const me = await appFetch("https://app.test/api/users/me", { headers: { Cookie: cookie.split(";")[0] } });
    expect(await me.json()).toMatchObject({ email, role: "member", onboarding_completed: false });
    const [profile] = await profileFor(email);
    expect(profile).toMatchObject({ email, role: "member", onboardingCompleted: false });
    const audit = await db.query.adminAuditLog.findFirst({
      where: and(eq(adminAuditLog.actorId, profile.id), eq(adminAuditLog.action, "auth.sign_up")),
    });
    expect(audit?.details).toEqual({ method: "email_link" });
    // Registration is next: /form opens for the new member.
    expect(
      (await appFetch("https://app.test/form", { headers: { Cookie: cookie.split(";")[0] }, redirect: "manual" }))
        .status,
    ).toBe(200);
  });

  it("creates exactly one account and one session when the link is confirmed twice at once", async () => {
    const email = newAddress();
    await checkEmail(email);
    const token = await signUpTokenFor(email);
    const [a, b] = await Promise.all([follow(token), follow(token)]);
    expect([a.status, b.status].sort()).toEqual([200, 302]);
    const loser = a.status === 200 ? a : b;
    expect(setCookieFor(loser, SESSION_COOKIE)).toBeUndefined();
    expect(await loser.text()).toContain(SIGN_UP_LINK_MESSAGES.used);
    const created = await profileFor(email);
    expect(created).toHaveLength(1);
    expect(await db.select().from(sessions).where(eq(sessions.userId, created[0].id)).all()).toHaveLength(1);
  });

  it("refuses a reused link, and an expired one, with a message on the page", async () => {
    const email = newAddress();
    await checkEmail(email);
    const token = await signUpTokenFor(email);
    expect((await follow(token)).status).toBe(302);
    const again = await follow(token);
    expect(again.status).toBe(200);
    expect(setCookieFor(again, SESSION_COOKIE)).toBeUndefined();
    expect(await again.text()).toContain(SIGN_UP_LINK_MESSAGES.used);
    expect(await (await openEmailLink(token)).text()).toContain("This sign-up link has already been used.");

    const late = newAddress();
    const expiredToken = randomToken();
    const longAgo = new Date(Date.now() - SIGN_UP_LINK_TTL_MS - 60_000);
    await db.insert(signUpTokens).values({
      tokenHash: await sha256Hex(expiredToken),
      email: late,
      createdAt: longAgo,
      expiresAt: new Date(longAgo.getTime() + SIGN_UP_LINK_TTL_MS),
    });
    expect(await (await openEmailLink(expiredToken)).text()).toContain(SIGN_UP_LINK_MESSAGES.expired);
    const res = await follow(expiredToken);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(SIGN_UP_LINK_MESSAGES.expired);
    expect(await profileFor(late)).toEqual([]);
  });

  it("creates nothing when the address signed up with Google meanwhile, and says so", async () => {
    const email = newAddress();
    await checkEmail(email);
    const token = await signUpTokenFor(email);
    const viaGoogle = await findOrCreateOAuthProfile(createServerContext(env), "google", {
      providerUserId: `g-${crypto.randomUUID()}`,
      email,
      emailVerified: true,
      givenName: "Gia",
      fullName: "Gia Google",
    });
    const res = await follow(token);
    expect(res.status).toBe(200);
    expect(setCookieFor(res, SESSION_COOKIE)).toBeUndefined();
    expect(await res.text()).toContain("There is already an account for this email address");
    const rows = await profileFor(email);
    expect(rows.map((row) => row.id)).toEqual([viaGoogle.id]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, viaGoogle.id)).all()).toEqual([]);
    expect(await db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, viaGoogle.id)).all()).toHaveLength(1);
  });

  it("a known address asking to sign up gets a sign-in link (not a sign-up link), and the same {ok:true}", async () => {
    const member = await insertProfile(db);
    const res = await checkEmail(member.email);
    expect(await res.json()).toEqual({ ok: true });
    const [mail] = await linkMails(member.email);
    expect(mail.subject).toBe("Your Care Finder sign-in link");
    expect(await db.select().from(signUpTokens).where(eq(signUpTokens.email, member.email)).all()).toEqual([]);
  });
});
