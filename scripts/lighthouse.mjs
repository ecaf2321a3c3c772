// `npm run lighthouse` (and the end of `npm run bench`): Lighthouse's four scores
// for every public page at its default (mobile) settings, one page at a time,
// against the app served as the e2e tests serve it (scripts/e2e-server.mjs).
// Prints a table and writes .cache/lighthouse.json. Loopback only; the scores are
// measured, never asserted in tests (performance moves with the machine's load).
// Each page is audited LIGHTHOUSE_RUNS times (3 unless set) and the median run is
// reported, as Lighthouse's own guide to variability advises
// (https://github.com/GoogleChrome/lighthouse/blob/main/docs/variability.md):
// the run nearest the median first paint and time to interactive.
import { spawn } from "node:child_process";
import { mkdirSync, openSync, writeFileSync } from "node:fs";
import { clearTimeout, setTimeout } from "node:timers";
import { pathToFileURL } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { PUBLIC_PAGES as PUBLIC_PAGE_LIST } from "../app/data/public-pages.ts";
import { findFreePort } from "./stand-ins/listen.mjs";

export const PUBLIC_PAGES = PUBLIC_PAGE_LIST.map((page) => page.path);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const TIMING_AUDITS = {
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  si: "speed-index",
};
const PAGE_TIMEOUT_MS = Number(process.env.LIGHTHOUSE_PAGE_TIMEOUT_MS ?? 180_000);
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
// The flags the e2e browser uses: no background traffic, nothing beyond loopback.
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-quic",
  "--no-first-run",
  "--disable-component-update",
  "--disable-sync",
];

/** Scores every public page of the app at `base`; prints a table and answers the rows. */
export async function scorePages(base, pages = PUBLIC_PAGES) {
  // One plain request per page first, so the first audit does not time a cold Worker.
  for (const page of pages)
    await fetch(base + page).then(
      (r) => r.arrayBuffer(),
      () => undefined,
    );
  const rows = [];
  for (const page of pages) {
    const runs = [];
    let error = null;
    // A failed audit gets one more try: Lighthouse sometimes loses a trace (NO_NAVSTART) on a loaded machine.
    for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 1; attempt++) {
      await auditPage(base + page).then(
        (lhr) => runs.push(lhr),
        (e) => void (error = String(e?.message ?? e)),
      );
    }
    rows.push(
      runs.length
        ? { page, ...scoresOf(computeMedianRun(runs)), runs: runs.map((lhr) => scoreOf(lhr, "performance")) }
        : { page, error },
    );
  }
  printTable(rows);
  return rows;
}

// A fresh browser per audit, killed however the run ends, so a stuck page cannot hold up the next one.
async function auditPage(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  let timer;
  try {
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no result in ${PAGE_TIMEOUT_MS / 1000} s`)), PAGE_TIMEOUT_MS);
    });
    const result = await Promise.race([
      lighthouse(url, { port: chrome.port, logLevel: "error", output: "json", onlyCategories: CATEGORIES }),
      timeout,
    ]);
    if (!result) throw new Error("Lighthouse returned no result");
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    clearTimeout(timer);
    chrome.kill();
  }
}

const scoreOf = (lhr, id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));

/** One audit's four scores, what cost points outside performance, and the timings behind performance. */
function scoresOf(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, scoreOf(lhr, id)]));
  // What cost points outside performance, so a score below 100 says where to look.
  const failing = Object.values(lhr.audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        CATEGORIES.slice(1).some((id) =>
          lhr.categories[id]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
        ),
    )
    .map((audit) => audit.id);
  // The timings behind the performance score, so a 98 says which one moved.
  const timings = Object.fromEntries(
    Object.entries(TIMING_AUDITS).map(([name, id]) => [
      name,
      Math.round((lhr.audits[id]?.numericValue ?? 0) * (name === "cls" ? 1000 : 1)) / (name === "cls" ? 1000 : 1),
    ]),
  );
  return { ...scores, formFactor: lhr.configSettings.formFactor, failing, timings };
}

/** Writes the rows to .cache/lighthouse.json. */
export function writeScores(pages) {
  mkdirSync(".cache", { recursive: true });
  writeFileSync(".cache/lighthouse.json", `${JSON.stringify({ at: new Date().toISOString(), pages }, null, 2)}\n`);
  console.log("Written to .cache/lighthouse.json");
}

function printTable(rows) {
  const cell = (value) => String(value ?? "-").padStart(14);
  console.log(
    `\nLighthouse (mobile, loopback; the median of ${RUNS} run${RUNS === 1 ? "" : "s"} per page, every run's performance in brackets; performance moves with the machine's load):`,
  );
  console.log(
    `  ${"page".padEnd(20)}${["performance", "accessibility", "best practices", "SEO"].map((h) => `  ${h.padStart(14)}`).join("")}`,
  );
  for (const row of rows) {
    if (row.error) console.log(`  ${row.page.padEnd(20)}  failed: ${row.error}`);
    else {
      const slow =
        row.performance < 100
          ? `   (${Object.entries(row.timings)
              .map(([name, value]) => `${name} ${value}`)
              .join(", ")})`
          : "";
      console.log(
        `  ${row.page.padEnd(20)}${CATEGORIES.map((id) => `  ${cell(row[id])}`).join("")}   [${row.runs.join(" ")}]${row.failing.length ? `   (${row.failing.join(", ")})` : ""}${slow}`,
      );
    }
  }
}

// Run on its own (bench calls scorePages with its own server): serve the app on a free port in its own process group, score, stop the group.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  mkdirSync(".cache", { recursive: true });
  const port = await findFreePort();
  const serverLog = openSync(".cache/lighthouse-server.log", "w");
  const server = spawn(process.execPath, ["scripts/e2e-server.mjs", "--port", String(port)], {
    stdio: ["ignore", serverLog, serverLog],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    console.log("Starting the app (output in .cache/lighthouse-server.log)...");
    let up = false;
    for (let i = 0; i < 600 && !up; i++) {
      up = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (!up) await new Promise((r) => setTimeout(r, 500));
    }
    if (!up) throw new Error("lighthouse: the server did not start in 5 minutes (see .cache/lighthouse-server.log)");
    // `npm run lighthouse -- /sign-in /pricing` scores only those pages.
    const asked = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
    const pages = await scorePages(base, asked.length ? asked : PUBLIC_PAGES);
    writeScores(pages);
    process.exitCode = pages.some((row) => row.error) ? 1 : 0;
  } finally {
    process.kill(-server.pid, "SIGTERM");
  }
  // Lighthouse's and chrome-launcher's leftover handles would keep Node alive.
  process.exit();
}
