/** What happened: page views (raw and rolled up by day) and the admin audit log. */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id, createdAt } from "./columns";
import { profiles } from "./accounts";

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
