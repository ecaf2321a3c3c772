/**
 * The admin's Send Email form from our page: multipart/form-data, attachments
 * streamed to R2 (docs/decisions/0008-email.md), queued through the same service as
 * POST /api/admin/users/{userId}/send-email.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, emailOutbox } from "../../db/schema";
import { ADMIN_MESSAGES } from "../../app/domain/admin";
import { insertProfile } from "../support/factories";
import { db, signedInAdmin, signedInMember } from "../support/auth-helpers";
import { appFetch } from "../support/browser";

const MB10 = 10 * 1024 * 1024;
const enc = (text: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(text);

function emailForm(fields: Record<string, string>, files: [string, Uint8Array<ArrayBuffer>, string?][] = []): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, bytes, type] of files)
    body.append("attachments", new File([bytes], name, { type: type ?? "application/octet-stream" }));
  return body;
}

const post = (userId: string, cookie: string, body: FormData) =>
  appFetch(`https://app.test/admin-dashboard/users/${userId}/email`, {
    method: "POST",
    headers: { cookie },
    body,
    redirect: "manual",
  });

const outboxFor = (userId: string) => db().select().from(emailOutbox).where(eq(emailOutbox.relatedUserId, userId));
const attachmentKeys = async () =>
  (await env.DOCUMENTS.list({ prefix: "email-attachments/" })).objects.map((o) => o.key).sort();

async function sha256(bytes: ArrayBuffer | Uint8Array<ArrayBuffer>) {
  return [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
}

describe("POST /admin-dashboard/users/:userId/email (multipart)", () => {
  it("queues the email with its attachments streamed to R2, byte for byte, and audits it", async () => {
    const { admin, cookie } = await signedInAdmin();
    const member = await insertProfile(db());
    const scan = new Uint8Array(6 * 1024 * 1024).fill(7); // more than one R2 part
    const res = await post(
      member.id,
      cookie,
      emailForm({ subject: "  Your estimate  ", message: "Here are the files." }, [
        ["estimate.txt", enc("MRI: $400"), "text/plain"],
        ["scan.pdf", scan, "application/pdf"],
      ]),
    );
    expect(res.status).toBe(200);
    // Queued, not sent: the outbox sends it (docs/decisions/0008-email.md), and the answer says so.
    expect(await res.text()).toContain(ADMIN_MESSAGES.emailQueued);
    const [row] = await outboxFor(member.id);
    expect(row).toMatchObject({
      kind: "admin_email",
      toAddress: member.email,
      subject: "Your estimate",
      textBody: "Here are the files.",
    });
    expect(row.attachments?.map((a) => [a.filename, a.type, a.size])).toEqual([
      ["estimate.txt", "text/plain", 9],
      ["scan.pdf", "application/pdf", scan.byteLength],
    ]);
    const stored = await env.DOCUMENTS.get(row.attachments![1].r2Key);
    expect(await sha256(await stored!.arrayBuffer())).toBe(await sha256(scan));
    const audit = await db().select().from(adminAuditLog).where(eq(adminAuditLog.actorId, admin.id));
    expect(audit.map((a) => a.action)).toEqual(["admin.email_sent"]);
  });

  it("refuses an attachment over 10MB by name: no email, and the attachment stored before it is deleted", async () => {
    const { cookie } = await signedInAdmin();
    const member = await insertProfile(db());
    const before = await attachmentKeys();
    const res = await post(
      member.id,
      cookie,
      emailForm({ subject: "Scan", message: "Attached" }, [
        ["small.txt", enc("ok")],
        ["huge-scan.pdf", new Uint8Array(MB10 + 1)],
      ]),
    );
    expect(res.status).toBe(413);
    const html = await res.text();
    expect(html).toContain("&quot;huge-scan.pdf&quot; is larger than 10MB and was not attached.");
    expect(html).toContain("Attached"); // what was typed is kept
    expect(await outboxFor(member.id)).toEqual([]);
    expect(await attachmentKeys()).toEqual(before);
  });

  it("a blank subject stores no attachment and keeps the message typed, with the field's error", async () => {
    const { cookie } = await signedInAdmin();
    const member = await insertProfile(db());
    const before = await attachmentKeys();
    const res = await post(
      member.id,
      cookie,
      emailForm({ subject: "   ", message: "Kept words" }, [["a.txt", enc("A")]]),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Subject is required");
    expect(html).toContain("Failed to send email. Please try again.");
    expect(html).toContain("Kept words");
    expect(await outboxFor(member.id)).toEqual([]);
    expect(await attachmentKeys()).toEqual(before);
  });

  it("is for admins only: a member is sent away and nothing is queued", async () => {
    const { member, cookie } = await signedInMember();
    const other = await insertProfile(db());
    const res = await post(other.id, cookie, emailForm({ subject: "Hi", message: "There" }));
    expect(res.status).toBe(302);
    expect(await outboxFor(other.id)).toEqual([]);
    expect(member.id).not.toBe(other.id);
  });
});
