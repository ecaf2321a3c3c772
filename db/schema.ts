/**
 * Care Finder data model (docs/product.md#data, docs/decisions/0005-data.md). Times are UTC instants
 * stored as integer milliseconds; drizzle hands them back as Date objects.
 */
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
  type AnySQLiteColumn,
} from "drizzle-orm/sqlite-core";

const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });

const createdAt = () =>
  timestamp("created_at")
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

import {
  EMAIL_KINDS,
  INSURANCE_STATUSES,
  OUTBOX_FAILURE_REASONS,
  OUTBOX_STATUSES,
  PRIORITIES,
  REQUEST_TYPES,
  ROLES,
  WORK_STATUSES,
} from "./enums";

export { EMAIL_KINDS, INSURANCE_STATUSES, OUTBOX_STATUSES, PRIORITIES, REQUEST_TYPES, ROLES, WORK_STATUSES };

/** One row per person: identity, the profile of docs/product.md#data and plan state. */
export const profiles = sqliteTable(
  "profiles",
  {
    id: id(),
    email: text("email").notNull(),
    givenName: text("given_name"),
    fullName: text("full_name"),
    phoneNumber: text("phone_number"),
    zipCode: text("zip_code"),
    dateOfBirth: text("date_of_birth"),
    insuranceStatus: text("insurance_status", { enum: INSURANCE_STATUSES }),
    insuranceProvider: text("insurance_provider"),
    memberId: text("member_id"),
    serviceNeeded: text("service_needed"),
    onboardingCompleted: integer("onboarding_completed", { mode: "boolean" })
      .notNull()
      .default(false),
    role: text("role", { enum: ROLES }).notNull().default("member"),
    currentPlan: text("current_plan"),
    planStatus: text("plan_status"),
    /** Stripe's `created` of the event that last set the plan: older events never win. */
    planUpdatedAt: timestamp("plan_updated_at"),
    stripeCustomerId: text("stripe_customer_id"),
    userTags: text("user_tags"),
    adminNotes: text("admin_notes"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at"),
  },
  (t) => [
    uniqueIndex("profiles_email_unique").on(t.email),
    uniqueIndex("profiles_stripe_customer_unique").on(t.stripeCustomerId),
    // Admin lists and stats (docs/admin-scale.md): every sort ends in id so paging is stable.
    index("profiles_created_id_idx").on(t.createdAt, t.id),
    index("profiles_full_name_idx").on(t.fullName, t.id),
    index("profiles_role_email_idx").on(t.role, t.email),
  ],
);

/** Sessions: only the SHA-256 of the cookie token is stored. */
export const sessions = sqliteTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

export const oauthAccounts = sqliteTable(
  "oauth_accounts",
  {
    provider: text("provider").notNull(),
    providerUserId: text("provider_user_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.providerUserId] }),
    index("oauth_accounts_user_idx").on(t.userId),
  ],
);

/** Single-use emailed sign-in links (docs/decisions/0004-sign-in.md): hashed, 15-minute expiry. */
export const signInTokens = sqliteTable(
  "sign_in_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at").notNull(),
    usedAt: timestamp("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("sign_in_tokens_user_idx").on(t.userId)],
);

/**
 * Single-use emailed sign-up links: like sign-in links, but for an address
 * with no account yet. No profile exists until the link is followed
 * (docs/decisions/0030-email-sign-up-links.md). `claimId` marks which
 * confirmation used the link, so the account is created in the same batch.
 */
export const signUpTokens = sqliteTable(
  "sign_up_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at").notNull(),
    usedAt: timestamp("used_at"),
    claimId: text("claim_id"),
    createdAt: createdAt(),
  },
  (t) => [index("sign_up_tokens_email_idx").on(t.email)],
);

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
    adminNotes: text("admin_notes"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at"),
  },
  (t) => [
    index("help_requests_user_idx").on(t.userId, t.createdAt),
    index("help_requests_created_id_idx").on(t.createdAt, t.id),
    index("help_requests_status_created_idx").on(t.status, t.createdAt, t.id),
    index("help_requests_title_idx").on(t.title, t.id),
    index("help_requests_status_title_idx").on(t.status, t.title, t.id),
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
    createdAt: createdAt(),
  },
  (t) => [index("request_messages_request_idx").on(t.requestId, t.createdAt)],
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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("documents_r2_key_unique").on(t.r2Key),
    index("documents_user_idx").on(t.userId, t.createdAt),
    index("documents_request_idx").on(t.requestId),
    index("documents_created_id_idx").on(t.createdAt, t.id),
    index("documents_status_created_idx").on(t.uploadStatus, t.createdAt, t.id),
    index("documents_filename_idx").on(t.filename, t.id),
    index("documents_status_filename_idx").on(t.uploadStatus, t.filename, t.id),
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
    index("tasks_created_id_idx").on(t.createdAt, t.id),
    index("tasks_status_created_idx").on(t.status, t.createdAt, t.id),
    index("tasks_due_id_idx").on(t.dueDate, t.id),
    index("tasks_status_due_idx").on(t.status, t.dueDate, t.id),
  ],
);

/** Checkout sessions and their outcome, one row per Stripe Checkout Session. */
export const payments = sqliteTable(
  "payments",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    stripeSessionId: text("stripe_session_id").notNull(),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    stripeInvoiceId: text("stripe_invoice_id"),
    planName: text("plan_name").notNull(),
    planType: text("plan_type", { enum: ["one_time", "subscription"] }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status").notNull().default("open"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at"),
  },
  (t) => [
    uniqueIndex("payments_session_unique").on(t.stripeSessionId),
    index("payments_user_idx").on(t.userId),
  ],
);

export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: text("id").primaryKey(), // Stripe subscription id
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    planName: text("plan_name").notNull(),
    status: text("status").notNull(),
    currentPeriodEnd: timestamp("current_period_end"),
    /** Stripe event `created` that produced this state, to ignore stale events. */
    stateAt: timestamp("state_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("subscriptions_user_idx").on(t.userId)],
);

/** Each Stripe event id is processed once. */
export const processedWebhookEvents = sqliteTable("processed_webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: createdAt(),
});

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
    index("email_outbox_status_created_idx").on(t.status, t.createdAt, t.id),
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

/** First-party analytics (docs/decisions/0010-analytics.md): a path and query, nothing about the person. */
export const pageViews = sqliteTable(
  "page_views",
  {
    id: id(),
    path: text("path").notNull(),
    query: text("query").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("page_views_created_idx").on(t.createdAt)],
);

/** Page views of complete days, counted: the cron rolls `page_views` rows up into these. */
export const pageViewDaily = sqliteTable("page_view_daily", {
  day: text("day").primaryKey(), // YYYY-MM-DD, UTC
  views: integer("views").notNull(),
});

export const adminAuditLog = sqliteTable(
  "admin_audit_log",
  {
    id: id(),
    actorId: text("actor_id").references(() => profiles.id, { onDelete: "set null" }),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    /** JSON with non-personal details (changed field names, new status, ...). */
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("admin_audit_log_created_id_idx").on(t.createdAt, t.id)],
);

/** Reminder emails queued per task: the primary key makes a second cron run a no-op. */
export const taskReminders = sqliteTable("task_reminders", {
  taskId: text("task_id")
    .primaryKey()
    .references(() => tasks.id, { onDelete: "cascade" }),
  outboxId: text("outbox_id").references(() => emailOutbox.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

export type Profile = typeof profiles.$inferSelect;
export type NewProfile = typeof profiles.$inferInsert;
export type HelpRequest = typeof helpRequests.$inferSelect;
export type DocumentRecord = typeof documents.$inferSelect;
export type Task = typeof tasks.$inferSelect;
export type OutboxEmail = typeof emailOutbox.$inferSelect;
export type WorkStatus = (typeof WORK_STATUSES)[number];

/* ---- Price reference data (docs/decisions/0009-prices.md; figures and method in docs/prices.md) ---- */

export const procedures = sqliteTable("procedures", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  category: text("category").notNull(),
  /** CPT/HCPCS codes of the bundle, `|`-separated. */
  codes: text("codes").notNull(),
  medicareNational: integer("medicare_national_cents").notNull(),
  hospitalCashP25: integer("hospital_cash_p25"),
  hospitalCashP50: integer("hospital_cash_p50"),
  hospitalCashP75: integer("hospital_cash_p75"),
  hospitalCount: integer("hospital_count"),
  preventive: integer("preventive", { mode: "boolean" }).notNull().default(false),
  bundle: text("bundle").notNull(),
  medicareBasis: text("medicare_basis").notNull(),
  gafApplies: integer("gaf_applies", { mode: "boolean" }).notNull().default(true),
  notes: text("notes"),
  /** The spec's ten come first in the dropdown. */
  sortOrder: integer("sort_order").notNull(),
});

export const zip3Regions = sqliteTable("zip3_regions", {
  zip3: text("zip3").primaryKey(),
  state: text("state").notNull(),
  localityId: text("locality_id").notNull(),
  localityName: text("locality_name").notNull(),
  /** Geographic adjustment factor × 1000 (e.g. 1162 = 1.162). */
  gafMilli: integer("gaf_milli").notNull(),
  zipCount: integer("zip_count").notNull(),
  localityShare: integer("locality_share_pct").notNull(),
});

export const stateHospitalFactors = sqliteTable("state_hospital_factors", {
  state: text("state").primaryKey(),
  /** Factor × 1000 against the national median hospital cash price. */
  factorMilli: integer("factor_milli").notNull(),
  hospitals: integer("hospitals").notNull(),
  codesUsed: integer("codes_used").notNull(),
});
