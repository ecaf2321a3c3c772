/** Each member's bill-check totals, kept by triggers as their cases change (migrations/0034_member_bill_totals.sql). */
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { profiles } from "./accounts";

/**
 * A row per member with any bill case: how many cases, how many are resolved with a final amount, and what
 * those saved (billed − final amount, never below zero), so the dashboard reads one row (docs/decisions/0073).
 */
export const memberBillTotals = sqliteTable("member_bill_totals", {
  userId: text("user_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  cases: integer("cases").notNull().default(0),
  resolved: integer("resolved").notNull().default(0),
  savedCents: integer("saved_cents").notNull().default(0),
});
