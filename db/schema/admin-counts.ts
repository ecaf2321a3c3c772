/** The admin dashboard's totals, kept by triggers as the rows they count change (migrations/0032_admin_counts.sql). */
import { integer, sqliteTable } from "drizzle-orm/sqlite-core";

/** One row (id 1). `members` counts role 'member' before ADMIN_EMAILS promotes any (docs/decisions/0069-admin-counts.md). */
export const adminCounts = sqliteTable("admin_counts", {
  id: integer("id").primaryKey(),
  accounts: integer("accounts").notNull().default(0),
  members: integer("members").notNull().default(0),
  requests: integer("requests").notNull().default(0),
  pendingRequests: integer("pending_requests").notNull().default(0),
  tasks: integer("tasks").notNull().default(0),
  documents: integer("documents").notNull().default(0),
  savedCents: integer("saved_cents").notNull().default(0),
});
