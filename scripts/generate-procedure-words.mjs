#!/usr/bin/env node
/**
 * Writes our procedures' names, codes and plain descriptions (../shared/data/procedures.csv, see its SOURCES.md)
 * into app/domain/bill-reading/procedures.generated.ts, which "Read my bill" matches a line's description against
 * when the bill prints no code ("MRI KNEE W/O CONTRAST" → the knee MRI, 73721; docs/product.md#reading-a-bill).
 * A procedure priced as a bundle of several codes is left out: a bill's line is one code.
 *
 *   node scripts/generate-procedure-words.mjs [--data ../shared/data] [--out app/domain/bill-reading/procedures.generated.ts]
 */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseCsv } from "./csv.mjs";
import { arg, root } from "./script-args.mjs";

const dataDir = resolve(root, arg("--data", "../shared/data"));
const outFile = resolve(root, arg("--out", "app/domain/bill-reading/procedures.generated.ts"));

const procedures = parseCsv(readFileSync(resolve(dataDir, "procedures.csv"), "utf8"))
  .filter((r) => r.codes && !r.codes.includes("|"))
  .map((r) => [r.slug, r.name, r.codes, r.notes.split(/[;(]/)[0].trim()]);

/** One row, laid out as Prettier lays it (one line up to 120 characters, else one value a line). */
function row(values) {
  const quoted = values.map((x) => JSON.stringify(x));
  const line = `  [${quoted.join(", ")}],`;
  return line.length <= 120 ? line : `  [\n${quoted.map((q) => `    ${q},`).join("\n")}\n  ],`;
}

writeFileSync(
  outFile,
  [
    "// Written by scripts/generate-procedure-words.mjs from ../shared/data/procedures.csv: do not edit.",
    "/** [slug, name, CPT/HCPCS code, the procedure in plain words] for each single-code procedure we price. */",
    "export const PROCEDURE_WORDS: readonly (readonly [string, string, string, string])[] = [",
    ...procedures.map(row),
    "];",
    "",
  ].join("\n"),
);
