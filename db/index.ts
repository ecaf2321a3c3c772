import {
  createTableRelationsHelpers,
  extractTablesRelationalConfig,
  type ExtractTablesWithRelations,
  type RelationalSchemaConfig,
} from "drizzle-orm";
import { DrizzleD1Database } from "drizzle-orm/d1";
import { SQLiteD1Session } from "drizzle-orm/d1/session";
import { SQLiteAsyncDialect, type SQLiteTable } from "drizzle-orm/sqlite-core";
import { RelationalQueryBuilder } from "drizzle-orm/sqlite-core/query-builders/query";
import * as schema from "./schema";

/** `$client` is the D1 binding itself, for the few reads that batch below drizzle (app/.server/read-together.server.ts). */
export type Database = DrizzleD1Database<typeof schema> & { $client: D1Database };

type Relational = RelationalSchemaConfig<ExtractTablesWithRelations<typeof schema>>;

// Every request reaches D1 through its own session binding (app/.server/d1-session.server.ts), so a
// client is made per request. drizzle() would read the whole schema's relations each time (about half
// a millisecond, more than the rest of a warm API request), and make a `db.query.<table>` builder for
// every table; the relations never change, so they are read once per isolate, with one dialect (its
// only state is a cache of column names), and a request makes only the builders it uses.
let relational: Relational | undefined;
let dialect: SQLiteAsyncDialect | undefined;
let queryShape: object | undefined;
const clients = new WeakMap<D1Database, Database>();
const SESSION = Symbol("session");

type D1Session = SQLiteD1Session<typeof schema, ExtractTablesWithRelations<typeof schema>>;

function relationalSchema(): Relational {
  if (!relational) {
    const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
    relational = {
      fullSchema: schema,
      schema: tables.tables as ExtractTablesWithRelations<typeof schema>,
      tableNamesMap: tables.tableNamesMap,
    };
  }
  return relational;
}

/**
 * What drizzle's constructor puts in `db.query`, one builder per table, as getters made once per
 * isolate: a client's builder for a table is made on its first use, over that client's session.
 */
function lazyQuery(session: D1Session, dialect: SQLiteAsyncDialect): object {
  if (!queryShape) {
    const shape: PropertyDescriptorMap = {};
    const { fullSchema, schema: tables, tableNamesMap } = relationalSchema();
    for (const [name, config] of Object.entries(tables)) {
      shape[name] = {
        get(this: { [SESSION]: D1Session }) {
          const builder = new RelationalQueryBuilder(
            "async",
            fullSchema,
            tables,
            tableNamesMap,
            (fullSchema as Record<string, unknown>)[name] as SQLiteTable,
            config,
            dialect,
            this[SESSION],
          );
          Object.defineProperty(this, name, { value: builder, enumerable: true });
          return builder;
        },
        enumerable: true,
        configurable: true,
      };
    }
    queryShape = Object.create(null, shape) as object;
  }
  return Object.create(queryShape, { [SESSION]: { value: session } }) as object;
}

/** The one way code reaches D1: a drizzle client with the full schema (what `drizzle(d1, { schema })` makes). */
export function database(d1: D1Database): Database {
  let client = clients.get(d1);
  if (!client) {
    const schemaConfig = relationalSchema();
    dialect ??= new SQLiteAsyncDialect();
    const session: D1Session = new SQLiteD1Session(d1, dialect, schemaConfig);
    // Made without the schema, so drizzle's constructor builds no `query`; then given both, as drizzle() would.
    const made = new DrizzleD1Database<typeof schema>("async", dialect, session, undefined);
    client = Object.assign(made, {
      _: {
        schema: schemaConfig.schema,
        fullSchema: schemaConfig.fullSchema,
        tableNamesMap: schemaConfig.tableNamesMap,
      },
      query: lazyQuery(session, dialect),
      $client: d1,
    }) as unknown as Database;
    clients.set(d1, client);
  }
  return client;
}
