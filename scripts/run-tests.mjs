// `npm test`: type check, lint, format, dead code (knip), build, vitest (workerd + DOM), Playwright.
// Ends with one line "N passed, N failed" from the runners' JSON reports.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { findFreePort } from "./stand-ins/listen.mjs";
import { ensureBuildWithData } from "./fresh-build.mjs";

const onlyE2e = process.argv.includes("--only-e2e");
const say = (message) => console.log(`\n\x1b[36m[test]\x1b[0m ${message}`);
mkdirSync(".cache", { recursive: true });

function step(name, cmd, args, env = {}) {
  say(name);
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

const failures = [];
if (!onlyE2e) {
  if (!step("Type check (tsc)", "npx", ["tsc", "--noEmit"])) failures.push("typecheck");
  if (!step("Lint (eslint)", "npx", ["eslint", "."])) failures.push("lint");
  if (!step("Format (prettier --check)", "npx", ["prettier", "--check", "--log-level=warn", "."]))
    failures.push("format");
  // Dead code: unused files, exports, types and dependencies; then files only the tests keep alive.
  if (!step("Dead code (knip)", "npm", ["run", "--silent", "knip"])) failures.push("knip");
}
let passed = 0;
let failed = 0;
if (!onlyE2e) {
  // Deploy safety: the checker's own tests, then the real configuration. The
  // check builds the app (wrangler's [build]), which the workerd tests use.
  say("Deploy safety (node --test scripts/test, npm run check:deploy)");
  const checkerTests = spawnSync(process.execPath, ["--test", "--test-reporter=tap", "scripts/test/*.test.mjs"], {
    encoding: "utf8",
  });
  process.stdout.write(
    checkerTests.stdout
      .split("\n")
      .filter((line) => /^(not )?ok |^# (pass|fail) /.test(line))
      .join("\n") + "\n",
  );
  passed += Number(/^# pass (\d+)/m.exec(checkerTests.stdout)?.[1] ?? 0);
  failed += Number(/^# fail (\d+)/m.exec(checkerTests.stdout)?.[1] ?? 0);
  if (checkerTests.status !== 0) failures.push("check:deploy tests");
  if (!step("check:deploy", process.execPath, ["scripts/check-deploy.mjs"])) failures.push("check:deploy");
}
// The workerd tests and the e2e server run the server build: never an old one.
ensureBuildWithData();
if (!onlyE2e) {
  rmSync(".cache/vitest-results.json", { force: true });
  const ok = step("Unit and integration tests (vitest: workers + dom)", "npx", [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    "--outputFile.json=.cache/vitest-results.json",
  ]);
  if (!ok) failures.push("vitest");
  if (existsSync(".cache/vitest-results.json")) {
    const report = JSON.parse(readFileSync(".cache/vitest-results.json", "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
}

rmSync(".cache/playwright-results.json", { force: true });
const port = await findFreePort();
const e2eOk = step(
  `End-to-end journeys (Playwright + Chromium, wrangler dev on port ${port})`,
  "npx",
  ["playwright", "test"],
  {
    E2E_PORT: String(port),
  },
);
if (!e2eOk) failures.push("playwright");
if (existsSync(".cache/playwright-results.json")) {
  const stats = JSON.parse(readFileSync(".cache/playwright-results.json", "utf8")).stats;
  passed += stats.expected;
  failed += stats.unexpected + stats.flaky;
}

if (failures.length) console.log(`\nFailed steps: ${failures.join(", ")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
