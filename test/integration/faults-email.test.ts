/**
 * The send_email binding throwing (an outage), on the real paths: the contact
 * form and the sign-in link queue their message and answer as the spec says
 * (the binding never stands between the person and the answer); the cron's
 * delivery run fails, the row stays pending with backoff, nothing is marked
 * sent, and the next run with the binding back sends it exactly once.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BACKOFF_MS, deliverPendingEmails, type EmailTransport } from "../../app/.server/email/deliver.server";
import { enqueueEmail } from "../support/outbox";
import { CONTACT_MESSAGES } from "../../app/domain/contact";
import { SIGN_IN_PAGE_MESSAGES } from "../../app/domain/sign-in";
import { contactMessages, emailOutbox } from "../../db/schema";
import worker from "../../worker/index";
import { insertProfile } from "../support/factories";
import { emailBindingThrowing } from "../support/faults";
import { db, server } from "../support/auth-helpers";
import { callWorker } from "../support/worker-call";
import { uniqueIp } from "../support/rate-limits";

const APP = "https://app.test";
const nextIp = uniqueIp;

const rowsTo = (to: string) => db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).all();

/** A transport over the real local binding that records who it sent to. */
function recording(): { transport: EmailTransport; sentTo: string[] } {
  const sentTo: string[] = [];
  return {
    sentTo,
    transport: async (message) => {
      await env.EMAIL.send(message);
      sentTo.push(message.to);
    },
  };
}

/** The row failed once and waits for its backoff: pending, never sent. */
function expectWaitingForRetry(row: typeof emailOutbox.$inferSelect | undefined, before: number, after: number) {
  expect(row).toMatchObject({ status: "pending", attempts: 1, sentAt: null, failureReason: null, leaseToken: null });
  expect(row?.lastError).toContain("Email service unavailable");
  expect(row!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + BACKOFF_MS[0]);
  expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(after + BACKOFF_MS[0]);
}

/** The Worker's cron trigger, run with the send_email binding throwing; the time window it ran in. */
async function cronWithBindingDown(): Promise<{ before: number; after: number; attempts: number }> {
  const { binding, attempts } = emailBindingThrowing();
  const ctx = createExecutionContext();
  const before = Date.now();
  await worker.scheduled(
    createScheduledController({ scheduledTime: new Date(), cron: "*/5 * * * *" }),
    { ...env, EMAIL: binding } as Env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { before, after: Date.now(), attempts: attempts.count };
}

/** Runs delivery once the backoff has passed, with the real binding back, twice: sent exactly once. */
async function expectSentOnceLater(id: string, to: string) {
  const { transport, sentTo } = recording();
  const later = new Date(Date.now() + BACKOFF_MS[0] + 1000);
  await deliverPendingEmails(server(), { now: later, transport });
  await deliverPendingEmails(server(), { now: new Date(later.getTime() + 86_400_000), transport });
  expect(sentTo.filter((x) => x === to)).toHaveLength(1);
  const row = await db().select().from(emailOutbox).where(eq(emailOutbox.id, id)).get();
  expect(row).toMatchObject({ status: "sent", attempts: 2, lastError: null });
}

describe("the send_email binding throwing", () => {
  it("contact form: still answers 'Message sent successfully!', keeps the message, and the email waits to be retried", async () => {
    const { binding, attempts } = emailBindingThrowing();
    const message = `Billing question ${crypto.randomUUID()}`;
    const replyTo = `visitor.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const res = await callWorker(
      `${APP}/api/contact`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp() },
        body: JSON.stringify({ name: "Lee Park", email: replyTo, message }),
      },
      { ...env, EMAIL: binding } as Env,
    );
    expect(res.status).toBe(201);
    expect(JSON.parse(res.body)).toEqual({ success: true, message: CONTACT_MESSAGES.sent });
    expect(attempts.count).toBe(0); // queued: the cron delivers

    const stored = await db().select().from(contactMessages).where(eq(contactMessages.message, message)).get();
    expect(stored).toBeDefined();
    const find = () =>
      db()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.kind, "contact"), eq(emailOutbox.dedupeKey, `contact:${stored!.id}`)))
        .get();
    expect(await find()).toMatchObject({ status: "pending", attempts: 0, sentAt: null });

    const cron = await cronWithBindingDown();
    expect(cron.attempts).toBeGreaterThanOrEqual(1);
    const row = await find();
    expectWaitingForRetry(row, cron.before, cron.after);
    await expectSentOnceLater(row!.id, env.SUPPORT_EMAIL);
  });

  it("sign-in link (page and API): the spec's answers, the link waits in the outbox, then goes out once", async () => {
    const { binding } = emailBindingThrowing();
    const faulty = { ...env, EMAIL: binding } as Env;
    const member = await insertProfile(db());
    const page = await callWorker(
      `${APP}/sign-in`,
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": nextIp() },
        body: new URLSearchParams({ email: member.email }),
      },
      faulty,
    );
    expect(page.status).toBe(200);
    expect(page.body).toContain(SIGN_IN_PAGE_MESSAGES.sent(member.email));

    const api = await callWorker(
      `${APP}/api/check-email`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp() },
        body: JSON.stringify({ email: member.email }),
      },
      faulty,
    );
    expect(api.status).toBe(200);
    expect(JSON.parse(api.body)).toEqual({ ok: true });

    // One link (the second ask falls within the resend wait), queued, not sent.
    const queued = await rowsTo(member.email);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ kind: "sign_in_link", status: "pending", attempts: 0, sentAt: null });

    const cron = await cronWithBindingDown();
    const [row] = await rowsTo(member.email);
    expectWaitingForRetry(row, cron.before, cron.after);
    await expectSentOnceLater(row.id, member.email);
  });

  it("the cron's delivery run: the row stays pending with backoff, nothing is marked sent, the other jobs still run", async () => {
    const to = `member.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const id = (await enqueueEmail(server(), { kind: "contact", to, subject: "Cron fault", text: "retry me" }))!;
    // A session ended long ago: the housekeeping job after delivery removes it all the same.
    const member = await insertProfile(db());
    await env.DB.prepare("insert into sessions (token_hash, user_id, expires_at, created_at) values (?, ?, ?, ?)")
      .bind(`faults-${crypto.randomUUID()}`, member.id, Date.now() - 86_400_000, Date.now() - 2 * 86_400_000)
      .run();

    const cron = await cronWithBindingDown();
    expect(cron.attempts).toBeGreaterThanOrEqual(1);
    const [row] = await rowsTo(to);
    expectWaitingForRetry(row, cron.before, cron.after);
    const left = await env.DB.prepare("select count(*) n from sessions where user_id = ?")
      .bind(member.id)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
    await expectSentOnceLater(id, to);
  });
});
