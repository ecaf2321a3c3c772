import { sql } from "drizzle-orm";
import type { ServerContext } from "./context.server";

export type Health = { ok: boolean; db: "ok" | "error"; storage: "ok" | "error" };

/** A real D1 query and a real R2 head, so a green health means both answer. */
export async function checkHealth({ db, env }: ServerContext): Promise<Health> {
  const [dbOk, storageOk] = await Promise.all([
    db
      .get<{ one: number }>(sql`select 1 as one`)
      .then((row) => row?.one === 1)
      .catch(() => false),
    env.DOCUMENTS.head("health/ping")
      .then(() => true)
      .catch(() => false),
  ]);
  return {
    ok: dbOk && storageOk,
    db: dbOk ? "ok" : "error",
    storage: storageOk ? "ok" : "error",
  };
}
