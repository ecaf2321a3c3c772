/** Each member's version, set by triggers as the rows their dashboard reads change (migrations/0039_member_versions.sql). */
import { sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * A fresh random value (hex) whenever a row the member dashboard's eight reads read is inserted, changed or
 * deleted: an isolate that kept a member's rows at a version reads this one row to know they still stand
 * (docs/decisions/0085). No row: nothing changed since the table began.
 */
export const memberVersions = sqliteTable("member_versions", {
  userId: text("user_id").primaryKey(),
  version: text("version").notNull(),
});
