import { env } from "cloudflare:test";
import { fillPlaceholders } from "drizzle-orm";

/** A drizzle query, or anything else that can say its SQL and parameters. */
export type Explainable = { toSQL(): { sql: string; params: unknown[] } };

/** SQLite's own account of how it would run `query` (EXPLAIN QUERY PLAN), one line per step. */
export async function queryPlan(query: Explainable): Promise<string[]> {
  const { sql, params } = query.toSQL();
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
}

/** A statement prepared once (read-together.server.ts's preparedRead), with the values a request binds. */
export function withValues(
  read: { getQuery(): { sql: string; params: unknown[] } },
  values: Record<string, unknown>,
): Explainable {
  return { toSQL: () => ({ sql: read.getQuery().sql, params: fillPlaceholders(read.getQuery().params, values) }) };
}
