import { sql } from "drizzle-orm";
import { integer, text } from "drizzle-orm/sqlite-core";

/** A random UUID primary key, made by the app (D1 has no uuid function). */
export const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

/** Times are UTC instants stored as integer milliseconds; drizzle hands back Date objects. */
export const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });

export const createdAt = () =>
  timestamp("created_at")
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);
