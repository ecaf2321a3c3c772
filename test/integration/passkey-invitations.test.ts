/**
 * An admin's first passkey needs an enrollment code made out of band, and every admin
 * passkey added or removed is emailed to every admin
 * (docs/decisions/0049-second-factor-invitations-and-stable-order.md), through the real
 * /api routes answered by a software authenticator.
 */
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { INVITATION_MESSAGES } from "../../app/domain/passkeys";
import { adminInvitations, emailOutbox, passkeyCredentials } from "../../db/schema";
import { call, cookieFor, db, firstFactorCookieFor, invitationFor } from "../support/auth-helpers";
import { insertAdmin, insertProfile } from "../support/factories";
import { SoftAuthenticator } from "../support/soft-authenticator";

const APP = new URL(env.APP_URL);
const authenticator = () => new SoftAuthenticator({ origin: APP.origin, rpId: APP.hostname });
const newAdmin = () => insertAdmin(db(), { email: `admin.${crypto.randomUUID().slice(0, 8)}@example.com` });

const post = (path: string, cookie: string, json: unknown = {}) =>
  call(path, { method: "POST", cookie, json, headers: { "CF-Connecting-IP": crypto.randomUUID() } });

async function options(cookie: string, invitation?: string) {
  return post("/api/passkeys/registration/options", cookie, invitation === undefined ? {} : { invitation });
}

async function refusal(res: Response) {
  return { status: res.status, error: ((await res.json()) as { error: string }).error };
}

const notices = (adminId: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, "security_notice"), eq(emailOutbox.relatedUserId, adminId)));

describe("an admin's first passkey needs an enrollment code", () => {
  it("a sign-in link alone gets a 403 in plain words, with no code or a wrong, foreign or expired one", async () => {
    const admin = await newAdmin();
    const other = await newAdmin();
    const cookie = await firstFactorCookieFor(admin.id);
    expect(await refusal(await options(cookie))).toEqual({ status: 403, error: INVITATION_MESSAGES.needed });
    expect(await refusal(await options(cookie, "0000-0000-0000-0000"))).toEqual({
      status: 403,
      error: INVITATION_MESSAGES.invalid,
    });
    const othersCode = await invitationFor(other.email);
    expect((await options(cookie, othersCode)).status).toBe(403);
    const stale = await invitationFor(admin.email, new Date(Date.now() - 25 * 60 * 60 * 1000));
    expect((await options(cookie, stale)).status).toBe(403);
    expect(await db().select().from(passkeyCredentials).where(eq(passkeyCredentials.userId, admin.id))).toEqual([]);
  });

  it("a live code for the address enrolls once, typed in any case; the code is stored only hashed and is then spent", async () => {
    const admin = await newAdmin();
    const code = await invitationFor(admin.email);
    const [stored] = await db().select().from(adminInvitations).where(eq(adminInvitations.email, admin.email));
    expect(stored.codeHash).not.toContain(code.replaceAll("-", ""));
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);

    // Two sessions are given options for the same code: only the first answer spends it.
    const first = await firstFactorCookieFor(admin.id);
    const second = await firstFactorCookieFor(admin.id);
    const device = authenticator();
    const firstOptions = await (await options(first, code.toUpperCase())).json();
    const secondOptions = await (await options(second, code)).json();
    const enrolled = await post("/api/passkeys/registration", first, await device.register(firstOptions as never));
    expect(enrolled.status).toBe(200);
    expect(((await enrolled.json()) as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
    const [spent] = await db().select().from(adminInvitations).where(eq(adminInvitations.email, admin.email));
    expect(spent).toMatchObject({ usedBy: admin.id });
    expect(spent.usedAt).not.toBeNull();

    // The other session now meets an admin with a passkey: it must show it first, a code no longer counts.
    const late = await post(
      "/api/passkeys/registration",
      second,
      await authenticator().register(secondOptions as never),
    );
    expect(late.status).toBe(403);
    expect((await call("/api/admin/stats", { cookie: second })).status).toBe(401);
  });

  it("a code given for the options is spent at the answer: a second admin session racing on it is refused", async () => {
    const admin = await newAdmin();
    const code = await invitationFor(admin.email);
    const a = await firstFactorCookieFor(admin.id);
    const b = await firstFactorCookieFor(admin.id);
    const aOptions = await (await options(a, code)).json();
    const bOptions = await (await options(b, code)).json();
    // Someone else spends the code first (as a concurrent answer would): the answer that relied on it is refused.
    await db().update(adminInvitations).set({ usedAt: new Date() }).where(eq(adminInvitations.email, admin.email));
    const refused = await post("/api/passkeys/registration", a, await authenticator().register(aOptions as never));
    expect(await refusal(refused)).toEqual({ status: 403, error: INVITATION_MESSAGES.invalid });
    expect(bOptions).toHaveProperty("challenge");
    expect(await db().select().from(passkeyCredentials).where(eq(passkeyCredentials.userId, admin.id))).toEqual([]);
  });

  it("members add passkeys without a code; a session that has shown a second factor needs none", async () => {
    const member = await insertProfile(db());
    expect((await options(await firstFactorCookieFor(member.id))).status).toBe(200);
    const admin = await newAdmin();
    expect((await options(await cookieFor(admin.id))).status).toBe(200);
  });
});

describe("every admin hears of an admin passkey added or removed", () => {
  it("queues one notice per admin (profiles and the configured addresses), naming the account, with no secret", async () => {
    const admin = await newAdmin();
    const colleague = await newAdmin();
    const cookie = await firstFactorCookieFor(admin.id);
    const device = authenticator();
    const opts = await (await options(cookie, await invitationFor(admin.email))).json();
    const res = await post("/api/passkeys/registration", cookie, await device.register(opts as never));
    const { recoveryCodes } = (await res.json()) as { recoveryCodes: string[] };

    const added = await notices(admin.id);
    const to = added.map((m) => m.toAddress);
    expect(to).toEqual(expect.arrayContaining([admin.email, colleague.email, ...env.ADMIN_EMAILS.split(",")]));
    expect(new Set(to).size).toBe(to.length);
    const [passkey] = await db().select().from(passkeyCredentials).where(eq(passkeyCredentials.userId, admin.id));
    for (const mail of added) {
      expect(mail.subject).toBe("A passkey was added to a Care Finder team account");
      expect(mail.textBody).toContain(admin.email);
      expect(mail.textBody).not.toContain(passkey.id);
      expect(mail.textBody).not.toContain(passkey.publicKey);
      for (const code of recoveryCodes) expect(mail.textBody).not.toContain(code);
    }

    // A second passkey (from the verified session), then removing the first: each is told too.
    const second = authenticator();
    const more = await (await options(cookie)).json();
    expect((await post("/api/passkeys/registration", cookie, await second.register(more as never))).status).toBe(200);
    const removed = await call(`/account/passkeys/${encodeURIComponent(passkey.id)}/remove`, {
      method: "POST",
      cookie,
      body: new URLSearchParams({}),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
    expect(removed.status).toBe(302);
    const all = await notices(admin.id);
    expect(all.filter((m) => m.subject.startsWith("A passkey was added")).length).toBe(2 * to.length);
    expect(all.filter((m) => m.subject === "A passkey was removed from a Care Finder team account").length).toBe(
      to.length,
    );
  });

  it("a member's passkey is nobody else's business: no notice", async () => {
    const member = await insertProfile(db());
    const cookie = await firstFactorCookieFor(member.id);
    const opts = await (await options(cookie)).json();
    expect(
      (await post("/api/passkeys/registration", cookie, await authenticator().register(opts as never))).status,
    ).toBe(200);
    expect(await notices(member.id)).toEqual([]);
  });
});
