import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";

/** The app's env with a D1 binding that records every call the app makes on it. */
function countingEnv(): { env: Env; calls: string[] } {
  const calls: string[] = [];
  const db = new Proxy(env.DB, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        calls.push(String(prop));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { env: { ...env, DB: db } as Env, calls };
}

async function call(withEnv: Env, url: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(url, init) as Request<unknown, IncomingRequestCfProperties>, withEnv, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, body };
}

const search = (withEnv: Env, procedure: string, zipCode: string) =>
  call(withEnv, "https://app.test/api/search-providers", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ procedure, zipCode }),
  });

describe("reference data read once per isolate", () => {
  it("a warm price search touches no D1, even for a procedure and ZIP not asked before", async () => {
    const warmUp = countingEnv();
    expect((await search(warmUp.env, "MRI", "10001")).status).toBe(200);

    const warm = countingEnv();
    // Not in the price answer cache yet: the engine computes it from the reference tables.
    const { status, body } = await search(warm.env, "Colonoscopy", "94110");
    expect(status).toBe(200);
    expect(JSON.parse(body)).toMatchObject({ procedure: "Colonoscopy", zip: "94110", regional: true });
    expect(warm.calls).toEqual([]);
  });

  it("the landing page's loader touches no D1 on a warm request", async () => {
    await call(countingEnv().env, "https://app.test/?first=1");
    const warm = countingEnv();
    // A query string skips the edge cache, so the loader really runs.
    const { status, body } = await call(warm.env, "https://app.test/?second=1");
    expect(status).toBe(200);
    expect(body).toContain("Knee Surgery");
    expect(warm.calls).toEqual([]);
  });
});
