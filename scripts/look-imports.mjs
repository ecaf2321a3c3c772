#!/usr/bin/env node
// The shape of the code's imports (docs/decisions/0056-words-as-typed-data.md): every import circle (a strongly
// connected component of the import graph of app/, worker/ and db/), and every arrow running back up the layers
// below. `npm run look` prints them; `--json` prints the same as data. scripts/test/look-imports.test.mjs holds the
// line: no circle may come back among the files it names.
//
// Layers, lowest first (a file may import its own layer and any below it):
//   db < app/format < app/domain, app/data < app/utils, app/i18n < app/.server < app/components
//   < app/routes (with root, entries, load-context) and worker (the Worker's own routes: /api, cron, queues)
// Words (app/i18n) sit above the rules they quote (a link's lifetime, a plan's price) and below everything that
// shows them; app/utils (the language carried in an address, the page's words, browser helpers) beside them. Type-only imports count: a type names the module it comes from as much as a value does.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const ROOT = resolve(import.meta.dirname, "..");
const SCANNED = ["app", "worker", "db"];
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".js", ".mjs", "/index.ts", "/index.tsx"];

/** The layers, lowest first: each is a list of path prefixes (relative to the repository, with `/`). */
export const LAYERS = [
  { name: "db", prefixes: ["db/"] },
  { name: "format", prefixes: ["app/format/"] },
  { name: "domain+data", prefixes: ["app/domain/", "app/data/"] },
  { name: "utils+i18n", prefixes: ["app/utils/", "app/i18n/"] },
  { name: "server", prefixes: ["app/.server/"] },
  { name: "components", prefixes: ["app/components/"] },
  { name: "routes+worker", prefixes: ["app/routes/", "app/root.tsx", "app/entry.", "app/load-context.ts", "worker/"] },
];

export function layerOf(file) {
  const index = LAYERS.findIndex((layer) => layer.prefixes.some((prefix) => file.startsWith(prefix)));
  return index === -1 ? null : index;
}

function walk(dir, out) {
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name === "build") continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (SOURCE.test(name) && !/\.(test|spec)\.[a-z]+$/.test(name)) out.push(path);
  }
  return out;
}

/** The modules a file names: static imports and re-exports, side-effect imports, and `import("…")`. */
export function specifiersIn(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const found = [];
  for (const m of code.matchAll(/(?:^|[\n;])\s*(?:import|export)\b[^;'"`]*?["']([^"']+)["']/g)) found.push(m[1]);
  for (const m of code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) found.push(m[1]);
  return found;
}

function resolveImport(fromFile, specifier) {
  const bare = specifier.replace(/\?.*$/, "");
  let base;
  if (bare.startsWith("~/")) base = join(ROOT, "app", bare.slice(2));
  else if (bare.startsWith(".")) base = resolve(dirname(join(ROOT, fromFile)), bare);
  else return null;
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(ROOT, candidate).split("\\").join("/");
  }
  // `./x.js` written for a `./x.ts` file.
  const ts = base.replace(/\.(m?)js$/, ".$1ts");
  if (ts !== base && existsSync(ts)) return relative(ROOT, ts).split("\\").join("/");
  return null;
}

/** The import graph: file → the repository files it imports (outside files are left out). */
export function importGraph(root = ROOT) {
  const files = SCANNED.flatMap((dir) => walk(join(root, dir), [])).map((f) => relative(root, f).split("\\").join("/"));
  const graph = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const specifier of specifiersIn(readFileSync(join(root, file), "utf8"))) {
      const target = resolveImport(file, specifier);
      if (target && target !== file) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one file: the circles. */
export function circlesIn(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  const visit = (start) => {
    // Iterative, so a deep graph never overflows the call stack.
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const targets = graph.get(node) ?? [];
      if (i < targets.length) {
        frame[1]++;
        const target = targets[i];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1) circles.push(component.sort());
      }
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles.sort((a, b) => a[0].localeCompare(b[0]));
}

/** Imports from a lower layer to a higher one. */
export function arrowsUp(graph) {
  const arrows = [];
  for (const [from, targets] of graph) {
    const fromLayer = layerOf(from);
    for (const to of targets) {
      const toLayer = layerOf(to);
      if (fromLayer !== null && toLayer !== null && toLayer > fromLayer) arrows.push({ from, to });
    }
  }
  return arrows;
}

export function look(root = ROOT) {
  const graph = importGraph(root);
  return { files: graph.size, circles: circlesIn(graph), arrowsUp: arrowsUp(graph) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const result = look();
  if (process.argv.includes("--json")) {
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } else {
    const name = (i) => LAYERS[i]?.name ?? "?";
    const lines = [`${result.files} files; layers: ${LAYERS.map((l) => l.name).join(" < ")}`, ""];
    lines.push(`Import circles: ${result.circles.length}`);
    for (const circle of result.circles) lines.push(`  ${circle.join(" ⇄ ")}`);
    lines.push("", `Arrows running back up: ${result.arrowsUp.length}`);
    for (const { from, to } of result.arrowsUp)
      lines.push(`  ${from} (${name(layerOf(from))}) → ${to} (${name(layerOf(to))})`);
    process.stdout.write(`${lines.join("\n")}\n`);
  }
}
