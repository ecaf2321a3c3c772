import { fillPlaceholders } from "drizzle-orm";
import type { SQLitePreparedQuery } from "drizzle-orm/sqlite-core";
import type { Database } from "../../db";
import type { ServerContext } from "./context.server";
import { sqlOnlyDatabase } from "./read-together.server";

// Any result shape: drizzle's prepared-query config is generic over it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PreparedWrite = SQLitePreparedQuery<any>;

/**
 * A write whose SQL drizzle builds once per isolate, as `preparedRead` does for reads: drizzle's insert
 * builder costs about 0.4 ms a statement, more than the rest of a bill check. Its values are placeholders;
 * `writeTogether` binds each request's (as D1 stores them: times as milliseconds, JSON as text).
 */
export function preparedWrite<P extends PreparedWrite>(build: (db: Database) => P): () => P {
  let write: P | undefined;
  return () => (write ??= build(sqlOnlyDatabase()));
}

/** The writes with their values, in order, as one D1 batch on the request's session: all or nothing. */
export async function writeTogether(
  server: ServerContext,
  writes: readonly (readonly [PreparedWrite, Record<string, unknown>])[],
): Promise<void> {
  const d1 = server.db.$client;
  await d1.batch(
    writes.map(([write, values]) => {
      const { sql, params } = write.getQuery();
      return d1.prepare(sql).bind(...fillPlaceholders(params, values));
    }),
  );
}
