#!/usr/bin/env node
/**
 * Writes the procedure catalog (docs/decisions/0009-prices.md) into the data migration
 * `migrations/0007_price_catalog.sql` from ../shared/data/procedures.csv (see ../shared/data/SOURCES.md).
 * The ZIP3 regions and state factors stay in `migrations/0001_price_reference.sql`, which an applied
 * database never reruns: the script checks they still match the CSV files and stops when they do not
 * (new regions need a migration of their own). The generated SQL is committed: CI and deployments
 * never read ../shared.
 *
 *   node scripts/generate-price-data.mjs [--data ../shared/data] [--out migrations/0007_price_catalog.sql]
 *
 * Encodings (db/schema/): medicare_national_cents = dollars × 100,
 * gaf_milli / factor_milli = factor × 1000, locality_share_pct = share × 100.
 * Hospital cash percentiles stay whole dollars, as in the source file.
 *
 * It also writes the all-in parts of facility procedures (doctor's fee at the
 * facility rate, surgery-center or hospital outpatient fee, anesthesia base fee)
 * from ../shared/data/facility-fees.csv into
 * app/.server/prices/facility-components.generated.server.ts (bundled with the Worker:
 * 14 rows, no table needed), and the published whole-birth figures of
 * ../shared/data/episode-benchmarks.csv into app/.server/prices/episode-benchmarks.generated.server.ts.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseCsv } from "./csv.mjs";
import { arg, root } from "./script-args.mjs";

const dataDir = resolve(root, arg("--data", "../shared/data"));
const outFile = resolve(root, arg("--out", "migrations/0007_price_catalog.sql"));
const referenceFile = resolve(root, "migrations/0001_price_reference.sql");
const componentsFile = resolve(
  root,
  arg("--components-out", "app/.server/prices/facility-components.generated.server.ts"),
);

/** The spec's ten procedures lead the dropdown, in the order of docs/product.md#prices. */
export const SPEC_TEN = [
  "MRI",
  "CT Scan",
  "Colonoscopy",
  "Knee Surgery",
  "Mammogram",
  "Blood Work",
  "X-Ray",
  "Ultrasound",
  "Physical Therapy",
  "Dermatology Visit",
];

const read = (name) => parseCsv(readFileSync(resolve(dataDir, name), "utf8"));

const sqlText = (value) => (value === null || value === "" ? "NULL" : `'${String(value).replaceAll("'", "''")}'`);
const sqlInt = (value) => {
  if (value === null || value === "") return "NULL";
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Error(`Not a number: ${value}`);
  return String(Math.round(n));
};
const scaled = (value, factor) => (value === "" ? "NULL" : sqlInt(Number(value) * factor));
const bool = (value) => {
  if (value !== "true" && value !== "false") throw new Error(`Not a boolean: ${value}`);
  return value === "true" ? "1" : "0";
};

function inserts(table, columns, rows, chunk = 50) {
  const out = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const values = rows.slice(i, i + chunk).map((r) => `  (${r.join(", ")})`);
    out.push(`INSERT INTO ${table} (${columns.join(", ")}) VALUES\n${values.join(",\n")};`);
  }
  return out;
}

const procedures = read("procedures.csv");
for (const name of SPEC_TEN) {
  if (!procedures.some((p) => p.name === name)) throw new Error(`procedures.csv lacks ${name}`);
}
const ordered = [
  ...SPEC_TEN.map((name) => procedures.find((p) => p.name === name)),
  ...procedures.filter((p) => !SPEC_TEN.includes(p.name)),
];
const procedureRows = ordered.map((p, i) => [
  sqlText(p.slug),
  sqlText(p.name),
  sqlText(p.category),
  sqlText(p.codes),
  scaled(p.medicare_national, 100),
  sqlInt(p.hospital_cash_p25),
  sqlInt(p.hospital_cash_p50),
  sqlInt(p.hospital_cash_p75),
  sqlInt(p.hospital_count),
  bool(p.preventive),
  sqlText(p.bundle),
  sqlText(p.medicare_basis),
  bool(p.gaf_applies),
  sqlText(p.notes),
  String(i + 1),
]);

const zip3 = read("zip3-regions.csv");
const zipRows = zip3.map((z) => {
  if (!/^\d{3}$/.test(z.zip3)) throw new Error(`Bad zip3: ${z.zip3}`);
  return [
    sqlText(z.zip3),
    sqlText(z.state),
    sqlText(z.locality_id),
    sqlText(z.locality_name),
    scaled(z.gaf, 1000),
    sqlInt(z.zip_count),
    scaled(z.locality_share, 100),
  ];
});

const states = read("state-hospital-factors.csv");
const stateRows = states.map((s) => [
  sqlText(s.state),
  scaled(s.factor, 1000),
  sqlInt(s.hospitals),
  sqlInt(s.codes_used),
]);

const procedureStatements = inserts(
  "procedures",
  [
    "slug",
    "name",
    "category",
    "codes",
    "medicare_national_cents",
    "hospital_cash_p25",
    "hospital_cash_p50",
    "hospital_cash_p75",
    "hospital_count",
    "preventive",
    "bundle",
    "medicare_basis",
    "gaf_applies",
    "notes",
    "sort_order",
  ],
  procedureRows,
);
const referenceStatements = [
  ...inserts(
    "zip3_regions",
    ["zip3", "state", "locality_id", "locality_name", "gaf_milli", "zip_count", "locality_share_pct"],
    zipRows,
  ),
  ...inserts("state_hospital_factors", ["state", "factor_milli", "hospitals", "codes_used"], stateRows),
];
const applied = readFileSync(referenceFile, "utf8");
for (const statement of referenceStatements) {
  if (!applied.includes(statement))
    throw new Error(`${referenceFile} no longer matches the regions or state factors: write a new migration for them`);
}

const statements = [
  [
    "-- The procedure catalog (docs/decisions/0009-prices.md, docs/prices.md). Generated by",
    "-- scripts/generate-price-data.mjs from shared/data/procedures.csv (CMS PFS RVU25D, CLFS 2025 Q2,",
    "-- hospital price-transparency files of January 2026). Do not edit by hand: rerun the script.",
    "DELETE FROM procedures;",
  ].join("\n"),
  ...procedureStatements,
];

/* ---- All-in parts of facility procedures (facility-fees.csv, see its SOURCES) ---- */

// The catalog figure leaves the facility and anesthesia out: a surgeon's fee only, or notes that say so.
const needsFacility = (p) =>
  /professional fee only/i.test(p.medicare_basis) || /excludes facility|facility fee extra/i.test(p.notes);
// An open breast-lump excision is an operating-room procedure (OPPS J1, on ASC Addendum AA): its catalog
// figure is the office fee, which is not what it costs, so it is priced all-in at a surgery center.
const ALL_IN_SURGERY = new Set(["breast-lump-removal"]);
const cents = (dollars) => (dollars === "" ? null : Math.round(Number(dollars) * 100));
const facilityRows = new Map(read("facility-fees.csv").map((f) => [f.slug, f]));
const components = [];
for (const p of ordered) {
  if (!needsFacility(p) && !ALL_IN_SURGERY.has(p.slug)) continue;
  const f = facilityRows.get(p.slug);
  if (!f) throw new Error(`facility-fees.csv lacks ${p.slug}`);
  // The doctor's fee at the facility rate, so the office practice expense is not counted twice.
  const pro = /(?:physician fee at PFS facility rate|professional component -26) = \$([\d.]+)/.exec(f.notes);
  if (!pro) throw new Error(`facility-fees.csv gives no professional fee for ${p.slug}`);
  // Deliveries have no outpatient payment (OPPS status B): an inpatient stay, which has no public (DRG) amount in
  // the data, so the stay is left out and said so. Everything OPPS pays (a prostatectomy too) is outpatient.
  const inpatient = f.opps_national === "";
  // A surgery center where Medicare covers one, unless the notes say the hospital is usual.
  const setting = inpatient
    ? "inpatient"
    : f.asc_national !== "" && !/usually done in hospital/i.test(p.notes)
      ? "asc"
      : "hopd";
  const facility = setting === "asc" ? cents(f.asc_national) : setting === "hopd" ? cents(f.opps_national) : null;
  const anesthesia =
    f.anesthesia_base_units === "" ? null : Math.round(Number(f.anesthesia_base_units) * Number(f.anesthesia_cf) * 100);
  components.push({
    slug: p.slug,
    setting,
    professionalCents: cents(pro[1]),
    facilityCents: facility,
    anesthesiaCents: anesthesia,
  });
}
/* ---- Imaging by its parts, and the services billed on top (facility-fees.csv, procedures.csv) ---- */

// MRI and CT rows with a radiologist's read (-26) and an OPPS technical rate: insurers mostly pay them as hospital
// outpatient services, so the insured estimate is the read plus the technical part, each with its own ratio.
const imaging = [];
for (const p of ordered) {
  const f = facilityRows.get(p.slug);
  if (p.category !== "Imaging" || !f || f.opps_national === "") continue;
  const read = /professional component -26 = \$([\d.]+)/.exec(f.notes);
  if (!read) continue;
  imaging.push({ slug: p.slug, readCents: cents(read[1]), technicalCents: cents(f.opps_national) });
}
const byCode = (code) => {
  const row = procedures.find((p) => p.codes === code);
  if (!row) throw new Error(`procedures.csv lacks ${code}`);
  return { code, cents: cents(row.medicare_national), gafApplies: row.gaf_applies === "true" };
};
const PATHOLOGY = byCode("88305");
const BLOOD_DRAW = byCode("36415");
// Urine and swab tests need no blood draw.
const NOT_BLOOD = /urine|strep/i;
const added = [];
for (const p of ordered) {
  const parts = [];
  // Rows whose notes say pathology is extra: one tissue specimen examined (88305).
  if (/patholog/i.test(p.notes) && p.codes !== PATHOLOGY.code) parts.push(PATHOLOGY);
  // Blood tests: the draw (36415) is billed on top of them.
  if (p.category === "Lab" && p.medicare_basis === "CLFS" && p.codes !== BLOOD_DRAW.code && !NOT_BLOOD.test(p.name))
    parts.push(BLOOD_DRAW);
  if (parts.length) added.push({ slug: p.slug, parts });
}

const componentsTs = [
  "// Generated by scripts/generate-price-data.mjs from shared/data/facility-fees.csv (CY2025 OPPS Addendum B,",
  "// ASC Addendum AA, anesthesia base units × the CY2025 national anesthesia conversion factor). Do not edit:",
  "// rerun the script. Amounts are national Medicare cents; null means the data has no figure for that part.",
  'import type { AddedPart, FacilityComponents, ImagingParts } from "./engine.server";',
  "",
  "export const FACILITY_COMPONENTS: Readonly<Record<string, FacilityComponents>> = {",
  ...components.map(
    (c) =>
      `  ${JSON.stringify(c.slug)}: { setting: ${JSON.stringify(c.setting)}, professionalCents: ${c.professionalCents}, facilityCents: ${c.facilityCents}, anesthesiaCents: ${c.anesthesiaCents} },`,
  ),
  "};",
  "",
  "/** Imaging done in a hospital outpatient department: the radiologist's read (-26) and the technical part (OPPS). */",
  "export const IMAGING_PARTS: Readonly<Record<string, ImagingParts>> = {",
  ...imaging.map(
    (c) => `  ${JSON.stringify(c.slug)}: { readCents: ${c.readCents}, technicalCents: ${c.technicalCents} },`,
  ),
  "};",
  "",
  "/** Services billed on top of the procedure that our data prices: pathology (88305), the blood draw (36415). */",
  "export const ADDED_PARTS: Readonly<Record<string, readonly AddedPart[]>> = {",
  ...added.map((a) => `  ${JSON.stringify(a.slug)}: [${a.parts.map((x) => JSON.stringify(x)).join(", ")}],`),
  "};",
  "",
].join("\n");
writeFileSync(componentsFile, componentsTs);
console.log(
  `Wrote the all-in parts of ${components.length} facility procedures, ${imaging.length} imaging rows and the added parts of ${added.length} rows to ${componentsFile}`,
);

/* ---- Published whole-episode figures for births (episode-benchmarks.csv, see its SOURCES) ---- */

const EPISODE_SOURCES = {
  FAIRHEALTH_BIRTH_2024: "FAIR Health, Cost of Giving Birth Tracker (2024)",
  KFF_PREGNANCY_2025:
    "Peterson-KFF Health System Tracker, Health costs associated with pregnancy, childbirth, and postpartum care (2025)",
};
// A VBAC is a vaginal birth: the published vaginal-birth figures are the ones that describe it.
const EPISODE_ALSO = { "vbac-delivery": "vaginal-delivery" };
const episodeRows = read("episode-benchmarks.csv");
const episodes = {};
for (const e of episodeRows) {
  const source = EPISODE_SOURCES[e.source_key];
  if (!source) throw new Error(`episode-benchmarks.csv names unknown source ${e.source_key}`);
  const figure = Number(e.figure_dollars);
  if (!Number.isInteger(figure) || figure <= 0) throw new Error(`Bad figure ${e.figure_dollars} for ${e.slug}`);
  (episodes[e.slug] ??= []).push({
    episode: e.episode,
    dollars: figure,
    measure: e.measure,
    period: e.data_period,
    source,
  });
}
for (const [slug, from] of Object.entries(EPISODE_ALSO)) episodes[slug] = episodes[from];
const episodesFile = resolve(root, "app/.server/prices/episode-benchmarks.generated.server.ts");
writeFileSync(
  episodesFile,
  [
    "// Generated by scripts/generate-price-data.mjs from shared/data/episode-benchmarks.csv (published national",
    "// figures for a whole birth; insured amounts, never cash prices). Do not edit: rerun the script. The first",
    "// figure of each procedure is the whole birth's national median, shown as its national average.",
    "",
    "export type EpisodeBenchmark = { episode: string; dollars: number; measure: string; period: string; source: string };",
    "",
    `export const EPISODE_BENCHMARKS: Readonly<Record<string, readonly EpisodeBenchmark[]>> = ${JSON.stringify(episodes, null, 2)};`,
    "",
  ].join("\n"),
);
console.log(`Wrote the published whole-birth figures of ${Object.keys(episodes).length} procedures to ${episodesFile}`);

// drizzle-kit splits custom migrations on this marker; the last line is SQL, never a comment.
writeFileSync(outFile, statements.join("\n--> statement-breakpoint\n") + "\n");
console.log(
  `Wrote ${procedureRows.length} procedures to ${outFile}; ${zipRows.length} ZIP3 regions and ${stateRows.length} state factors match ${referenceFile}`,
);
