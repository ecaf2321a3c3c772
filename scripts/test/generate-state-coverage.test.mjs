// node --test: app/domain/state-coverage.generated.ts is what scripts/generate-state-coverage.mjs writes from ../shared/data.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { test } from "node:test";

const root = resolve(import.meta.dirname, "../..");
const data = resolve(root, "../shared/data");
const committed = join(root, "app/domain/state-coverage.generated.ts");

test(
  "the committed state coverage is what the generator writes from ../shared/data",
  { skip: !existsSync(data) },
  () => {
    const dir = mkdtempSync(join(tmpdir(), "state-coverage-"));
    try {
      const out = join(dir, "out.ts");
      const run = spawnSync(process.execPath, ["scripts/generate-state-coverage.mjs", "--out", out], {
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

test("a blank cell is written as null, never as a figure", () => {
  const text = readFileSync(committed, "utf8");
  // One state a line.
  const row = (state) => text.split("\n").find((line) => line.includes(`{"state":"${state}"`)) ?? "";
  // New York's law names no application window; DC's charity-care law was not checked.
  assert.match(row("NY"), /"charityApplyDays":null/);
  assert.match(row("DC"), /"charityLaw":null/);
  // "unknown" in the CSV is not an answer either.
  assert.match(row("TX"), /"charityResidencyRequired":null/);
  // A zero is a figure: Texas covers no adults without children.
  assert.match(row("TX"), /"adult":0/);
});
