import { afterEach, describe, expect, it, vi } from "vitest";
import type { PriceInsight } from "../../app/domain/prices";
import { priceCacheKey, readCache, writeCache } from "../../app/.server/prices/answer-cache.server";

/** The price answers this isolate keeps in front of the Cache API (app/.server/prices/answer-cache.server.ts, ADR 0071). */
const answer = (label: string) => ({ label }) as unknown as PriceInsight;
/** A key no other test uses: the answers share caches.default and this isolate's memory. */
const freshKey = () => priceCacheKey(`memory test ${crypto.randomUUID()}`, "10001");
const edgeCache = () => (caches as unknown as { default: Cache }).default;
const lookups = () => vi.spyOn(edgeCache(), "match");

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("the price answers kept in the isolate", () => {
  it("answers a written answer again and again without a Cache API lookup", async () => {
    const key = freshKey();
    await writeCache(key, answer("kept"));
    const match = lookups();
    expect(await readCache(key)).toEqual({ label: "kept" });
    expect(await readCache(key)).toEqual({ label: "kept" });
    expect(match).not.toHaveBeenCalled();
  });

  it("keeps an answer read from the cache no longer than the stored copy's max-age", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-28T03:00:00Z"));
    const key = freshKey();
    const stored = { label: "short-lived" };
    await edgeCache().put(
      key,
      new Response(JSON.stringify(stored), { headers: { "Cache-Control": "public, max-age=30" } }),
    );
    const match = lookups();
    expect(await readCache(key)).toEqual(stored);
    expect(await readCache(key)).toEqual(stored);
    expect(match).toHaveBeenCalledTimes(1);
    vi.setSystemTime(new Date("2026-11-28T03:00:31Z"));
    await readCache(key);
    expect(match).toHaveBeenCalledTimes(2); // past the copy's max-age: the memory asked the cache again
  });

  it("keeps a written answer at most five minutes in memory", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-28T03:00:00Z"));
    const key = freshKey();
    await writeCache(key, answer("written"));
    const match = lookups();
    vi.setSystemTime(new Date("2026-11-28T03:04:59Z"));
    await readCache(key);
    expect(match).not.toHaveBeenCalled();
    vi.setSystemTime(new Date("2026-11-28T03:05:01Z"));
    expect(await readCache(key)).toEqual({ label: "written" });
    expect(match).toHaveBeenCalledTimes(1);
  });
});
