import {
  createTableRelationsHelpers,
  extractTablesRelationalConfig,
  type ExtractTablesWithRelations,
  type RelationalSchemaConfig,
} from "drizzle-orm";
import { DrizzleD1Database } from "drizzle-orm/d1";
import { SQLiteD1Session } from "drizzle-orm/d1/session";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import * as schema from "./schema";

/** `$client` is the D1 binding itself, for the few reads that batch below drizzle (app/.server/read-together.server.ts). */
export type Database = DrizzleD1Database<typeof schema> & { $client: D1Database };

type Relational = RelationalSchemaConfig<ExtractTablesWithRelations<typeof schema>>;

// Every request reaches D1 through its own session binding (app/.server/d1-session.server.ts), so a
// client is made per request. drizzle() would read the whole schema's relations each time (about half
// a millisecond, more than the rest of a warm API request); they never change, so they are read once
// per isolate, and a client is then the three objects drizzle() itself makes around them.
let relational: Relational | undefined;
const clients = new WeakMap<D1Database, Database>();

/** The one way code reaches D1: a drizzle client with the full schema (what `drizzle(d1, { schema })` makes). */
export function database(d1: D1Database): Database {
  let client = clients.get(d1);
  if (!client) {
    if (!relational) {
      const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
      relational = {
        fullSchema: schema,
        schema: tables.tables as ExtractTablesWithRelations<typeof schema>,
        tableNamesMap: tables.tableNamesMap,
      };
    }
    const dialect = new SQLiteAsyncDialect();
    const session = new SQLiteD1Session<typeof schema, ExtractTablesWithRelations<typeof schema>>(
      d1,
      dialect,
      relational,
    );
    client = Object.assign(new DrizzleD1Database<typeof schema>("async", dialect, session, relational), {
      $client: d1,
    });
    clients.set(d1, client);
  }
  return client;
}
