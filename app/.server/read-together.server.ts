import { fillPlaceholders } from "drizzle-orm";
import type { SQLitePreparedQuery } from "drizzle-orm/sqlite-core";
import { database, type Database } from "../../db";
import type { ServerContext } from "./context.server";

/**
 * Reads that one request starts in the same turn go to D1 as one batch: one
 * round trip instead of one each. A page's loaders run side by side, so the
 * root loader's session lookup and the page's own reads (started beside the
 * guard, see member-dashboard.server.ts) travel together. A read waits at most
 * one timer tick for company; if none comes it goes alone, so this only ever
 * saves trips, it never changes an answer. D1 runs a batch as one transaction:
 * the reads see one state of the database, and if one fails they all do.
 */

// Any result shape: drizzle's prepared-query config is generic over it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PreparedRead = SQLitePreparedQuery<any>;
/** A select being built (anything drizzle can prepare), read once. */
type Read = { prepare(): PreparedRead };
type ResultOf<P extends PreparedRead> = Awaited<ReturnType<P["execute"]>>;
type Waiting = {
  read: PreparedRead;
  values: Record<string, unknown>;
  resolve(rows: unknown): void;
  reject(error: unknown): void;
};

const queues = new WeakMap<ServerContext, Waiting[]>();

/**
 * `read`'s result, read in the batch this request is gathering. `read` is a
 * select being built, or a statement made once by `preparedRead` with the
 * values for its placeholders.
 */
export function readTogether<Q extends Read>(
  server: ServerContext,
  read: Q,
): Promise<ResultOf<ReturnType<Q["prepare"]>>>;
export function readTogether<P extends PreparedRead>(
  server: ServerContext,
  read: P,
  values: Record<string, unknown>,
): Promise<ResultOf<P>>;
export function readTogether(
  server: ServerContext,
  read: Read | PreparedRead,
  values: Record<string, unknown> = {},
): Promise<unknown> {
  let queue = queues.get(server);
  if (!queue) {
    queues.set(server, (queue = []));
    setTimeout(() => void send(server), 0);
  }
  const waiting = queue;
  const prepared = "getQuery" in read ? read : read.prepare();
  return new Promise((resolve, reject) => waiting.push({ read: prepared, values, resolve, reject }));
}

/**
 * Several reads that belong together, joined to the batch this request is
 * gathering: reads only (a write keeps its own batch, whose all-or-nothing is
 * the point).
 */
export function readAllTogether<T extends readonly [Read, ...Read[]]>(
  server: ServerContext,
  reads: T,
): Promise<{ -readonly [K in keyof T]: ResultOf<ReturnType<T[K]["prepare"]>> }> {
  return Promise.all(reads.map((read) => readTogether(server, read))) as never;
}

/**
 * A read whose SQL drizzle builds once per isolate, for the statements nearly
 * every request makes (the session lookup, a member's own lists): building SQL
 * from the query builder costs more CPU than anything else the Worker does for
 * such a request. It is built on a client that only makes SQL (each request's
 * own client is new: its D1 session is), and readTogether runs it on the
 * request's session; each request binds only its values
 * (`readTogether(server, read(), values)`). The placeholders' values are bound
 * as given, so pass what D1 stores (e.g. `getTime()` for a time).
 */
export function preparedRead<P extends PreparedRead>(build: (db: Database) => P): () => P {
  let read: P | undefined;
  return () => (read ??= build(sqlOnlyDatabase()));
}

let sqlOnly: Database | undefined;
/** A drizzle client over a binding that runs nothing: its statements are read for their SQL only. */
export function sqlOnlyDatabase(): Database {
  const refuse = () => {
    throw new Error("A statement built once runs on the request's own D1 session (readTogether, writeTogether)");
  };
  const statement = { bind: refuse, all: refuse, first: refuse, raw: refuse, run: refuse };
  return (sqlOnly ??= database({ prepare: () => statement } as unknown as D1Database));
}

async function send(server: ServerContext): Promise<void> {
  const queue = queues.get(server) ?? [];
  queues.delete(server); // reads started from now on gather a new batch
  if (queue.length === 0) return;
  try {
    const d1 = server.db.$client;
    const statements = queue.map(({ read, values }) => {
      const { sql, params } = read.getQuery();
      return d1.prepare(sql).bind(...fillPlaceholders(params, values));
    });
    // A read that found no company runs as itself: a batch of one would only cost more.
    const results = statements.length === 1 ? [await statements[0].all()] : await d1.batch(statements);
    // drizzle turns D1's rows into the query's typed shape, as its own batch does.
    const rows = queue.map((w, i) => w.read.mapResult(results[i], true));
    queue.forEach((w, i) => w.resolve(rows[i]));
  } catch (error) {
    for (const w of queue) w.reject(error);
  }
}
