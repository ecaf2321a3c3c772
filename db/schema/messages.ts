/** Email: the outbox every message passes through, reminder bookkeeping and contact-form messages. */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { EMAIL_KINDS, OUTBOX_FAILURE_REASONS, OUTBOX_STATUSES } from "../enums";
import { id, timestamp, createdAt } from "./columns";
import { profiles } from "./accounts";
import { tasks } from "./work";

/** Every outgoing email is a row here first (docs/decisions/0008-email.md). */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: id(),
    kind: text("kind", { enum: EMAIL_KINDS }).notNull(),
    toAddress: text("to_address").notNull(),
    fromAddress: text("from_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    /** JSON array of { filename, type, size, r2Key }; the bytes live in R2. */
    attachments: text("attachments", { mode: "json" }).$type<OutboxAttachment[]>(),
    /** Unique when set, so a repeated job cannot queue the same email twice. */
    dedupeKey: text("dedupe_key"),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at")
      .notNull()
      .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
    lastError: text("last_error"),
    /** Why a row stopped for good (app/.server/email/send-errors.server.ts); null while it may still go. */
    failureReason: text("failure_reason", { enum: OUTBOX_FAILURE_REASONS }),
    /** Set by the run that claimed the row; only that run may record the result (docs/decisions/0020-*). */
    leaseToken: text("lease_token"),
    sentAt: timestamp("sent_at"),
    relatedUserId: text("related_user_id").references(() => profiles.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_outbox_dedupe_unique").on(t.dedupeKey),
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("email_outbox_status_created_idx").on(t.status, t.createdAt),
  ],
);

export type OutboxAttachment = {
  filename: string;
  type: string;
  size: number;
  r2Key: string;
};

export const contactMessages = sqliteTable("contact_messages", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
});

/** Reminder emails queued per task: the primary key makes a second cron run a no-op. */
export const taskReminders = sqliteTable("task_reminders", {
  taskId: text("task_id")
    .primaryKey()
    .references(() => tasks.id, { onDelete: "cascade" }),
  outboxId: text("outbox_id").references(() => emailOutbox.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});
