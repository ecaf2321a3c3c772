import { and, eq, lt, lte } from "drizzle-orm";
import { emailOutbox } from "../../../db/schema";
import type { ServerContext } from "../context.server";
import { deliverRows, outboxIdIn, type EmailTransport, type RowOutcome } from "./deliver-rows.server";
import { byThenWritten } from "../insertion-order.server";

export { BACKOFF_MS, MAX_ATTEMPTS, type EmailTransport } from "./deliver-rows.server";
/** A claim older than this means the run that made it stopped mid-send. */
export const SENDING_LEASE_MS = 15 * 60_000;
const BATCH_LIMIT = 25;

/** The default transport: the `send_email` binding's structured form. */
export const sendEmailBinding =
  (env: Pick<Env, "EMAIL">): EmailTransport =>
  async (message) => {
    await env.EMAIL.send(message);
  };

export type DeliveryReport = { sent: string[]; retrying: string[]; failed: string[] };

/**
 * Delivers due pending outbox rows (docs/decisions/0020-email-delivery.md), the cron's sweep.
 * The rows are claimed first with a conditional UPDATE (pending → sending) that
 * stamps a fresh lease token: only the run holding the token sends a row and
 * records its result, so overlapping runs never send the same row twice
 * (one claim and one write for the whole run: deliver-rows.server.ts, ADR 0076).
 */
export async function deliverPendingEmails(
  server: ServerContext,
  { now = new Date(), transport = sendEmailBinding(server.env), limit = BATCH_LIMIT } = {},
): Promise<DeliveryReport> {
  await markInterruptedSends(server, now);
  const due = await server.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, now)))
    .orderBy(...byThenWritten(emailOutbox, emailOutbox.nextAttemptAt, "asc"))
    .limit(limit);
  const report: DeliveryReport = { sent: [], retrying: [], failed: [] };
  const outcomes = await deliverRows(
    server,
    due.map((row) => row.id),
    { now, transport, onlyIfDue: false },
  );
  for (const [id, { outcome }] of outcomes) {
    if (outcome === "sent" || outcome === "retrying" || outcome === "failed") report[outcome].push(id);
  }
  return report;
}

/**
 * A row still 'sending' after its lease belongs to a run that stopped before
 * reporting: the message may or may not have gone out. It is not sent again
 * (that could send it twice) nor called failed: it becomes 'unconfirmed' for a
 * person to check. Its lease token stays, so if that run was only slow, its
 * report still lands.
 */
async function markInterruptedSends(server: ServerContext, now: Date) {
  await server.db
    .update(emailOutbox)
    .set({
      status: "unconfirmed",
      failureReason: "interrupted",
      lastError: "The run sending it stopped before reporting; it may have gone out, so it is not sent again.",
    })
    .where(
      and(eq(emailOutbox.status, "sending"), lt(emailOutbox.nextAttemptAt, new Date(now.getTime() - SENDING_LEASE_MS))),
    );
}

/** The longest delay asked of the queue: well inside its 24-hour limit on delaySeconds; the backoff tops out at 2 hours. */
const MAX_QUEUE_DELAY_S = 12 * 3600;

/**
 * The outbox queue's consumer, for one batch of messages (docs/scaling.md): claims their rows in D1
 * and sends them, as the cron would. For each id: null when its message has done its work (sent,
 * failed for good, or the row is someone else's or gone), the seconds to wait before the message
 * comes back (the row waits for its backoff), or "error" when the row's own check could not run.
 */
export async function deliverAnnounced(
  server: ServerContext,
  ids: readonly string[],
  { now = new Date(), transport = sendEmailBinding(server.env) } = {},
): Promise<Map<string, number | null | "error">> {
  const outcomes = await deliverRows(server, ids, { now, transport, onlyIfDue: true });
  const waits = new Map<string, number | null | "error">();
  const untold: string[] = [];
  for (const id of new Set(ids)) {
    const done = outcomes.get(id);
    if (done) waits.set(id, waitAfter(done, now));
    else untold.push(id);
  }
  // Rows this run did not claim: a pending one waits for its next attempt; any other has had its message.
  if (untold.length > 0) {
    const rows = await server.db
      .select({ id: emailOutbox.id, status: emailOutbox.status, nextAttemptAt: emailOutbox.nextAttemptAt })
      .from(emailOutbox)
      .where(outboxIdIn(untold));
    const pending = new Map(rows.filter((r) => r.status === "pending").map((r) => [r.id, r.nextAttemptAt]));
    for (const id of untold) {
      const at = pending.get(id);
      waits.set(id, at ? secondsUntil(at, now) : null);
    }
  }
  return waits;
}

function waitAfter(done: RowOutcome, now: Date): number | null | "error" {
  if (done.outcome === "retrying") return secondsUntil(done.nextAttemptAt, now);
  return done.outcome === "errored" ? "error" : null;
}

function secondsUntil(at: Date, now: Date): number {
  const wait = Math.ceil((at.getTime() - now.getTime()) / 1000);
  return Math.min(Math.max(wait, 1), MAX_QUEUE_DELAY_S);
}
