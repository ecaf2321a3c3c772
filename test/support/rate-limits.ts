import { env } from "cloudflare:test";
import type { SendRequest } from "./browser";
import { fetchWorker } from "./worker-call";

/**
 * The local rate-limit bindings count in windows aligned to the wall clock, as Cloudflare's do, so a
 * burst sent near a window's end is split between two windows and its last request passes. A test
 * that counts a burst up to a limit therefore sends it through `oneLimitWindow()`: the Worker's own
 * front door with an env whose every [[ratelimits]] binding is one window that does not roll over
 * while the test runs, holding wrangler.toml's limit (TEST_RATE_LIMITS). Nothing waits for a clock.
 */
export function oneLimitWindow(): { env: Env; fetch: SendRequest } {
  const limiters = Object.fromEntries(
    Object.entries(env.TEST_RATE_LIMITS).map(([name, limit]) => [name, oneWindowLimiter(limit)]),
  );
  const withEnv = { ...env, ...limiters } as Env;
  return { env: withEnv, fetch: (url, init) => fetchWorker(url, init, withEnv) };
}

/** A [[ratelimits]] binding's `simple` rule within one window: `limit` calls per key, then refusals. */
function oneWindowLimiter(limit: number): RateLimit {
  const counts = new Map<string, number>();
  return {
    async limit({ key }) {
      const count = counts.get(key) ?? 0;
      if (count >= limit) return { success: false };
      counts.set(key, count + 1);
      return { success: true };
    },
  };
}

/**
 * An address no other test in this workerd has used. The rate-limit buckets
 * outlive a test file (one workerd runs them all in turn), so a test that counts
 * toward a limit must never share an address with another file's test.
 */
export function uniqueIp(): string {
  const counter = globalThis as typeof globalThis & { __carefinderTestIp?: number };
  const n = (counter.__carefinderTestIp = (counter.__carefinderTestIp ?? 0) + 1);
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
