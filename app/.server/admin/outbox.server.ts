/**
 * The outbox in sight (docs/admin-scale.md): failed and pending emails with
 * their error and attempts, the sent ones in a view of their own (`status: "sent"`);
 * an admin may retry a failed one or discard one that should never go. Both are audited (kind and status only, no address).
 */
import { and, eq, inArray } from "drizzle-orm";
import { emailOutbox } from "../../../db/schema";
import { auditStatement } from "../audit.server";
import type { ServerContext } from "../context.server";
import { readAllTogether } from "../read-together.server";
import { ServiceError, notFound } from "../errors.server";
import { deleteEmailAttachments } from "../email/attachments.server";
import { announceEmails } from "../email/outbox.server";
import { outboxCountQuery, outboxListQuery, type ListOptions } from "./queries.server";
import { iso, paging, type AdminActor, type Page } from "./shared.server";
import type { AdminOutboxEmail } from "~/domain/admin-rows";

export async function listOutbox(
  server: ServerContext,
  options: ListOptions = {},
): Promise<Page<AdminOutboxEmail> & { failed: number; pending: number }> {
  const { page, pageSize } = paging(options);
  const sentView = options.status === "sent";
  const [rows, [{ total: failed }], [{ total: pending }], [{ total: sent }]] = await readAllTogether(server, [
    outboxListQuery(server.db, options),
    outboxCountQuery(server.db, "failed"),
    outboxCountQuery(server.db, "pending"),
    // The sent rows (a list that grows without end) are counted only for their own view;
    // elsewhere this slot repeats the cheap failed count, so the read keeps one shape.
    outboxCountQuery(server.db, sentView ? "sent" : "failed"),
  ]);
  const total = sentView
    ? sent
    : options.status === "failed"
      ? failed
      : options.status === "pending"
        ? pending
        : failed + pending;
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      to: r.toAddress,
      subject: r.subject,
      status: r.status,
      attempts: r.attempts,
      last_error: r.lastError,
      next_attempt_at: iso(r.nextAttemptAt),
      sent_at: iso(r.sentAt),
      created_at: iso(r.createdAt),
    })),
    total,
    failed,
    pending,
    page,
    pageSize,
  };
}

/** A failed email goes back to the queue with a fresh set of attempts, and delivery starts now. */
export async function retryEmail(server: ServerContext, actor: AdminActor, id: string): Promise<void> {
  const row = await server.db.query.emailOutbox.findFirst({ where: (e, { eq }) => eq(e.id, id) });
  if (!row) throw notFound("Email not found");
  if (row.status !== "failed") throw ServiceError.plain(409, "outboxNotFailed", "Only a failed email can be retried");
  await server.db.batch([
    server.db
      .update(emailOutbox)
      .set({ status: "pending", attempts: 0, lastError: null, nextAttemptAt: new Date() })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "failed"))),
    auditStatement(server, {
      action: "admin.email_retried",
      actorId: actor.id,
      actorEmail: actor.email,
      targetType: "email",
      targetId: id,
      details: { kind: row.kind },
    }),
  ]);
  announceEmails(server, [id]);
}

/** A failed or pending email is removed (with its stored attachments); the audit entry remains. */
export async function discardEmail(server: ServerContext, actor: AdminActor, id: string): Promise<void> {
  const row = await server.db.query.emailOutbox.findFirst({ where: (e, { eq }) => eq(e.id, id) });
  if (!row) throw notFound("Email not found");
  if (row.status !== "failed" && row.status !== "pending")
    throw ServiceError.plain(409, "outboxNotDiscardable", "Only a failed or waiting email can be discarded");
  await server.db.batch([
    server.db
      .delete(emailOutbox)
      .where(and(eq(emailOutbox.id, id), inArray(emailOutbox.status, ["failed", "pending"]))),
    auditStatement(server, {
      action: "admin.email_discarded",
      actorId: actor.id,
      actorEmail: actor.email,
      targetType: "email",
      targetId: id,
      details: { kind: row.kind, status: row.status },
    }),
  ]);
  await deleteEmailAttachments(server, row.attachments ?? []);
}
