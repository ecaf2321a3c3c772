import { emailOutbox, type EMAIL_KINDS, type OutboxAttachment } from "../../../db/schema";
import type { ServerContext } from "../context.server";
import { logError } from "../observability.server";
import { buildMessage } from "./message.server";

export type NewEmail = {
  kind: (typeof EMAIL_KINDS)[number];
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  attachments?: OutboxAttachment[];
  /** Unique per logical email (e.g. `task-reminder:<taskId>`): a second enqueue is a no-op. */
  dedupeKey?: string;
  relatedUserId?: string;
};

/**
 * Every email is an outbox row first (docs/decisions/0008-email.md). Once the row is
 * committed, `announceEmails` puts its id on the outbox queue, whose consumer sends it;
 * the cron sweeps any row whose message was lost. Returns the statement so callers can batch it.
 */
export function enqueueEmailStatement(server: ServerContext, email: NewEmail) {
  assertSendable(server, { ...email, replyTo: email.replyTo ?? null });
  return server.db
    .insert(emailOutbox)
    .values({
      kind: email.kind,
      toAddress: email.to,
      fromAddress: server.env.MAIL_FROM,
      replyTo: email.replyTo ?? null,
      subject: email.subject,
      textBody: email.text,
      attachments: email.attachments ?? null,
      dedupeKey: email.dedupeKey ?? null,
      relatedUserId: email.relatedUserId ?? null,
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
}

/** A message delivery would refuse (a header value with a line break) is never queued: it would be lost for good. */
export function assertSendable(
  server: ServerContext,
  email: Pick<NewEmail, "to" | "subject" | "text" | "attachments"> & { replyTo: string | null },
): void {
  const row = { fromAddress: server.env.MAIL_FROM, toAddress: email.to, replyTo: email.replyTo };
  const files = (email.attachments ?? []).map((file) => ({ ...file, bytes: new Uint8Array() }));
  buildMessage({ ...row, subject: email.subject }, email.text, files);
}

export async function enqueueEmail(server: ServerContext, email: NewEmail): Promise<string | null> {
  const [row] = await enqueueEmailStatement(server, email);
  const id = row?.id ?? null;
  announceEmails(server, [id]);
  return id;
}

/** What the outbox queue carries: the row's id only (the row holds the message, in D1). */
export type OutboxMessage = { outboxId: string };

/**
 * After the rows are committed: one outbox-queue message each (docs/scaling.md). The
 * consumer claims the row in D1 before sending, so a message delivered twice, or a row
 * the cron reached first, is still sent once. A failed send to the queue only delays
 * the email: the row stays pending and the cron's sweep sends it.
 */
export function announceEmails(server: ServerContext, ids: readonly (string | null | undefined)[]): void {
  const messages = ids
    .filter((id): id is string => Boolean(id))
    .map((outboxId) => ({ body: { outboxId } satisfies OutboxMessage, contentType: "json" as const }));
  if (messages.length === 0) return;
  // One message (an admin email's) through `send`, which costs the isolate less than a batch of one.
  const sent =
    messages.length === 1
      ? server.env.OUTBOX.send(messages[0].body, { contentType: "json" })
      : server.env.OUTBOX.sendBatch(messages);
  server.waitUntil(sent.catch((error: unknown) => logError("outbox announce", error)));
}
