// `npm run bench`: the speed figures we care about, measured, never asserted in tests.
//  1. Client JavaScript shipped (raw and gzip), largest chunk.
//  2. Worker bundle as deployed (`wrangler deploy --dry-run`), raw and gzip.
//  3. Local latency (p50/p95) of key pages and API calls under `wrangler dev`
//     on loopback, with a bounded number of sequential requests.
import { spawn, spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { findFreePort } from "../test/support/listen.mjs";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: ["ignore", "ignore", "inherit"] });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

console.log("Building...");
run("npx", ["remix", "vite:build"]);

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
console.log(`\nClient JS, all routes: ${js.length} files, ${kb(raw)} raw, ${kb(gz)} gzip; largest ${largest.name} ${kb(largest.gz)} gzip`);

// What a first visit to a page downloads: entry + root + the route's module and imports (Remix's manifest).
const manifestFile = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
const manifest = JSON.parse(readFileSync(join(assets, manifestFile), "utf8").replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, ""));
const gzipOf = (url) => gzipSync(readFileSync(join("build/client", url))).length;
const pageJs = (routeId) => {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of ["root", routeId]) {
    const route = manifest.routes[id];
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files].reduce((sum, file) => sum + gzipOf(file), 0);
};
console.log("JS a first visit downloads (gzip):");
for (const [page, id] of [["/", "routes/_index"], ["/pricing", "routes/pricing"], ["/form", "routes/form"], ["/dashboard", "routes/dashboard"], ["/admin-dashboard", "routes/admin-dashboard"]]) {
  if (manifest.routes[id]) console.log(`  ${page.padEnd(18)} ${kb(pageJs(id))}`);
}

rmSync(".cache/bench-dist", { recursive: true, force: true });
run("npx", ["wrangler", "deploy", "--dry-run", "--outdir", ".cache/bench-dist"]);
const workerFile = join(".cache/bench-dist", readdirSync(".cache/bench-dist").find((f) => f.endsWith(".js")));
const workerBytes = readFileSync(workerFile);
console.log(`Worker bundle: ${kb(statSync(workerFile).size)} raw, ${kb(gzipSync(workerBytes).length)} gzip (Cloudflare's free-plan limit is 3 MiB gzip)`);

const port = await findFreePort();
// Its own process group, stopped as a whole: killing only the script would leave
// `npx`'s wrangler and workerd running.
const server = spawn(process.execPath, ["scripts/e2e-server.mjs", "--port", String(port)], { stdio: "ignore", detached: true });
const base = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const cases = [
    ["GET /", () => fetch(`${base}/`)],
    ["GET /pricing", () => fetch(`${base}/pricing`)],
    ["GET /api/health", () => fetch(`${base}/api/health`)],
    [
      "POST /api/search-providers",
      () => fetch(`${base}/api/search-providers`, { method: "POST", headers: { "Content-Type": "application/json", Origin: base }, body: JSON.stringify({ procedure: "MRI", zipCode: "10001" }) }),
    ],
  ];
  console.log(`\nLocal latency over ${REQUESTS} sequential requests each (wrangler dev, loopback):`);
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
  }
} finally {
  process.kill(-server.pid, "SIGTERM");
}
