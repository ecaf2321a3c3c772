// node --test: check:deploy refuses the configurations that would ship development parts.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { test } from "node:test";

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
