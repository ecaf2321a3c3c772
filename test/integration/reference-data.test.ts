import { describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:test";
import { callWorker, countingEnv } from "../support/worker-call";

const search = (withEnv: Env, procedure: string, zipCode: string) =>
  callWorker(
    "https://app.test/api/search-providers",
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ procedure, zipCode }) },
    withEnv,
  );

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

  it("a repeated price search asks the edge cache nothing: the isolate kept the answer", async () => {
    const zip = String(10_000 + Math.floor(Math.random() * 80_000)).padStart(5, "0");
    const first = await search(env, "Mammogram", zip);
    expect(first.status).toBe(200);
    const lookups = vi.spyOn((caches as unknown as { default: Cache }).default, "match");
    try {
      const again = await search(env, "Mammogram", zip);
      expect(again.status).toBe(200);
      expect(JSON.parse(again.body)).toEqual(JSON.parse(first.body));
      expect(lookups).not.toHaveBeenCalled();
    } finally {
      lookups.mockRestore();
    }
  });

  it("the landing page's loader touches no D1 on a warm request", async () => {
    await callWorker("https://app.test/?first=1");
    const warm = countingEnv();
    // A query string skips the edge cache, so the loader really runs.
    const { status, body } = await callWorker("https://app.test/?second=1", {}, warm.env);
    expect(status).toBe(200);
    expect(body).toContain("Knee Surgery");
    expect(warm.calls).toEqual([]);
  });
});
