import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { unstable_readConfig } from "wrangler";
import { findFreePort } from "./scripts/stand-ins/listen.mjs";

// Kept apart from vite.config.ts so the Remix plugin never loads in tests.
const alias = {
  "~": resolve(import.meta.dirname, "app"),
  "remix-server-build": resolve(import.meta.dirname, "build/server/index.js"),
};

// The tests run on the committed configuration, never on a developer's own
// .dev.vars (which wrangler reads beside wrangler.toml, and `npm start` fills
// with the stand-ins' addresses and made-up keys): every key .dev.vars may set
// is put back to wrangler.toml's value, or left empty for a secret.
const committed = unstable_readConfig({ config: "wrangler.toml" }, { hideWarnings: true });
const committedVars = committed.vars;
const devVarsKeys = [...readFileSync(".dev.vars.example", "utf8").matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map(
  (m) => m[1],
);
const withoutDevVars = Object.fromEntries(devVarsKeys.map((key) => [key, String(committedVars[key] ?? "")]));

// Payment tests drive the real Stripe SDK against a local stand-in for Stripe's
// API (scripts/stand-ins/stripe.mjs), served from Node by globalSetup.
process.env.STRIPE_STANDIN_PORT ??= String(await findFreePort());
const stripeTestBindings = {
  STRIPE_SECRET_KEY: "sk_test_standin",
  STRIPE_PUBLISHABLE_KEY: "pk_test_standin",
  STRIPE_WEBHOOK_SECRET: "whsec_standin",
  STRIPE_API_BASE: `http://127.0.0.1:${process.env.STRIPE_STANDIN_PORT}`,
};

// OAuth tests drive arctic against a local stand-in for the provider's
// authorize/token/userinfo endpoints (scripts/stand-ins/oauth.mjs), served
// from Node by globalSetup; tests read its origin from this binding.
// (Stripe's port is only probed, not yet bound, so make sure it is not handed out twice.)
while (!process.env.OAUTH_STANDIN_PORT || process.env.OAUTH_STANDIN_PORT === process.env.STRIPE_STANDIN_PORT) {
  process.env.OAUTH_STANDIN_PORT = String(await findFreePort());
}
// A second provider for the fault tests (test/integration/faults-oauth.test.ts), so
// switching its endpoints off never meets auth-oauth.test.ts's provider.
while (
  !process.env.OAUTH_FAULTS_STANDIN_PORT ||
  [process.env.STRIPE_STANDIN_PORT, process.env.OAUTH_STANDIN_PORT].includes(process.env.OAUTH_FAULTS_STANDIN_PORT)
) {
  process.env.OAUTH_FAULTS_STANDIN_PORT = String(await findFreePort());
}
// Bot-check tests drive the app's Turnstile client against a local stand-in
// (scripts/stand-ins/turnstile.mjs); tests switch the check on with its keys.
while (
  !process.env.TURNSTILE_STANDIN_PORT ||
  [process.env.STRIPE_STANDIN_PORT, process.env.OAUTH_STANDIN_PORT, process.env.OAUTH_FAULTS_STANDIN_PORT].includes(
    process.env.TURNSTILE_STANDIN_PORT,
  )
) {
  process.env.TURNSTILE_STANDIN_PORT = String(await findFreePort());
}
const oauthTestBindings = {
  TURNSTILE_STANDIN_ORIGIN: `http://127.0.0.1:${process.env.TURNSTILE_STANDIN_PORT}`,
  OAUTH_STANDIN_ORIGIN: `http://127.0.0.1:${process.env.OAUTH_STANDIN_PORT}`,
  OAUTH_FAULTS_STANDIN_ORIGIN: `http://127.0.0.1:${process.env.OAUTH_FAULTS_STANDIN_PORT}`,
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        plugins: [
          cloudflareTest(async () => ({
            main: "./worker/index.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                ...withoutDevVars,
                TEST_MIGRATIONS: await readD1Migrations("./migrations"),
                // wrangler.toml's limits, for tests that count a burst in one window (test/support/rate-limits.ts).
                TEST_RATE_LIMITS: Object.fromEntries(
                  committed.ratelimits.map((r: { name: string; simple: { limit: number } }) => [
                    r.name,
                    r.simple.limit,
                  ]),
                ),
                ENVIRONMENT: "test",
                SESSION_SECRET: "test-session-secret",
                ...stripeTestBindings,
                ...oauthTestBindings,
              },
              // The app's queue sends go to queues nothing consumes in the tests: each test hands
              // the consumers their batches itself (test/support/queues.ts), so no background
              // consumer races it. wrangler.toml's consumers stay, on queues nobody sends to.
              queueProducers: {
                PAGE_VIEWS: { queueName: "test-page-views-unconsumed" },
                OUTBOX: { queueName: "test-outbox-unconsumed" },
              },
              // Local send_email bindings that refuse, as Cloudflare's would, a
              // recipient or a sender they do not allow (outbox failure tests).
              email: {
                send_email: [
                  { name: "EMAIL" },
                  { name: "EMAIL_SUPPORT_ONLY", allowed_destination_addresses: ["support@carefinder.example"] },
                  { name: "EMAIL_OTHER_SENDER_ONLY", allowed_sender_addresses: ["someone-else@carefinder.example"] },
                ],
              },
            },
          })),
        ],
        test: {
          name: "workers",
          // Large uploads and first imports are slow on a busy 2-core machine; a limit, not a speed check.
          testTimeout: 30_000,
          include: ["test/integration/**/*.test.ts", "app/**/*.server.test.ts", "worker/**/*.test.ts"],
          // One workerd runs many files in turn: the Worker's modules load and the migrations run once
          // per workerd, not per file; each file still starts from a clean database (test/setup/database.ts).
          isolate: false,
          setupFiles: ["./test/setup/database.ts"],
          globalSetup: [
            "./test/support/fresh-build.global.ts",
            "./test/support/stand-ins.global.ts",
            "./test/support/hospital-codes.global.ts",
          ],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "dom",
          environment: "happy-dom",
          include: ["test/components/**/*.test.tsx", "app/**/*.dom.test.tsx"],
          setupFiles: ["./test/setup/dom.ts"],
        },
      },
    ],
  },
});
