// node --test: test/fixtures/bills/ is what scripts/generate-bill-fixtures.mjs writes from ../shared/data, byte for byte.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { test } from "node:test";

const root = resolve(import.meta.dirname, "../..");
const data = resolve(root, "../shared/data");
const committed = join(root, "test/fixtures/bills");

test("the committed bill fixtures are what the generator writes", { skip: !existsSync(data) }, () => {
  const dir = mkdtempSync(join(tmpdir(), "bill-fixtures-"));
  try {
    const run = spawnSync(process.execPath, ["scripts/generate-bill-fixtures.mjs", "--out", dir], {
      cwd: root,
      encoding: "utf8",
    });
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(readdirSync(dir).sort(), readdirSync(committed).sort());
    for (const name of readdirSync(dir)) {
      assert.ok(readFileSync(join(dir, name)).equals(readFileSync(join(committed, name))), `${name} differs`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the fixtures stay small: well under 1 MB together", () => {
  const total = readdirSync(committed).reduce((sum, name) => sum + statSync(join(committed, name)).size, 0);
  assert.ok(total < 256 * 1024, `${total} bytes`);
});
