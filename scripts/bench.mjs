// `npm run bench`: the speed figures we care about, measured, never asserted in tests.
//  1. Client JavaScript shipped (raw and gzip), largest chunk.
//  2. Worker bundle as deployed (`wrangler deploy --dry-run`), raw and gzip.
//  3. Local latency (p50/p95) of key pages and API calls under `wrangler dev`
//     on loopback, with a bounded number of sequential requests.
//  4. Throughput under load (scripts/bench-load.mjs) at 8 and 64 connections, the two
//     writes that feed a queue included (page views, admin email); then the queues'
//     end-to-end throughput (scripts/bench-queues.mjs).
//  5. Lighthouse's four scores per public page, mobile (scripts/lighthouse.mjs).
//  Beside them (scripts/bench-figures.mjs): the Worker's start-up CPU, the first visit's JavaScript as a
//  browser loads it, the hospital's codes file cold and warm, and the call-booking page against the dashboard.
// The server is `wrangler dev` built as a deploy builds (NODE_ENV=production: React's production build),
// on BENCH_PORT if set. BENCH_LIGHTHOUSE=0 skips Lighthouse.
// Everything measured is also written to .cache/bench.json; the bundle
// visualizer's map of every client chunk goes to .cache/bundle.html.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { findFreePort } from "./stand-ins/listen.mjs";
import { fiftyLineBill, loadTargets, queueTargets, runLoad, signIn } from "./bench-load.mjs";
import { codesColdWarm, slotPageVsDashboard, workerFigures } from "./bench-figures.mjs";
import { scriptsOfFirstVisit } from "./bench-first-visit.mjs";
import { pdfReadVsSearch } from "./bench-pdf-read.mjs";
import { measureQueues } from "./bench-queues.mjs";
import { scorePages, writeScores } from "./lighthouse.mjs";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
/** Milliseconds from the request to the last byte of its answer. */
const timed = async (call) => {
  const start = performance.now();
  await (await call()).arrayBuffer();
  return performance.now() - start;
};
const median = (times) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
const run = (cmd, args, env = process.env) => {
  const r = spawnSync(cmd, args, { stdio: ["ignore", "ignore", "inherit"], env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
const results = {
  at: new Date().toISOString(),
  note: "Absolute figures depend on the machine's other load; compare ratios.",
  loadAverageAtStart: loadavg(),
  cpus: cpus().length,
};

console.log("Building...");
mkdirSync(".cache", { recursive: true });
run("npx", ["remix", "vite:build"], { ...process.env, BENCH_VISUALIZE: "1" });
console.log("Bundle map (rollup-plugin-visualizer): .cache/bundle.html");

const assets = "build/client/assets";
const js = readdirSync(assets).filter((f) => f.endsWith(".js"));
let raw = 0;
let gz = 0;
let largest = { name: "", gz: 0 };
for (const file of js) {
  const bytes = readFileSync(join(assets, file));
  const g = gzipSync(bytes).length;
  raw += bytes.length;
  gz += g;
  if (g > largest.gz) largest = { name: file, gz: g };
}
console.log(
  `\nClient JS, all routes: ${js.length} files, ${kb(raw)} raw, ${kb(gz)} gzip; largest ${largest.name} ${kb(largest.gz)} gzip`,
);
results.clientJs = { files: js.length, rawBytes: raw, gzipBytes: gz, largest };

// What a first visit to a page downloads: entry + root + the route's module and imports (Remix's manifest).
const manifestFile = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
const manifest = JSON.parse(
  readFileSync(join(assets, manifestFile), "utf8")
    .replace(/^window\.__remixManifest=/, "")
    .replace(/;\s*$/, ""),
);
const gzipOf = (url) => gzipSync(readFileSync(join("build/client", url))).length;
// Split three ways: the framework every page shares (entry: react-dom, Remix), the site frame
// (root: header, footer, session, error page) and the page's own code.
const filesOf = (id) => [manifest.routes[id].module, ...(manifest.routes[id].imports ?? [])];
const pageJs = (routeId) => {
  const framework = new Set([manifest.entry.module, ...manifest.entry.imports]);
  const frame = new Set(filesOf("root").filter((file) => !framework.has(file)));
  const own = new Set(filesOf(routeId).filter((file) => !framework.has(file) && !frame.has(file)));
  const sum = (files) => [...files].reduce((total, file) => total + gzipOf(file), 0);
  const parts = { framework: sum(framework), frame: sum(frame), page: sum(own) };
  return { total: parts.framework + parts.frame + parts.page, ...parts };
};
console.log("JS a first visit downloads (gzip): total = framework + site frame + the page's own code");
results.firstVisitJsGzipBytes = {};
results.firstVisitJsParts = {};
for (const [page, id] of [
  ["/", "routes/_index"],
  ["/pricing", "routes/pricing"],
  ["/precios-y-planes", "routes/precios-y-planes"],
  ["/sign-in", "routes/sign-in"],
  ["/form", "routes/form"],
  ["/dashboard", "routes/dashboard"],
  ["/admin-dashboard", "routes/admin-dashboard"],
]) {
  if (manifest.routes[id]) {
    const js = pageJs(id);
    results.firstVisitJsGzipBytes[page] = js.total;
    results.firstVisitJsParts[page] = js;
    console.log(
      `  ${page.padEnd(18)} ${kb(js.total).padStart(10)} = ${kb(js.framework)} + ${kb(js.frame)} + ${kb(js.page)}`,
    );
  }
}

rmSync(".cache/bench-dist", { recursive: true, force: true });
// The upload as a deploy makes it (--outfile: the multipart body `wrangler check startup` profiles), and its script.
run("npx", [
  "wrangler",
  "deploy",
  "--dry-run",
  "--outdir",
  ".cache/bench-dist",
  "--outfile",
  ".cache/bench-worker.bundle",
]);
const workerFile = join(
  ".cache/bench-dist",
  readdirSync(".cache/bench-dist").find((f) => f.endsWith(".js")),
);
results.workerBundle = workerFigures(workerFile, ".cache/bench-worker.bundle");

// BENCH_PORT picks the port (a shared machine: keep clear of ports others use); any free one otherwise.
const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await findFreePort();
// Its own process group, stopped as a whole: killing only the script would leave
// `npx`'s wrangler and workerd running.
// Its output goes to .cache/bench-server.log (a busy machine can take minutes to start it).
const serverLog = openSync(".cache/bench-server.log", "w");
const server = spawn(process.execPath, ["scripts/e2e-server.mjs", "--port", String(port)], {
  stdio: ["ignore", serverLog, serverLog],
  detached: true,
  // What a deploy bundles: wrangler dev otherwise picks React's development build (slower, and not what runs).
  env: { ...process.env, NODE_ENV: "production" },
});
const base = `http://127.0.0.1:${port}`;
try {
  let up = false;
  for (let i = 0; i < 600 && !up; i++) {
    up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (!up) await new Promise((r) => setTimeout(r, 500));
  }
  if (!up) throw new Error("bench: the server did not start in 5 minutes (see .cache/bench-server.log)");
  // Every script a browser fetches on a first visit (budget: 100 KiB gzip on /).
  results.firstVisitInBrowser = await scriptsOfFirstVisit(base, ["/", "/pricing"]);
  console.log("\nFirst visit in Chromium, every script it fetches (gzip; budget 100 KiB on /):");
  for (const [page, visit] of Object.entries(results.firstVisitInBrowser)) {
    console.log(`  ${page.padEnd(18)} ${kb(visit.gzipBytes).padStart(10)} in ${visit.scripts.length} scripts`);
  }
  let uncached = 0;
  // A member's cookie for the bill check, the one write timed here ("within 2× a price search").
  const billCookie = await signIn(base, "maria.lopez@example.com");
  const searchMri = () =>
    fetch(`${base}/api/search-providers`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base },
      body: JSON.stringify({ procedure: "MRI", zipCode: "10001" }),
    });
  const checkFiftyLineBill = () =>
    fetch(`${base}/api/bills`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base, cookie: billCookie },
      body: fiftyLineBill(),
    });
  const cases = [
    ["GET /", () => fetch(`${base}/`)],
    ["GET /pricing", () => fetch(`${base}/pricing`)],
    ["GET /api/health", () => fetch(`${base}/api/health`)],
    ["POST /api/search-providers", searchMri],
    // A new ZIP each time misses the answer cache, so this times the figures plus the nearest-hospital scan.
    [
      "POST search-providers, uncached",
      () =>
        fetch(`${base}/api/search-providers`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: base },
          body: JSON.stringify({ procedure: "MRI", zipCode: String(10001 + uncached++) }),
        }),
    ],
    ["GET /hospitals/330204", () => fetch(`${base}/hospitals/330204`)],
  ];
  console.log(`\nLocal latency over ${REQUESTS} sequential requests each (wrangler dev, loopback):`);
  results.sequential = [];
  for (const [name, call] of cases) {
    const times = [];
    let status = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const start = performance.now();
      const res = await call();
      await res.arrayBuffer();
      status = res.status;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const p = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
    console.log(`  ${name.padEnd(30)} status ${status}  p50 ${p(0.5)} ms  p95 ${p(0.95)} ms`);
    results.sequential.push({ name, status, p50: Number(p(0.5)), p95: Number(p(0.95)) });
  }
  // A 50-line bill check should answer within 2× a price search. Timed in turns (static asset, search, bill,
  // static, …) so all three meet the same moment's load; one at a time, so this is answer time, not capacity.
  const stylesheet = () => fetch(base + manifestStylesheet());
  const turns = { static: [], search: [], bill: [] };
  for (let i = 0; i < REQUESTS; i++) {
    turns.static.push(await timed(stylesheet));
    turns.search.push(await timed(searchMri));
    turns.bill.push(await timed(checkFiftyLineBill));
  }
  const p50 = Object.fromEntries(Object.entries(turns).map(([name, times]) => [name, median(times)]));
  const x = (name) => (p50[name] / p50.static).toFixed(2);
  results.billToSearch = { p50, ratio: Number((p50.bill / p50.search).toFixed(2)) };
  console.log(
    `  In turns, p50: static ${p50.static.toFixed(1)} ms; price search ${p50.search.toFixed(1)} ms (${x("search")}× the static asset's time); ` +
      `50-line bill check ${p50.bill.toFixed(1)} ms (${x("bill")}× its time) = ${results.billToSearch.ratio}× a search`,
  );
  results.pdfRead = await pdfReadVsSearch({ search: searchMri, rounds: Math.max(5, Math.round(REQUESTS / 10)) });

  // The static asset: the root stylesheet, a hashed file Static Assets serves without the Worker.
  const staticAsset = manifestStylesheet();
  const turnsOf = Math.max(5, Math.round(REQUESTS / 2));
  results.hospitalCodes = await codesColdWarm(base, { cookie: billCookie, staticAsset, rounds: turnsOf });
  results.slotPage = await slotPageVsDashboard(base, {
    cookie: await signIn(base, "claire.dubois@example.com"),
    staticAsset,
    rounds: turnsOf,
  });
  // What each kind of answer says may be cached (the rule lives in worker/edge-cache.ts and public/_headers).
  results.headers = {};
  console.log("\nCaching headers:");
  for (const [name, path] of [
    ["hashed asset", staticAsset],
    ["GET / (anonymous)", "/"],
    ["GET /pricing.data", "/pricing.data"],
  ]) {
    const res = await fetch(base + path);
    await res.arrayBuffer();
    const h = {
      status: res.status,
      cacheControl: res.headers.get("cache-control"),
      etag: res.headers.get("etag"),
      edgeCache: res.headers.get("x-edge-cache"),
    };
    results.headers[name] = h;
    console.log(
      `  ${name.padEnd(20)} ${h.status} Cache-Control: ${h.cacheControl ?? "(none)"}${h.etag ? `  ETag: ${h.etag}` : ""}${h.edgeCache ? `  X-Edge-Cache: ${h.edgeCache}` : ""}`,
    );
  }

  const [memberCookie, adminCookie] = [
    await signIn(base, "maria.lopez@example.com"),
    await signIn(base, "support@carefinder.example"),
  ];
  const memberId = await firstMemberId(base, adminCookie);
  results.load = await runLoad(base, loadTargets({ staticAsset, memberCookie, adminCookie, memberId }));
  results.queues = await measureQueues(
    base,
    ".cache/bench-server.log",
    queueTargets({ adminCookie, memberId }),
    results.load,
  );
  // Last, on the same server: Lighthouse's four scores per public page (scripts/lighthouse.mjs).
  // BENCH_LIGHTHOUSE=0 skips it (a short run on a shared machine).
  if (process.env.BENCH_LIGHTHOUSE !== "0") {
    results.lighthouse = await scorePages(base);
    writeScores(results.lighthouse);
  }
  results.loadAverageAtEnd = loadavg();
  console.log(
    `Machine: ${cpus().length} CPUs, load average ${results.loadAverageAtStart.map((n) => n.toFixed(1)).join(" ")} at start, ${results.loadAverageAtEnd.map((n) => n.toFixed(1)).join(" ")} at end.`,
  );
  writeFileSync(".cache/bench.json", `${JSON.stringify(results, null, 2)}\n`);
  console.log("\nWritten to .cache/bench.json (machine shared with other work: compare ratios, not absolute figures).");
} finally {
  process.kill(-server.pid, "SIGTERM");
}

/** A seeded member's id, whom the admin emails (the admin list, as the dashboard reads it). */
async function firstMemberId(base, adminCookie) {
  const res = await fetch(`${base}/api/admin/users`, { headers: { cookie: adminCookie } });
  const body = await res.json();
  const id = body.users?.[0]?.id;
  if (!id) throw new Error(`bench: no member in /api/admin/users (HTTP ${res.status})`);
  return id;
}

function manifestStylesheet() {
  const css = readdirSync(assets).filter((f) => /^global-.*\.css$/.test(f));
  if (css.length !== 1) throw new Error("bench: expected one hashed global stylesheet in build/client/assets");
  return `/assets/${css[0]}`;
}
