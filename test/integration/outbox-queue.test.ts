/**
 * The outbox through its queue (docs/scaling.md): a committed row sends one message;
 * the consumer claims the row in D1 and sends it exactly once, however many times the
 * message comes; a failed send comes back after the row's backoff; a row that ran out
 * of attempts is failed and let go; a consumer that cannot reach D1 retries the message
 * (the queue's bound then sends it to the dead-letter queue, whose consumer leaves the
 * row to the cron); and a row whose message was lost is swept by the cron.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BACKOFF_MS, MAX_ATTEMPTS } from "../../app/.server/email/deliver.server";
import { enqueueEmail } from "../../app/.server/email/outbox.server";
import { emailOutbox } from "../../db/schema";
import worker from "../../worker/index";
import { OUTBOX_ERROR_RETRY_DELAY_S } from "../../worker/queues/outbox";
import { db, server } from "../support/auth-helpers";
import { insertProfile } from "../support/factories";
import { d1FailingBatches, d1FailingStatements, emailBindingThrowing } from "../support/faults";
import { deliverBatch, recordingQueue } from "../support/queues";
import { uniqueIp } from "../support/rate-limits";
import { callWorker } from "../support/worker-call";

const OUTBOX = "care-finder-outbox";

/** The real local send_email binding, noting who each message went to. */
function recordingEmail(): { binding: SendEmail; sentTo: string[] } {
  const sentTo: string[] = [];
  const binding = {
    send: async (message: { to: string }) => {
      await env.EMAIL.send(message as never);
      sentTo.push(message.to);
    },
  } as unknown as SendEmail;
  return { binding, sentTo };
}

async function queued(subject: string) {
  const to = `member.${crypto.randomUUID().slice(0, 8)}@example.com`;
  const id = (await enqueueEmail(server(), { kind: "contact", to, subject, text: "x" }))!;
  return { id, to };
}

const rowOf = (id: string) => db().select().from(emailOutbox).where(eq(emailOutbox.id, id)).get();

describe("the outbox queue", () => {
  it("a committed outbox row sends one message naming it; a batch that failed sends none", async () => {
    const member = await insertProfile(db());
    const signIn = (withEnv: Env) =>
      callWorker(
        "https://app.test/sign-in",
        {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": uniqueIp() },
          body: new URLSearchParams({ email: member.email }),
        },
        withEnv,
      );

    const refused = recordingQueue();
    const { db: failing } = d1FailingBatches(env.DB, "email_outbox");
    await signIn({ ...env, DB: failing, OUTBOX: refused.queue } as Env);
    expect(refused.sent).toEqual([]);

    const { queue, sent } = recordingQueue();
    expect((await signIn({ ...env, OUTBOX: queue } as Env)).status).toBe(200);
    const rows = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, member.email));
    expect(rows).toHaveLength(1);
    expect(sent).toEqual([{ outboxId: rows[0].id }]);
  });

  it("the consumer sends the row once, however many times its message comes", async () => {
    const { id, to } = await queued("Once");
    const { binding, sentTo } = recordingEmail();
    const withEmail = { ...env, EMAIL: binding } as Env;

    const first = await deliverBatch(OUTBOX, [{ outboxId: id }, { outboxId: id }], { withEnv: withEmail });
    const again = await deliverBatch(OUTBOX, [{ outboxId: id }], { attempts: 2, withEnv: withEmail });

    expect(sentTo.filter((x) => x === to)).toHaveLength(1);
    expect(first.result.explicitAcks.sort()).toEqual([...first.ids].sort());
    expect(again.result.explicitAcks).toEqual(again.ids);
    expect(first.result.retryMessages).toEqual([]);
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 1, leaseToken: null });
  });

  it("a failed send comes back after the row's backoff, and an early return sends nothing", async () => {
    const { id, to } = await queued("Retry");
    const down = emailBindingThrowing();
    const failed = await deliverBatch(OUTBOX, [{ outboxId: id }], { withEnv: { ...env, EMAIL: down.binding } as Env });
    expect(down.attempts.count).toBe(1);
    expect(failed.result.explicitAcks).toEqual([]);
    expect(failed.result.retryMessages).toHaveLength(1);
    const delay = failed.delays.get(failed.ids[0])!;
    expect(delay).toBeGreaterThan(BACKOFF_MS[0] / 1000 - 5);
    expect(delay).toBeLessThanOrEqual(BACKOFF_MS[0] / 1000);
    expect(await rowOf(id)).toMatchObject({ status: "pending", attempts: 1 });

    // Back before the row is due (another message for it, say): not claimed, waits again.
    const { binding, sentTo } = recordingEmail();
    const early = await deliverBatch(OUTBOX, [{ outboxId: id }], {
      attempts: 2,
      withEnv: { ...env, EMAIL: binding } as Env,
    });
    expect(sentTo).toEqual([]);
    expect(early.result.retryMessages).toHaveLength(1);
    expect(early.delays.get(early.ids[0])).toBeGreaterThan(0);
    expect(early.delays.get(early.ids[0])).toBeLessThanOrEqual(delay);
    expect(await rowOf(id)).toMatchObject({ status: "pending", attempts: 1 });

    // Once due, the message sends it.
    await db()
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(emailOutbox.id, id));
    const due = await deliverBatch(OUTBOX, [{ outboxId: id }], {
      attempts: 3,
      withEnv: { ...env, EMAIL: binding } as Env,
    });
    expect(due.result.explicitAcks).toEqual(due.ids);
    expect(sentTo).toEqual([to]);
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("a row's last failed attempt marks it failed in D1 and lets the message go", async () => {
    const { id } = await queued("Last try");
    await db()
      .update(emailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(emailOutbox.id, id));
    const down = emailBindingThrowing();
    const { ids, result } = await deliverBatch(OUTBOX, [{ outboxId: id }], {
      withEnv: { ...env, EMAIL: down.binding } as Env,
    });
    expect(result.explicitAcks).toEqual(ids);
    expect(result.retryMessages).toEqual([]);
    expect(await rowOf(id)).toMatchObject({ status: "failed", failureReason: "too_many_attempts" });
  });

  it("a consumer that cannot reach D1 retries the message; dead-lettered, the row waits for the cron, which sends it once", async () => {
    const { id, to } = await queued("D1 down");
    const { db: failing, injected } = d1FailingStatements(env.DB, /^update "email_outbox"/i);
    const down = await deliverBatch(OUTBOX, [{ outboxId: id }], { withEnv: { ...env, DB: failing } as Env });
    expect(injected.count).toBe(1);
    expect(down.result.retryMessages).toEqual([{ msgId: down.ids[0] }]);
    expect(down.delays.get(down.ids[0])).toBe(OUTBOX_ERROR_RETRY_DELAY_S);
    expect(await rowOf(id)).toMatchObject({ status: "pending", attempts: 0, leaseToken: null });

    // Past max_retries the queue hands the message to the dead-letter queue's consumer.
    const { binding, sentTo } = recordingEmail();
    const dead = await deliverBatch("care-finder-outbox-dlq", [{ outboxId: id }], {
      attempts: 1,
      withEnv: { ...env, EMAIL: binding } as Env,
    });
    expect(dead.result.ackAll).toBe(true);
    expect(sentTo).toEqual([]);
    expect(await rowOf(id)).toMatchObject({ status: "pending", attempts: 0 });

    await runCron({ ...env, EMAIL: binding } as Env);
    expect(sentTo.filter((x) => x === to)).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("a row whose message was lost is sent by the cron's sweep; a late message then sends nothing", async () => {
    const { id, to } = await queued("Lost message");
    const { binding, sentTo } = recordingEmail();
    const withEmail = { ...env, EMAIL: binding } as Env;

    await runCron(withEmail);
    expect(sentTo.filter((x) => x === to)).toHaveLength(1);

    const late = await deliverBatch(`${OUTBOX}-production`, [{ outboxId: id }], { withEnv: withEmail });
    expect(late.result.explicitAcks).toEqual(late.ids);
    expect(sentTo.filter((x) => x === to)).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("a message that names no row is let go", async () => {
    const { ids, result } = await deliverBatch(OUTBOX, [{ outboxId: crypto.randomUUID() }, { nothing: true }, null]);
    expect(result.explicitAcks.sort()).toEqual([...ids].sort());
    expect(result.retryMessages).toEqual([]);
  });
});

/** The Worker's cron trigger, as Cloudflare runs it. */
async function runCron(withEnv: Env) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron: "*/5 * * * *" }), withEnv, ctx);
  await waitOnExecutionContext(ctx);
}
