// node --test: an English page's scripts carry no Spanish refusal (docs/decisions/0067-member-pages-in-their-language.md).
// The Spanish refusals load on demand (app/i18n/refusals/load.ts); a static import of them anywhere in the code of
// /sign-in, /form or /dashboard would put them back into what every English visit downloads.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { test } from "node:test";
import { ensureFreshBuild } from "../fresh-build.mjs";

const root = resolve(import.meta.dirname, "../..");
const client = join(root, "build", "client");

/**
 * Every sentence the Spanish refusal files say with no value in it (`code: () => "…"`), except the few another
 * area's words say too (the Spanish price page asks for a ZIP code in the same words): those are that area's.
 */
function spanishRefusals() {
  const read = (dir) =>
    readdirSync(join(root, dir), { recursive: true })
      .filter((f) => f.endsWith(".ts"))
      .map((f) => ({ file: join(dir, f), text: readFileSync(join(root, dir, f), "utf8") }));
  const words = read("app/i18n");
  const others = words.filter(({ file }) => !file.startsWith("app/i18n/refusals/")).map(({ text }) => text);
  return words
    .filter(({ file }) => /^app\/i18n\/refusals\/es[^/]*\.ts$/.test(file))
    .flatMap(({ text }) => [...text.matchAll(/\(\) =>\s*"([^"]{20,})"/g)].map((m) => m[1]))
    .filter((sentence) => !others.some((text) => text.includes(sentence)));
}

/** The scripts a first visit to a route downloads: Remix's entry, the root's and the route's modules and imports. */
function scriptsOf(manifest, routeId) {
  const route = (id) => [manifest.routes[id].module, ...(manifest.routes[id].imports ?? [])];
  const files = new Set([manifest.entry.module, ...manifest.entry.imports, ...route("root"), ...route(routeId)]);
  return [...files].map((file) => ({ file, text: readFileSync(join(client, file), "utf8") }));
}

test("/sign-in, /form and /dashboard load no Spanish refusal; the browser's build still has them, in a chunk of their own", () => {
  ensureFreshBuild(root);
  const assets = join(client, "assets");
  const manifestFile = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  const manifest = JSON.parse(
    readFileSync(join(assets, manifestFile), "utf8")
      .replace(/^window\.__remixManifest=/, "")
      .replace(/;\s*$/, ""),
  );
  const sentences = spanishRefusals();
  assert.ok(sentences.length > 30, `found only ${sentences.length} Spanish refusals to look for`);

  const all = readdirSync(assets)
    .filter((f) => f.endsWith(".js"))
    .map((f) => readFileSync(join(assets, f), "utf8"))
    .join("\n");
  // They are written in the build as they are in the source: the search below can find them.
  for (const sentence of sentences) assert.ok(all.includes(sentence), `not in the browser's build: ${sentence}`);

  for (const routeId of ["routes/sign-in", "routes/form", "routes/dashboard"]) {
    for (const { file, text } of scriptsOf(manifest, routeId)) {
      const found = sentences.filter((sentence) => text.includes(sentence));
      assert.deepEqual(found, [], `${routeId} loads Spanish refusals in ${file}`);
    }
  }
});
