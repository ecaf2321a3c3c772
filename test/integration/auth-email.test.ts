import { env } from "cloudflare:test";
import { appFetch, type SendRequest } from "../support/browser";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { database } from "../../db";
import { insertAdmin, insertProfile } from "../support/factories";
import { adminAuditLog, emailOutbox, profiles, signInTokens } from "../../db/schema";
import { checkEmail, SIGN_IN_LINK_TTL_MS } from "../../app/.server/auth/email-sign-in.server";
import { SESSION_COOKIE } from "../../app/.server/auth/session.server";
import { createServerContext } from "../../app/.server/context.server";
import { randomToken, sha256Hex } from "../../app/.server/crypto.server";
import type { OutgoingEmail } from "../../app/.server/email/message.server";
import { deliverPendingEmails } from "../../app/.server/email/deliver.server";
import { openEmailBody, SEALED_BODY_REMOVED } from "../../app/.server/email/sealed-body.server";
import { setCookieFor } from "../support/auth-helpers";
import { oneLimitWindow, uniqueIp } from "../support/rate-limits";
import { openEmailLink, tokenInEmailedLink } from "../support/email-links";
import { refusalBody } from "../support/refusal-body";

const db = database(env.DB);
/** Each test gets its own client IP, so the per-IP limit only bites where a test means it to. */
const freshIp = uniqueIp;

afterEach(() => vi.restoreAllMocks());

function post(path: string, body: unknown, ip = freshIp(), via: SendRequest = appFetch) {
  return via(`https://app.test/api${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
    body: JSON.stringify(body),
  });
}

/** Sign-in emails of an address, bodies opened (the outbox keeps them sealed). */
async function outboxFor(email: string) {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, "sign_in_link")))
    .all();
  return Promise.all(
    rows.map(async (row) => ({ ...row, storedBody: row.textBody, textBody: await openEmailBody(env, row.textBody) })),
  );
}

const tokenFrom = tokenInEmailedLink;

/** Each from its own client address: a failure's audit entry counts against its sender's budget (recordAuditFrom). */
function redeemLink(token: string) {
  return appFetch("https://app.test/auth/link", {
    method: "POST",
    headers: { "CF-Connecting-IP": freshIp() },
    body: new URLSearchParams({ token }),
    redirect: "manual",
  });
}

describe("sign-in emails in the outbox", () => {
  it("are delivered with the link and their sealed body is dropped once sent", async () => {
    const member = await insertProfile(db, { givenName: "Ada" });
    await post("/check-email", { email: member.email });
    const [queued] = await outboxFor(member.email);
    const token = tokenFrom(queued.textBody);

    const sent: OutgoingEmail[] = [];
    await deliverPendingEmails(createServerContext(env), { transport: async (m) => void sent.push(m) });
    const mine = sent.filter((m) => m.to === member.email);
    expect(mine).toHaveLength(1);
    expect(mine[0].subject).toBe("Your Care Finder sign-in link");
    expect(mine[0].text).toContain(`/auth/link#token=${token}`);

    const [after] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, queued.id)).all();
    expect(after).toMatchObject({ status: "sent", textBody: SEALED_BODY_REMOVED });
  });
});

describe("POST /api/check-email", () => {
  it("answers the same for a known and an unknown address, and mails only the link asked for", async () => {
    const member = await insertProfile(db);
    const unknown = `nobody.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const answers = [];
    for (const email of [member.email, unknown]) {
      const res = await post("/check-email", { email });
      answers.push({ status: res.status, body: await res.text(), cookie: res.headers.get("Set-Cookie") });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(JSON.parse(answers[0].body)).toEqual({ ok: true });
    // A sign-in link was asked for (the default): the known address has one, the unknown one nothing.
    expect((await outboxFor(member.email)).map((mail) => mail.kind)).toEqual(["sign_in_link"]);
    expect(await outboxFor(unknown)).toEqual([]);

    // A sign-up link asked for: the unknown address gets one (auth-sign-up.test.ts), the known one its sign-in link.
    const res = await post("/check-email", { email: unknown, intent: "sign-up" });
    expect(await res.json()).toEqual({ ok: true });
    expect((await outboxFor(unknown)).map((mail) => mail.subject)).toEqual(["Create your Care Finder account"]);
    expect(await db.query.profiles.findFirst({ where: eq(profiles.email, unknown) })).toBeUndefined();
    const bad = await post("/check-email", { email: unknown, intent: "admin" });
    expect(bad.status).toBe(400);
  });

  it("emails a known address a single-use link whose token is stored only hashed", async () => {
    const member = await insertProfile(db, { givenName: "Noor" });
    const res = await post("/check-email", { email: `  ${member.email.toUpperCase()} ` });
    expect(await res.json()).toEqual({ ok: true });
    // Nobody is signed in by typing an address (docs/decisions/0004-sign-in.md).
    expect(setCookieFor(res, SESSION_COOKIE)).toBeUndefined();

    const [mail] = await outboxFor(member.email);
    expect(mail).toMatchObject({
      kind: "sign_in_link",
      subject: "Your Care Finder sign-in link",
      relatedUserId: member.id,
      status: "pending",
    });
    expect(mail.textBody).toContain("Hello Noor,");
    expect(mail.textBody).toContain("expires in 15 minutes");
    const token = tokenFrom(mail.textBody);
    expect(token).toMatch(/^[\w-]{43}$/); // 256 bits, base64url
    // At rest the outbox holds the body sealed: no usable token in D1.
    expect(mail.storedBody).toMatch(/^sealed:v1:/);
    expect(mail.storedBody).not.toContain(token);

    const rows = await db.select().from(signInTokens).where(eq(signInTokens.userId, member.id)).all();
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(await sha256Hex(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const ttl = rows[0].expiresAt.getTime() - rows[0].createdAt.getTime();
    expect(ttl).toBe(SIGN_IN_LINK_TTL_MS);

    // Asking again within a minute sends no second email.
    await post("/check-email", { email: member.email });
    expect(await outboxFor(member.email)).toHaveLength(1);
  });

  it("answers 400 with the spec's messages for a bad address", async () => {
    const bad = await post("/check-email", { email: "not-an-email" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe("Please enter a valid email");
    const missing = await post("/check-email", {});
    expect(((await missing.json()) as { error: string }).error).toBe("Email is required");
  });

  it("prints the link to the console only in development", async () => {
    const member = await insertProfile(db);
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await checkEmail(createServerContext({ ...env, ENVIRONMENT: "production" } as Env), { email: member.email });
    await checkEmail(createServerContext(env), { email: member.email });
    expect(log).not.toHaveBeenCalled();

    const other = await insertProfile(db);
    await checkEmail(createServerContext({ ...env, ENVIRONMENT: "development" } as Env), { email: other.email });
    expect(log).toHaveBeenCalledTimes(1);
    const [mail] = await outboxFor(other.email);
    expect(String(log.mock.calls[0][0])).toContain(`/auth/link#token=${encodeURIComponent(tokenFrom(mail.textBody))}`);
  });
});

describe("the emailed link (/auth/link)", () => {
  async function linkFor(email: string) {
    await post("/check-email", { email });
    const mails = await outboxFor(email);
    return tokenFrom(mails[mails.length - 1].textBody);
  }

  it("shows a confirm button, signs in once, lands on /dashboard, and then refuses the same link", async () => {
    const member = await insertProfile(db);
    const token = await linkFor(member.email);

    const page = await openEmailLink(token);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain("Continue to Care Finder");
    // Opening the page does not use the link (mail scanners open links).
    expect((await db.query.signInTokens.findFirst({ where: eq(signInTokens.userId, member.id) }))?.usedAt).toBeNull();

    const res = await redeemLink(token);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/dashboard");
    const cookie = setCookieFor(res, SESSION_COOKIE)!;
    expect(cookie).toMatch(/HttpOnly; Secure; SameSite=Lax/);
    const me = await appFetch("https://app.test/api/users/me", { headers: { Cookie: cookie.split(";")[0] } });
    expect(((await me.json()) as { id: string }).id).toBe(member.id);
    const audit = await db.query.adminAuditLog.findFirst({
      where: and(eq(adminAuditLog.actorId, member.id), eq(adminAuditLog.action, "auth.sign_in")),
    });
    expect(audit?.details).toEqual({ method: "email_link" });

    const again = await redeemLink(token);
    expect(again.status).toBe(200);
    expect(setCookieFor(again, SESSION_COOKIE)).toBeUndefined();
    expect(await again.text()).toContain("This sign-in link has already been used. Please request a new one.");
    const reopened = await openEmailLink(token);
    expect(await reopened.text()).toContain("already been used");
  });

  it("two clicks at once sign in only once", async () => {
    const member = await insertProfile(db);
    const token = await linkFor(member.email);
    const results = await Promise.all([redeemLink(token), redeemLink(token), redeemLink(token)]);
    expect(results.filter((r) => r.status === 302)).toHaveLength(1);
  });

  it("refuses an expired link with a clear message", async () => {
    const member = await insertProfile(db);
    const token = randomToken();
    const longAgo = new Date(Date.now() - SIGN_IN_LINK_TTL_MS - 60_000);
    await db.insert(signInTokens).values({
      tokenHash: await sha256Hex(token),
      userId: member.id,
      createdAt: longAgo,
      expiresAt: new Date(longAgo.getTime() + SIGN_IN_LINK_TTL_MS),
    });
    const page = await openEmailLink(token);
    expect(await page.text()).toContain("This sign-in link has expired. Please request a new one.");
    const res = await redeemLink(token);
    expect(res.status).toBe(200);
    expect(setCookieFor(res, SESSION_COOKIE)).toBeUndefined();
    expect(await res.text()).toContain("This sign-in link has expired.");
    const failed = await db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "auth.sign_in_failed")).all();
    expect(failed.some((row) => (row.details as { reason?: string }).reason === "link_expired")).toBe(true);
  });

  it("refuses an unknown or missing token", async () => {
    for (const token of ["", "made-up"]) {
      const res = await redeemLink(token);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("This sign-in link is not valid.");
    }
    for (const token of ["", "made-up"])
      expect(await (await openEmailLink(token)).text()).toContain("This sign-in link is not valid.");
  });

  it("sends a member who has not finished onboarding to /form", async () => {
    const member = await insertProfile(db, { onboardingCompleted: false });
    const res = await redeemLink(await linkFor(member.email));
    expect(res.headers.get("Location")).toBe("/form");
  });
});

describe("POST /api/admin-login", () => {
  it("emails a link to an admin address; the link lands on /admin-dashboard", async () => {
    const admin = await insertAdmin(db);
    const res = await post("/admin-login", { email: admin.email });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(setCookieFor(res, SESSION_COOKIE)).toBeUndefined();
    const [mail] = await outboxFor(admin.email);
    const used = await redeemLink(tokenFrom(mail.textBody));
    expect(used.headers.get("Location")).toBe("/admin-dashboard");
  });

  it("answers ok for a member, an unknown address and garbage, and emails none of them", async () => {
    const member = await insertProfile(db);
    const unknown = `ghost.${crypto.randomUUID().slice(0, 6)}@example.com`;
    for (const body of [{ email: member.email }, { email: unknown }, { email: "nope" }, {}]) {
      const res = await post("/admin-login", body);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true });
    }
    expect(await outboxFor(member.email)).toEqual([]);
    expect(await outboxFor(unknown)).toEqual([]);
    expect(await db.query.profiles.findFirst({ where: eq(profiles.email, unknown) })).toBeUndefined();
  });

  it("lets the designated support address (ADMIN_EMAILS) start sign-in even before it has a profile", async () => {
    // wrangler.toml's ADMIN_EMAILS is the support address.
    const support = env.ADMIN_EMAILS.split(",")[0].trim();
    await db.delete(profiles).where(eq(profiles.email, support));
    const res = await post("/admin-login", { email: support });
    expect(await res.json()).toEqual({ ok: true });
    const [mail] = await outboxFor(support);
    const used = await redeemLink(tokenFrom(mail.textBody));
    expect(used.headers.get("Location")).toBe("/admin-dashboard");
  });
});

describe("rate limiting (EMAIL_LINK_IP_LIMITER, per IP)", () => {
  it("answers 429 with a clear message once an IP has used its budget, across the email sign-in calls", async () => {
    const inWindow = oneLimitWindow().fetch;
    const ip = freshIp();
    const statuses: number[] = [];
    // check-email has its own tighter budget too (below): two of them here, within it.
    for (let i = 0; i < 32; i++) {
      const path = i === 1 || i === 3 ? "/check-email" : "/admin-login";
      statuses.push((await post(path, { email: `rl${i}@example.com` }, ip, inWindow)).status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    const limited = await post("/check-email", { email: "rl@example.com" }, ip, inWindow);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual(refusalBody("Too many attempts. Please wait a minute and try again."));
    // Someone else is not affected.
    expect((await post("/check-email", { email: "rl@example.com" }, freshIp(), inWindow)).status).toBe(200);
  });

  it("check-email, which tells whether an account exists, stops after 3 a minute per IP (CHECK_EMAIL_LIMITER)", async () => {
    const inWindow = oneLimitWindow().fetch;
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await post("/check-email", { email: `tight${i}@example.com` }, ip, inWindow)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // The other sign-in calls from that IP keep their own, larger budget.
    expect((await post("/admin-login", { email: "tight@example.com" }, ip, inWindow)).status).toBe(200);
  });
});
