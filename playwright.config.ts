import { defineConfig } from "@playwright/test";

// The app runs under `wrangler dev` on a free port with its own local state
// (scripts/e2e-server.mjs); scripts/run-tests.mjs picks the port.
const port = Number(process.env.E2E_PORT ?? 8799);

export default defineConfig({
  testDir: "./test/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A budget, not a speed goal: a journey with an axe run or two on a busy 2-core
  // machine (CI shares it) needs more than Playwright's default; long journeys are split.
  timeout: 60_000,
  expect: { timeout: 7_500 },
  reporter: process.env.CI
    ? [["list"], ["json", { outputFile: ".cache/playwright-results.json" }]]
    : [["list"], ["json", { outputFile: ".cache/playwright-results.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-quic",
        "--no-first-run",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: `node scripts/e2e-server.mjs --port ${port}`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 300_000, // a cold build + migrations + seed on a busy 2-core machine
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
