/**
 * Delivery of several outbox rows as one run (docs/decisions/0076-outbox-delivered-by-batch.md): one D1 trip
 * claims them all (pending → sending, one fresh lease token for the run), each is composed and sent in turn,
 * and one D1 batch records every result under that lease. A row's claim, lease and backoff rules are those
 * of ADR 0020; only the trips are shared.
 */
import { and, eq, sql } from "drizzle-orm";
import { emailOutbox, type OutboxEmail } from "../../../db/schema";
import type { ServerContext } from "../context.server";
import { isDevelopment } from "../environment.server";
import { deleteEmailAttachments } from "./attachments.server";
import { composeMessage } from "./compose.server";
import type { OutgoingEmail } from "./message.server";
import { SEALED_BODY_PREFIX, SEALED_BODY_REMOVED } from "./sealed-body.server";
import { describeFailure, permanentFailureReason } from "./send-errors.server";
import { log } from "../../utils/log";
import { logError } from "../observability.server";
import { reminderStillDue } from "../calls/reminders.server";

/** After the n-th failed attempt, wait BACKOFF_MS[n-1] before trying again. */
export const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000] as const;
/** A row that failed this many times is marked 'failed' and left for a person to look at. */
export const MAX_ATTEMPTS = 5;

/** Sends one message; the default goes through the `send_email` binding's structured form. */
export type EmailTransport = (message: OutgoingEmail) => Promise<void>;

/**
 * What became of a claimed row: sent; failed for good; waiting for its backoff until `nextAttemptAt`;
 * removed (a call reminder no longer wanted); or `errored` (its own check could not run: it stays claimed,
 * as a run that stopped would leave it, and the sweep calls it unconfirmed after the lease).
 */
export type RowOutcome =
  { outcome: "sent" | "failed" | "removed" | "errored" } | { outcome: "retrying"; nextAttemptAt: Date };

type Failure = Pick<OutboxEmail, "status" | "attempts" | "nextAttemptAt" | "lastError" | "failureReason">;
type Tried = { row: OutboxEmail; outcome: RowOutcome; failure?: Failure; linked?: Set<string> };

/**
 * Claims the rows among `ids` that are pending (and, with `onlyIfDue`, due at `now`), sends each, and records
 * the results: two D1 trips for the whole run, whatever its size (a call reminder adds its own check).
 * Rows not claimed (someone else's, not due, gone) are absent from the answer.
 */
export async function deliverRows(
  server: ServerContext,
  ids: readonly string[],
  { now, transport, onlyIfDue }: { now: Date; transport: EmailTransport; onlyIfDue: boolean },
): Promise<Map<string, RowOutcome>> {
  const unique = [...new Set(ids)];
  const outcomes = new Map<string, RowOutcome>();
  if (unique.length === 0) return outcomes;
  const lease = crypto.randomUUID();
  const claimed = await claimStatement(server, unique, { lease, now, onlyIfDue });
  // In the order asked for (the sweep's: the most overdue first).
  claimed.sort((a, b) => unique.indexOf(a.id) - unique.indexOf(b.id));

  const tried: Tried[] = [];
  for (const row of claimed) tried.push(await tryRow(server, row, now, transport));
  for (const { row, outcome } of tried) outcomes.set(row.id, outcome);
  await recordResults(server, lease, tried);
  return outcomes;
}

/**
 * `id in (…)` for any number of ids as ONE bound parameter (a JSON array read with `json_each`): D1 binds at most
 * 100 parameters in a statement, so a list with one per id would fail a queue batch of more than ~96 messages.
 * SQLite still looks each id up in the primary key (outbox-batch.test.ts checks the plan).
 */
export function outboxIdIn(ids: readonly string[]) {
  return sql`${emailOutbox.id} in (select value from json_each(${JSON.stringify(ids)}))`;
}

/**
 * The claim: pending → sending under `lease`, the rows answered whole. It finds the rows by their ids (the
 * primary key); the unary `+` keeps SQLite off the (status, next_attempt_at) index, which it would otherwise
 * pick for a list of ids and walk every due pending row with, a cost that grows with a backlog.
 */
export function claimStatement(
  server: ServerContext,
  ids: readonly string[],
  { lease, now, onlyIfDue }: { lease: string; now: Date; onlyIfDue: boolean },
) {
  const pending = sql`+${emailOutbox.status} = 'pending'`;
  const due = sql`+${emailOutbox.nextAttemptAt} <= ${now.getTime()}`;
  return (
    server.db
      .update(emailOutbox)
      // next_attempt_at doubles as the claim time while the row is 'sending'.
      .set({ status: "sending", leaseToken: lease, nextAttemptAt: now })
      .where(and(outboxIdIn(ids), pending, onlyIfDue ? due : undefined))
      .returning()
  );
}

async function tryRow(server: ServerContext, row: OutboxEmail, now: Date, transport: EmailTransport): Promise<Tried> {
  try {
    // A call reminder whose call was cancelled or moved since it was queued is removed, not sent.
    if (!(await reminderStillDue(server, row, now))) return { row, outcome: { outcome: "removed" } };
  } catch (error) {
    logError("outbox reminder check", error);
    return { row, outcome: { outcome: "errored" } };
  }
  let linked: Set<string>;
  try {
    const composed = await composeMessage(server, row, now);
    linked = composed.linkedKeys;
    await transport(composed.message);
  } catch (error) {
    const attempts = row.attempts + 1;
    const reason = permanentFailureReason(error) ?? (attempts >= MAX_ATTEMPTS ? "too_many_attempts" : null);
    const backoff = BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1];
    const nextAttemptAt = new Date(now.getTime() + backoff);
    // Error name only: messages can carry addresses.
    log.error(
      `Email delivery failed (${row.kind}, attempt ${attempts}, ${reason ?? "will retry"}): ${error instanceof Error ? error.name : "unknown"}`,
    );
    const failure: Failure = {
      status: reason ? "failed" : "pending",
      attempts,
      nextAttemptAt,
      lastError: describeFailure(error),
      failureReason: reason,
    };
    return { row, failure, outcome: reason ? { outcome: "failed" } : { outcome: "retrying", nextAttemptAt } };
  }
  return { row, linked, outcome: { outcome: "sent" } };
}

/**
 * Every result in one D1 batch, each only under this run's lease (a late report still counts: nobody else
 * can have claimed the row). Sent rows are recorded as sent whatever their status meanwhile: a send that
 * outlived its lease ('unconfirmed') did go out. On a developer's machine the local mailbox (/dev/mail)
 * shows sent messages whole, so the sealed bodies and the attachment copies are kept there.
 */
async function recordResults(server: ServerContext, lease: string, tried: readonly Tried[]): Promise<void> {
  const underLease = (ids: string[]) => and(outboxIdIn(ids), eq(emailOutbox.leaseToken, lease));
  const idsOf = (kind: RowOutcome["outcome"]) => tried.filter((t) => t.outcome.outcome === kind).map((t) => t.row.id);
  const keepForMailbox = isDevelopment(server.env);
  const sent = idsOf("sent");
  const removed = idsOf("removed");
  const writes = [];
  if (sent.length > 0) {
    const body = emailOutbox.textBody;
    writes.push(
      server.db
        .update(emailOutbox)
        .set({
          status: "sent",
          sentAt: new Date(),
          attempts: sql`${emailOutbox.attempts} + 1`,
          lastError: null,
          failureReason: null,
          leaseToken: null,
          // A sealed body (it held a secret) is not kept once it has gone out.
          ...(keepForMailbox
            ? {}
            : {
                textBody: sql`case when substr(${body}, 1, ${SEALED_BODY_PREFIX.length}) = ${SEALED_BODY_PREFIX} then ${SEALED_BODY_REMOVED} else ${body} end`,
              }),
        })
        .where(underLease(sent)),
    );
  }
  if (removed.length > 0) writes.push(server.db.delete(emailOutbox).where(underLease(removed)));
  for (const { row, failure } of tried) {
    if (failure)
      writes.push(
        server.db
          .update(emailOutbox)
          .set({ ...failure, leaseToken: null })
          .where(underLease([row.id])),
      );
  }
  const [first, ...rest] = writes;
  if (first) await server.db.batch([first, ...rest]);
  // Inline copies are no longer needed; linked ones stay until their links expire.
  if (!keepForMailbox) {
    const done = tried.filter((t) => t.outcome.outcome === "sent");
    await deleteEmailAttachments(
      server,
      done.flatMap(({ row, linked }) => (row.attachments ?? []).filter((a) => !linked?.has(a.r2Key))),
    );
  }
}
