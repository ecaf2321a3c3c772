// Throughput through the queues under `wrangler dev`, for `npm run bench` and `npm run soak`.
// The page-view limiter counts per client address (CF-Connecting-IP, which Cloudflare sets at
// the edge and `wrangler dev` passes on when the client sends it), so a load client that
// stands for many visitors sends each request from its own address, as real traffic
// arrives; the limit itself is untouched. What the consumers did is read from the server's
// log: `wrangler dev` prints one `QUEUE <name> <acked>/<total>` line per consumer batch.
import { readFileSync } from "node:fs";

export const PAGE_VIEW_QUEUE = "care-finder-page-views";
export const OUTBOX_QUEUE = "care-finder-outbox";

/** Client addresses for simulated visitors, one new address per call (10.x.y.z, never reused in a run). */
export function visitorAddresses(first = 1) {
  let n = first;
  return () => {
    n += 1;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  };
}

// eslint-disable-next-line no-control-regex -- the log's colour codes are what is stripped
const ANSI = /\u001b\[[0-9;]*m/g;

/** The consumer batches of `queue` in the server log so far: count and messages acknowledged. */
export function consumerBatches(logPath, queue) {
  let batches = 0;
  let acked = 0;
  let text;
  try {
    text = readFileSync(logPath, "utf8").replace(ANSI, "");
  } catch {
    return { batches, acked };
  }
  const pattern = new RegExp(`QUEUE ${queue.replace(/[-]/g, "\\-")} (\\d+)/(\\d+)`, "g");
  for (const match of text.matchAll(pattern)) {
    batches += 1;
    acked += Number(match[1]);
  }
  return { batches, acked };
}

/**
 * Waits until the consumer of `queue` has acknowledged `target` messages in all
 * (log-wide), polling every 200 ms; answers when, and the batches so far. Null on timeout.
 */
export async function waitForAcks(logPath, queue, target, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const seen = consumerBatches(logPath, queue);
    if (seen.acked >= target) return { at: performance.now(), ...seen };
    if (Date.now() > until) return null;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Runs `count` calls of `send` with at most `concurrency` in flight; answers how many answered 2xx. */
export async function sendAll(count, concurrency, send) {
  let next = 0;
  let ok = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const status = await send().catch(() => 0);
      if (status >= 200 && status < 300) ok += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return ok;
}
