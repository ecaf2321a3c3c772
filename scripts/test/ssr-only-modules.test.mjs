// node --test: a `*.ssr.tsx` module is empty in the browser's build and whole in the server's
// (scripts/ssr-only-modules.mjs), so what only the server renders never rides with a first visit.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { build } from "vite";
import { ssrOnlyModules } from "../ssr-only-modules.mjs";

const WORDS = "Only the server draws these words";

/** Builds a page that imports a `.ssr.tsx` component statically and lazily, as LazyMedicaidCheck.tsx does. */
async function buildPage({ ssr, plugin }) {
  const root = mkdtempSync(join(tmpdir(), "ssr-only-"));
  try {
    // Its words in a module of their own, as app/i18n/ keeps them, built by a call (as a list of states is):
    // Rollup cannot prove such a module free of side effects, so a static import keeps it.
    writeFileSync(
      join(root, "words.ts"),
      `export const en = Object.fromEntries([["title", ${JSON.stringify(WORDS)}]]);\n`,
    );
    writeFileSync(join(root, "Check.tsx"), `import { en } from "./words";\nexport const Check = () => en.title;\n`);
    writeFileSync(join(root, "Check.ssr.tsx"), `export { Check } from "./Check";\n`);
    writeFileSync(
      join(root, "LazyCheck.tsx"),
      [
        `import { Check as ServerCheck } from "./Check.ssr";`,
        `export const Check = import.meta.env.SSR ? ServerCheck : () => import("./Check").then((m) => m.Check);`,
      ].join("\n"),
    );
    // Two pages show it (as `/` and `/precios-y-planes` do), so their shared code is a chunk of its own.
    for (const page of ["page", "other-page"])
      writeFileSync(join(root, `${page}.tsx`), `export * from "./LazyCheck";\n`);
    const output = await build({
      root,
      logLevel: "silent",
      configFile: false,
      plugins: plugin ? [ssrOnlyModules()] : [],
      build: {
        write: false,
        ssr: ssr ? join(root, "page.tsx") : undefined,
        rollupOptions: ssr
          ? undefined
          : { input: [join(root, "page.tsx"), join(root, "other-page.tsx")], preserveEntrySignatures: "strict" },
        minify: false,
      },
    });
    const chunks = (Array.isArray(output) ? output : [output])
      .flatMap((o) => o.output)
      .filter((o) => o.type === "chunk");
    // What loading the page downloads: its chunk and every chunk it imports statically, not the lazy ones.
    const byName = new Map(chunks.map((c) => [c.fileName, c]));
    const firstVisit = new Set();
    const visit = (chunk) => {
      if (firstVisit.has(chunk)) return;
      firstVisit.add(chunk);
      for (const name of chunk.imports) visit(byName.get(name));
    };
    visit(chunks.find((c) => c.isEntry && c.name === "page"));
    return {
      entry: [...firstVisit].map((c) => c.code).join("\n"),
      all: chunks.map((c) => c.code).join("\n"),
    };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

test("in the browser's build what the page loads first leaves the server-only component out; the lazy chunk has it", async () => {
  const { entry, all } = await buildPage({ ssr: false, plugin: true });
  assert.doesNotMatch(entry, new RegExp(WORDS));
  assert.match(all, new RegExp(WORDS));
});

test("without the plugin the static import pulls it into what the page loads first (what the plugin prevents)", async () => {
  const { entry } = await buildPage({ ssr: false, plugin: false });
  assert.match(entry, new RegExp(WORDS));
});

test("the server's build keeps it whole", async () => {
  const { entry } = await buildPage({ ssr: true, plugin: true });
  assert.match(entry, new RegExp(WORDS));
});
