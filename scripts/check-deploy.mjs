#!/usr/bin/env node
// `npm run check:deploy [-- --env production]`: proves a deployable configuration
// cannot ship development parts. For each deploy environment (default: every
// [env.*] in wrangler.toml) it
//  1. reads the resolved configuration and refuses development values, a
//     loopback or non-https APP_URL, development-only variables, and secrets
//     from .dev.vars.example's "Secrets" section that are not declared in
//     `secrets.required` (so `wrangler deploy` refuses to ship without them);
//     With --env staging|production (a deploy) it also refuses what would deploy
//     but half-work: placeholder D1 ids or R2 buckets, `.example` domains, an
//     empty Turnstile key, preview URLs in production, and an email binding
//     that may send from any address but MAIL_FROM. The top level is no deploy
//     target: `--env top` is refused outright, naming --env.
//  2. builds the deploy bundle offline (`wrangler deploy --dry-run`), refuses it
//     over its size budget (scripts/worker-size.mjs: 1,700 KiB raw) or when a
//     built file would reach the Worker (scripts/asset-routing.mjs), runs it in
//     Miniflare with that environment's variables, and fetches every
//     development-only path: each must answer 404.
// Exits 1 listing every problem. Part of `npm test`.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { unstable_readConfig } from "wrangler";
import { assetRoutingProblems } from "./asset-routing.mjs";
import { workerSizeProblems } from "./worker-size.mjs";

const root = resolve(import.meta.dirname, "..");
const argValue = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const argEnv = argValue("--env");
// --config lets a test point the check at a deliberately unsafe copy.
const configPath = resolve(argValue("--config") ?? join(root, "wrangler.toml"));
const say = (message) => console.log(`[check:deploy] ${message}`);

/** Variables only local development may carry (stand-in addresses, dev switches). */
const DEVELOPMENT_ONLY_VARS =
  /^(STRIPE_API_BASE|STRIPE_API_TIMEOUT_MS|OAUTH_.*_URL|OAUTH_TIMEOUT_MS|TURNSTILE_VERIFY_URL|TURNSTILE_SCRIPT_URL|DEV_.*)$/;
const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[::1\])$/i;
/** wrangler.toml's stand-in ids (`00000000-0000-…`), to be replaced by `wrangler d1 create`'s. */
const PLACEHOLDER_ID = /^0{8}-0{4}-|^$|replace|placeholder/i;
/** RFC 2606's reserved names: a domain that can never receive mail or serve a page. */
const RESERVED_DOMAIN = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$/i;
const TOP_LEVEL_REFUSAL =
  "the top level is local development and the tests' configuration, not a deploy target: deploy with --env staging or --env production";

/**
 * What would deploy but half-work (checked when a deploy names its --env):
 * placeholder ids, reserved domains, bot checks off, preview URLs in production,
 * an email binding that could send as anyone.
 */
export function readinessProblems(envName, config) {
  const problems = [];
  const vars = config.vars ?? {};
  for (const db of config.d1_databases ?? []) {
    if (PLACEHOLDER_ID.test(String(db.database_id ?? ""))) {
      problems.push(
        `D1 ${db.binding} has a placeholder database_id (${db.database_id}): use \`wrangler d1 create\`'s id`,
      );
    }
  }
  for (const bucket of config.r2_buckets ?? []) {
    if (PLACEHOLDER_ID.test(String(bucket.bucket_name ?? ""))) {
      problems.push(`R2 ${bucket.binding} has a placeholder bucket_name (${bucket.bucket_name})`);
    }
  }
  const domains = [
    ["APP_URL", hostOf(vars.APP_URL)],
    ...["ADMIN_EMAILS", "SUPPORT_EMAIL", "MAIL_FROM"].flatMap((name) =>
      String(vars[name] ?? "")
        .split(",")
        .map((address) => [name, address.trim().split("@")[1] ?? ""]),
    ),
    ...(config.routes ?? []).map((route) => ["routes", typeof route === "string" ? route : route.pattern]),
  ];
  for (const [name, domain] of domains) {
    if (RESERVED_DOMAIN.test(String(domain).split("/")[0])) problems.push(`${name} uses a reserved domain (${domain})`);
  }
  const siteKey = String(vars.TURNSTILE_SITE_KEY ?? "").trim();
  if (!siteKey) problems.push("TURNSTILE_SITE_KEY is empty: bot checks would be off");
  // Cloudflare's documented test site keys (1x…, 2x…, 3x…) pass or fail every visitor: never a deployed key.
  else if (/^[123]x0{20}A[AB]$/.test(siteKey))
    problems.push(`TURNSTILE_SITE_KEY is one of Cloudflare's test keys (${siteKey}): use the widget's own site key`);
  if (!(config.secrets?.required ?? []).includes("TURNSTILE_SECRET_KEY")) {
    problems.push("secrets.required does not declare TURNSTILE_SECRET_KEY: bot checks would be off");
  }
  if (envName === "production" && config.preview_urls !== false) {
    problems.push("preview_urls is not false: every uploaded version would be public on its own preview URL");
  }
  for (const binding of config.send_email ?? []) {
    const allowed = binding.allowed_sender_addresses ?? [];
    if (allowed.length !== 1 || allowed[0] !== vars.MAIL_FROM) {
      problems.push(
        `send_email ${binding.name} must allow only MAIL_FROM (allowed_sender_addresses = ["${vars.MAIL_FROM}"])`,
      );
    }
  }
  return problems;
}

function hostOf(url) {
  try {
    return new URL(String(url)).hostname;
  } catch {
    return "";
  }
}

/** Secret names listed under "# Secrets" in .dev.vars.example, up to the next "# ---" heading. */
export function declaredSecretNames(example = readFileSync(join(root, ".dev.vars.example"), "utf8")) {
  const names = [];
  let inSecrets = false;
  for (const line of example.split("\n")) {
    if (/^#\s*---/.test(line)) inSecrets = /secrets/i.test(line) && !/optional/i.test(line);
    const match = /^([A-Z][A-Z0-9_]*)=/.exec(line);
    if (inSecrets && match) names.push(match[1]);
  }
  return names;
}

/** Paths that exist only in local development: `app/routes/dev.*` and `/dev/*` routes under worker/. */
export function developmentPaths() {
  const fromRoutes = readdirSync(join(root, "app/routes"))
    .filter((file) => /^dev[._]/.test(file))
    .map(
      (file) =>
        `/${file
          .replace(/\.(tsx?|jsx?)$/, "")
          .replace(/\[\.\]/g, ".")
          .replace(/\./g, "/")
          .replace(/\/_index$/, "")}`,
    )
    // Flat-route spelling to a URL: `mail_/$id` → `mail/sample-id`.
    .map((path) =>
      path.replace(/_(?=\/|$)/g, "").replace(/\$(\w+)/g, (_, name) => (name === "index" ? "0" : `sample-${name}`)),
    );
  return [...new Set(["/dev", "/dev/sign-in", "/dev/mail", "/dev/mail?format=json", ...fromRoutes])];
}

/** Queue bindings the Worker sends to (docs/scaling.md); each queue needs a consumer, the outbox a dead-letter queue. */
const QUEUE_PRODUCERS = ["PAGE_VIEWS", "OUTBOX"];

/** What is wrong with an environment's queues: a missing producer or consumer, a missing dead-letter queue, a name another environment uses. */
export function queueProblems(queues = {}, envName) {
  const problems = [];
  const producers = new Map((queues.producers ?? []).map((p) => [p.binding, p.queue]));
  const consumers = new Map((queues.consumers ?? []).map((c) => [c.queue, c]));
  for (const binding of QUEUE_PRODUCERS) {
    const queue = producers.get(binding);
    if (!queue) problems.push(`queue producer ${binding} is not declared`);
    else if (!consumers.has(queue)) problems.push(`queue ${queue} (${binding}) has no consumer`);
  }
  const outbox = consumers.get(producers.get("OUTBOX"));
  if (outbox && !outbox.dead_letter_queue) problems.push(`queue ${outbox.queue} has no dead_letter_queue`);
  else if (outbox && !consumers.has(outbox.dead_letter_queue)) {
    problems.push(`dead-letter queue ${outbox.dead_letter_queue} has no consumer`);
  }
  // Each environment has its own queues: staging's messages must never reach production's consumer.
  for (const queue of [...producers.values(), ...consumers.keys()]) {
    const suffix = /-(staging|production)$/.exec(queue)?.[1];
    if (suffix !== envName) problems.push(`queue ${queue} is not this environment's (${envName ?? "top level"})`);
  }
  return problems;
}

/** Rate-limit bindings the Worker reads (app/.server/auth/rate-limit.server.ts). */
const RATE_LIMITS = [
  "RATE_LIMITER",
  "CHECK_EMAIL_LIMITER",
  "PAGE_VIEW_LIMITER",
  "EMAIL_LINK_IP_LIMITER",
  "EMAIL_LINK_ADDRESS_LIMITER",
];
/** Every 429 says `Retry-After: 60` (RATE_LIMIT_PERIOD_SECONDS). */
const RATE_LIMIT_PERIOD_SECONDS = 60;

/**
 * What is wrong with an environment's rate limits: a binding the code reads but the
 * environment lacks (the code would let everything through), a window other than the
 * one `Retry-After` promises, or a namespace another binding or environment counts in.
 */
export function rateLimitProblems(ratelimits = [], envName, otherEnvironments = []) {
  const problems = [];
  const byName = new Map(ratelimits.map((limit) => [limit.name, limit]));
  for (const name of RATE_LIMITS) {
    const limit = byName.get(name);
    if (!limit) problems.push(`rate limit ${name} is not declared`);
    else if (limit.simple?.period !== RATE_LIMIT_PERIOD_SECONDS) {
      problems.push(
        `rate limit ${name} counts over ${limit.simple?.period} s, not the ${RATE_LIMIT_PERIOD_SECONDS} s Retry-After says`,
      );
    }
  }
  const seen = new Map();
  for (const { name, namespace_id: id } of ratelimits) {
    if (seen.has(id)) problems.push(`rate limits ${seen.get(id)} and ${name} share namespace ${id}`);
    seen.set(id, name);
  }
  for (const [other, limits] of otherEnvironments) {
    for (const { name, namespace_id: id } of limits ?? []) {
      if (seen.has(id))
        problems.push(`rate limit ${seen.get(id)} shares namespace ${id} with ${other ?? "the top level"}'s ${name}`);
    }
  }
  return problems;
}

function configProblems(envName) {
  const config = unstable_readConfig({ config: configPath, env: envName });
  const problems = [];
  const vars = config.vars ?? {};
  if (!["production", "staging"].includes(String(vars.ENVIRONMENT))) {
    problems.push(`ENVIRONMENT is "${vars.ENVIRONMENT}" (must be "production" or "staging")`);
  }
  try {
    const appUrl = new URL(String(vars.APP_URL));
    if (appUrl.protocol !== "https:") problems.push(`APP_URL ${vars.APP_URL} is not https`);
    if (LOOPBACK.test(appUrl.hostname)) problems.push(`APP_URL ${vars.APP_URL} points at this machine`);
  } catch {
    problems.push(`APP_URL "${vars.APP_URL}" is not a URL`);
  }
  for (const [name, value] of Object.entries(vars)) {
    if (DEVELOPMENT_ONLY_VARS.test(name) && value !== "") problems.push(`${name} is a development-only variable`);
  }
  // The top level also serves local development, where a [secrets] list would
  // hide .dev.vars' development values; the documented deploys are [env.*].
  if (envName) {
    const required = new Set(config.secrets?.required ?? []);
    const missing = declaredSecretNames().filter((name) => !required.has(name));
    if (missing.length) problems.push(`secrets.required does not declare: ${missing.join(", ")}`);
  }
  if (!config.d1_databases?.length || !config.r2_buckets?.length) problems.push("D1 or R2 binding missing");
  problems.push(...queueProblems(config.queues, envName));
  // Each environment counts in its own namespaces: staging's traffic must never spend production's budgets.
  const others = [undefined, "staging", "production"]
    .filter((name) => name !== envName)
    .map((name) => [name, unstable_readConfig({ config: configPath, env: name }).ratelimits]);
  problems.push(...rateLimitProblems(config.ratelimits, envName, others));
  if (argEnv === "top") problems.unshift(TOP_LEVEL_REFUSAL);
  else if (argEnv) problems.push(...readinessProblems(envName, config));
  // A minified Worker stays well under the size limit; its uploaded source map keeps stack traces readable.
  if (!config.minify || !config.upload_source_maps) problems.push("minify and upload_source_maps must both be true");
  return { config, problems };
}

/** Builds the deploy bundle once (the code is the same for every environment; only bindings differ). */
let built;
function buildBundle(envName) {
  if (built) return built;
  const outdir = join(root, ".cache", "deploy-check");
  const build = spawnSync(
    "npx",
    [
      "wrangler",
      "deploy",
      "--dry-run",
      "--config",
      configPath,
      ...(envName ? ["--env", envName] : []),
      "--outdir",
      outdir,
    ],
    {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, WRANGLER_LOG: "warn" },
    },
  );
  if (build.status !== 0) return { error: `wrangler deploy --dry-run failed:\n${build.stdout}\n${build.stderr}` };
  built = { outdir, bytes: statSync(join(outdir, "index.js")).size };
  say(`worker bundle: ${(built.bytes / 1024).toFixed(1)} KiB raw`);
  return built;
}

async function bundleProblems(envName, config) {
  const { outdir, bytes, error } = buildBundle(envName);
  if (error) return [error];

  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      scriptPath: join(outdir, "index.js"),
      compatibilityDate: config.compatibility_date,
      compatibilityFlags: config.compatibility_flags,
      bindings: { ...config.vars },
      d1Databases: ["DB"],
      // Remix logs each refused POST; the answers are what this check reads.
      handleRuntimeStdio(stdout, stderr) {
        stdout.resume();
        stderr.resume();
      },
      r2Buckets: ["DOCUMENTS"],
    }),
  );
  const problems = workerSizeProblems(bytes);
  // The build above wrote the client: every built entry must be left to the assets (ADR 0086).
  const clientDir = resolve(dirname(configPath), config.assets?.directory ?? "build/client");
  problems.push(...assetRoutingProblems(config.assets, clientDir));
  try {
    for (const path of developmentPaths()) {
      for (const method of ["GET", "POST"]) {
        const response = await mf.dispatchFetch(`${config.vars.APP_URL}${path}`, {
          method,
          // Sent as our own pages send it, so the cross-site guard lets it
          // through to the router: a 403 from the guard would hide a live
          // route. (No Origin: Miniflare rewrites Host, which Remix compares.)
          headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
          body: method === "POST" ? "email=support%40carefinder.example" : undefined,
        });
        await response.arrayBuffer();
        // A path with no route answers a POST with 405 (no action): absent too.
        const absent = response.status === 404 || (method === "POST" && response.status === 405);
        if (!absent) problems.push(`${method} ${path} answered ${response.status}, not 404`);
        if (response.headers.get("set-cookie")) problems.push(`${method} ${path} set a cookie`);
      }
    }
  } finally {
    await mf.dispose();
  }
  return problems;
}

// undefined = the top level, which a plain `wrangler deploy` would ship.
const environments = argEnv ? [argEnv === "top" ? undefined : argEnv] : [undefined, "staging", "production"];
let failed = false;
for (const envName of environments) {
  const { config, problems } = configProblems(envName);
  if (!problems.length) problems.push(...(await bundleProblems(envName, config)));
  if (problems.length) {
    failed = true;
    console.error(`[check:deploy] ${envName ?? "top level"}: refused\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  } else {
    say(`${envName ?? "top level"}: safe to deploy (${developmentPaths().length} development paths answer 404)`);
  }
}
// The committed ids and domains are stand-ins until an operator fills them in: a deploy checks them.
if (!argEnv)
  say("ids, domains, bot-check keys and the email sender are checked when deploying (--env staging|production)");
process.exit(failed ? 1 : 0);
