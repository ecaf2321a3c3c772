/** What members ask and send, and what the team does: help requests with their timeline and thread, documents, tasks. */
import { index, integer, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { PRIORITIES, REQUEST_TYPES, WORK_STATUSES } from "../enums";
import { id, timestamp, createdAt } from "./columns";
import { profiles } from "./accounts";

export const helpRequests = sqliteTable(
  "help_requests",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    requestType: text("request_type", { enum: REQUEST_TYPES }).notNull().default("general"),
    title: text("title").notNull(),
    description: text("description").notNull(),
    priority: text("priority", { enum: PRIORITIES }).notNull().default("normal"),
    status: text("status", { enum: WORK_STATUSES }).notNull().default("pending"),
    /** Shown to the member as "Notes from our team". */
    adminNotes: text("admin_notes"),
    /** Only the team sees these. */
    internalNotes: text("internal_notes"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at"),
  },
  (t) => [
    index("help_requests_user_idx").on(t.userId, t.createdAt),
    index("help_requests_created_idx").on(t.createdAt),
    index("help_requests_status_created_idx").on(t.status, t.createdAt),
    index("help_requests_title_idx").on(t.title),
    index("help_requests_status_title_idx").on(t.status, t.title),
  ],
);

/** Status timeline of a help request, shown to the member. */
export const requestStatusEvents = sqliteTable(
  "request_status_events",
  {
    id: id(),
    requestId: text("request_id")
      .notNull()
      .references(() => helpRequests.id, { onDelete: "cascade" }),
    status: text("status", { enum: WORK_STATUSES }).notNull(),
    adminNotes: text("admin_notes"),
    changedBy: text("changed_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("request_status_events_request_idx").on(t.requestId, t.createdAt)],
);

/** Message thread between a member and the admin team on one request. */
export const requestMessages = sqliteTable(
  "request_messages",
  {
    id: id(),
    requestId: text("request_id")
      .notNull()
      .references(() => helpRequests.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => profiles.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    /** When the other side (the member for the team's messages, the team for the member's) read it. */
    readAt: timestamp("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("request_messages_request_idx").on(t.requestId, t.createdAt),
    index("request_messages_unread_idx").on(t.readAt, t.requestId),
  ],
);

export const documents = sqliteTable(
  "documents",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    requestId: text("request_id").references((): AnySQLiteColumn => helpRequests.id, {
      onDelete: "set null",
    }),
    filename: text("filename").notNull(),
    fileType: text("file_type").notNull(),
    fileSize: integer("file_size").notNull(),
    /** Generated R2 key; never derived from the user's filename (docs/decisions/0006-documents.md). */
    r2Key: text("r2_key").notNull(),
    uploadStatus: text("upload_status").notNull().default("completed"),
    adminNotes: text("admin_notes"),
    /** When the owner was told this document of a closed case will be deleted (app/.server/account/retention.server.ts). */
    retentionNoticeAt: timestamp("retention_notice_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("documents_r2_key_unique").on(t.r2Key),
    index("documents_user_idx").on(t.userId, t.createdAt),
    index("documents_request_idx").on(t.requestId),
    index("documents_created_idx").on(t.createdAt),
    index("documents_status_created_idx").on(t.uploadStatus, t.createdAt),
    index("documents_filename_idx").on(t.filename),
    index("documents_status_filename_idx").on(t.uploadStatus, t.filename),
  ],
);

export const tasks = sqliteTable(
  "tasks",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdBy: text("created_by").references(() => profiles.id, { onDelete: "set null" }),
    taskText: text("task_text").notNull(),
    dueDate: timestamp("due_date"),
    status: text("status", { enum: WORK_STATUSES }).notNull().default("pending"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at"),
  },
  (t) => [
    index("tasks_user_idx").on(t.userId),
    index("tasks_due_idx").on(t.dueDate),
    index("tasks_created_idx").on(t.createdAt),
    index("tasks_status_created_idx").on(t.status, t.createdAt),
    index("tasks_status_due_idx").on(t.status, t.dueDate),
  ],
);
