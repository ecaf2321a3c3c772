// node --test: the Worker runs first for every address but the built files, and the list of those stays whole.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { test } from "node:test";
import { unstable_readConfig } from "wrangler";
import { assetRoutingProblems } from "../asset-routing.mjs";

const root = resolve(import.meta.dirname, "../..");
const committed = unstable_readConfig({ config: join(root, "wrangler.toml") }, { hideWarnings: true }).assets;

/** A built client holding these directories and files. */
function clientWith({ dirs = [], files = [] }) {
  const dir = mkdtempSync(join(tmpdir(), "asset-routing-"));
  for (const name of dirs) mkdirSync(join(dir, name));
  for (const name of files) writeFileSync(join(dir, name), "x");
  return dir;
}

function withClient(entries, check) {
  const dir = clientWith(entries);
  try {
    check(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What the build writes at the top: Vite's hashed files under assets/, and public/ as it is. */
const publicEntries = readdirSync(join(root, "public"), { withFileTypes: true });
const builtTop = {
  dirs: ["assets", ...publicEntries.filter((e) => e.isDirectory()).map((e) => e.name)],
  files: publicEntries.filter((e) => e.isFile()).map((e) => e.name),
};

test("the committed rules leave every built entry to the assets and run the Worker first elsewhere", () => {
  assert.equal(committed.run_worker_first[0], "/*");
  withClient(builtTop, (dir) => assert.deepEqual(assetRoutingProblems(committed, dir), []));
});

test("a new built file without its rule is refused, naming the rule it needs", () => {
  withClient({ ...builtTop, files: [...builtTop.files, "robots.txt"] }, (dir) => {
    assert.deepEqual(assetRoutingProblems(committed, dir), [
      'assets.run_worker_first has no "!/robots.txt": that built entry would reach the Worker and 404',
    ]);
  });
  withClient({ ...builtTop, dirs: [...builtTop.dirs, "fonts"] }, (dir) => {
    assert.match(assetRoutingProblems(committed, dir).join("\n"), /no "!\/fonts\/\*"/);
  });
});

test("a rule for an entry that is not built is refused: it would hide the Worker's answer there", () => {
  const stale = { ...committed, run_worker_first: [...committed.run_worker_first, "!/dashboard"] };
  withClient(builtTop, (dir) => {
    assert.deepEqual(assetRoutingProblems(stale, dir), [
      'assets.run_worker_first has "!/dashboard", which names no built entry',
    ]);
  });
});

test("assets first for every address, or the Worker first for the built files too, is refused", () => {
  for (const run_worker_first of [undefined, false, true, ["/api/*"], ["!/assets/*", "/*"]]) {
    withClient(builtTop, (dir) => {
      assert.deepEqual(assetRoutingProblems({ ...committed, run_worker_first }, dir), [
        'assets.run_worker_first must be a list starting with "/*" (ADR 0086)',
      ]);
    });
  }
});
