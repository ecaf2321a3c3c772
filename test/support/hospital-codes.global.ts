// vitest globalSetup (workers project): what a test expects of the hospital-codes files, read here in Node
// straight from ../shared (never from the files the generator built, which the Worker reads): Saint Joseph
// Hospital Denver's rows of hospital-codes/CO.csv.gz and every row of code-ranges.csv.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import type { TestProject } from "vitest/node";
import { DEFAULT_DATA_DIR } from "../../scripts/generate-hospital-codes.mjs";

/** Saint Joseph Hospital, Denver CO (hospitals.csv). */
const SAINT_JOSEPH_DENVER = "060028";

declare module "vitest" {
  export interface ProvidedContext {
    /** code → posted cash price (whole dollars) of Saint Joseph Hospital Denver, from CO.csv.gz. */
    saintJosephPrices: Record<string, number>;
    /** code → [p25, p75] whole dollars, from code-ranges.csv. */
    nationalRanges: Record<string, [number, number]>;
  }
}

export default function setup({ provide }: TestProject) {
  const rows = gunzipSync(readFileSync(join(DEFAULT_DATA_DIR, "hospital-codes", "CO.csv.gz")))
    .toString("utf8")
    .split("\n");
  const prices: Record<string, number> = {};
  for (const row of rows) {
    const [ccn, code, price] = row.split(",");
    if (ccn === SAINT_JOSEPH_DENVER) prices[code] = Number(price);
  }
  const ranges: Record<string, [number, number]> = {};
  for (const row of readFileSync(join(DEFAULT_DATA_DIR, "code-ranges.csv"), "utf8").split("\n").slice(1)) {
    const [code, , , p25, , p75] = row.split(",");
    if (code && p25 && p75) ranges[code] = [Number(p25), Number(p75)];
  }
  provide("saintJosephPrices", prices);
  provide("nationalRanges", ranges);
}
