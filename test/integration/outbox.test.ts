import { env } from "cloudflare:test";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ATTACHMENT_LINK_TTL_MS, storeEmailAttachments, verifyAttachmentToken } from "../../app/.server/email/attachments.server";
import {
  BACKOFF_MS,
  deliverPendingEmails,
  MAX_ATTEMPTS,
  SENDING_LEASE_MS,
  sendEmailBinding,
  type EmailTransport,
} from "../../app/.server/email/deliver.server";
import { enqueueEmail } from "../../app/.server/email/outbox.server";
import { emailOutbox } from "../../db/schema";
import { attachmentNames, call, db, mimeHeader, server, textPart } from "./admin-helpers";

const uniqueTo = () => `member.${crypto.randomUUID().slice(0, 8)}@example.com`;

async function row(id: string) {
  return db().select().from(emailOutbox).where(eq(emailOutbox.id, id)).get();
}

/** Records every raw message, then hands it to the real `send_email` binding. */
function recordingBinding(): { transport: EmailTransport; sent: { from: string; to: string; raw: string }[] } {
  const sent: { from: string; to: string; raw: string }[] = [];
  const real = sendEmailBinding(env);
  return {
    sent,
    transport: async (message) => {
      await real(message);
      sent.push(message);
    },
  };
}

describe("outbox delivery through the send_email binding", () => {
  it("sends a pending row once through the real local binding and marks it sent", async () => {
    const to = uniqueTo();
    const id = (await enqueueEmail(server(), { kind: "contact", to, subject: "Real binding check", text: "Hello from the outbox" }))!;
    const report = await deliverPendingEmails(server());
    expect(report.sent).toContain(id);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect((await row(id))?.sentAt).toBeInstanceOf(Date);
    // A second run finds nothing to send for this row.
    const again = await deliverPendingEmails(server());
    expect(again.sent).not.toContain(id);
  });

  it("builds MIME with subject, recipient, text and attachment names (raw recorded, then really sent)", async () => {
    const to = uniqueTo();
    const stored = await storeEmailAttachments(server(), [
      { filename: "estimate.pdf", type: "application/pdf", bytes: new TextEncoder().encode("%PDF-1.4 estimate") },
      { filename: "notes é.txt", type: "text/plain", bytes: new TextEncoder().encode("call Monday") },
    ]);
    const id = (await enqueueEmail(server(), {
      kind: "admin_email",
      to,
      subject: "Your MRI estimate – ready",
      text: "Hello Maria,\nhere is your estimate. Café ☕",
      replyTo: "support@carefinder.example",
      attachments: stored,
    }))!;
    const { transport, sent } = recordingBinding();
    await deliverPendingEmails(server(), { transport });
    const mine = sent.filter((m) => m.to === to);
    expect(mine).toHaveLength(1);
    const raw = mine[0].raw;
    expect(mine[0].from).toBe(env.MAIL_FROM);
    expect(mimeHeader(raw, "Subject")).toBe("Your MRI estimate – ready");
    expect(mimeHeader(raw, "To")).toBe(`<${to}>`);
    expect(mimeHeader(raw, "Reply-To")).toBe("<support@carefinder.example>");
    expect(mimeHeader(raw, "Message-ID")).toMatch(/^<.+@carefinder\.example>$/);
    expect(textPart(raw)).toBe("Hello Maria,\nhere is your estimate. Café ☕");
    expect(attachmentNames(raw)).toEqual(["estimate.pdf", "notes é.txt"]);
    expect(raw).toContain(btoa("%PDF-1.4 estimate"));
    expect(await row(id)).toMatchObject({ status: "sent" });
    // Inline copies are cleaned out of R2 once sent.
    expect(await env.DOCUMENTS.head(stored[0].r2Key)).toBeNull();
  });

  it("retries a failing delivery with backoff, never duplicates, and gives up after the bound", async () => {
    const to = uniqueTo();
    const id = (await enqueueEmail(server(), { kind: "contact", to, subject: "Flaky", text: "retry me" }))!;
    let calls = 0;
    const failing: EmailTransport = async (m) => {
      if (m.to === to) calls++;
      throw new Error("provider unavailable");
    };
    const t0 = new Date(Date.now() + 1000);
    await deliverPendingEmails(server(), { now: t0, transport: failing });
    let current = await row(id);
    expect(current).toMatchObject({ status: "pending", attempts: 1 });
    expect(current?.lastError).toContain("provider unavailable");
    expect(current?.nextAttemptAt.getTime()).toBe(t0.getTime() + BACKOFF_MS[0]);

    // Not due yet: nothing is attempted.
    await deliverPendingEmails(server(), { now: new Date(t0.getTime() + BACKOFF_MS[0] - 1), transport: failing });
    expect(calls).toBe(1);

    // Due again: second failure, longer wait.
    const t1 = new Date(t0.getTime() + BACKOFF_MS[0]);
    await deliverPendingEmails(server(), { now: t1, transport: failing });
    current = await row(id);
    expect(current).toMatchObject({ status: "pending", attempts: 2 });
    expect(current?.nextAttemptAt.getTime()).toBe(t1.getTime() + BACKOFF_MS[1]);

    // Then it works: sent exactly once, whatever runs after.
    const delivered: string[] = [];
    const ok: EmailTransport = async (m) => void delivered.push(m.to);
    const t2 = new Date(t1.getTime() + BACKOFF_MS[1]);
    await deliverPendingEmails(server(), { now: t2, transport: ok });
    await deliverPendingEmails(server(), { now: new Date(t2.getTime() + 86_400_000), transport: ok });
    expect(delivered.filter((x) => x === to)).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 3 });

    // A row that keeps failing is marked failed after MAX_ATTEMPTS and left alone.
    const doomed = (await enqueueEmail(server(), { kind: "contact", to, subject: "Doomed", text: "x" }))!;
    let when = Date.now() + 1000;
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++) {
      await deliverPendingEmails(server(), { now: new Date(when), transport: failing });
      when += 86_400_000;
    }
    expect(await row(doomed)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
  });

  it("lets only one of two overlapping runs send a row", async () => {
    const to = uniqueTo();
    const ids = await Promise.all(
      [1, 2, 3].map(async (n) => (await enqueueEmail(server(), { kind: "contact", to, subject: `Overlap ${n}`, text: "x" }))!),
    );
    const seen: string[] = [];
    const slow: EmailTransport = async (m) => {
      if (m.to === to) seen.push(mimeHeader(m.raw, "Subject")!);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    await Promise.all([deliverPendingEmails(server(), { transport: slow }), deliverPendingEmails(server(), { transport: slow })]);
    expect(seen.sort()).toEqual(["Overlap 1", "Overlap 2", "Overlap 3"]);
    const rows = await db().select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  it("keeps a message under 5 MiB: larger attachments go out as expiring signed links", async () => {
    const to = uniqueTo();
    const three = new Uint8Array(3 * 1024 * 1024).fill(65);
    const stored = await storeEmailAttachments(server(), [
      { filename: "big-scan-a.pdf", type: "application/pdf", bytes: three },
      { filename: "small.txt", type: "text/plain", bytes: new TextEncoder().encode("small") },
      { filename: "big-scan-b.pdf", type: "application/pdf", bytes: three },
    ]);
    const id = (await enqueueEmail(server(), { kind: "admin_email", to, subject: "Scans", text: "Your scans", attachments: stored }))!;
    const { transport, sent } = recordingBinding();
    await deliverPendingEmails(server(), { transport });
    const raw = sent.find((m) => m.to === to)!.raw;
    expect(new TextEncoder().encode(raw).byteLength).toBeLessThan(5 * 1024 * 1024);
    const names = attachmentNames(raw);
    expect(names).toContain("small.txt");
    expect(names).toHaveLength(2); // small + one 3 MiB scan
    const linkedName = ["big-scan-a.pdf", "big-scan-b.pdf"].find((n) => !names.includes(n))!;
    const text = textPart(raw);
    expect(text).toContain(linkedName);
    const url = /(https?:\/\/\S+\/api\/email-attachments\/\S+)/.exec(text)![1];
    expect(await row(id)).toMatchObject({ status: "sent" });

    // The link serves the file as a download...
    const token = url.split("/api/email-attachments/")[1];
    const res = await call(`/api/email-attachments/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toContain(linkedName);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect((await res.arrayBuffer()).byteLength).toBe(three.byteLength);
    // ...a tampered token does not...
    const tampered = token.slice(0, -2) + (token.endsWith("AA") ? "BB" : "AA");
    expect((await call(`/api/email-attachments/${tampered}`)).status).toBe(404);
    // ...and neither does an expired one.
    await expect(verifyAttachmentToken(env, token, new Date(Date.now() + ATTACHMENT_LINK_TTL_MS + 60_000))).rejects.toMatchObject({ status: 404 });
    await expect(verifyAttachmentToken(env, token)).resolves.toMatchObject({ filename: linkedName });
  });

  it("marks a row stuck in 'sending' (a run died mid-send) as failed instead of sending it again", async () => {
    const to = uniqueTo();
    const id = (await enqueueEmail(server(), { kind: "contact", to, subject: "Stuck", text: "x" }))!;
    const claimedAt = new Date(Date.now() - SENDING_LEASE_MS - 60_000);
    await db().update(emailOutbox).set({ status: "sending", nextAttemptAt: claimedAt }).where(eq(emailOutbox.id, id));
    const fresh = (await enqueueEmail(server(), { kind: "contact", to, subject: "In flight", text: "x" }))!;
    await db().update(emailOutbox).set({ status: "sending", nextAttemptAt: new Date() }).where(eq(emailOutbox.id, fresh));
    const seen: string[] = [];
    await deliverPendingEmails(server(), { transport: async (m) => void (m.to === to && seen.push(m.raw)) });
    expect(seen).toEqual([]);
    expect(await row(id)).toMatchObject({ status: "failed" });
    expect((await row(id))?.lastError).toContain("Interrupted");
    expect(await row(fresh)).toMatchObject({ status: "sending" }); // still within its lease
  });
});
