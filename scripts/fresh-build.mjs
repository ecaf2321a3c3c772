// The Remix server build that the Worker (and so every workerd test) runs is
// made from app/, db/ and worker/. Tests must never run a build older than the
// source: this module fingerprints the source and rebuilds when the build's
// recorded fingerprint differs (or there is no build).
//
// `node scripts/fresh-build.mjs` is wrangler.toml's [build] command, so
// `wrangler dev`, check:deploy, deploy and the tests share one build of each
// version of the source: a deploy right after check:deploy does not build again.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { ensureHospitalCodes } from "./generate-hospital-codes.mjs";

const projectRoot = resolve(import.meta.dirname, "..");
/** What goes into build/server: the sources and the configuration that shapes the bundle. */
const SOURCES = ["app", "db", "worker", "public", "vite.config.ts", "package-lock.json", "tsconfig.json"];
const FINGERPRINT_FILE = join("build", "server", ".source-fingerprint");

function* filesUnder(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) yield* filesUnder(join(path, entry));
}

/** A hash of every source file's path and content, in a stable order. */
export function sourceFingerprint(root = projectRoot) {
  const hash = createHash("sha256");
  for (const source of SOURCES) {
    for (const file of filesUnder(join(root, source))) {
      hash.update(relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
    }
  }
  return hash.digest("hex");
}

/** True when build/server holds a build of exactly the current source. */
export function buildIsFresh(root = projectRoot) {
  const recorded = join(root, FINGERPRINT_FILE);
  if (!existsSync(join(root, "build", "server", "index.js")) || !existsSync(recorded)) return false;
  return readFileSync(recorded, "utf8").trim() === sourceFingerprint(root);
}

/** Records which source build/server was made from (taken before the build started). */
export function recordBuild(root = projectRoot, fingerprint = sourceFingerprint(root)) {
  writeFileSync(join(root, FINGERPRINT_FILE), `${fingerprint}\n`);
}

/** `remix vite:build` as a production bundle; false when it failed. */
function remixBuild(root) {
  // Vitest sets NODE_ENV=test, which would make Vite build a development bundle.
  const env = { ...process.env, NODE_ENV: "production" };
  return spawnSync("npx", ["remix", "vite:build"], { cwd: root, stdio: "inherit", env }).status === 0;
}

/** Builds unless the build is already of the current source; exits the process on a failed build. */
export function ensureFreshBuild(root = projectRoot, build = remixBuild) {
  if (buildIsFresh(root)) return false;
  // Taken before building: a file edited during the build leaves the build
  // marked as older than the source, so the next run builds again.
  const fingerprint = sourceFingerprint(root);
  console.log("[build] the server build is missing or older than the source: running remix vite:build");
  if (!build(root)) {
    console.error("[build] remix vite:build failed");
    process.exit(1);
  }
  recordBuild(root, fingerprint);
  return true;
}

/**
 * The build, then the data built from ../shared into its static assets (hospitals' posted prices for every
 * code: docs/decisions/0052-hospital-codes-built-into-static-assets.md), which a new build's empty
 * build/client no longer holds. Each step does nothing when its output is already current.
 */
export function ensureBuildWithData() {
  const built = ensureFreshBuild();
  ensureHospitalCodes();
  return built;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  if (!ensureBuildWithData()) console.log("[build] the server build is current");
}
