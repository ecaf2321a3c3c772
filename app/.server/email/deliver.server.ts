import type * as CloudflareEmail from "cloudflare:email";
import { and, asc, eq, lt, lte } from "drizzle-orm";
import { emailOutbox, type OutboxAttachment, type OutboxEmail } from "../../../db/schema";
import { formatBytes } from "../../format/bytes";
import type { ServerContext } from "../context";
import { attachmentLink, deleteEmailAttachments, type AttachmentBytes } from "./attachments.server";
import { buildMimeMessage, splitBySizeCap } from "./mime.server";
import { isSealedBody, openEmailBody, SEALED_BODY_REMOVED } from "./sealed-body.server";

/** After the n-th failed attempt, wait BACKOFF_MS[n-1] before trying again. */
export const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000] as const;
/** A row that failed this many times is marked 'failed' and left for a person to look at. */
export const MAX_ATTEMPTS = 5;
const BATCH_LIMIT = 25;

/** Sends one raw message; the default goes through the `send_email` binding. */
export type EmailTransport = (message: { from: string; to: string; raw: string }) => Promise<void>;

export const sendEmailBinding =
  (env: Pick<Env, "EMAIL">): EmailTransport =>
  async ({ from, to, raw }) => {
    const { EmailMessage } = await loadEmailModule();
    await env.EMAIL.send(new EmailMessage(from, to, raw));
  };

/**
 * `cloudflare:email` exists only inside workerd. It is imported at run time
 * (specifier in a variable) so the Remix server build, which bundles this
 * module too, leaves it to the Worker runtime instead of failing to resolve it.
 */
const EMAIL_MODULE = "cloudflare:email";
function loadEmailModule(): Promise<typeof CloudflareEmail> {
  return import(/* @vite-ignore */ EMAIL_MODULE);
}

export type DeliveryReport = { sent: string[]; retrying: string[]; failed: string[] };

/**
 * Delivers due pending outbox rows. Each row is claimed first with a
 * conditional UPDATE (pending → sending): only the run that claims a row
 * sends it, so overlapping runs never send the same row twice.
 */
export async function deliverPendingEmails(
  server: ServerContext,
  { now = new Date(), transport = sendEmailBinding(server.env), limit = BATCH_LIMIT } = {},
): Promise<DeliveryReport> {
  await failInterruptedSends(server, now);
  const due = await server.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, now)))
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(limit);
  const report: DeliveryReport = { sent: [], retrying: [], failed: [] };
  for (const { id } of due) {
    const outcome = await deliverOne(server, id, { now, transport });
    if (outcome) report[outcome].push(id);
  }
  return report;
}

/** A claim older than this means the run that made it died mid-send. */
export const SENDING_LEASE_MS = 15 * 60_000;

/**
 * A row left in 'sending' by a run that died may or may not have gone out.
 * Sending it again could send it twice, so it is marked 'failed' for a
 * person to check instead (at most once, never silently lost).
 */
async function failInterruptedSends(server: ServerContext, now: Date) {
  await server.db
    .update(emailOutbox)
    .set({ status: "failed", lastError: "Interrupted while sending; not retried to avoid a duplicate." })
    .where(and(eq(emailOutbox.status, "sending"), lt(emailOutbox.nextAttemptAt, new Date(now.getTime() - SENDING_LEASE_MS))));
}

/** Claims and sends one row; null when another run already has it. */
export async function deliverOne(
  server: ServerContext,
  id: string,
  { now = new Date(), transport = sendEmailBinding(server.env) } = {},
): Promise<keyof DeliveryReport | null> {
  const [row] = await server.db
    .update(emailOutbox)
    // next_attempt_at doubles as the claim time while the row is 'sending'.
    .set({ status: "sending", nextAttemptAt: now })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "pending")))
    .returning();
  if (!row) return null;

  let linked = new Set<string>();
  try {
    const composed = await composeRaw(server, row, now);
    linked = composed.linkedKeys;
    const raw = composed.raw;
    await transport({ from: row.fromAddress, to: row.toAddress, raw });
  } catch (error) {
    const attempts = row.attempts + 1;
    const failed = attempts >= MAX_ATTEMPTS;
    const backoff = BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1];
    await server.db
      .update(emailOutbox)
      .set({
        status: failed ? "failed" : "pending",
        attempts,
        nextAttemptAt: new Date(now.getTime() + backoff),
        lastError: describeError(error),
      })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "sending")));
    // Error name only: messages can carry addresses.
    console.error(`Email delivery failed (${row.kind}, attempt ${attempts}): ${error instanceof Error ? error.name : "unknown"}`);
    return failed ? "failed" : "retrying";
  }

  await server.db
    .update(emailOutbox)
    .set({
      status: "sent",
      sentAt: new Date(),
      attempts: row.attempts + 1,
      lastError: null,
      // A sealed body (it held a secret) is not kept once it has gone out.
      ...(isSealedBody(row.textBody) ? { textBody: SEALED_BODY_REMOVED } : {}),
    })
    .where(eq(emailOutbox.id, id));
  // Inline copies are no longer needed; linked ones stay until their links expire.
  await deleteEmailAttachments(
    server,
    (row.attachments ?? []).filter((a) => !linked.has(a.r2Key)),
  );
  return "sent";
}

/**
 * The message's raw MIME: small attachments inline, and when the total would
 * pass Cloudflare's 5 MiB cap the larger ones as expiring signed links.
 */
export async function composeRaw(
  server: ServerContext,
  row: OutboxEmail,
  now = new Date(),
): Promise<{ raw: string; linkedKeys: Set<string> }> {
  const attachments: OutboxAttachment[] = row.attachments ?? [];
  let text = await openEmailBody(server.env, row.textBody);
  const { inline, linked } = splitBySizeCap(attachments, new TextEncoder().encode(text).byteLength);
  if (linked.length > 0) {
    const lines = [];
    for (const attachment of linked) {
      const { url, expiresAt } = await attachmentLink(server.env, attachment, now);
      lines.push(`- ${attachment.filename} (${formatBytes(attachment.size)}): ${url}`);
      lines.push(`  Link works until ${expiresAt.toUTCString()}.`);
    }
    text += `\n\n---\nSome attachments were too large to include in this email. Download them here:\n${lines.join("\n")}\n`;
  }
  const files: AttachmentBytes[] = [];
  for (const attachment of inline) {
    const object = await server.env.DOCUMENTS.get(attachment.r2Key);
    if (!object) throw new MissingAttachmentError();
    files.push({ filename: attachment.filename, type: attachment.type, bytes: new Uint8Array(await object.arrayBuffer()) });
  }
  return { raw: buildMimeMessage(row, text, files), linkedKeys: new Set(linked.map((a) => a.r2Key)) };
}

class MissingAttachmentError extends Error {
  override name = "MissingAttachmentError";
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return "unknown";
  return `${error.name}: ${error.message}`.slice(0, 300);
}

/** Kick delivery right after enqueueing from a request; the cron catches anything left. */
export function deliverSoon(server: ServerContext): void {
  server.waitUntil(
    deliverPendingEmails(server).catch((error: unknown) => {
      console.error(`Background email delivery failed: ${error instanceof Error ? error.name : "unknown"}`);
    }),
  );
}
