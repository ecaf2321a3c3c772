// The queue part of `npm run bench`: after the load rounds, how fast page views and emails go
// through their queues end to end. A burst is sent (page views each from their own visitor
// address, admin emails with the admin's session), then the server log is watched until the
// consumer has acknowledged every accepted message. Throughput = accepted ÷ (first send →
// last acknowledgement); ×static is against the static asset's req/s at the same connections.
import { consumerBatches, sendAll, waitForAcks } from "./queue-throughput.mjs";

const VIEWS = Number(process.env.BENCH_QUEUE_VIEWS ?? 1000);
const EMAILS = Number(process.env.BENCH_QUEUE_EMAILS ?? 100);
const CONNECTIONS = 8;

/** Waits until the consumer of `queue` has been idle for `quietMs` (the load rounds' backlog is done). */
async function settle(logPath, queue, quietMs = 6000, timeoutMs = 300_000) {
  const until = Date.now() + timeoutMs;
  let last = consumerBatches(logPath, queue).acked;
  let since = Date.now();
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = consumerBatches(logPath, queue).acked;
    if (now !== last) [last, since] = [now, Date.now()];
    else if (Date.now() - since >= quietMs) return;
  }
}

async function burst(base, logPath, target, count) {
  await settle(logPath, target.queue);
  const before = consumerBatches(logPath, target.queue);
  const start = performance.now();
  const accepted = await sendAll(count, CONNECTIONS, async () => {
    const res = await fetch(base + target.path, {
      method: "POST",
      headers: { ...target.headers, ...(target.nextHeaders?.() ?? {}), origin: base },
      body: target.nextBody(),
    });
    await res.arrayBuffer();
    return res.status;
  });
  const sent = performance.now();
  const done = await waitForAcks(logPath, target.queue, before.acked + accepted);
  const seconds = ((done?.at ?? performance.now()) - start) / 1000;
  const batches = (done?.batches ?? consumerBatches(logPath, target.queue).batches) - before.batches;
  return {
    target: target.name,
    queue: target.queue,
    sent: count,
    accepted,
    acceptedPerSec: round(accepted / ((sent - start) / 1000)),
    consumed: done ? accepted : consumerBatches(logPath, target.queue).acked - before.acked,
    throughputPerSec: round(accepted / seconds),
    seconds: round(seconds),
    batches,
    meanBatch: batches ? round(accepted / batches) : 0,
    timedOut: !done,
  };
}

/** Times each queue target; prints its lines under the ratios table and answers the rows. */
export async function measureQueues(base, logPath, targets, loadRows) {
  const staticRow = loadRows.find((row) => row.connections === CONNECTIONS) ?? loadRows[0];
  console.log(
    `\nThrough the queues, end to end (a burst after the load: ${CONNECTIONS} connections; accepted ÷ first send → consumer's last acknowledgement; ×static against ${staticRow.reqPerSec} req/s):`,
  );
  console.log(
    `  ${"target".padEnd(32)} ${"sent".padStart(5)} ${"accepted/s".padStart(10)} ${"through/s".padStart(9)} ${"×static".padStart(7)}  consumer batches (mean size)`,
  );
  const rows = [];
  for (const target of targets) {
    const row = await burst(base, logPath, target, target.queue.includes("outbox") ? EMAILS : VIEWS);
    row.throughputRatio = round(row.throughputPerSec / staticRow.reqPerSec);
    rows.push(row);
    console.log(
      `  ${row.target.padEnd(32)} ${String(row.accepted).padStart(5)} ${String(row.acceptedPerSec).padStart(10)} ${String(row.throughputPerSec).padStart(9)} ${row.throughputRatio.toFixed(2).padStart(7)}  ${row.batches} (${row.meanBatch})${row.timedOut ? `  timed out: ${row.consumed} consumed` : ""}`,
    );
  }
  return rows;
}

const round = (n, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
