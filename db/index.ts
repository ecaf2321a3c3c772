import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import * as schema from "./schema";

/** `$client` is the D1 binding itself, for the few reads that batch below drizzle (app/.server/read-together.server.ts). */
export type Database = DrizzleD1Database<typeof schema> & { $client: D1Database };

// drizzle reads the whole schema's relations each time a client is made; the
// client keeps no per-request state, so each binding gets one, made once.
const clients = new WeakMap<D1Database, Database>();

/** The one way code reaches D1: a drizzle client with the full schema. */
export function database(d1: D1Database): Database {
  let client = clients.get(d1);
  if (!client) clients.set(d1, (client = drizzle(d1, { schema })));
  return client;
}
