/**
 * The account page's passkeys and recovery codes (app/routes/account.passkeys*.tsx,
 * app/.server/auth/passkeys/account.server.ts): one's own passkeys listed, one removed
 * after a confirmation (never someone else's, never an admin's last), and a new set of
 * recovery codes shown once. Plain form posts, as a browser without JavaScript sends them.
 */
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PASSKEY_ACCOUNT_MESSAGES } from "../../app/domain/passkeys";
import { adminAuditLog, passkeyCredentials, recoveryCodes } from "../../db/schema";
import { call, cookieFor, db, firstFactorCookieFor, invitationFor } from "../support/auth-helpers";
import { insertAdmin, insertProfile } from "../support/factories";
import { SoftAuthenticator } from "../support/soft-authenticator";

const APP = new URL(env.APP_URL);
const newAdmin = () => insertAdmin(db(), { email: `admin.${crypto.randomUUID().slice(0, 8)}@example.com` });
const newMember = () => insertProfile(db(), { email: `member.${crypto.randomUUID().slice(0, 8)}@example.com` });

/** A stored passkey of `userId`, as registration leaves it (the key itself plays no part here). */
async function insertPasskey(userId: string, overrides: Partial<typeof passkeyCredentials.$inferInsert> = {}) {
  const [row] = await db()
    .insert(passkeyCredentials)
    .values({
      id: `cred${crypto.randomUUID().replaceAll("-", "")}`,
      userId,
      publicKey: `pk${crypto.randomUUID().replaceAll("-", "")}`,
      counter: 3,
      transports: ["internal"],
      ...overrides,
    })
    .returning();
  return row;
}

const passkeyIds = async (userId: string) =>
  (await db().select().from(passkeyCredentials).where(eq(passkeyCredentials.userId, userId))).map((row) => row.id);

function postForm(path: string, cookie: string, fields: Record<string, string> = {}) {
  return call(path, {
    method: "POST",
    cookie,
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": crypto.randomUUID() },
    redirect: "manual",
  });
}

/** The page's text as read: React's markers between adjacent text runs dropped. */
const pageText = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
const removePath = (id: string) => `/account/passkeys/${encodeURIComponent(id)}/remove`;
const codesIn = (html: string) =>
  [...html.matchAll(/<code>([0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4})<\/code>/g)].map((m) => m[1]);

async function auditDetails(actorId: string, action: "auth.passkey_removed" | "auth.recovery_codes_replaced") {
  return db()
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.actorId, actorId), eq(adminAuditLog.action, action)));
}

describe("the list of one's passkeys", () => {
  it("shows each of one's own passkeys by name, the end of its id, added and last used; never the key, the full id or anyone else's", async () => {
    const member = await newMember();
    const lastUsed = new Date("2026-10-02T09:30:00Z");
    const mine = await insertPasskey(member.id, { createdAt: new Date("2026-09-01T12:00:00Z"), lastUsedAt: lastUsed });
    const key = await insertPasskey(member.id, { transports: ["usb"] });
    const someoneElses = await insertPasskey((await newMember()).id);

    const res = await call("/account/passkeys", { cookie: await cookieFor(member.id) });
    expect(res.status).toBe(200);
    const html = await pageText(res);
    expect(html).toContain("Passkey on a device (fingerprint, face or screen lock)");
    expect(html).toContain("Security key");
    expect(html).toContain(`ending ${mine.id.slice(-6)}`);
    expect(html).toContain('dateTime="2026-09-01T12:00:00.000Z"');
    expect(html).toContain(`dateTime="${lastUsed.toISOString()}"`);
    expect(html).toContain("last used never");
    expect(html).toContain(removePath(key.id));
    expect(html).not.toContain(mine.publicKey);
    expect(html).not.toContain(someoneElses.id.slice(-6));
    // A member has no recovery codes to manage.
    expect(html).not.toContain("Make new recovery codes");
  });

  it("is for signed-in people whose admin session has shown its passkey", async () => {
    expect((await call("/account/passkeys", { redirect: "manual" })).headers.get("Location")).toBe("/sign-in");
    const admin = await newAdmin();
    await insertPasskey(admin.id);
    const unverified = await call("/account/passkeys", {
      cookie: await firstFactorCookieFor(admin.id),
      redirect: "manual",
    });
    expect(unverified.headers.get("Location")).toBe("/second-factor");
    const removal = await postForm(
      removePath((await insertPasskey(admin.id)).id),
      await firstFactorCookieFor(admin.id),
    );
    expect(removal.headers.get("Location")).toBe("/second-factor");
    expect(await passkeyIds(admin.id)).toHaveLength(2);
  });
});

describe("removing a passkey", () => {
  it("asks first (a page with a plain form), then removes one's own and audits it with no id", async () => {
    const member = await newMember();
    const cookie = await cookieFor(member.id);
    const passkey = await insertPasskey(member.id);

    const confirm = await call(removePath(passkey.id), { cookie });
    expect(confirm.status).toBe(200);
    const page = await confirm.text();
    expect(page).toContain("Remove passkey?");
    expect(page).toMatch(/<form method="post"/);
    expect(await passkeyIds(member.id)).toEqual([passkey.id]);

    const removed = await postForm(removePath(passkey.id), cookie);
    expect(removed.status).toBe(302);
    expect(removed.headers.get("Location")).toBe("/account/passkeys?saved=passkey-removed");
    expect(await passkeyIds(member.id)).toEqual([]);
    expect(await (await call("/account/passkeys?saved=passkey-removed", { cookie })).text()).toContain(
      "Passkey removed.",
    );
    const [entry] = await auditDetails(member.id, "auth.passkey_removed");
    expect(entry.details).toEqual({ passkeysLeft: 0 });
    expect(JSON.stringify(entry)).not.toContain(passkey.id);
  });

  it("answers 404 for someone else's passkey, on the page and the post, and leaves it", async () => {
    const owner = await newMember();
    const passkey = await insertPasskey(owner.id);
    const intruder = await cookieFor((await newMember()).id);
    expect((await call(removePath(passkey.id), { cookie: intruder })).status).toBe(404);
    expect((await postForm(removePath(passkey.id), intruder)).status).toBe(404);
    expect((await postForm(removePath("no-such-passkey"), intruder)).status).toBe(404);
    expect(await passkeyIds(owner.id)).toEqual([passkey.id]);
    expect(await auditDetails(owner.id, "auth.passkey_removed")).toEqual([]);
  });

  it("keeps an admin's last passkey, with a plain message; with two, one may go", async () => {
    const admin = await newAdmin();
    const cookie = await cookieFor(admin.id);
    const first = await insertPasskey(admin.id);

    const page = await pageText(await call(removePath(first.id), { cookie }));
    expect(page).toContain(PASSKEY_ACCOUNT_MESSAGES.lastPasskey);
    expect(page).not.toContain("Remove passkey</button>");
    const refused = await postForm(removePath(first.id), cookie);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(PASSKEY_ACCOUNT_MESSAGES.lastPasskey);
    expect(await passkeyIds(admin.id)).toEqual([first.id]);

    const second = await insertPasskey(admin.id);
    expect((await postForm(removePath(first.id), cookie)).status).toBe(302);
    expect(await passkeyIds(admin.id)).toEqual([second.id]);
    expect((await postForm(removePath(second.id), cookie)).status).toBe(409);
    expect(await passkeyIds(admin.id)).toEqual([second.id]);
  });

  it("lets a member remove their only passkey (it is an extra way in, not a requirement)", async () => {
    const member = await newMember();
    const passkey = await insertPasskey(member.id);
    expect((await postForm(removePath(passkey.id), await cookieFor(member.id))).status).toBe(302);
    expect(await passkeyIds(member.id)).toEqual([]);
  });
});

describe("new recovery codes", () => {
  /** An admin who enrolled through the real ceremony: their first codes came with their passkey. */
  async function enrolledAdmin() {
    const admin = await newAdmin();
    const cookie = await firstFactorCookieFor(admin.id);
    const device = new SoftAuthenticator({ origin: APP.origin, rpId: APP.hostname });
    const post = (path: string, json: unknown = {}) =>
      call(path, { method: "POST", cookie, json, headers: { "CF-Connecting-IP": crypto.randomUUID() } });
    const invitation = await invitationFor(admin.email);
    const options = await (await post("/api/passkeys/registration/options", { invitation })).json();
    const enrolled = await post("/api/passkeys/registration", await device.register(options as never));
    const { recoveryCodes: codes } = (await enrolled.json()) as { recoveryCodes: string[] };
    return { admin, cookie, oldCodes: codes };
  }

  const useCode = async (adminId: string, code: string) =>
    postForm("/second-factor", await firstFactorCookieFor(adminId), { code });

  it("replace the old set (a plain form post), are shown once, stored hashed, and audited without them", async () => {
    const { admin, cookie, oldCodes } = await enrolledAdmin();
    const before = await pageText(await call("/account/passkeys", { cookie }));
    expect(before).toContain("You have 10 unused codes");
    expect(codesIn(before)).toEqual([]);

    const made = await postForm("/account/passkeys", cookie);
    expect(made.status).toBe(200);
    const newCodes = codesIn(await made.text());
    expect(newCodes).toHaveLength(10);
    expect(newCodes.filter((code) => oldCodes.includes(code))).toEqual([]);

    // Stored only hashed; the page never shows them again.
    const stored = await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, admin.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(newCodes).not.toContain(row.codeHash);
    expect(codesIn(await (await call("/account/passkeys", { cookie })).text())).toEqual([]);

    // The old set no longer works; a new code does, once.
    expect((await useCode(admin.id, oldCodes[0])).status).toBe(400);
    expect((await useCode(admin.id, newCodes[0])).headers.get("Location")).toBe("/admin-dashboard");
    expect((await useCode(admin.id, newCodes[0])).status).toBe(400);

    const [entry] = await auditDetails(admin.id, "auth.recovery_codes_replaced");
    expect(entry.details).toEqual({ codes: 10 });
    for (const code of newCodes) expect(JSON.stringify(entry)).not.toContain(code);
  });

  it("are refused to a member, with a plain message, and none are made", async () => {
    const member = await newMember();
    const refused = await postForm("/account/passkeys", await cookieFor(member.id));
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(PASSKEY_ACCOUNT_MESSAGES.membersHaveNoCodes);
    expect(await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, member.id))).toEqual([]);
  });
});
