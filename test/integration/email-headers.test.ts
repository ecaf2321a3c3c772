/**
 * Nothing a visitor or an admin types can add a header or a recipient to an
 * email: addresses are one plain address, subjects and attachment names one
 * line, attachment types a bare MIME type; delivery checks the finished
 * message again before the binding sees it.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deliverPendingEmails, type EmailTransport } from "../../app/.server/email/deliver.server";
import type { OutgoingEmail } from "../../app/.server/email/message.server";
import { enqueueEmail } from "../support/outbox";
import { storeEmailAttachments } from "../../app/.server/email/attachments.server";
import { ADMIN_MESSAGES } from "../../app/domain/admin";
import { emailOutbox } from "../../db/schema";
import { call, db, server, signedInAdmin, signedInMember, toBase64 } from "../support/auth-helpers";
import { appFetch } from "../support/browser";
import { deliverBatch } from "../support/queues";
import { uniqueIp } from "../support/rate-limits";

const contact = (email: string) =>
  appFetch("https://app.test/api/contact", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": uniqueIp() },
    body: JSON.stringify({ name: "Header Test", email, message: `hello ${crypto.randomUUID()}` }),
  });

/** The real local binding, recording what it was handed. */
function recordingBinding(): { transport: EmailTransport; sent: OutgoingEmail[] } {
  const sent: OutgoingEmail[] = [];
  return {
    sent,
    transport: async (message) => {
      await env.EMAIL.send(message);
      sent.push(message);
    },
  };
}

const count = async (table: "contact_messages" | "email_outbox") =>
  (await env.DB.prepare(`select count(*) n from ${table}`).first<{ n: number }>())!.n;

describe("the contact form accepts one plain address only", () => {
  it.each([
    "x<evil@attacker.example>",
    "Ana <ana@example.com>",
    "ana@example.com, evil@attacker.example",
    "ana@example.com;evil@attacker.example",
    "ana@example.com\r\nBcc: evil@attacker.example",
    "ana@example.com\nBcc: evil@attacker.example",
    '"ana example"@example.com',
    "ana@exa mple.com",
  ])("refuses %j with our message and stores nothing", async (email) => {
    const [messages, outbox] = [await count("contact_messages"), await count("email_outbox")];
    const res = await contact(email);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: "Please enter a valid email",
      details: { email: "Please enter a valid email" },
    });
    expect(await count("contact_messages")).toBe(messages);
    expect(await count("email_outbox")).toBe(outbox);
  });

  it("takes a plain address, international ones included, and it reaches the binding as the reply-to", async () => {
    for (const email of ["ana.ruiz+care@example.com", "josé@exämple.com"]) {
      const res = await contact(email);
      expect(res.status, email).toBe(201);
    }
    const { transport, sent } = recordingBinding();
    await deliverPendingEmails(server(), { transport });
    expect(sent.map((m) => m.replyTo)).toEqual(
      expect.arrayContaining(["ana.ruiz+care@example.com", "josé@exämple.com"]),
    );
  });
});

describe("admin emails cannot inject headers", () => {
  async function sendAs(cookie: string, userId: string, body: unknown) {
    return call(`/api/admin/users/${userId}/send-email`, { method: "POST", cookie, json: body });
  }

  it("refuses a subject, attachment name or attachment type carrying a line break, with our message, and queues nothing", async () => {
    const { cookie } = await signedInAdmin();
    const { member } = await signedInMember();
    const file = (over: Record<string, string>) => ({
      filename: "estimate.pdf",
      content: toBase64("%PDF"),
      type: "application/pdf",
      size: 4,
      ...over,
    });
    const cases: [unknown, string][] = [
      [{ subject: "Hello\r\nBcc: evil@attacker.example", message: "m" }, ADMIN_MESSAGES.subjectOneLine],
      [
        { subject: "Hi", message: "m", attachments: [file({ filename: 'a.pdf"\r\nContent-Type: text/html' })] },
        ADMIN_MESSAGES.attachmentNameInvalid,
      ],
      [
        { subject: "Hi", message: "m", attachments: [file({ filename: "a\u0000.pdf" })] },
        ADMIN_MESSAGES.attachmentNameInvalid,
      ],
      [
        { subject: "Hi", message: "m", attachments: [file({ type: "text/plain\r\nBcc: evil@attacker.example" })] },
        ADMIN_MESSAGES.attachmentTypeInvalid,
      ],
      [
        { subject: "Hi", message: "m", attachments: [file({ type: "text/html; charset=utf-8" })] },
        ADMIN_MESSAGES.attachmentTypeInvalid,
      ],
    ];
    const before = await count("email_outbox");
    for (const [body, message] of cases) {
      const res = await sendAs(cookie, member.id, body);
      expect(res.status, message).toBe(400);
      expect(await res.json()).toMatchObject({ error: message });
    }
    expect(await count("email_outbox")).toBe(before);
  });

  it("sends unusual but safe names and subjects through unchanged: the binding's structured form encodes them", async () => {
    const { cookie } = await signedInAdmin();
    const { member } = await signedInMember();
    const subject = `Résumé « devis » =?utf-8?B?not-a-word?= ${crypto.randomUUID().slice(0, 6)}`;
    const filename = 'estimate "final"; name=evil.exe é.pdf';
    const res = await sendAs(cookie, member.id, {
      subject,
      message: "See attached",
      attachments: [{ filename, content: toBase64("%PDF-1.4"), type: "application/pdf", size: 8 }],
    });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    // The outbox queue's consumer hands it to the real binding (the message the request announced).
    await deliverBatch("care-finder-outbox", [{ outboxId: id }]);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.id, id)).get()).toMatchObject({
      status: "sent",
      subject,
      toAddress: member.email,
    });
    // The same row again, recording what the binding is handed.
    const [copy] = await storeEmailAttachments(server(), [
      { filename, type: "application/pdf", bytes: new TextEncoder().encode("%PDF-1.4") },
    ]);
    await enqueueEmail(server(), {
      kind: "admin_email",
      to: member.email,
      subject,
      text: "See attached",
      attachments: [copy],
    });
    const { transport, sent } = recordingBinding();
    await deliverPendingEmails(server(), { transport });
    const [message] = sent.filter((m) => m.subject === subject);
    expect(message.to).toBe(member.email);
    expect(message.attachments?.map((a) => [a.filename, a.type])).toEqual([[filename, "application/pdf"]]);
  });

  it("fails an unsafe row for good at delivery (never retried) and the binding never sees it", async () => {
    const to = `member.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const [stored] = await storeEmailAttachments(server(), [
      { filename: "ok.txt", type: "text/plain", bytes: new TextEncoder().encode("x") },
    ]);
    // Rows written before these checks existed, or by any other path (enqueueEmail itself refuses them now).
    const written = (email: Partial<typeof emailOutbox.$inferInsert>) =>
      db()
        .insert(emailOutbox)
        .values({
          kind: "admin_email",
          toAddress: to,
          fromAddress: env.MAIL_FROM,
          subject: "Hi",
          textBody: "x",
          ...email,
        })
        .returning({ id: emailOutbox.id })
        .then(([row]) => row.id);
    const rows = [
      await written({ subject: "Hi\r\nBcc: evil@attacker.example" }),
      await written({ attachments: [{ ...stored, filename: "a.txt\r\nX-Evil: 1" }] }),
      await written({ kind: "contact", toAddress: "support@carefinder.example", replyTo: "x<evil@attacker.example>" }),
      await written({ toAddress: `${to}, evil@attacker.example` }),
    ];
    const { transport, sent } = recordingBinding();
    await deliverPendingEmails(server(), { transport });
    for (const [i, id] of rows.entries()) {
      const row = await db().select().from(emailOutbox).where(eq(emailOutbox.id, id!)).get();
      expect(row, `row ${i}`).toMatchObject({
        status: "failed",
        attempts: 1,
        failureReason: i === 3 ? "recipient_refused" : "message_refused",
      });
    }
    expect(sent.filter((m) => m.to.includes(to) || m.subject.includes("Bcc") || m.replyTo?.includes("evil"))).toEqual(
      [],
    );
  });
});
