/**
 * Calls the Worker's front door as Cloudflare does, optionally with a D1
 * binding that records every statement the app prepares (to prove what a
 * request does not read).
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../worker/index";
import { browserHeaders } from "./browser";

export function countingEnv(): { env: Env; calls: string[] } {
  const calls: string[] = [];
  const db = new Proxy(env.DB, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        calls.push(prop === "prepare" ? `prepare ${String(args[0])}` : String(prop));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { env: { ...env, DB: db } as Env, calls };
}

/** Answers after the request's waitUntil work (cache fills) has finished. Sent as our own pages send it. */
export async function callWorker(url: string, init: RequestInit = {}, withEnv: Env = env) {
  const ctx = createExecutionContext();
  const headers = browserHeaders(url, init.method ?? "GET", new Headers(init.headers));
  const res = await worker.fetch(new Request(url, { ...init, headers }) as Request<unknown, IncomingRequestCfProperties>, withEnv, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, headers: res.headers, body };
}
