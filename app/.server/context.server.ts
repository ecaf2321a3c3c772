import { database, type Database } from "../../db";

/**
 * Everything a service function needs from the platform. Remix loaders get it
 * from the load context, Hono handlers from `c.var.server`: one shape, so one
 * service layer serves both.
 */
export type ServerContext = {
  env: Env;
  db: Database;
  waitUntil(promise: Promise<unknown>): void;
};

export function createServerContext(env: Env, ctx?: Pick<ExecutionContext, "waitUntil">): ServerContext {
  let db: Database | undefined;
  return {
    env,
    // Made on first use: a request that never reads D1 (a warm price search) never builds a client.
    get db() {
      return (db ??= database(env.DB));
    },
    waitUntil: (promise) => (ctx ? ctx.waitUntil(promise) : void promise.catch(() => {})),
  };
}
