import { RATE_LIMIT_PERIOD_SECONDS } from "../../app/.server/auth/rate-limit.server";

/**
 * The local rate-limit binding counts in windows aligned to the wall clock
 * (every RATE_LIMIT_PERIOD_SECONDS), as Cloudflare's does. A test that sends a
 * burst up to the limit waits out the last seconds of the current window first,
 * so the whole burst is counted in one window.
 */
export async function inOneLimitWindow(margin_ms = 10_000): Promise<void> {
  const period = RATE_LIMIT_PERIOD_SECONDS * 1000;
  const left = period - (Date.now() % period);
  if (left < margin_ms) await new Promise((resolve) => setTimeout(resolve, left + 100));
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
