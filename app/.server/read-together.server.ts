import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import type { ServerContext } from "./context";

/**
 * Reads that one request starts in the same turn go to D1 as one batch: one
 * round trip instead of one each. A page's loaders run side by side, so the
 * root loader's session lookup and the page's own reads (started beside the
 * guard, see member-dashboard.server.ts) travel together. A read waits at most
 * one timer tick for company; if none comes it goes alone, so this only ever
 * saves trips, it never changes an answer. D1 runs a batch as one transaction:
 * the reads see one state of the database, and if one fails they all do.
 */
type Waiting = { query: BatchItem<"sqlite">; resolve(rows: unknown): void; reject(error: unknown): void };

const queues = new WeakMap<ServerContext, Waiting[]>();

/** `query`'s result, read in the batch this request is gathering. */
export function readTogether<Q extends BatchItem<"sqlite">>(server: ServerContext, query: Q): Promise<Q["_"]["result"]> {
  let queue = queues.get(server);
  if (!queue) {
    queues.set(server, (queue = []));
    setTimeout(() => void send(server), 0);
  }
  const waiting = queue;
  return new Promise((resolve, reject) => waiting.push({ query, resolve, reject }));
}

/**
 * Several reads that belong together, as `db.batch` takes them, joined to the
 * batch this request is gathering: reads only (a write keeps its own batch,
 * whose all-or-nothing is the point).
 */
export function readAllTogether<T extends readonly [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]>(
  server: ServerContext,
  queries: T,
): Promise<BatchResponse<T>> {
  return Promise.all(queries.map((query) => readTogether(server, query))) as Promise<BatchResponse<T>>;
}

async function send(server: ServerContext): Promise<void> {
  const queue = queues.get(server) ?? [];
  queues.delete(server); // reads started from now on gather a new batch
  if (queue.length === 0) return;
  try {
    // A read that found no company runs as itself: a batch of one would only cost more.
    const results =
      queue.length === 1
        ? [await queue[0].query]
        : await server.db.batch(queue.map((w) => w.query) as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
    queue.forEach((w, i) => w.resolve(results[i]));
  } catch (error) {
    for (const w of queue) w.reject(error);
  }
}
