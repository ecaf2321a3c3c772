/**
 * Members' data rights: "Download my data", "Delete my account" and the
 * retention of closed cases' documents (app/.server/account/*).
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applyDocumentRetention } from "../../app/.server/account/retention.server";
import { checkEmail } from "../../app/.server/auth/email-sign-in.server";
import { createServerContext } from "../../app/.server/context.server";
import {
  adminAuditLog,
  passkeyCredentials,
  payments,
  profiles,
  recoveryCodes,
  requestMessages,
  sessions,
} from "../../db/schema";
import { call, cookieFor, db } from "../support/auth-helpers";
import { insertDocument, insertHelpRequest, insertProfile } from "../support/factories";

const DAY = 24 * 60 * 60_000;
/** The export's shape as these tests read it. */
type Exported = {
  profile: Record<string, unknown>;
  requests: { id: string }[];
  messages: unknown[];
  payments: { payments: unknown[] };
  documents: { id: string; filename: string; download: string }[];
};
const server = () => createServerContext(env);

async function memberWithEverything() {
  const member = await insertProfile(db(), {
    email: `rights.${crypto.randomUUID().slice(0, 8)}@example.com`,
    adminNotes: "VIP",
  });
  const request = await insertHelpRequest(db(), member.id, { title: "My MRI bill" });
  await db().insert(requestMessages).values({ requestId: request.id, authorId: member.id, body: "Here is my bill" });
  const document = await insertDocument(db(), env.DOCUMENTS, member.id, {
    filename: "mri-bill.txt",
    requestId: request.id,
  });
  await db()
    .insert(payments)
    .values({
      userId: member.id,
      stripeSessionId: `cs_${crypto.randomUUID()}`,
      planName: "Bill Review",
      planType: "one_time",
      amountCents: 4900,
      status: "paid",
    });
  return { member, request, document, cookie: await cookieFor(member.id) };
}

describe("Download my data", () => {
  it("is one JSON file with the member's profile, requests, messages, payments and documents with expiring links", async () => {
    const { member, request, document, cookie } = await memberWithEverything();
    const res = await call("/dashboard/data", { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="care-finder-my-data-/);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const data = (await res.json()) as Exported;
    expect(data.profile.email).toBe(member.email);
    expect(data.profile).not.toHaveProperty("adminNotes");
    expect(data.requests.map((r) => r.id)).toEqual([request.id]);
    expect(data.messages).toEqual([expect.objectContaining({ body: "Here is my bill", from: "you" })]);
    expect(data.payments.payments).toEqual([expect.objectContaining({ planName: "Bill Review", amountCents: 4900 })]);
    expect(data.documents).toHaveLength(1);
    expect(data.documents[0]).toMatchObject({ id: document.id, filename: "mri-bill.txt" });

    // The link works without a session, for this document only, until it expires.
    const link = new URL(data.documents[0].download);
    const file = await call(`${link.pathname}${link.search}`);
    expect(file.status).toBe(200);
    expect(await file.text()).toContain("Itemized bill");
    link.searchParams.set("owner", "someone-else");
    expect((await call(`${link.pathname}${link.search}`)).status).toBe(404);
    const expired = new URL(data.documents[0].download);
    expired.searchParams.set("expires", String(Date.now() - 1000));
    expect((await call(`${expired.pathname}${expired.search}`)).status).toBe(404);
  });

  it("holds only the member's own rows, and only members reach it", async () => {
    const { cookie } = await memberWithEverything();
    const other = await memberWithEverything();
    const data = (await (await call("/dashboard/data", { cookie })).json()) as Exported;
    expect(JSON.stringify(data)).not.toContain(other.member.email);
    expect(JSON.stringify(data)).not.toContain(other.document.id);
    expect((await call("/dashboard/data", { redirect: "manual" })).status).toBe(302);
  });
  it("names the member's passkeys (kind, end of id, added, last used) and how many recovery codes are left, never a key, a full credential id or a code", async () => {
    const { member, cookie } = await memberWithEverything();
    const added = new Date("2026-09-01T12:00:00Z");
    const used = new Date("2026-10-02T09:30:00Z");
    const [passkey] = await db()
      .insert(passkeyCredentials)
      .values({
        id: `cred${crypto.randomUUID().replaceAll("-", "")}`,
        userId: member.id,
        publicKey: `pk${crypto.randomUUID().replaceAll("-", "")}`,
        transports: ["internal"],
        createdAt: added,
        lastUsedAt: used,
      })
      .returning();
    const codeHashes = [1, 2, 3].map(() => crypto.randomUUID().replaceAll("-", ""));
    await db()
      .insert(recoveryCodes)
      .values(codeHashes.map((codeHash, i) => ({ codeHash, userId: member.id, usedAt: i === 0 ? used : null })));

    const text = await (await call("/dashboard/data", { cookie })).text();
    const data = JSON.parse(text) as Exported & { passkeys: unknown; recoveryCodes: unknown };
    expect(data.passkeys).toEqual([
      {
        name: "Passkey on a device (fingerprint, face or screen lock)",
        idEnding: passkey.id.slice(-6),
        createdAt: added.toISOString(),
        lastUsedAt: used.toISOString(),
      },
    ]);
    expect(data.recoveryCodes).toEqual({ left: 2 });
    expect(text).not.toContain(passkey.id);
    expect(text).not.toContain(passkey.publicKey);
    for (const hash of codeHashes) expect(text).not.toContain(hash);
  });
});

describe("Delete my account", () => {
  it("asks for confirmation: without it nothing is deleted", async () => {
    const { member, cookie } = await memberWithEverything();
    expect((await call("/dashboard/account/delete", { cookie })).status).toBe(200);
    const refused = await call("/dashboard/account/delete", {
      method: "POST",
      cookie,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "confirm=no",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Tick the box to confirm");
    expect(await db().select().from(profiles).where(eq(profiles.id, member.id)).get()).toBeTruthy();
  });

  it("deletes profile, requests, messages, documents (R2 too) and sessions; keeps payments without the person; audits without personal data; the email can join anew", async () => {
    const { member, document, cookie } = await memberWithEverything();
    const exported = (await (await call("/dashboard/data", { cookie })).json()) as Exported;
    const res = await call("/dashboard/account/delete", {
      method: "POST",
      cookie,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "confirm=yes",
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/account-deleted");
    expect(res.headers.get("Set-Cookie")).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);

    const count = async (table: string, where: string, value: string) =>
      (await env.DB.prepare(`select count(*) n from ${table} where ${where} = ?`).bind(value).first<{ n: number }>())!
        .n;
    expect(await count("profiles", "id", member.id)).toBe(0);
    expect(await count("help_requests", "user_id", member.id)).toBe(0);
    expect(await count("request_messages", "author_id", member.id)).toBe(0);
    expect(await count("documents", "user_id", member.id)).toBe(0);
    expect(await count("member_versions", "user_id", member.id)).toBe(0);
    expect(await db().select().from(sessions).where(eq(sessions.userId, member.id)).all()).toEqual([]);
    expect(await env.DOCUMENTS.get(document.r2Key)).toBeNull();
    // The payment stays, without the person.
    const kept = await env.DB.prepare(
      "select user_id, amount_cents from payments where plan_name = 'Bill Review' and user_id is null",
    ).all();
    expect(kept.results.length).toBeGreaterThanOrEqual(1);
    // One audit entry, nothing personal in it.
    const [entry] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.action, "account.deleted")).all();
    expect(entry).toBeTruthy();
    expect(JSON.stringify(entry)).not.toContain(member.email);
    expect(JSON.stringify(entry)).not.toContain(member.id);
    // The exported document link now answers 404; the old session is gone.
    const link = new URL(exported.documents[0].download);
    expect((await call(`${link.pathname}${link.search}`)).status).toBe(404);
    expect((await call("/dashboard/data", { cookie, redirect: "manual" })).status).toBe(302);
    // The address is new again: check-email offers a sign-up link.
    expect((await checkEmail(server(), { email: member.email })).exists).toBe(false);
  });
});

describe("document retention (cron)", () => {
  it("tells the owner 14 days before, then deletes the documents of a case closed longer than DOCUMENT_RETENTION_DAYS", async () => {
    const now = Date.now();
    const member = await insertProfile(db(), { email: `retained.${crypto.randomUUID().slice(0, 8)}@example.com` });
    const closed = await insertHelpRequest(db(), member.id, {
      status: "completed",
      updatedAt: new Date(now - 355 * DAY),
    });
    const open = await insertHelpRequest(db(), member.id, {
      status: "in_progress",
      updatedAt: new Date(now - 400 * DAY),
    });
    const recentClosed = await insertHelpRequest(db(), member.id, {
      status: "completed",
      updatedAt: new Date(now - 10 * DAY),
    });
    const old = await insertDocument(db(), env.DOCUMENTS, member.id, { filename: "old-eob.txt", requestId: closed.id });
    const keptOpen = await insertDocument(db(), env.DOCUMENTS, member.id, { requestId: open.id });
    const keptRecent = await insertDocument(db(), env.DOCUMENTS, member.id, { requestId: recentClosed.id });
    const notices = async () =>
      (
        await env.DB.prepare("select text_body from email_outbox where kind = 'retention_notice' and to_address = ?")
          .bind(member.email)
          .all<{ text_body: string }>()
      ).results;

    // Day 355 of 365: the notice goes, nothing is deleted.
    expect(await applyDocumentRetention(server(), new Date(now))).toMatchObject({ deleted: 0 });
    expect(await notices()).toHaveLength(1);
    expect(await env.DOCUMENTS.get(old.r2Key)).not.toBeNull();
    // A second run the same day sends nothing more.
    await applyDocumentRetention(server(), new Date(now));
    expect(await notices()).toHaveLength(1);
    // Day 366, but only 11 days after the notice: still kept.
    await applyDocumentRetention(server(), new Date(now + 11 * DAY));
    expect(await env.DOCUMENTS.get(old.r2Key)).not.toBeNull();
    // 14 days after the notice: deleted, row and file; open and recently closed cases keep theirs.
    await applyDocumentRetention(server(), new Date(now + 14 * DAY));
    expect(await env.DOCUMENTS.get(old.r2Key)).toBeNull();
    const left = await env.DB.prepare("select id from documents where user_id = ?")
      .bind(member.id)
      .all<{ id: string }>();
    expect(left.results.map((row) => row.id).sort()).toEqual([keptOpen.id, keptRecent.id].sort());
  });

  it("follows DOCUMENT_RETENTION_DAYS", async () => {
    const now = Date.now();
    const member = await insertProfile(db(), { email: `short.${crypto.randomUUID().slice(0, 8)}@example.com` });
    const closed = await insertHelpRequest(db(), member.id, {
      status: "completed",
      updatedAt: new Date(now - 20 * DAY),
    });
    await insertDocument(db(), env.DOCUMENTS, member.id, { requestId: closed.id });
    const short = createServerContext({ ...env, DOCUMENT_RETENTION_DAYS: "30" } as Env);
    expect((await applyDocumentRetention(short, new Date(now))).noticed).toBe(1);
    expect((await applyDocumentRetention(server(), new Date(now + DAY))).noticed).toBe(0);
  });
});
