import { emailOutbox, type EMAIL_KINDS, type OutboxAttachment } from "../../../db/schema";
import type { ServerContext } from "../context";
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
 * Every email is an outbox row first (docs/decisions/0008-email.md); the cron job and
 * `waitUntil` deliver it. Returns the statement so callers can batch it.
 */
export function enqueueEmailStatement(server: ServerContext, email: NewEmail) {
  // A message delivery would refuse (a header value with a line break) is never queued: it would be lost for good.
  const row = { fromAddress: server.env.MAIL_FROM, toAddress: email.to, replyTo: email.replyTo ?? null };
  const files = (email.attachments ?? []).map((file) => ({ ...file, bytes: new Uint8Array() }));
  buildMessage({ ...row, subject: email.subject }, email.text, files);
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

export async function enqueueEmail(server: ServerContext, email: NewEmail): Promise<string | null> {
  const [row] = await enqueueEmailStatement(server, email);
  return row?.id ?? null;
}
