/** The admin dashboard's first view's version, set by triggers as the rows it reads change (migrations/0040_admin_version.sql). */
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * One row (id 1): a fresh random value (hex) whenever a row the first view's SQL reads is inserted, changed or
 * deleted, so an isolate that kept that view's data at a version reads this one row to know it still stands
 * (docs/decisions/0087).
 */
export const adminVersion = sqliteTable("admin_version", {
  id: integer("id").primaryKey(),
  version: text("version").notNull(),
});
