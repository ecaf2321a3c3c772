// Serves the built app for Playwright: fresh local state under .wrangler/e2e-<port>,
// migrations applied, demo data seeded, then `wrangler dev` on the given port.
import { spawn, spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { startStripeStandIn } from "../test/support/stripe-stand-in.mjs";

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

// Payments talk to a local stand-in for Stripe's API (test-only, obviously fake keys);
// journeys find its address in stripe-standin.json to steer its answers.
const stripe = await startStripeStandIn();
writeFileSync(`${persistTo}/stripe-standin.json`, JSON.stringify({ url: stripe.url }));
const stripeVars = [
  "STRIPE_SECRET_KEY:sk_test_standin",
  "STRIPE_PUBLISHABLE_KEY:pk_test_standin",
  "STRIPE_WEBHOOK_SECRET:whsec_standin",
  `STRIPE_API_BASE:${stripe.url}`,
].flatMap((pair) => ["--var", pair]);

// Stays in this script's process group: Playwright stops its web server by
// killing the whole group, and whoever starts this script (bench) does the same.
const server = spawn(
  "npx",
  ["wrangler", "dev", "--ip", "127.0.0.1", "--port", port, "--persist-to", persistTo, "--test-scheduled", "--show-interactive-dev-session=false", ...stripeVars],
  { stdio: "inherit" },
);
server.on("exit", (code) => stripe.close().finally(() => process.exit(code ?? 0)));
