/**
 * The SQL behind every admin list and count (the dashboard's stats: stats-queries.server.ts), built in one place so the
 * services run them and test/integration/admin-query-plans.test.ts can
 * `EXPLAIN QUERY PLAN` exactly the same statements (docs/admin-scale.md).
 * Every sort and filter here has an index in db/schema/; search goes
 * through the FTS5 tables of migrations/0006_admin_search.sql.
 */
import { and, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { byThenWritten, newestFirst } from "../insertion-order.server";
import type { Database } from "../../../db";
import { adminAuditLog, billCases, documents, emailOutbox, helpRequests, profiles, tasks } from "../../../db/schema";
import {
  ADMIN_PAGE_SIZE,
  DEFAULT_SORT,
  MAX_LIST_PAGE,
  type AdminSortKey,
  type SortDirection,
} from "../../domain/admin";
import { planStandingWhere } from "./plan-standing-where.server";
import { unreadFor } from "../requests/unread.server";

export type ListOptions = {
  q?: string;
  status?: string;
  /** Users only: one plan standing (plan-standing.ts). */
  plan?: string;
  page?: number;
  pageSize?: number;
  sort?: string;
  dir?: string;
};

export function paging({ page = 1, pageSize = ADMIN_PAGE_SIZE }: Pick<ListOptions, "page" | "pageSize">) {
  const size = Math.max(1, Math.min(100, Math.trunc(pageSize) || ADMIN_PAGE_SIZE));
  // Callers parse with parseListPage; the cap here keeps any other caller's offset in range.
  const current = Number.isFinite(page) ? Math.max(1, Math.min(MAX_LIST_PAGE, Math.trunc(page) || 1)) : 1;
  return { limit: size, offset: (current - 1) * size, page: current, pageSize: size };
}

/**
 * The person's words as an FTS5 query: each word a quoted prefix, all required.
 * Quoting makes FTS5 syntax (AND, NEAR, *, ") plain text. `null`: nothing searchable.
 */
function ftsQuery(q: string | undefined): string | null | undefined {
  const text = (q ?? "").trim();
  if (!text) return undefined;
  const words =
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 12) ?? [];
  return words.length ? words.map((w) => `"${w}"*`).join(" ") : null;
}

type FtsTable = "profiles_fts" | "help_requests_fts" | "documents_fts" | "tasks_fts";

/** `column IN (ids whose text matches)`: a lookup per match, never a pass over the table. */
const matches = (column: SQLiteColumn, table: FtsTable, match: string) =>
  sql`${column} in (select id from ${sql.raw(table)} where ${sql.raw(table)} match ${match})`;

/** A row matches on its owner's name or email, or on its own text. */
function ownedSearch(q: string | undefined, userId: SQLiteColumn, rowId: SQLiteColumn, own: FtsTable): SQL | undefined {
  const match = ftsQuery(q);
  if (match === undefined) return undefined;
  if (match === null) return sql`0`;
  return sql`(${matches(userId, "profiles_fts", match)} or ${matches(rowId, own, match)})`;
}

const WORK_STATUSES = new Set(["pending", "in_progress", "completed"]);
const isStatus = (status?: string): status is "pending" => WORK_STATUSES.has(status ?? "");

function whereAll(...parts: (SQL | undefined)[]): SQL | undefined {
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length ? and(...present) : undefined;
}

/** ORDER BY the chosen column then the rows' insertion order, so equal values page stably (the indexes end in the column). */
export function order(table: SQLiteTable, columns: Partial<Record<AdminSortKey, SQLiteColumn>>, options: ListOptions) {
  // Own keys only: `in` also finds what every object inherits (__proto__, constructor, toString).
  const key = (options.sort && Object.hasOwn(columns, options.sort) ? options.sort : DEFAULT_SORT.sort) as AdminSortKey;
  const dir: SortDirection = options.dir === "asc" ? "asc" : options.dir === "desc" ? "desc" : DEFAULT_SORT.dir;
  return byThenWritten(table, columns[key] ?? columns.created!, dir);
}

/* ---- Users ---- */

export const USER_SORTS = { created: profiles.createdAt, name: profiles.fullName, email: profiles.email };

function usersWhere(options: ListOptions): SQL | undefined {
  const match = ftsQuery(options.q);
  const search =
    match === undefined ? undefined : match === null ? sql`0` : matches(profiles.id, "profiles_fts", match);
  return whereAll(search, planStandingWhere(options.plan));
}

export function usersListQuery(db: Database, options: ListOptions) {
  const { limit, offset } = paging(options);
  return db
    .select()
    .from(profiles)
    .where(usersWhere(options))
    .orderBy(...order(profiles, USER_SORTS, options))
    .limit(limit)
    .offset(offset);
}

export const usersCountQuery = (db: Database, options: ListOptions) =>
  db.select({ total: count() }).from(profiles).where(usersWhere(options));

/* ---- Requests ---- */

export const REQUEST_SORTS = { created: helpRequests.createdAt, title: helpRequests.title };
const owner = { full_name: profiles.fullName, email: profiles.email };

function requestsWhere(options: ListOptions) {
  return whereAll(
    ownedSearch(options.q, helpRequests.userId, helpRequests.id, "help_requests_fts"),
    isStatus(options.status) ? eq(helpRequests.status, options.status) : undefined,
  );
}

export function requestsListQuery(db: Database, options: ListOptions) {
  const { limit, offset } = paging(options);
  return db
    .select({ r: helpRequests, unread: unreadFor("team"), ...owner })
    .from(helpRequests)
    .innerJoin(profiles, eq(profiles.id, helpRequests.userId))
    .where(requestsWhere(options))
    .orderBy(...order(helpRequests, REQUEST_SORTS, options))
    .limit(limit)
    .offset(offset);
}

/** Every request has its owner (ON DELETE CASCADE), so counting needs no join. */
export const requestsCountQuery = (db: Database, options: ListOptions) =>
  db.select({ total: count() }).from(helpRequests).where(requestsWhere(options));

/* ---- Documents ---- */

export const DOCUMENT_SORTS = { created: documents.createdAt, filename: documents.filename };

function documentsWhere(options: ListOptions) {
  return whereAll(
    ownedSearch(options.q, documents.userId, documents.id, "documents_fts"),
    isStatus(options.status) ? eq(documents.uploadStatus, options.status) : undefined,
  );
}

export function documentsListQuery(db: Database, options: ListOptions) {
  const { limit, offset } = paging(options);
  return db
    .select({ d: documents, ...owner })
    .from(documents)
    .innerJoin(profiles, eq(profiles.id, documents.userId))
    .where(documentsWhere(options))
    .orderBy(...order(documents, DOCUMENT_SORTS, options))
    .limit(limit)
    .offset(offset);
}

export const documentsCountQuery = (db: Database, options: ListOptions) =>
  db.select({ total: count() }).from(documents).where(documentsWhere(options));

/* ---- Tasks ---- */

export const TASK_SORTS = { created: tasks.createdAt, due: tasks.dueDate };

function tasksWhere(options: ListOptions) {
  return whereAll(
    ownedSearch(options.q, tasks.userId, tasks.id, "tasks_fts"),
    isStatus(options.status) ? eq(tasks.status, options.status) : undefined,
  );
}

/** The bill case a task is "We'll read it for you" for, if any (bill_cases.read_task_id, indexed). */
const readTaskCase = sql<
  string | null
>`(select ${billCases.id} from ${billCases} where ${billCases.readTaskId} = ${tasks.id} limit 1)`;

export function tasksListQuery(db: Database, options: ListOptions) {
  const { limit, offset } = paging(options);
  return db
    .select({ t: tasks, ...owner, billCaseId: readTaskCase })
    .from(tasks)
    .innerJoin(profiles, eq(profiles.id, tasks.userId))
    .where(tasksWhere(options))
    .orderBy(...order(tasks, TASK_SORTS, options))
    .limit(limit)
    .offset(offset);
}

export const tasksCountQuery = (db: Database, options: ListOptions) =>
  db.select({ total: count() }).from(tasks).where(tasksWhere(options));

/* ---- Audit log ---- */

/** The name of what an entry is about (the member, the request's title, the task's words, the email's subject). */
const auditTargetName = sql<string | null>`case ${adminAuditLog.targetType}
  when 'user' then (select coalesce(${profiles.fullName}, ${profiles.email}) from ${profiles} where ${profiles.id} = ${adminAuditLog.targetId})
  when 'request' then (select ${helpRequests.title} from ${helpRequests} where ${helpRequests.id} = ${adminAuditLog.targetId})
  when 'task' then (select ${tasks.taskText} from ${tasks} where ${tasks.id} = ${adminAuditLog.targetId})
  when 'email' then (select ${emailOutbox.subject} from ${emailOutbox} where ${emailOutbox.id} = ${adminAuditLog.targetId})
end`;
const auditActorName = sql<
  string | null
>`(select ${profiles.fullName} from ${profiles} where ${profiles.id} = ${adminAuditLog.actorId})`;

export function auditListQuery(db: Database, options: ListOptions) {
  const { limit, offset } = paging(options);
  return db
    .select({ entry: adminAuditLog, targetName: auditTargetName, actorName: auditActorName })
    .from(adminAuditLog)
    .orderBy(...newestFirst(adminAuditLog, adminAuditLog.createdAt))
    .limit(limit)
    .offset(offset);
}

export const auditCountQuery = (db: Database) => db.select({ total: count() }).from(adminAuditLog);

/* ---- Outbox ---- */

const OUTBOX_ATTENTION = ["failed", "pending"] as const;
/** One status the outbox list can show on its own: each of those needing attention, or the sent ones. */
const OUTBOX_LISTED = [...OUTBOX_ATTENTION, "sent"] as const;
type OutboxListed = (typeof OUTBOX_LISTED)[number];

export function outboxListQuery(db: Database, options: ListOptions) {
  const { limit, offset } = paging(options);
  const status: OutboxListed[] = OUTBOX_LISTED.includes(options.status as OutboxListed)
    ? [options.status as OutboxListed]
    : [...OUTBOX_ATTENTION];
  return db
    .select({
      id: emailOutbox.id,
      kind: emailOutbox.kind,
      toAddress: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      nextAttemptAt: emailOutbox.nextAttemptAt,
      sentAt: emailOutbox.sentAt,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, status))
    .orderBy(...newestFirst(emailOutbox, emailOutbox.createdAt))
    .limit(limit)
    .offset(offset);
}

export const outboxCountQuery = (db: Database, status: OutboxListed) =>
  db.select({ total: count() }).from(emailOutbox).where(eq(emailOutbox.status, status));
