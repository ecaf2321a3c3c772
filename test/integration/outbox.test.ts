import { env } from "cloudflare:test";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import {
  ATTACHMENT_LINK_TTL_MS,
  storeEmailAttachments,
  verifyAttachmentToken,
} from "../../app/.server/email/attachments.server";
import {
  BACKOFF_MS,
  deliverPendingEmails,
  MAX_ATTEMPTS,
  SENDING_LEASE_MS,
  sendEmailBinding,
  type EmailTransport,
} from "../../app/.server/email/deliver.server";
import { enqueueEmail } from "../support/outbox";
import { emailOutbox } from "../../db/schema";
import { encodedSize, type OutgoingEmail } from "../../app/.server/email/message.server";
import { call, db, server } from "../support/auth-helpers";

const uniqueTo = () => `member.${crypto.randomUUID().slice(0, 8)}@example.com`;

async function row(id: string) {
  return db().select().from(emailOutbox).where(eq(emailOutbox.id, id)).get();
}

/** Hands every message to the real local `send_email` binding, and records what it accepted. */
function recordingBinding(binding: SendEmail = env.EMAIL): { transport: EmailTransport; sent: OutgoingEmail[] } {
  const sent: OutgoingEmail[] = [];
  const real = sendEmailBinding({ EMAIL: binding });
  return {
    sent,
    transport: async (message) => {
      await real(message);
      sent.push(message);
    },
  };
}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("outbox delivery through the send_email binding", () => {
  it("sends a pending row once through the real local binding and marks it sent", async () => {
    const to = uniqueTo();
    const id = (await enqueueEmail(server(), {
      kind: "contact",
      to,
      subject: "Real binding check",
      text: "Hello from the outbox",
    }))!;
    const report = await deliverPendingEmails(server());
    expect(report.sent).toContain(id);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect((await row(id))?.sentAt).toBeInstanceOf(Date);
    // A second run finds nothing to send for this row.
    const again = await deliverPendingEmails(server());
    expect(again.sent).not.toContain(id);
  });

  it("hands the binding's structured form subject, recipient, reply-to, text and attachments (really sent)", async () => {
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
    const [message] = mine;
    expect(message.from).toEqual({ name: "Care Finder", email: env.MAIL_FROM });
    expect(message.subject).toBe("Your MRI estimate – ready");
    expect(message.replyTo).toBe("support@carefinder.example");
    expect(message.text).toBe("Hello Maria,\nhere is your estimate. Café ☕");
    expect(message.attachments?.map((a) => [a.filename, a.type, a.disposition, text(a.content)])).toEqual([
      ["estimate.pdf", "application/pdf", "attachment", "%PDF-1.4 estimate"],
      ["notes é.txt", "text/plain", "attachment", "call Monday"],
    ]);
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
      [1, 2, 3].map(
        async (n) => (await enqueueEmail(server(), { kind: "contact", to, subject: `Overlap ${n}`, text: "x" }))!,
      ),
    );
    const seen: string[] = [];
    const slow: EmailTransport = async (m) => {
      if (m.to === to) seen.push(m.subject);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    await Promise.all([
      deliverPendingEmails(server(), { transport: slow }),
      deliverPendingEmails(server(), { transport: slow }),
    ]);
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
    const id = (await enqueueEmail(server(), {
      kind: "admin_email",
      to,
      subject: "Scans",
      text: "Your scans",
      attachments: stored,
    }))!;
    const { transport, sent } = recordingBinding();
    await deliverPendingEmails(server(), { transport });
    const message = sent.find((m) => m.to === to)!;
    const inlineBytes = (message.attachments ?? []).reduce((sum, a) => sum + encodedSize(a.content.byteLength), 0);
    expect(inlineBytes + new TextEncoder().encode(message.text).byteLength).toBeLessThan(5 * 1024 * 1024);
    const names = (message.attachments ?? []).map((a) => a.filename);
    expect(names).toContain("small.txt");
    expect(names).toHaveLength(2); // small + one 3 MiB scan
    const linkedName = ["big-scan-a.pdf", "big-scan-b.pdf"].find((n) => !names.includes(n))!;
    expect(message.text).toContain(linkedName);
    const url = /(https?:\/\/\S+\/api\/email-attachments\/\S+)/.exec(message.text)![1];
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
    await expect(
      verifyAttachmentToken(env, token, new Date(Date.now() + ATTACHMENT_LINK_TTL_MS + 60_000)),
    ).rejects.toMatchObject({ status: 404 });
    await expect(verifyAttachmentToken(env, token)).resolves.toMatchObject({ filename: linkedName });
  });

  it("marks a row stuck in 'sending' (a run died mid-send) as unconfirmed: neither sent again nor called failed", async () => {
    const to = uniqueTo();
    const id = (await enqueueEmail(server(), { kind: "contact", to, subject: "Stuck", text: "x" }))!;
    const claimedAt = new Date(Date.now() - SENDING_LEASE_MS - 60_000);
    await db().update(emailOutbox).set({ status: "sending", nextAttemptAt: claimedAt }).where(eq(emailOutbox.id, id));
    const fresh = (await enqueueEmail(server(), { kind: "contact", to, subject: "In flight", text: "x" }))!;
    await db()
      .update(emailOutbox)
      .set({ status: "sending", nextAttemptAt: new Date() })
      .where(eq(emailOutbox.id, fresh));
    const seen: string[] = [];
    await deliverPendingEmails(server(), { transport: async (m) => void (m.to === to && seen.push(m.subject)) });
    expect(seen).toEqual([]);
    expect(await row(id)).toMatchObject({ status: "unconfirmed", failureReason: "interrupted" });
    expect((await row(id))?.lastError).toContain("may have gone out");
    expect(await row(fresh)).toMatchObject({ status: "sending" }); // still within its lease
  });

  it("sends a late report from a slow run under its lease: a second run neither takes nor fails the row", async () => {
    const to = uniqueTo();
    const id = (await enqueueEmail(server(), { kind: "contact", to, subject: "Slow", text: "x" }))!;
    const start = new Date(Date.now() + 1000);
    const secondRun: string[] = [];
    let sends = 0;
    const slow: EmailTransport = async (m) => {
      if (m.to !== to) return;
      sends++;
      // The send outlives its lease: another run comes by meanwhile.
      await deliverPendingEmails(server(), {
        now: new Date(start.getTime() + SENDING_LEASE_MS + 60_000),
        transport: async (other) => void (other.to === to && secondRun.push(other.subject)),
      });
      expect(await row(id)).toMatchObject({ status: "unconfirmed" });
    };
    await deliverPendingEmails(server(), { now: start, transport: slow });
    expect(sends).toBe(1);
    expect(secondRun).toEqual([]);
    expect(await row(id)).toMatchObject({
      status: "sent",
      attempts: 1,
      failureReason: null,
      lastError: null,
      leaseToken: null,
    });
  });

  it("a send that went out and then lost its run is not failed and not sent again", async () => {
    const to = uniqueTo();
    const id = (await enqueueEmail(server(), { kind: "contact", to, subject: "Gone then crash", text: "x" }))!;
    const start = new Date(Date.now() + 1000);
    const { transport, sent } = recordingBinding();
    // The message really goes out, then the run never gets to report (the isolate died).
    void deliverPendingEmails(server(), {
      now: start,
      transport: async (m) => {
        await transport(m);
        if (m.to === to) await new Promise(() => {});
      },
    });
    await vi.waitFor(() => expect(sent.filter((m) => m.to === to)).toHaveLength(1));
    for (const later of [SENDING_LEASE_MS + 60_000, 86_400_000]) {
      await deliverPendingEmails(server(), { now: new Date(start.getTime() + later), transport });
    }
    expect(sent.filter((m) => m.to === to)).toHaveLength(1);
    const after = await row(id);
    expect(after).toMatchObject({ status: "unconfirmed", failureReason: "interrupted" });
    expect(after?.status).not.toBe("failed");
  });

  it("records a failure only under the run's own lease token", async () => {
    const to = uniqueTo();
    const id = (await enqueueEmail(server(), { kind: "contact", to, subject: "Token", text: "x" }))!;
    await deliverPendingEmails(server(), {
      transport: async (m) => {
        if (m.to !== to) return;
        // Someone else's claim replaces ours mid-send (a lease we no longer hold).
        await db().update(emailOutbox).set({ leaseToken: "another-run" }).where(eq(emailOutbox.id, id));
        throw new Error("provider unavailable");
      },
    });
    expect(await row(id)).toMatchObject({ status: "sending", attempts: 0, leaseToken: "another-run" });
  });
});

describe("outbox failures that no retry will fix", () => {
  it("stop at once with the reason when the real local binding refuses the recipient or the sender", async () => {
    const refusedTo = (await enqueueEmail(server(), {
      kind: "contact",
      to: uniqueTo(),
      subject: "Not allowed",
      text: "x",
    }))!;
    const onlySupport = recordingBinding(env.EMAIL_SUPPORT_ONLY);
    await deliverPendingEmails(server(), { transport: onlySupport.transport });
    expect(await row(refusedTo)).toMatchObject({ status: "failed", attempts: 1, failureReason: "recipient_refused" });

    const refusedFrom = (await enqueueEmail(server(), {
      kind: "contact",
      to: "support@carefinder.example",
      subject: "Wrong sender",
      text: "x",
    }))!;
    await deliverPendingEmails(server(), { transport: recordingBinding(env.EMAIL_OTHER_SENDER_ONLY).transport });
    expect(await row(refusedFrom)).toMatchObject({ status: "failed", attempts: 1, failureReason: "sender_refused" });

    // Later runs leave both alone.
    const later = await deliverPendingEmails(server(), {
      now: new Date(Date.now() + 7 * 86_400_000),
      transport: onlySupport.transport,
    });
    expect([...later.sent, ...later.retrying, ...later.failed]).not.toContain(refusedTo);
    expect(onlySupport.sent).toEqual([]);
  });

  it("classify the email service's error codes: suppressed and invalid stop, rate limits and outages retry", async () => {
    const serviceError = (code: string) => Object.assign(new Error(`send failed (${code})`), { code });
    const cases = [
      ["E_RECIPIENT_SUPPRESSED", "failed", "recipient_suppressed"],
      ["E_VALIDATION_ERROR", "failed", "message_refused"],
      ["E_SENDER_NOT_VERIFIED", "failed", "sender_refused"],
      ["E_RATE_LIMIT_EXCEEDED", "pending", null],
      ["E_INTERNAL_SERVER_ERROR", "pending", null],
      ["E_DELIVERY_FAILED", "pending", null],
    ] as const;
    for (const [code, status, failureReason] of cases) {
      const to = uniqueTo();
      const id = (await enqueueEmail(server(), { kind: "contact", to, subject: code, text: "x" }))!;
      const now = new Date(Date.now() + 1000);
      await deliverPendingEmails(server(), {
        now,
        transport: async (m) => {
          if (m.to === to) throw serviceError(code);
        },
      });
      const after = await row(id);
      expect(after, code).toMatchObject({ status, attempts: 1, failureReason });
      expect(after?.lastError).toContain(code);
      if (status === "pending") expect(after?.nextAttemptAt.getTime()).toBe(now.getTime() + BACKOFF_MS[0]);
    }
  });

  it("gives up after the bound with the reason too_many_attempts", async () => {
    const to = uniqueTo();
    const id = (await enqueueEmail(server(), { kind: "contact", to, subject: "Always down", text: "x" }))!;
    let when = Date.now() + 1000;
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await deliverPendingEmails(server(), {
        now: new Date(when),
        transport: async () => Promise.reject(new Error("outage")),
      });
      when += 86_400_000;
    }
    expect(await row(id)).toMatchObject({
      status: "failed",
      attempts: MAX_ATTEMPTS,
      failureReason: "too_many_attempts",
    });
  });
});
