// node --test: app/domain/bill-reading/procedures.generated.ts is what scripts/generate-procedure-words.mjs writes.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { test } from "node:test";

const root = resolve(import.meta.dirname, "../..");
const committed = join(root, "app/domain/bill-reading/procedures.generated.ts");

test(
  "the committed procedure words are what the generator writes from ../shared/data",
  { skip: !existsSync(resolve(root, "../shared/data")) },
  () => {
    const dir = mkdtempSync(join(tmpdir(), "procedure-words-"));
    try {
      const out = join(dir, "out.ts");
      const run = spawnSync(process.execPath, ["scripts/generate-procedure-words.mjs", "--out", out], {
        cwd: root,
        encoding: "utf8",
      });
      assert.equal(run.status, 0, run.stderr);
      assert.equal(readFileSync(out, "utf8"), readFileSync(committed, "utf8"));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
