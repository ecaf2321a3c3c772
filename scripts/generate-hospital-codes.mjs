#!/usr/bin/env node
/**
 * Every code each hospital posts a cash price for (docs/decisions/0052-hospital-codes-built-into-static-assets.md),
 * written at build time from ../shared/data/providers/ (its SOURCES.md, "All codes per hospital") into the
 * Worker's static assets: build/client/data/codes/<version>/. Nothing of it is committed; scripts/fresh-build.mjs
 * runs this after every build (it writes nothing when the files there are already of the same inputs).
 * Reproducible: the same inputs give the same bytes (scripts/test/generate-hospital-codes.test.mjs).
 *
 *   node scripts/generate-hospital-codes.mjs [--data ../shared/data/providers] [--out build/client]
 *
 * Files (JSON):
 *   <ccn>.json    {code: cash price in whole dollars, ...}: one hospital's posted cash prices, per billing unit
 *                 (hospital-codes/{ST}.csv.gz); only hospitals with a hospitals.csv row (SOURCES.md lists 24 without)
 *   ranges.json   {code: [p25, p50, p75, hospitals, in hospital files 1/0], ...} (code-ranges.csv; null where empty)
 *   about.json    the counts /methodology states, and the fingerprint of the inputs the files were built from
 */
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { parseCsv } from "./csv.mjs";

/** The files' release (scraped January 2026): the folder name, so a cached file from older data is never read. */
export const HOSPITAL_CODES_VERSION = "2026-01";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const DEFAULT_DATA_DIR = resolve(root, "../shared/data/providers");

const inputFiles = (dataDir) => [
  "hospitals.csv",
  "code-ranges.csv",
  ...readdirSync(join(dataDir, "hospital-codes"))
    .filter((f) => f.endsWith(".csv.gz"))
    .sort()
    .map((f) => `hospital-codes/${f}`),
];

/** A hash of the inputs and of this script: the files are rebuilt when either changes. */
export function inputFingerprint(dataDir = DEFAULT_DATA_DIR) {
  const hash = createHash("sha256").update(readFileSync(fileURLToPath(import.meta.url)));
  for (const name of inputFiles(dataDir))
    hash
      .update(name)
      .update("\0")
      .update(readFileSync(join(dataDir, name)));
  return hash.digest("hex");
}

const dollarsOrNull = (value) => (value === "" ? null : Number(value));

/** The files as {name: text}, from the inputs alone (same inputs, same bytes). */
export function buildHospitalCodes(dataDir = DEFAULT_DATA_DIR) {
  const known = new Set(parseCsv(readFileSync(join(dataDir, "hospitals.csv"), "utf8")).map((h) => h.ccn));
  const files = new Map();
  const skipped = new Set();
  const codes = new Set();
  let prices = 0;
  for (const name of inputFiles(dataDir).filter((n) => n.startsWith("hospital-codes/"))) {
    const lines = gunzipSync(readFileSync(join(dataDir, name)))
      .toString("utf8")
      .split("\n");
    if (lines[0] !== "ccn,code,cash_price") throw new Error(`${name}: unexpected header ${lines[0]}`);
    let ccn = null;
    let text = "";
    const flush = () => {
      if (ccn !== null) files.set(`${ccn}.json`, `{${text}}`);
    };
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i];
      if (!line) continue;
      const [rowCcn, code, price] = line.split(",");
      if (!/^[0-9A-Z]{6}$/.test(rowCcn) || !/^[0-9A-Z]{5}$/.test(code) || !/^[1-9]\d*$/.test(price))
        throw new Error(`${name}:${i + 1}: unexpected row ${line}`);
      if (!known.has(rowCcn)) {
        skipped.add(rowCcn);
        continue;
      }
      if (rowCcn !== ccn) {
        flush();
        if (files.has(`${rowCcn}.json`)) throw new Error(`${name}: ${rowCcn} is not sorted together`);
        ccn = rowCcn;
        text = "";
      }
      text += `${text ? "," : ""}"${code}":${price}`;
      codes.add(code);
      prices++;
    }
    flush();
  }
  const ranges = {};
  for (const r of parseCsv(readFileSync(join(dataDir, "code-ranges.csv"), "utf8"))) {
    ranges[r.code] = [
      dollarsOrNull(r.cash_p25),
      dollarsOrNull(r.cash_p50),
      dollarsOrNull(r.cash_p75),
      Number(r.hospital_count),
      r.in_hospital_files === "true" ? 1 : 0,
    ];
  }
  files.set("ranges.json", JSON.stringify(ranges));
  const about = {
    version: HOSPITAL_CODES_VERSION,
    hospitals: files.size - 1,
    codes: codes.size,
    prices,
    rangeCodes: Object.keys(ranges).length,
    skippedHospitals: [...skipped].sort(),
  };
  files.set("about.json", JSON.stringify(about));
  return { files, about };
}

/**
 * Writes the files into <out>/data/codes/<version>/ unless they are already there from the same inputs. They are
 * built once into .cache/hospital-codes/ and copied from there: a new build empties build/client, and copying is
 * faster than building. Without ../shared the bill check says "not in our data yet" for every code: said here.
 */
export function ensureHospitalCodes({ out = resolve(root, "build/client"), dataDir = DEFAULT_DATA_DIR } = {}) {
  const dir = join(out, "data", "codes", HOSPITAL_CODES_VERSION);
  if (!existsSync(join(dataDir, "hospital-codes"))) {
    console.warn(`[codes] ${dataDir} has no hospital-codes/: hospitals' posted prices for every code are left out`);
    return false;
  }
  const fingerprint = inputFingerprint(dataDir);
  const current = (folder) => {
    const stamp = join(folder, ".inputs");
    return existsSync(stamp) && readFileSync(stamp, "utf8").trim() === fingerprint;
  };
  if (current(dir)) return false;
  const cache = resolve(root, ".cache", "hospital-codes", HOSPITAL_CODES_VERSION);
  if (!current(cache)) {
    const { files, about } = buildHospitalCodes(dataDir);
    rmSync(cache, { recursive: true, force: true });
    mkdirSync(cache, { recursive: true });
    for (const [name, text] of files) writeFileSync(join(cache, name), text);
    writeFileSync(join(cache, ".inputs"), `${fingerprint}\n`);
    console.log(
      `[codes] built ${about.prices} posted prices of ${about.codes} codes for ${about.hospitals} hospitals ` +
        `(${about.skippedHospitals.length} without a hospitals.csv row skipped) and ${about.rangeCodes} national ranges`,
    );
  }
  rmSync(dir, { recursive: true, force: true });
  cpSync(cache, dir, { recursive: true });
  console.log(`[codes] copied the hospitals' posted prices to ${dir}`);
  return true;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(fileURLToPath(import.meta.url))) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? resolve(process.argv[i + 1]) : fallback;
  };
  ensureHospitalCodes({ out: arg("--out", undefined), dataDir: arg("--data", DEFAULT_DATA_DIR) });
}
