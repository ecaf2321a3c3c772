// Serves the built app for Playwright: fresh local state under .wrangler/e2e-<port>,
// migrations applied, demo data seeded, the local stand-ins for Stripe and
// Google started as `npm start` starts them, then `wrangler dev` on the given port.
import { spawn, spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { startStandIns, stripeStateFile } from "./stand-ins/start.mjs";
import { findFreePort } from "./stand-ins/listen.mjs";

const port = process.argv[process.argv.indexOf("--port") + 1] ?? "8799";
// One state folder per port, so concurrent runs never wipe each other.
const persistTo = `.wrangler/e2e-${port}`;
rmSync(persistTo, { recursive: true, force: true });

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo]);
// The Stripe stand-in's port is chosen first: the seeded receipts in D1 name it.
const stripePort = await findFreePort();
run("npx", ["tsx", "scripts/seed.ts", "--persist-to", persistTo, "--stripe-port", String(stripePort)]);

// Google and Stripe are the local stand-ins (scripts/stand-ins/start.mjs), whatever
// .dev.vars holds; journeys find their addresses in stand-ins.json.
// The Stripe stand-in starts from the history the seed wrote beside D1 (the demo members' payments).
const standIns = await startStandIns({
  appOrigin: `http://127.0.0.1:${port}`,
  stripePort,
  stripeState: stripeStateFile(persistTo),
});
writeFileSync(`${persistTo}/stand-ins.json`, JSON.stringify(standIns.urls));
// APP_URL is where this server listens: OAuth's redirect URI is built from it.
const standInVars = Object.entries({ ...standIns.vars, APP_URL: `http://127.0.0.1:${port}` }).flatMap(
  ([name, value]) => ["--var", `${name}:${value}`],
);

// Stays in this script's process group: Playwright stops its web server by
// killing the whole group, and whoever starts this script (bench) does the same.
const server = spawn(
  "npx",
  [
    "wrangler",
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    port,
    "--persist-to",
    persistTo,
    "--test-scheduled",
    "--show-interactive-dev-session=false",
    ...standInVars,
  ],
  { stdio: "inherit" },
);
server.on("exit", (code) => standIns.close().finally(() => process.exit(code ?? 0)));
