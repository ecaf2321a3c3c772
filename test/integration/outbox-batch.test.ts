/**
 * The outbox delivered by batch (docs/decisions/0076-outbox-delivered-by-batch.md): a queue batch of
 * messages, or a cron sweep, claims its rows in one D1 trip and records their results in one more,
 * however many rows it holds; a send that fails in a batch leaves the others sent and comes back itself.
 */
import { env } from "cloudflare:test";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createServerContext } from "../../app/.server/context.server";
import { BACKOFF_MS, deliverPendingEmails } from "../../app/.server/email/deliver.server";
import { claimStatement } from "../../app/.server/email/deliver-rows.server";
import { enqueueEmail } from "../../app/.server/email/outbox.server";
import { emailOutbox } from "../../db/schema";
import { db, server } from "../support/auth-helpers";
import { deliverBatch } from "../support/queues";
import { queryPlan } from "../support/query-plans";
import { countingEnv } from "../support/worker-call";

const OUTBOX = "care-finder-outbox";

/** The real local send_email binding, noting who each message went to; `refuse` fails as an outage does. */
function recordingEmail(refuse = new Set<string>()): { binding: SendEmail; sentTo: string[] } {
  const sentTo: string[] = [];
  const binding = {
    send: async (message: { to: string }) => {
      if (refuse.has(message.to)) throw new Error("Email service unavailable (injected fault)");
      await env.EMAIL.send(message as never);
      sentTo.push(message.to);
    },
  } as unknown as SendEmail;
  return { binding, sentTo };
}

async function queuedEmails(count: number, text = "x") {
  const rows = [];
  for (let n = 0; n < count; n++) {
    const to = `member.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const id = (await enqueueEmail(server(), { kind: "admin_email", to, subject: `Batch ${n}`, text }))!;
    rows.push({ id, to });
  }
  return rows;
}

/** The rows delivered as one queue batch through a recording binding, with the D1 trips it took counted. */
async function deliverCounted(rows: { id: string }[]) {
  const counting = countingEnv();
  const { binding, sentTo } = recordingEmail();
  const delivered = await deliverBatch(
    OUTBOX,
    rows.map((row) => ({ outboxId: row.id })),
    { withEnv: { ...counting.env, EMAIL: binding } as Env },
  );
  return { ...delivered, sentTo, roundTrips: counting.roundTrips };
}

const rowsOf = (ids: string[]) => db().select().from(emailOutbox).where(inArray(emailOutbox.id, ids));

describe("the outbox delivered by batch", () => {
  it("a queue batch costs the consumer two D1 trips, one message or six", async () => {
    const tripsFor = async (count: number) => {
      const rows = await queuedEmails(count);
      const { ids, result, sentTo, roundTrips } = await deliverCounted(rows);
      expect(sentTo.sort()).toEqual(rows.map((row) => row.to).sort());
      expect(result.explicitAcks.sort()).toEqual([...ids].sort());
      const stored = await rowsOf(rows.map((row) => row.id));
      expect(stored.every((row) => row.status === "sent" && row.attempts === 1 && row.leaseToken === null)).toBe(true);
      return roundTrips;
    };
    const one = await tripsFor(1);
    const six = await tripsFor(6);
    expect(one).toHaveLength(2);
    expect(six).toHaveLength(2);
    expect(six[0]).toMatch(/^update "email_outbox"/);
    expect(six[1]).toMatch(/^batch: update "email_outbox"/);
  });

  it("a queue batch of 150 messages, over D1's 100 bound parameters, is claimed, sent and recorded in the same two trips", async () => {
    const marker = `large batch ${crypto.randomUUID()}`;
    const rows = await queuedEmails(150, marker);
    const { ids, result, sentTo, roundTrips } = await deliverCounted(rows);
    expect(sentTo).toHaveLength(150);
    expect(result.explicitAcks).toHaveLength(150);
    expect(result.explicitAcks.sort()).toEqual([...ids].sort());
    expect(result.retryMessages).toEqual([]);
    expect(roundTrips).toHaveLength(2);
    // Read back by their text: a list of 150 ids would itself be over the limit.
    const stored = await db().select().from(emailOutbox).where(eq(emailOutbox.textBody, marker));
    expect(stored.map((row) => row.id).sort()).toEqual(rows.map((row) => row.id).sort());
    expect(stored.every((row) => row.status === "sent" && row.attempts === 1 && row.leaseToken === null)).toBe(true);
  });

  it("a send that fails in a batch leaves the others sent, and its message comes back after the row's backoff", async () => {
    const rows = await queuedEmails(3);
    const failing = rows[1];
    const { binding, sentTo } = recordingEmail(new Set([failing.to]));
    const { ids, result, delays } = await deliverBatch(
      OUTBOX,
      rows.map((row) => ({ outboxId: row.id })),
      { withEnv: { ...env, EMAIL: binding } as Env },
    );
    expect(sentTo.sort()).toEqual([rows[0].to, rows[2].to].sort());
    expect(result.explicitAcks.sort()).toEqual([ids[0], ids[2]].sort());
    expect(result.retryMessages).toEqual([{ msgId: ids[1] }]);
    expect(delays.get(ids[1])).toBeGreaterThan(BACKOFF_MS[0] / 1000 - 5);
    expect(delays.get(ids[1])).toBeLessThanOrEqual(BACKOFF_MS[0] / 1000);
    const stored = new Map((await rowsOf(rows.map((row) => row.id))).map((row) => [row.id, row]));
    expect(stored.get(rows[0].id)).toMatchObject({ status: "sent", attempts: 1, leaseToken: null });
    expect(stored.get(rows[2].id)).toMatchObject({ status: "sent", attempts: 1, leaseToken: null });
    expect(stored.get(failing.id)).toMatchObject({ status: "pending", attempts: 1, leaseToken: null });
    expect(stored.get(failing.id)?.lastError).toContain("injected fault");
  });

  it("the cron's sweep costs four D1 trips, one row or six", async () => {
    const tripsFor = async (count: number) => {
      const rows = await queuedEmails(count);
      const counting = countingEnv();
      const { binding } = recordingEmail();
      const report = await deliverPendingEmails(createServerContext({ ...counting.env, EMAIL: binding } as Env), {
        now: new Date(Date.now() + 1000),
      });
      expect(report.sent).toEqual(expect.arrayContaining(rows.map((row) => row.id)));
      return counting.roundTrips;
    };
    expect(await tripsFor(1)).toHaveLength(4);
    expect(await tripsFor(6)).toHaveLength(4);
  });

  it("the claim finds its rows by their ids, not by walking the due pending rows (a backlog does not slow it)", async () => {
    for (const onlyIfDue of [true, false]) {
      const plan = await queryPlan(
        claimStatement(server(), ["a", "b", "c"], { lease: "l", now: new Date(), onlyIfDue }),
      );
      expect(plan.join("\n")).toMatch(/USING INDEX sqlite_autoindex_email_outbox_1 \(id=\?\)/);
      expect(plan.join("\n")).not.toContain("email_outbox_due_idx");
    }
  });
});
