import { env } from "cloudflare:test";
import { expect } from "vitest";

/**
 * The drift check a kept read rests on (ADR 0085, ADR 0087): every table its statements name must have
 * AFTER INSERT, UPDATE and DELETE triggers that move its version row, or kept data would outlive a change.
 */
export async function expectTablesMoveVersion(
  statementSql: readonly string[],
  { versionTable, notMoving }: { versionTable: string; notMoving: readonly string[] },
): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT type, name, tbl_name AS tableName, sql FROM sqlite_master").all<{
    type: string;
    name: string;
    tableName: string;
    sql: string | null;
  }>();
  const tables = new Set<string>();
  // Every table a statement names, in its subqueries too (drizzle writes each name in double quotes).
  for (const sql of statementSql) for (const [, name] of sql.matchAll(/\b(?:from|join)\s+"(\w+)"/gi)) tables.add(name);
  const known = results.filter((r) => r.type === "table").map((r) => r.name);
  expect(
    [...tables].filter((name) => !known.includes(name)),
    "names that are tables",
  ).toEqual([]);
  // Tables the caller says why they need no trigger; each must still be named, so a stale reason fails too.
  for (const name of notMoving) expect(tables.delete(name), name).toBe(true);
  const triggers = results.filter((r) => r.type === "trigger");
  for (const table of tables) {
    for (const event of ["INSERT", "UPDATE", "DELETE"]) {
      const moves = triggers.some(
        (t) => t.tableName === table && t.sql?.includes(`AFTER ${event} ON`) && t.sql.includes(`\`${versionTable}\``),
      );
      expect(moves, `${table}: AFTER ${event} moves ${versionTable}`).toBe(true);
    }
  }
  return [...tables].sort();
}
