// Page views in the soak: visitors navigating at a target rate (100× today's peak by default,
// docs/scaling.md), each request from its own client address as real visitors arrive (the
// page-view limiter counts per address; the limit is untouched). The ledger counts the views
// answered 2xx per location; the check compares them with the counts the queue's consumer
// wrote to D1: none lost, none counted twice. The rate report sets the D1 writes the queue
// made against the one insert per accepted view the direct write made.
import { consumerBatches, PAGE_VIEW_QUEUE, visitorAddresses, waitForAcks } from "../queue-throughput.mjs";

/** Today's peak (docs/scaling.md, the load model): about 6 page views a second. */
export const TODAY_PEAK_VIEWS_PER_SECOND = 6;
const LOCATIONS = 20;
const IN_FLIGHT = 32;

const pageViewPath = (runId, n) => `/soak-${runId}/page-${n % LOCATIONS}`;

/** Sends page views at `perSecond` until `deadline`; answers { sent, ok, byPath, seconds }. */
export async function pageViewLoop({ call, runId, deadline, perSecond }) {
  const nextVisitor = visitorAddresses();
  const byPath = new Map();
  const start = Date.now();
  let sent = 0;
  let ok = 0;
  const inFlight = new Set();
  while (Date.now() < deadline) {
    const due = Math.floor(((Date.now() - start) / 1000) * perSecond);
    if (sent >= due || inFlight.size >= IN_FLIGHT) {
      await (inFlight.size >= IN_FLIGHT ? Promise.race(inFlight) : new Promise((r) => setTimeout(r, 5)));
      continue;
    }
    const path = pageViewPath(runId, sent);
    sent += 1;
    const request = call("page view", "POST", "/api/page-views", {
      json: { path, query: "" },
      headers: { "CF-Connecting-IP": nextVisitor() },
    }).then(({ status }) => {
      if (status >= 200 && status < 300) {
        ok += 1;
        byPath.set(path, (byPath.get(path) ?? 0) + 1);
      }
      inFlight.delete(request);
    });
    inFlight.add(request);
  }
  await Promise.all(inFlight);
  return { sent, ok, byPath, seconds: (Date.now() - start) / 1000 };
}

/** After the load: waits until the consumer has acknowledged every accepted view (or 3 minutes pass). */
export async function drainPageViews(logPath, accepted) {
  return (await waitForAcks(logPath, PAGE_VIEW_QUEUE, accepted)) !== null;
}

/** The soak's views as the consumer counted them in D1, per path. */
export const pageViewCountsQuery = (runId) =>
  `SELECT path, SUM(views) AS views FROM page_view_counts WHERE path LIKE '/soak-${runId}/%' GROUP BY path`;

/** Lost: answered 2xx, not counted; duplicated: counted more often than answered. */
export function checkPageViews(views, rows) {
  const counted = new Map(rows.map((row) => [row.path, Number(row.views)]));
  const lost = [];
  const duplicated = [];
  for (const path of new Set([...views.byPath.keys(), ...counted.keys()])) {
    const [answered, stored] = [views.byPath.get(path) ?? 0, counted.get(path) ?? 0];
    if (stored < answered) lost.push(`${path}: ${answered} accepted, ${stored} counted`);
    if (stored > answered) duplicated.push(`${path}: ${answered} accepted, ${stored} counted`);
  }
  return {
    counted: [...counted.values()].reduce((a, b) => a + b, 0),
    lost: { count: lost.length, examples: lost.slice(0, 3) },
    duplicated: { count: duplicated.length, examples: duplicated.slice(0, 3) },
  };
}

/**
 * D1 writes per second for page views: with the queue, the consumer's batches (one D1 batch
 * each: the location upserts in runs of 25, plus the day's total); without it, one insert per
 * accepted view (the direct write the queue replaced).
 */
export function pageViewWriteRates(logPath, views, perSecond) {
  // The log is the run's own (a fresh server): every batch in it is the soak's.
  const { batches } = consumerBatches(logPath, PAGE_VIEW_QUEUE);
  const statementsPerBatch = Math.ceil(Math.min(LOCATIONS, 100) / 25) + 1;
  return {
    target: { perSecond, timesToday: perSecond / TODAY_PEAK_VIEWS_PER_SECOND },
    acceptedPerSecond: round(views.ok / views.seconds),
    withoutQueue: { d1WritesPerSecond: round(views.ok / views.seconds) },
    withQueue: {
      consumerBatches: batches,
      d1BatchesPerSecond: round(batches / views.seconds),
      d1StatementsPerSecond: round((batches * statementsPerBatch) / views.seconds),
    },
  };
}

const round = (n) => Math.round(n * 100) / 100;
