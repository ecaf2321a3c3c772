// Docs that stand alone: no file in the repository may send a reader to a
// document outside it (the old decisions list "D2".."D9", sections of the first
// product specification "spec §5", files under ../shared/ other than the price
// generator's input data), and every docs/*.md link must reach a file and a
// heading that exist. Where the rules live now: docs/product.md and
// docs/decisions/ (docs/decisions/README.md maps the old references).
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, it } from "node:test";

const root = resolve(import.meta.dirname, "..", "..");
const SCANNED = [
  "app",
  "worker",
  "db",
  "scripts",
  "test",
  "docs",
  "migrations",
  ".ci",
  "README.md",
  "wrangler.toml",
  ".dev.vars.example",
  "package.json",
];
const TEXT_FILE = /\.(ts|tsx|mts|js|mjs|cjs|jsx|md|sql|toml|json|css|ya?ml|sh)$|^\.dev\.vars\.example$|^run$/;
const SKIPPED_DIRS = new Set(["node_modules", "build", "dist", ".wrangler", ".cache", ".tools", "test-results"]);
const SELF = relative(root, import.meta.filename);
/** The one place that names the old references on purpose: the map from old to new. */
const MAP_FILE = "docs/decisions/README.md";

/**
 * Why a line points outside the repository, or null. "D1" alone is Cloudflare's
 * database; it is a decision only as "decision(s) D1" or in a list with another.
 * The price generator's input data (../shared/data) is a build input, not a
 * document: naming it is allowed.
 */
export function outsideReference(line) {
  const text = line.replace(/\bRFC\s*\d+\s*§\s*[\d.]+/g, "");
  if (/\bD[2-9]\b/.test(text) || /\bdecisions?\s+D1\b/i.test(text) || /\bD1\s*[,/–-]\s*D[1-9]\b/.test(text))
    return "old decision number";
  if (/§\s*\d/.test(text) || /\bspec(ification)?\s+section\b/i.test(text)) return "specification section";
  if (/product-spec|decisions\.md|stack-facts|(?<!docs\/)\blook\.md\b/.test(text)) return "outside document";
  if (/(^|[^\w/])(\.\.\/)+shared\/(?!data\b)/.test(text) || /\bshared\/(spec|notes)\b/.test(text))
    return "outside document";
  return null;
}

/**
 * The links to our own docs in a line, as [doc, anchor] pairs. A web address
 * (another project's …/docs/….md) is not one of ours.
 */
export function docLinks(line) {
  return [...line.matchAll(/(?<!https?:\/\/\S*)\b(docs\/[\w./-]*?\.md)(?:#([\w-]+))?/g)].map(([, doc, anchor]) => [
    doc,
    anchor,
  ]);
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function filesUnder(path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [path];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED_DIRS.has(entry.name)) return [];
    const child = join(path, entry.name);
    if (entry.isDirectory()) return filesUnder(child);
    return TEXT_FILE.test(entry.name) ? [child] : [];
  });
}

const files = SCANNED.flatMap(filesUnder).filter((file) => file !== SELF);
const lines = files.flatMap((file) =>
  readFileSync(join(root, file), "utf8")
    .split("\n")
    .map((text, index) => ({ file, number: index + 1, text })),
);
const where = (line) => `${line.file}:${line.number}: ${line.text.trim().slice(0, 140)}`;

describe("outsideReference", () => {
  it("flags citations of the old decisions and specification", () => {
    for (const line of [
      "/** Documents rules (D4): extension and signature. */",
      "// Passwordless sign-in (decisions D2).",
      "Read decisions D1, D3 and D9 first",
      "/** Spec §9: sizes in KB with one decimal. */",
      'describe("upload rules (spec §5)", () => {',
      "The spec is ../shared/spec/product-spec.md",
      "our decisions: ../shared/spec/decisions.md",
      "/** Status by icon and word, never colour alone (look.md). */",
    ]) {
      assert.ok(outsideReference(line), line);
    }
  });
  it("leaves the D1 database, RFC sections and the generator's data alone", () => {
    for (const line of [
      "/** The one way code reaches D1: a drizzle client with the full schema. */",
      'describe("D1 row and R2 object never exist one without the other", () => {',
      "// one authentication method only (RFC 6749 §2.3)",
      "const dataDir = resolve(root, arg('--data', '../shared/data'));",
      "Rows of shared/data/procedures.csv and zip3-regions.csv, as stored in D1.",
      "Why: `docs/decisions/0009-prices.md`; rules: `docs/product.md#prices`.",
      "/** Focus the first problem (docs/look.md). */",
    ]) {
      assert.equal(outsideReference(line), null, line);
    }
  });
  it("finds our doc links, with their anchors, but not another project's web address", () => {
    assert.deepEqual(docLinks("Why: `docs/decisions/0009-prices.md`; rules: (docs/product.md#prices)."), [
      ["docs/decisions/0009-prices.md", undefined],
      ["docs/product.md", "prices"],
    ]);
    assert.deepEqual(
      docLinks("// https://github.com/GoogleChrome/lighthouse/blob/main/docs/variability.md, and docs/caching.md"),
      [["docs/caching.md", undefined]],
    );
  });
  it("makes GitHub's anchors", () => {
    assert.equal(headingSlug("Registration and dashboard"), "registration-and-dashboard");
    assert.equal(headingSlug("5. Email"), "5-email");
  });
});

describe("the repository's text", () => {
  it("scans the code and the docs", () => {
    for (const expected of ["app/root.tsx", "worker/index.ts", "db/schema/index.ts", "README.md", "docs/product.md"]) {
      assert.ok(files.includes(expected), `${expected} is scanned`);
    }
  });

  it("cites no document outside the repository", () => {
    const offenders = lines.filter((line) => {
      if (line.file === MAP_FILE) return false;
      // Each ADR names the old decision it replaces, for readers of older commits.
      if (line.file.startsWith("docs/decisions/") && /^Replaces:/.test(line.text)) return false;
      return outsideReference(line.text);
    });
    assert.ok(
      offenders.length === 0,
      `${offenders.length} lines point outside the repository; point at docs/product.md or docs/decisions/ ` +
        `instead (docs/decisions/README.md maps the old references):\n${offenders.map((line) => `  ${outsideReference(line.text)}: ${where(line)}`).join("\n")}`,
    );
  });

  it("links only to docs that exist, and to headings they have", () => {
    const headings = new Map();
    const anchorsOf = (doc) => {
      if (!headings.has(doc)) {
        const text = readFileSync(join(root, doc), "utf8");
        headings.set(doc, new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => headingSlug(m[1]))));
      }
      return headings.get(doc);
    };
    const broken = [];
    for (const line of lines) {
      for (const [doc, anchor] of docLinks(line.text)) {
        if (!existsSync(join(root, doc))) broken.push(`${doc} does not exist: ${where(line)}`);
        else if (anchor && !anchorsOf(doc).has(anchor)) broken.push(`${doc} has no heading #${anchor}: ${where(line)}`);
      }
    }
    assert.ok(broken.length === 0, `broken links to docs:\n${broken.map((text) => `  ${text}`).join("\n")}`);
  });
});
