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

/**
 * The writes with their values, in order, as one D1 batch on the request's session: all or nothing.
 * It sends through the binding itself (`env.DB`, the request's session, which is what a client's `$client` is):
 * a request that only writes this way builds no drizzle client (about 4 % of a bill check's time).
 */
export async function writeTogether(
  server: Pick<ServerContext, "env">,
  writes: readonly (readonly [PreparedWrite, Record<string, unknown>])[],
): Promise<void> {
  const d1 = server.env.DB;
  await d1.batch(
    writes.map(([write, values]) => {
      const { sql, params } = write.getQuery();
      return d1.prepare(sql).bind(...fillPlaceholders(params, values));
    }),
  );
}
