// Serves the built app for Playwright: fresh local state under .wrangler/e2e-<port>,
// migrations applied, demo data seeded, then `wrangler dev` on the given port.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";

const port = process.argv[process.argv.indexOf("--port") + 1] ?? "8799";
// One state folder per port, so concurrent runs never wipe each other.
const persistTo = `.wrangler/e2e-${port}`;
rmSync(persistTo, { recursive: true, force: true });

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo]);
run("npx", ["tsx", "scripts/seed.ts", "--persist-to", persistTo]);

const server = spawn(
  "npx",
  ["wrangler", "dev", "--ip", "127.0.0.1", "--port", port, "--persist-to", persistTo, "--test-scheduled", "--show-interactive-dev-session=false"],
  { stdio: "inherit" },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
