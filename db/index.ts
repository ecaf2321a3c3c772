import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import * as schema from "./schema";

export type Database = DrizzleD1Database<typeof schema>;

/** The one way code reaches D1: a drizzle client with the full schema. */
export function database(d1: D1Database): Database {
  return drizzle(d1, { schema });
}

export { schema };
