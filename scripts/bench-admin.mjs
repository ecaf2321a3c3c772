// `npm run bench:admin` (or `node scripts/bench-admin.mjs [--persist-to DIR] [--no-build]`):
// the admin console on the scaled data set (docs/admin-scale.md). Figures, never test assertions:
// p50/p95 of each tab's first page, a search, a deep filtered and sorted page and the stats,
// each as a ratio to a static asset and to a warm POST /api/search-providers; HTML size per page.
import { spawn, spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { URLSearchParams } from "node:url";
import { findFreePort } from "./stand-ins/listen.mjs";

const args = process.argv.slice(2);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
const persistTo = args.includes("--persist-to") ? args[args.indexOf("--persist-to") + 1] : ".wrangler/bench-admin";
const HTML_LIMIT = 150 * 1024;
const run = (cmd, list) => {
  const r = spawnSync(cmd, list, { stdio: ["ignore", "ignore", "inherit"] });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!args.includes("--no-build")) {
  console.log("Building...");
  run("npx", ["remix", "vite:build"]);
}
console.log(`Scaled data in ${persistTo} (seeded once; later runs skip it)...`);
run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo]);
run("npx", ["tsx", "scripts/seed.ts", "--scale", "--persist-to", persistTo]);

const port = await findFreePort();
// Its own process group, stopped as a whole (npx → wrangler → workerd).
const server = spawn(
  "npx",
  [
    "wrangler",
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--persist-to",
    persistTo,
    "--show-interactive-dev-session=false",
  ],
  {
    stdio: "ignore",
    detached: true,
  },
);
const base = `http://127.0.0.1:${port}`;

async function signIn() {
  const res = await fetch(`${base}/dev/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ email: "support@carefinder.example" }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie;
}

async function measure(call) {
  const times = [];
  let status = 0;
  let bytes = 0;
  await (await call()).arrayBuffer(); // warm
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    const res = await call();
    bytes = (await res.arrayBuffer()).byteLength;
    status = res.status;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const p = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { status, bytes, p50: p(0.5), p95: p(0.95) };
}

try {
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const cookie = await signIn();
  const asset = `/assets/${readdirSync("build/client/assets").find((f) => f.startsWith("manifest-"))}`;
  const get = (path) => () => fetch(`${base}${path}`, { headers: { Cookie: cookie } });
  const staticRun = await measure(get(asset));
  const search = await measure(() =>
    fetch(`${base}/api/search-providers`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ procedure: "MRI", zipCode: "10001" }),
    }),
  );
  const cases = [
    ["Users, first page", "/admin-dashboard"],
    ["Requests, first page", "/admin-dashboard?tab=requests"],
    ["Documents, first page", "/admin-dashboard?tab=documents"],
    ["Tasks, first page", "/admin-dashboard?tab=tasks"],
    ["Audit, first page", "/admin-dashboard?tab=audit"],
    ["Outbox, first page", "/admin-dashboard?tab=outbox"],
    ["Search requests 'lopez bill'", "/admin-dashboard?tab=requests&q=lopez%20bill"],
    ["Search users 'maria'", "/admin-dashboard?q=maria"],
    [
      "Requests completed, by title, page 300",
      "/admin-dashboard?tab=requests&status=completed&sort=title&dir=asc&page=300",
    ],
    ["API requests search", "/api/admin/requests?q=garcia&status=pending"],
    ["API stats", "/api/admin/stats"],
  ];
  console.log(`\nAdmin console on the scaled data, ${REQUESTS} sequential requests each (wrangler dev, loopback):`);
  console.log(`  static asset ${asset}: p50 ${staticRun.p50.toFixed(1)} ms, p95 ${staticRun.p95.toFixed(1)} ms`);
  console.log(`  warm POST /api/search-providers: p50 ${search.p50.toFixed(1)} ms, p95 ${search.p95.toFixed(1)} ms`);
  console.log("  case                                        status   p50 ms   p95 ms  p95/static  p95/search   size");
  for (const [name, path] of cases) {
    const r = await measure(get(path));
    const size = `${(r.bytes / 1024).toFixed(1)} KiB${path.startsWith("/admin-dashboard") && r.bytes > HTML_LIMIT ? " (over 150 KB!)" : ""}`;
    console.log(
      `  ${name.padEnd(42)} ${String(r.status).padStart(6)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${(r.p95 / staticRun.p95).toFixed(1).padStart(10)}x ${(r.p95 / search.p95).toFixed(1).padStart(10)}x  ${size}`,
    );
  }
} finally {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    console.error("wrangler dev had already stopped (run it by hand to see why)");
  }
}
