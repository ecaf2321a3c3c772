import { emailOutbox, type EMAIL_KINDS, type OutboxAttachment } from "../../../db/schema";
import type { ServerContext } from "../context";

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
 * `waitUntil` deliver it. Returns the statement: callers put it in the `db.batch([...])` of the
 * writes it belongs with, so a refused write sends nothing.
 */
export function enqueueEmailStatement(server: ServerContext, email: NewEmail) {
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
