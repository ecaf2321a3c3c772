// The load part of `npm run bench`: autocannon against a running `wrangler dev`
// of the production build, each target warmed first, at 8 and 64 connections.
// Absolute figures swing with whatever else the machine runs; each target's
// ratio to the static asset is the figure to compare. The targets take turns
// in short rounds, the static asset first in each, and a target's ratio is the
// median of its rounds' ratios: a burst of other work on the machine then
// spoils one round of one target, not the whole comparison.
import { URLSearchParams } from "node:url";
import autocannon from "autocannon";
import { OUTBOX_QUEUE, PAGE_VIEW_QUEUE, visitorAddresses } from "./queue-throughput.mjs";

/** Seconds per target per round; ROUNDS rounds per connection count. */
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 2);
const ROUNDS = Math.max(1, Number(process.env.BENCH_LOAD_ROUNDS ?? 3));
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? "8,64").split(",").map(Number);
const WARM_REQUESTS = 40;
// Optional: only the targets whose name contains one of these words (the static asset always runs: it is the baseline).
const ONLY = (process.env.BENCH_TARGETS ?? "")
  .split(",")
  .map((word) => word.trim())
  .filter(Boolean);

const PROCEDURES = ["MRI", "CT Scan", "Colonoscopy", "Knee Surgery", "Mammogram", "Blood Work", "X-Ray", "Ultrasound"];
const ZIPS = ["10001", "94103", "60601", "33101", "73301", "98101", "02108", "80202", "30301", "85001"];

/** A seeded demo account's session cookie, through the local-only sign-in page. */
export async function signIn(base, email) {
  const res = await fetch(`${base}/dev/sign-in`, {
    method: "POST",
    // Our own origin, as the page's form sends it: the cross-site guard refuses a write without one.
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ email }),
    redirect: "manual",
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__Host-cf_session="));
  if (!cookie) throw new Error(`bench: could not sign in as a demo account (HTTP ${res.status})`);
  return cookie.split(";")[0];
}

/** Codes Bellevue Hospital (CMS 360107) posts cash prices for, and one it does not, billed in turn. */
const BILL_CODES = ["70450", "85025", "99284", "80053", "71046", "99999"];

/** "Check a 50-line bill": the JSON POST /api/bills takes, 50 lines at Bellevue Hospital (or `ccn`), some repeated. */
export function fiftyLineBill(ccn = "360107") {
  return JSON.stringify({
    ccn,
    service_date: "2026-09-14",
    coverage: "self_pay",
    lines: Array.from({ length: 50 }, (_, i) => ({
      code: BILL_CODES[i % BILL_CODES.length],
      billed_amount: String(100 + (i % 7) * 25),
    })),
  });
}

/** The targets, in print order; the first is the static asset every ratio is taken against. */
export function loadTargets({ staticAsset, memberCookie, adminCookie, memberId }) {
  let turn = 0;
  const nextSearch = () => {
    turn += 1;
    return JSON.stringify({
      procedure: PROCEDURES[turn % PROCEDURES.length],
      zipCode: ZIPS[Math.floor(turn / PROCEDURES.length) % ZIPS.length],
    });
  };
  const targets = [
    { name: `static ${staticAsset.replace(/^\/assets\//, "")}`, path: staticAsset },
    { name: "GET / (anonymous)", path: "/" },
    { name: "GET /pricing (anonymous)", path: "/pricing" },
    {
      name: "POST /api/search-providers",
      path: "/api/search-providers",
      method: "POST",
      headers: { "content-type": "application/json" },
      nextBody: nextSearch,
      // Every procedure and ZIP pair once and again, so the run measures warm answers.
      warmRequests: PROCEDURES.length * ZIPS.length * 2,
    },
    // Beside the price search: checking a bill prices every line at one hospital and saves the case.
    {
      name: "POST /api/bills (check a 50-line bill)",
      path: "/api/bills",
      method: "POST",
      headers: { "content-type": "application/json", cookie: memberCookie },
      nextBody: fiftyLineBill,
    },
    { name: "GET /dashboard (member)", path: "/dashboard", headers: { cookie: memberCookie } },
    { name: "GET /admin-dashboard (admin)", path: "/admin-dashboard", headers: { cookie: adminCookie } },
    ...queueTargets({ adminCookie, memberId }),
  ];
  return ONLY.length
    ? targets.filter((target, i) => i === 0 || ONLY.some((word) => target.name.includes(word)))
    : targets;
}

/**
 * The writes that go through a queue: a page view (each from its own visitor address, as the
 * page-view limiter counts per address) and an admin email (its outbox row, then the queue).
 * Their req/s is the rate the queues are fed; scripts/bench-queues.mjs times the consumers.
 */
export function queueTargets({ adminCookie, memberId }) {
  const nextVisitor = visitorAddresses();
  let email = 0;
  return [
    {
      name: "POST /api/page-views → queue",
      path: "/api/page-views",
      method: "POST",
      headers: { "content-type": "application/json" },
      nextHeaders: () => ({ "cf-connecting-ip": nextVisitor() }),
      nextBody: () => JSON.stringify({ path: "/pricing", query: "" }),
      queue: PAGE_VIEW_QUEUE,
    },
    {
      name: "POST admin email → outbox queue",
      path: `/api/admin/users/${memberId}/send-email`,
      method: "POST",
      headers: { "content-type": "application/json", cookie: adminCookie },
      nextBody: () => JSON.stringify({ subject: `Bench ${(email += 1)}`, message: "A bench email." }),
      queue: OUTBOX_QUEUE,
      // Each warm-up email is one more for the consumer to send before the timed rounds.
      warmRequests: 10,
    },
  ];
}

/** A write carries our own origin, as the page's fetch does: the cross-site guard refuses one without it. */
function headersFor(base, target) {
  const headers = { ...(target.headers ?? {}), ...(target.nextHeaders?.() ?? {}) };
  if ((target.method ?? "GET") !== "GET") headers.origin = base;
  return headers;
}

async function warm(base, target) {
  for (let i = 0; i < (target.warmRequests ?? WARM_REQUESTS); i++) {
    const res = await fetch(base + target.path, {
      method: target.method ?? "GET",
      headers: headersFor(base, target),
      body: target.nextBody?.(),
    });
    await res.arrayBuffer();
  }
}

function percentile(ascending, q) {
  return ascending.length ? ascending[Math.min(ascending.length - 1, Math.floor(q * ascending.length))] : NaN;
}

async function measure(base, target, connections) {
  const latencies = [];
  const instance = autocannon({
    url: base + target.path,
    connections,
    duration: SECONDS,
    requests: [
      {
        method: target.method ?? "GET",
        headers: headersFor(base, target),
        ...(target.nextBody || target.nextHeaders
          ? {
              setupRequest: (req) => ({
                ...req,
                ...(target.nextBody ? { body: target.nextBody() } : {}),
                ...(target.nextHeaders ? { headers: { ...req.headers, ...target.nextHeaders() } } : {}),
              }),
            }
          : {}),
      },
    ],
  });
  instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  return {
    // Completed answers over the run: steadier than autocannon's per-second average on short runs.
    reqPerSec: result.requests.total / SECONDS,
    latencies,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
  };
}

/**
 * Runs every target at every connection count in ROUNDS interleaved rounds;
 * prints a table and answers one row per target and connection count.
 */
export async function runLoad(base, targets) {
  for (const target of targets) await warm(base, target);
  const rows = [];
  for (const connections of CONNECTIONS) {
    const runs = targets.map(() => []);
    for (let r = 0; r < ROUNDS; r++) {
      for (const [i, target] of targets.entries()) runs[i].push(await measure(base, target, connections));
    }
    const staticRuns = runs[0];
    const staticP99 = percentile(sorted(staticRuns.flatMap((m) => m.latencies)), 0.99);
    console.log(
      `\nLoad, ${connections} connections, ${ROUNDS} rounds of ${SECONDS} s per target (autocannon; ×static is the median of the rounds' ratios to the static asset, range in brackets):`,
    );
    console.log(
      `  ${"target".padEnd(32)} ${"req/s".padStart(6)} ${"×static".padStart(7)} ${"(range)".padStart(11)}  ${"p50".padStart(6)} ${"p95".padStart(6)} ${"p99".padStart(6)} ${"p99×".padStart(5)}  non-2xx`,
    );
    for (const [i, target] of targets.entries()) {
      // Each round's ratio is against the static asset of the same round, measured moments before.
      const ratios = runs[i].map((m, r) => m.reqPerSec / staticRuns[r].reqPerSec);
      const latencies = sorted(runs[i].flatMap((m) => m.latencies));
      const row = {
        target: target.name,
        connections,
        rounds: ROUNDS,
        reqPerSec: round(median(runs[i].map((m) => m.reqPerSec)), 1),
        throughputRatio: round(median(ratios)),
        throughputRatioRange: [round(Math.min(...ratios)), round(Math.max(...ratios))],
        p50: percentile(latencies, 0.5),
        p95: percentile(latencies, 0.95),
        p99: percentile(latencies, 0.99),
        p99Ratio: round(percentile(latencies, 0.99) / staticP99),
        non2xx: sum(runs[i].map((m) => m.non2xx)),
        errors: sum(runs[i].map((m) => m.errors)),
        total: sum(runs[i].map((m) => m.total)),
      };
      rows.push(row);
      const range = `(${row.throughputRatioRange.map((n) => n.toFixed(2)).join("–")})`;
      console.log(
        `  ${row.target.padEnd(32)} ${String(row.reqPerSec).padStart(6)} ${row.throughputRatio.toFixed(2).padStart(7)} ${range.padStart(11)}  ${ms(row.p50)} ${ms(row.p95)} ${ms(row.p99)} ${row.p99Ratio.toFixed(1).padStart(5)}  ${row.non2xx}${row.errors ? ` (${row.errors} errors)` : ""}`,
      );
    }
  }
  return rows;
}

const sorted = (values) => [...values].sort((a, b) => a - b);
const sum = (values) => values.reduce((a, b) => a + b, 0);
function median(values) {
  const s = sorted(values);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}
const round = (n, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const ms = (n) => `${Math.round(n)}ms`.padStart(6);
