// node --test: the hospitals' posted prices for every code are rebuilt from ../shared alone, to the same bytes,
// and hold what hospital-codes/*.csv.gz and code-ranges.csv say (docs/decisions/0052-hospital-codes-built-into-static-assets.md).
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { gunzipSync } from "node:zlib";
import {
  buildHospitalCodes,
  DEFAULT_DATA_DIR,
  ensureHospitalCodes,
  HOSPITAL_CODES_VERSION,
} from "../generate-hospital-codes.mjs";

const digest = (files) => {
  const hash = createHash("sha256");
  for (const name of [...files.keys()].sort()) hash.update(name).update("\0").update(files.get(name)).update("\0");
  return hash.digest("hex");
};

const first = buildHospitalCodes();

test("the build reproduces from ../shared: the same inputs give the same bytes, written as built", () => {
  const second = buildHospitalCodes();
  assert.equal(digest(first.files), digest(second.files));
  const out = mkdtempSync(join(tmpdir(), "hospital-codes-"));
  try {
    assert.equal(ensureHospitalCodes({ out }), true);
    const dir = join(out, "data", "codes", HOSPITAL_CODES_VERSION);
    const written = new Map(
      readdirSync(dir)
        .filter((name) => name.endsWith(".json"))
        .map((name) => [name, readFileSync(join(dir, name), "utf8")]),
    );
    assert.equal(digest(written), digest(first.files));
    assert.equal(ensureHospitalCodes({ out }), false, "nothing is rewritten when the inputs are the same");
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test("every row of the inputs, and only those of hospitals in hospitals.csv", () => {
  const { files, about } = first;
  const skipped = new Set(about.skippedHospitals);
  // SOURCES.md: 24 hospitals have no hospitals.csv row; 5,219,955 rows in all, 2,193 codes, 3,545 hospitals.
  assert.equal(skipped.size, 24);
  assert.equal(about.hospitals, 3545 - 24);
  assert.equal(about.codes, 2193);
  let rows = 0;
  let kept = 0;
  for (const name of readdirSync(join(DEFAULT_DATA_DIR, "hospital-codes"))) {
    const lines = gunzipSync(readFileSync(join(DEFAULT_DATA_DIR, "hospital-codes", name)))
      .toString("utf8")
      .split("\n");
    for (const line of lines.slice(1)) {
      if (!line) continue;
      rows++;
      const [ccn, code, price] = line.split(",");
      if (skipped.has(ccn)) {
        assert.equal(files.has(`${ccn}.json`), false);
        continue;
      }
      kept++;
      if (kept % 997 === 0) assert.equal(JSON.parse(files.get(`${ccn}.json`))[code], Number(price), `${ccn} ${code}`);
    }
  }
  assert.equal(rows, 5_219_955);
  assert.equal(about.prices, kept);
  const saintJoseph = JSON.parse(files.get("060028.json"));
  assert.equal(saintJoseph["99285"], 2761);
  assert.equal(Object.keys(saintJoseph).length, 2156);
  const ranges = JSON.parse(files.get("ranges.json"));
  assert.equal(Object.keys(ranges).length, 17_087);
  assert.deepEqual(ranges["99285"], [952, 1475, 2419, 3195, 1]);
  assert.deepEqual(ranges["J1170"], [8, 23, 75, 1198, 0]);
});
