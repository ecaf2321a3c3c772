/** What happened: page views (counted by day and location) and the admin audit log. */
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id, createdAt } from "./columns";
import { profiles } from "./accounts";

/**
 * First-party analytics (docs/decisions/0010-analytics.md): views counted per UTC day and
 * location (path and query), nothing about the person. The page-view queue's consumer
 * adds each batch's views here and to the day totals in one D1 batch.
 */
export const pageViewCounts = sqliteTable(
  "page_view_counts",
  {
    day: text("day").notNull(), // YYYY-MM-DD, UTC
    path: text("path").notNull(),
    query: text("query").notNull().default(""),
    views: integer("views").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.query] })],
);

/** Page views per UTC day: what the admin traffic chart reads. */
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
  (t) => [index("admin_audit_log_created_idx").on(t.createdAt)],
);
