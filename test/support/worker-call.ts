/**
 * Calls the Worker's front door as Cloudflare does, optionally with a D1
 * binding that records every statement the app prepares (to prove what a
 * request does not read).
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../worker/index";
import { browserHeaders } from "./browser";
import { sessionThrough } from "./d1-sessions";

/**
 * `calls`: every statement prepared and every other binding method called.
 * `roundTrips`: every trip to D1 (one per statement run alone, one per batch),
 * each named by what it reads; `rowsReturned`: for each batch, the rows each of its statements answered.
 */
export function countingEnv(): { env: Env; calls: string[]; roundTrips: string[]; rowsReturned: number[][] } {
  const calls: string[] = [];
  const roundTrips: string[] = [];
  const rowsReturned: number[][] = [];
  const sqlOf = new WeakMap<object, string>();
  const unwrapped = new WeakMap<object, D1PreparedStatement>();
  const EXECUTE = new Set(["all", "first", "raw", "run"]);
  // The statements the app prepares are watched too, so a lone statement's run counts as a trip.
  const watch = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target);
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          const result = (value as (...a: unknown[]) => unknown).apply(target, args);
          if (prop === "bind") return watch(result as D1PreparedStatement, sql);
          if (EXECUTE.has(String(prop))) roundTrips.push(sql);
          return result;
        };
      },
    });
    sqlOf.set(proxy, sql);
    unwrapped.set(proxy, statement);
    return proxy;
  };
  const db: D1Database = new Proxy(env.DB, {
    get(target, prop) {
      if (prop === "withSession") return () => sessionThrough(db);
      const value = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        calls.push(prop === "prepare" ? `prepare ${String(args[0])}` : String(prop));
        if (prop === "prepare") return watch(value.apply(target, args) as D1PreparedStatement, String(args[0]));
        if (prop === "batch") {
          const statements = args[0] as D1PreparedStatement[];
          roundTrips.push(`batch: ${statements.map((st) => sqlOf.get(st) ?? "?").join(" | ")}`);
          const answered = (value as (...a: unknown[]) => Promise<D1Result[]>).apply(target, [
            statements.map((st) => unwrapped.get(st) ?? st),
            ...args.slice(1),
          ]);
          return answered.then((results) => {
            rowsReturned.push(results.map((r) => r.results?.length ?? 0));
            return results;
          });
        }
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { env: { ...env, DB: db } as Env, calls, roundTrips, rowsReturned };
}

/** Answers after the request's waitUntil work (cache fills) has finished. Sent as our own pages send it. */
export async function callWorker(url: string, init: RequestInit = {}, withEnv: Env = env) {
  const ctx = createExecutionContext();
  const headers = browserHeaders(url, init.method ?? "GET", new Headers(init.headers));
  const res = await worker.fetch(
    new Request(url, { ...init, headers }) as Request<unknown, IncomingRequestCfProperties>,
    withEnv,
    ctx,
  );
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, headers: res.headers, body };
}

/**
 * `appFetch` through the Worker's front door with a chosen env: a Response as the browser would get it,
 * once the request's waitUntil work has finished.
 */
export async function fetchWorker(input: string, init: RequestInit = {}, withEnv: Env = env): Promise<Response> {
  const { status, headers, body } = await callWorker(input, init, withEnv);
  return new Response([101, 204, 205, 304].includes(status) ? null : body, { status, headers });
}
