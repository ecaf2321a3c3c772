// node --test: check:deploy refuses the configurations that would ship development parts.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { test } from "node:test";
import { workerSizeProblems } from "../worker-size.mjs";

const root = resolve(import.meta.dirname, "../..");
const safe = readFileSync(join(root, "wrangler.toml"), "utf8");

/** Runs the check against a changed copy of wrangler.toml (beside it, so its relative paths hold). */
function checkWith(toml, env) {
  const path = join(root, `wrangler.check-test-${process.pid}.toml`);
  writeFileSync(path, toml);
  try {
    const result = spawnSync(process.execPath, ["scripts/check-deploy.mjs", "--config", path, "--env", env], {
      cwd: root,
      encoding: "utf8",
    });
    return { status: result.status, output: result.stdout + result.stderr };
  } finally {
    rmSync(path, { force: true });
  }
}

test("a top level carrying the development flag and a localhost URL is refused", () => {
  const unsafe = safe
    .replace(/^ENVIRONMENT = "production"$/m, 'ENVIRONMENT = "development"')
    .replace(/^APP_URL = "https:\/\/carefinder\.example"$/m, 'APP_URL = "http://localhost:8787"');
  assert.notEqual(unsafe, safe);
  const { status, output } = checkWith(unsafe, "top");
  assert.equal(status, 1);
  assert.match(output, /ENVIRONMENT is "development"/);
  assert.match(output, /APP_URL http:\/\/localhost:8787 is not https/);
});

test("production without a declared secret is refused, naming it", () => {
  const unsafe = safe.replace(/(\[env\.production\.secrets\]\nrequired = \[)"SESSION_SECRET", /, "$1");
  assert.notEqual(unsafe, safe);
  const { status, output } = checkWith(unsafe, "production");
  assert.equal(status, 1);
  assert.match(output, /secrets\.required does not declare: SESSION_SECRET/);
});

test("a development-only variable in staging is refused", () => {
  const unsafe = safe.replace(
    /(\[env\.staging\.vars\]\n)/,
    '$1STRIPE_API_BASE = "http://127.0.0.1:12111"\nSTRIPE_API_TIMEOUT_MS = "300"\nOAUTH_TIMEOUT_MS = "300"\n',
  );
  assert.notEqual(unsafe, safe);
  const { status, output } = checkWith(unsafe, "staging");
  assert.equal(status, 1);
  assert.match(output, /STRIPE_API_BASE is a development-only variable/);
  assert.match(output, /STRIPE_API_TIMEOUT_MS is a development-only variable/);
  assert.match(output, /OAUTH_TIMEOUT_MS is a development-only variable/);
});

test("production whose outbox queue has no dead-letter queue, or uses staging's queue, is refused", () => {
  const unsafe = safe
    .replace(/^dead_letter_queue = "care-finder-outbox-dlq-production"\n/m, "")
    .replace(/^queue = "care-finder-page-views-production"$/m, 'queue = "care-finder-page-views-staging"');
  assert.notEqual(unsafe, safe);
  const { status, output } = checkWith(unsafe, "production");
  assert.equal(status, 1);
  assert.match(output, /queue care-finder-outbox-production has no dead_letter_queue/);
  assert.match(output, /queue care-finder-page-views-staging is not this environment's \(production\)/);
});

test("production missing the per-address link limit, or counting in staging's namespace, is refused", () => {
  const unsafe = safe
    .replace(
      /\[\[env\.production\.ratelimits\]\]\nname = "EMAIL_LINK_ADDRESS_LIMITER"\nnamespace_id = "1053"\nsimple = \{ limit = 3, period = 60 \}\n/,
      "",
    )
    .replace(/(name = "EMAIL_LINK_IP_LIMITER"\n)namespace_id = "1043"/, '$1namespace_id = "1042"');
  assert.notEqual(unsafe, safe);
  const { status, output } = checkWith(unsafe, "production");
  assert.equal(status, 1);
  assert.match(output, /rate limit EMAIL_LINK_ADDRESS_LIMITER is not declared/);
  assert.match(output, /rate limit EMAIL_LINK_IP_LIMITER shares namespace 1042 with staging's EMAIL_LINK_IP_LIMITER/);
});

test("the top level is refused outright, naming --env", () => {
  const { status, output } = checkWith(safe, "top");
  assert.equal(status, 1);
  assert.match(output, /not a deploy target: deploy with --env staging or --env production/);
});

test("production with the committed stand-in ids, domains and Turnstile's test site key is refused, naming each", () => {
  const { status, output } = checkWith(safe, "production");
  assert.equal(status, 1);
  assert.match(output, /D1 DB has a placeholder database_id \(00000000-0000-4000-8000-00000000cf03\)/);
  assert.match(output, /APP_URL uses a reserved domain \(carefinder\.example\)/);
  assert.match(output, /MAIL_FROM uses a reserved domain/);
  assert.match(output, /routes uses a reserved domain/);
  assert.match(output, /TURNSTILE_SITE_KEY is one of Cloudflare's test keys/);
  // What the committed production configuration already gets right.
  assert.doesNotMatch(output, /preview_urls/);
  assert.doesNotMatch(output, /send_email EMAIL must allow only MAIL_FROM/);
});

test("staging with a placeholder bucket and an .example domain is refused", () => {
  const unsafe = safe
    .replace('bucket_name = "care-finder-documents-staging"', 'bucket_name = "replace-me"')
    .replace('APP_URL = "https://care-finder-staging.carefinder.workers.dev"', 'APP_URL = "https://staging.example"');
  assert.notEqual(unsafe, safe);
  const { status, output } = checkWith(unsafe, "staging");
  assert.equal(status, 1);
  assert.match(output, /R2 DOCUMENTS has a placeholder bucket_name \(replace-me\)/);
  assert.match(output, /APP_URL uses a reserved domain \(staging\.example\)/);
});

test("production with preview URLs, or an email binding that may send as anyone, is refused", () => {
  const unsafe = safe
    .replace(/^preview_urls = false\n/m, "")
    .replace(/(\[\[env\.production\.send_email\]\]\nname = "EMAIL"\n)allowed_sender_addresses = \[[^\]]*\]\n/, "$1");
  assert.notEqual(unsafe, safe);
  const { status, output } = checkWith(unsafe, "production");
  assert.equal(status, 1);
  assert.match(output, /preview_urls is not false/);
  assert.match(output, /send_email EMAIL must allow only MAIL_FROM/);
});

test("production with an empty Turnstile site key, or no Turnstile secret declared, is refused", () => {
  const unsafe = safe
    .replace(/^(\[env\.production\.vars\][\s\S]*?)TURNSTILE_SITE_KEY = "[^"]*"/m, '$1TURNSTILE_SITE_KEY = ""')
    .replace(/("GOOGLE_CLIENT_SECRET"), "TURNSTILE_SECRET_KEY"\]((?![\s\S]*TURNSTILE_SECRET_KEY"\]))/, "$1]$2");
  assert.notEqual(unsafe, safe);
  const { status, output } = checkWith(unsafe, "production");
  assert.equal(status, 1);
  assert.match(output, /TURNSTILE_SITE_KEY is empty: bot checks would be off/);
  assert.match(output, /secrets\.required does not declare TURNSTILE_SECRET_KEY/);
});

test("a Worker shipped unminified, or minified without its source map, is refused", () => {
  for (const unsafe of [
    safe.replace(/^minify = true$/m, "minify = false"),
    safe.replace(/^upload_source_maps = true$/m, ""),
  ]) {
    assert.notEqual(unsafe, safe);
    const { status, output } = checkWith(unsafe, "production");
    assert.equal(status, 1);
    assert.match(output, /minify and upload_source_maps must both be true/);
  }
});

test("a Worker over 1,700 KiB raw is refused, naming its size; one at the budget passes", () => {
  assert.deepEqual(workerSizeProblems(1700 * 1024), []);
  const [problem, ...more] = workerSizeProblems(1700 * 1024 + 1);
  assert.equal(more.length, 0);
  assert.match(problem, /the Worker is 1700\.0 KiB raw, over its 1,700 KiB budget/);
  assert.match(workerSizeProblems(2411194)[0], /2354\.7 KiB raw/);
});
