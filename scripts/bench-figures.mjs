// Figures `npm run bench` prints beside its budgets (issues 37, 40, 41): the Worker's size and start-up CPU,
// the hospital's codes file read cold and warm, and the call-booking page against the dashboard.
// Answer times are taken in turns (static asset, then each target, again and again) so every target meets
// the same moment's load; one request at a time, so these are answer times, not capacity.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { fiftyLineBill } from "./bench-load.mjs";
import { LIMIT_KIB } from "./worker-size.mjs";

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const median = (times) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
const range = (times) => `${Math.min(...times).toFixed(1)}–${Math.max(...times).toFixed(1)}`;

/** Milliseconds from the request to the last byte of its answer, and its status. */
async function timed(call) {
  const start = performance.now();
  const res = await call();
  await res.arrayBuffer();
  return { ms: performance.now() - start, status: res.status };
}

/**
 * The bundle `wrangler deploy --dry-run` wrote, beside its budget, and `wrangler check startup`'s CPU for
 * it (workerd's start-up profile of the same bundle: `bundleFile` is the multipart upload `--outfile` writes).
 */
export function workerFigures(scriptFile, bundleFile) {
  const bytes = readFileSync(scriptFile);
  const figures = { rawBytes: bytes.length, gzipBytes: gzipSync(bytes).length, budgetKiB: LIMIT_KIB };
  console.log(
    `Worker bundle: ${kib(figures.rawBytes)} raw (budget ${LIMIT_KIB.toLocaleString("en-US")} KiB, scripts/worker-size.mjs), ` +
      `${kib(figures.gzipBytes)} gzip (Cloudflare's free-plan limit is 3 MiB gzip)`,
  );
  const check = spawnSync(
    "npx",
    ["wrangler", "check", "startup", "--worker", bundleFile, "--outfile", ".cache/worker-startup.cpuprofile"],
    { encoding: "utf8" },
  );
  const output = `${check.stdout}\n${check.stderr}`;
  const active = /Active:\s*([\d.]+)\s*ms/.exec(output)?.[1];
  const window = /Profile window:\s*([\d.]+)\s*ms/.exec(output)?.[1];
  if (active) {
    figures.startupCpuMs = Number(active);
    figures.startupWindowMs = Number(window);
    console.log(
      `Worker start-up (wrangler check startup, this machine): ${active} ms of CPU in a ${window} ms window ` +
        "(Cloudflare's limit is 1 s; profile in .cache/worker-startup.cpuprofile)",
    );
  } else {
    console.log(`Worker start-up: wrangler check startup gave no figure (exit ${check.status})`);
  }
  return figures;
}

/**
 * Where a bill check reads the hospital's posted prices: its file among the Worker's static assets
 * (`/data/codes/<version>/<ccn>.json`, app/.server/hospitals/hospital-codes.server.ts), kept in memory for
 * the last few hospitals. Cold: the first bill at a hospital this Worker has not read yet (the file fetched
 * and parsed); warm: the same bill again (from memory). `rounds` hospitals, each cold then warm, in turns
 * with the static asset.
 */
export async function codesColdWarm(base, { cookie, staticAsset, rounds }) {
  const files = readdirSync("build/client/data/codes")
    .flatMap((version) => readdirSync(`build/client/data/codes/${version}`).map((file) => `${version}/${file}`))
    .filter((file) => /\/\d{6}\.json$/.test(file));
  // Hospitals far from the ones other parts of the bench use, spread over the list.
  const ccns = Array.from({ length: rounds }, (_, i) => files[Math.floor(((i + 0.5) * files.length) / rounds)]).map(
    (file) => file.split("/")[1].replace(".json", ""),
  );
  const check = (ccn) => () =>
    fetch(`${base}/api/bills`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base, cookie },
      body: fiftyLineBill(ccn),
    });
  const turns = { static: [], cold: [], warm: [] };
  let refused = 0;
  for (const ccn of ccns) {
    turns.static.push((await timed(() => fetch(base + staticAsset))).ms);
    const cold = await timed(check(ccn));
    const warm = await timed(check(ccn));
    if (cold.status !== 201 && cold.status !== 200) {
      refused += 1;
      continue;
    }
    turns.cold.push(cold.ms);
    turns.warm.push(warm.ms);
  }
  const p50 = Object.fromEntries(Object.entries(turns).map(([name, times]) => [name, median(times)]));
  console.log(
    `  Hospital's codes file (static assets, /data/codes/…/<ccn>.json; kept in memory per isolate), 50-line bill, ` +
      `${turns.cold.length} hospitals${refused ? ` (${refused} refused)` : ""}: cold p50 ${p50.cold.toFixed(1)} ms ` +
      `(${range(turns.cold)}), warm p50 ${p50.warm.toFixed(1)} ms (${range(turns.warm)}); static asset ${p50.static.toFixed(1)} ms`,
  );
  return { source: "static assets, kept in memory per isolate", p50, hospitals: turns.cold.length, refused };
}

/** The call-booking page (`/dashboard/call`, its 14 days of free slots) against the dashboard, same member. */
export async function slotPageVsDashboard(base, { cookie, staticAsset, rounds }) {
  const get = (path) => () => fetch(base + path, { headers: { cookie } });
  const turns = { static: [], dashboard: [], slots: [] };
  const statuses = new Set();
  for (let i = 0; i < rounds; i++) {
    turns.static.push((await timed(() => fetch(base + staticAsset))).ms);
    const dashboard = await timed(get("/dashboard"));
    const slots = await timed(get("/dashboard/call"));
    statuses.add(`${dashboard.status}/${slots.status}`);
    turns.dashboard.push(dashboard.ms);
    turns.slots.push(slots.ms);
  }
  const p50 = Object.fromEntries(Object.entries(turns).map(([name, times]) => [name, median(times)]));
  const ratio = Number((p50.slots / p50.dashboard).toFixed(2));
  console.log(
    `  Call booking page (/dashboard/call, Premium member) p50 ${p50.slots.toFixed(1)} ms (${range(turns.slots)}) against ` +
      `the dashboard's ${p50.dashboard.toFixed(1)} ms (${range(turns.dashboard)}) = ${ratio}× (goal ≤ 1.5×); ` +
      `static ${p50.static.toFixed(1)} ms; statuses ${[...statuses].join(", ")}`,
  );
  return { p50, ratio };
}
