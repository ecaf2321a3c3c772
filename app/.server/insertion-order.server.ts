/**
 * The one tie-breaker of every list sorted by a time (docs/decisions/0049-second-factor-invitations-and-stable-order.md):
 * SQLite's rowid, which a new row takes as one more than the largest there, so among
 * the rows present it follows the order they were written, a D1 batch's statements
 * included. Two entries written in the same millisecond always read back in one order,
 * where a random id would order them by chance. Every index such a list reads ends in
 * the time column, and SQLite ends every index with the rowid, so no sort is added.
 */
import { asc, desc, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";

/** `table.rowid`, qualified, so a join names the right table's. */
const insertionOrder = (table: SQLiteTable): SQL<number> => sql<number>`${table}.rowid`;

/** ORDER BY `column` then the rows' insertion order, both the same way. */
export function byThenWritten(table: SQLiteTable, column: SQLiteColumn | SQL, dir: "asc" | "desc"): SQL[] {
  const by = dir === "asc" ? asc : desc;
  return [by(column), by(insertionOrder(table))];
}

/** Newest first: the latest time first, and of two in one millisecond, the one written last. */
export const newestFirst = (table: SQLiteTable, createdAt: SQLiteColumn): SQL[] =>
  byThenWritten(table, createdAt, "desc");

/** Oldest first (a conversation, a timeline): the earliest time first, and of equals, the one written first. */
export const oldestFirst = (table: SQLiteTable, createdAt: SQLiteColumn): SQL[] =>
  byThenWritten(table, createdAt, "asc");
