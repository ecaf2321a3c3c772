// The app for the soak, started as the Playwright server is
// (scripts/e2e-server.mjs): the production build under `wrangler dev
// --test-scheduled`, fresh migrated and seeded local D1/R2 in its own folder
// (.wrangler/e2e-<port>, never the developer's .wrangler/state), and the
// Stripe and Google stand-ins beside it.
import { spawn } from "node:child_process";
import { mkdirSync, openSync, readFileSync } from "node:fs";
import { findFreePort } from "../stand-ins/listen.mjs";

const LOG = ".cache/soak-server.log";

export async function startServer({ timeoutMs = 10 * 60_000 } = {}) {
  const port = await findFreePort();
  mkdirSync(".cache", { recursive: true });
  const log = openSync(LOG, "w");
  // Its own process group, stopped as a whole (wrangler and workerd included).
  const child = spawn(process.execPath, ["scripts/e2e-server.mjs", "--port", String(port)], {
    stdio: ["ignore", log, log],
    detached: true,
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const base = `http://127.0.0.1:${port}`;
  const persistTo = `.wrangler/e2e-${port}`;
  const stop = async () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return; // already gone
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  };
  const until = Date.now() + timeoutMs;
  let up = false;
  while (!up && Date.now() < until && child.exitCode === null) {
    up = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (!up) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!up) {
    await stop();
    throw new Error(`soak: the server did not start (see ${LOG})`);
  }
  const urls = JSON.parse(readFileSync(`${persistTo}/stand-ins.json`, "utf8"));
  return { base, persistTo, urls, stop, log: LOG };
}
