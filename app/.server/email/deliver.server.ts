import { and, eq, lt, lte } from "drizzle-orm";
import { emailOutbox } from "../../../db/schema";
import type { ServerContext } from "../context.server";
import { isDevelopment } from "../environment.server";
import { deleteEmailAttachments } from "./attachments.server";
import { composeMessage } from "./compose.server";
import type { OutgoingEmail } from "./message.server";
import { isSealedBody, SEALED_BODY_REMOVED } from "./sealed-body.server";
import { describeFailure, permanentFailureReason } from "./send-errors.server";
import { log } from "../../utils/log";
import { byThenWritten } from "../insertion-order.server";
import { reminderStillDue } from "../calls/reminders.server";

/** After the n-th failed attempt, wait BACKOFF_MS[n-1] before trying again. */
export const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000] as const;
/** A row that failed this many times is marked 'failed' and left for a person to look at. */
export const MAX_ATTEMPTS = 5;
/** A claim older than this means the run that made it stopped mid-send. */
export const SENDING_LEASE_MS = 15 * 60_000;
const BATCH_LIMIT = 25;

/** Sends one message; the default goes through the `send_email` binding's structured form. */
export type EmailTransport = (message: OutgoingEmail) => Promise<void>;

export const sendEmailBinding =
  (env: Pick<Env, "EMAIL">): EmailTransport =>
  async (message) => {
    await env.EMAIL.send(message);
  };

export type DeliveryReport = { sent: string[]; retrying: string[]; failed: string[] };

/**
 * Delivers due pending outbox rows (docs/decisions/0020-email-delivery.md).
 * Each row is claimed first with a conditional UPDATE (pending → sending) that
 * stamps a fresh lease token: only the run holding the token sends the row and
 * records its result, so overlapping runs never send the same row twice.
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
  for (const { id } of due) {
    const outcome = await deliverOne(server, id, { now, transport });
    if (outcome) report[outcome].push(id);
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

/**
 * Claims and sends one row; null when another run already has it (or, with
 * `onlyIfDue`, when its next attempt is still ahead), or when it is no longer wanted (then it is removed).
 */
async function deliverOne(
  server: ServerContext,
  id: string,
  { now = new Date(), transport = sendEmailBinding(server.env), onlyIfDue = false } = {},
): Promise<keyof DeliveryReport | null> {
  const lease = crypto.randomUUID();
  const claimable = and(eq(emailOutbox.id, id), eq(emailOutbox.status, "pending"));
  const [row] = await server.db
    .update(emailOutbox)
    // next_attempt_at doubles as the claim time while the row is 'sending'.
    .set({ status: "sending", leaseToken: lease, nextAttemptAt: now })
    .where(onlyIfDue ? and(claimable, lte(emailOutbox.nextAttemptAt, now)) : claimable)
    .returning();
  if (!row) return null;
  const underMyLease = and(eq(emailOutbox.id, id), eq(emailOutbox.leaseToken, lease));
  // A call reminder whose call was cancelled or moved since it was queued is removed, not sent.
  if (!(await reminderStillDue(server, row, now))) {
    await server.db.delete(emailOutbox).where(underMyLease);
    return null;
  }

  let linked = new Set<string>();
  try {
    const composed = await composeMessage(server, row, now);
    linked = composed.linkedKeys;
    await transport(composed.message);
  } catch (error) {
    const attempts = row.attempts + 1;
    const reason = permanentFailureReason(error) ?? (attempts >= MAX_ATTEMPTS ? "too_many_attempts" : null);
    const backoff = BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1];
    await server.db
      .update(emailOutbox)
      .set({
        status: reason ? "failed" : "pending",
        attempts,
        nextAttemptAt: new Date(now.getTime() + backoff),
        lastError: describeFailure(error),
        failureReason: reason,
        leaseToken: null,
      })
      // Only under our lease (a late report still counts: nobody else can have claimed the row).
      .where(underMyLease);
    // Error name only: messages can carry addresses.
    log.error(
      `Email delivery failed (${row.kind}, attempt ${attempts}, ${reason ?? "will retry"}): ${error instanceof Error ? error.name : "unknown"}`,
    );
    return reason ? "failed" : "retrying";
  }

  // Recorded under the lease whatever the status: a send that outlived its
  // lease ('unconfirmed' meanwhile) did go out, and is recorded as sent.
  // On a developer's machine the local mailbox (/dev/mail) shows sent messages
  // whole, so the sealed body and the attachment copies are kept there.
  const keepForMailbox = isDevelopment(server.env);
  await server.db
    .update(emailOutbox)
    .set({
      status: "sent",
      sentAt: new Date(),
      attempts: row.attempts + 1,
      lastError: null,
      failureReason: null,
      leaseToken: null,
      // A sealed body (it held a secret) is not kept once it has gone out.
      ...(isSealedBody(row.textBody) && !keepForMailbox ? { textBody: SEALED_BODY_REMOVED } : {}),
    })
    .where(underMyLease);
  // Inline copies are no longer needed; linked ones stay until their links expire.
  if (!keepForMailbox) {
    await deleteEmailAttachments(
      server,
      (row.attachments ?? []).filter((a) => !linked.has(a.r2Key)),
    );
  }
  return "sent";
}

/** The longest delay asked of the queue: well inside its 24-hour limit on delaySeconds; the backoff tops out at 2 hours. */
const MAX_QUEUE_DELAY_S = 12 * 3600;

/**
 * The outbox queue's consumer, for one message (docs/scaling.md): claims the row in
 * D1 and sends it, as the cron would. Returns null when the message has done its
 * work (sent, failed for good, or the row is someone else's or gone), or the
 * seconds to wait before the message comes back (the row waits for its backoff).
 */
export async function deliverAnnounced(
  server: ServerContext,
  id: string,
  { now = new Date(), transport = sendEmailBinding(server.env) } = {},
): Promise<number | null> {
  const outcome = await deliverOne(server, id, { now, transport, onlyIfDue: true });
  if (outcome === "sent" || outcome === "failed") return null;
  const row = await server.db
    .select({ status: emailOutbox.status, nextAttemptAt: emailOutbox.nextAttemptAt })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id))
    .get();
  if (row?.status !== "pending") return null;
  const wait = Math.ceil((row.nextAttemptAt.getTime() - now.getTime()) / 1000);
  return Math.min(Math.max(wait, 1), MAX_QUEUE_DELAY_S);
}
