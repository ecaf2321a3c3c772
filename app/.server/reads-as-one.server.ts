/**
 * Several reads as ONE statement that returns one row: each read's rows as a JSON array of arrays
 * (one column per read), kept in the read's own order and limit. D1 re-prepares and re-encodes every
 * statement of a batch, so a page that reads many small lists costs less CPU this way than as a
 * batch of them (docs/scaling.md). Each read's rows are then mapped by drizzle exactly as
 * `readTogether` maps them (same columns, same order: timestamps become the same Dates, booleans
 * the same booleans), so the results are the ones the reads give alone.
 */
import type { SQLitePreparedQuery } from "drizzle-orm/sqlite-core";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PreparedRead = SQLitePreparedQuery<any>;
type ResultOf<P extends PreparedRead> = Awaited<ReturnType<P["execute"]>>;
type Query = { sql: string; params: unknown[] };

/**
 * A statement that reads every one of `reads` at once, for `readTogether` (bound with the
 * values all of them share). Its result is the tuple of each read's own result.
 */
export function readsAsOne<const T extends readonly PreparedRead[]>(
  reads: T,
): SQLitePreparedQuery<{
  type: "async";
  run: never;
  all: { -readonly [K in keyof T]: ResultOf<T[K]> };
  get: never;
  values: never;
  execute: { -readonly [K in keyof T]: ResultOf<T[K]> };
}> {
  // Each read in its own scalar subquery (its columns named by a CTE inside it), so the statement is a
  // plain select: it begins with "select", as every read does.
  const parts = reads.map((read, i) => {
    const { sql, params } = read.getQuery() as Query;
    const columns = Array.from({ length: columnCount(read) }, (_, c) => `c${c}`).join(", ");
    return {
      column: `(with p(${columns}) as (${sql}) select json_group_array(json_array(${columns})) from p) as r${i}`,
      params,
    };
  });
  const query: Query = {
    sql: `select ${parts.map((p) => p.column).join(", ")}`,
    params: parts.flatMap((p) => p.params),
  };
  const joined = {
    getQuery: () => query,
    mapResult(result: { results: Record<string, string>[] }) {
      const [row] = result.results;
      return reads.map((read, i) => read.mapResult(JSON.parse(row[`r${i}`]), false));
    },
  };
  return joined as never;
}

/** How many columns a read selects (drizzle keeps its selected fields in order). */
function columnCount(read: PreparedRead): number {
  const fields = (read as unknown as { fields?: unknown[] }).fields;
  if (!fields) throw new Error("readsAsOne reads selects whose columns drizzle maps");
  return fields.length;
}
