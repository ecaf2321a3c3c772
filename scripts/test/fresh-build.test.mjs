// node --test: the tests' build is rebuilt whenever the source it was made from changes.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { buildIsFresh, ensureFreshBuild, recordBuild } from "../fresh-build.mjs";

function projectWithBuild() {
  const root = mkdtempSync(join(tmpdir(), "fresh-build-"));
  mkdirSync(join(root, "app", "routes"), { recursive: true });
  mkdirSync(join(root, "build", "server"), { recursive: true });
  writeFileSync(join(root, "app", "routes", "page.tsx"), "export default 1;\n");
  writeFileSync(join(root, "build", "server", "index.js"), "built\n");
  return root;
}

test("no build, or a build with no record of its source, is stale", () => {
  const root = projectWithBuild();
  try {
    assert.equal(buildIsFresh(root), false);
    rmSync(join(root, "build"), { recursive: true });
    assert.equal(buildIsFresh(root), false);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("a recorded build is fresh until a source file changes, appears or goes", () => {
  const root = projectWithBuild();
  try {
    recordBuild(root);
    assert.equal(buildIsFresh(root), true);

    writeFileSync(join(root, "app", "routes", "page.tsx"), "export default 2;\n");
    assert.equal(buildIsFresh(root), false, "an edited file");
    recordBuild(root);

    mkdirSync(join(root, "worker"));
    writeFileSync(join(root, "worker", "index.ts"), "export {};\n");
    assert.equal(buildIsFresh(root), false, "a new file");
    recordBuild(root);

    rmSync(join(root, "worker", "index.ts"));
    assert.equal(buildIsFresh(root), false, "a deleted file");
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("files outside the sources (tests, docs) do not make the build stale", () => {
  const root = projectWithBuild();
  try {
    recordBuild(root);
    mkdirSync(join(root, "test"));
    writeFileSync(join(root, "test", "x.test.ts"), "\n");
    assert.equal(buildIsFresh(root), true);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("a source file edited while the build runs leaves the build stale (the next run builds again)", () => {
  const root = projectWithBuild();
  try {
    const builtWhileEditing = ensureFreshBuild(root, () => {
      writeFileSync(join(root, "app", "routes", "page.tsx"), "export default 3;\n");
      return true;
    });
    assert.equal(builtWhileEditing, true);
    assert.equal(buildIsFresh(root), false);
    assert.equal(
      ensureFreshBuild(root, () => true),
      true,
    );
    assert.equal(buildIsFresh(root), true);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
