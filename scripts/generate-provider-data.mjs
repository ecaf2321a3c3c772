#!/usr/bin/env node
/**
 * Writes the "hospitals near you" data (docs/decisions/0040-hospital-price-data-as-static-assets.md)
 * from ../shared/data/providers/ (see its SOURCES.md) into public/data/providers/<version>/,
 * which the build copies into the Worker's static assets. The files are committed: CI and
 * deployments never read ../shared.
 *
 *   node scripts/generate-provider-data.mjs [--data ../shared/data/providers] [--out public/data/providers]
 *
 * Files (JSON, one small fetch each at request time):
 *   hospitals.json           [[ccn, name, address, city, state, zip5, lat, lon, stars, ownership, emergency], ...];
 *                            lat/lon/stars null when unknown; ownership is CMS's "Hospital Ownership" as written
 *                            ("Voluntary non-profit - Private", "Proprietary", ...), emergency is true/false (CMS's
 *                            "Emergency Services"), both null for a hospital not in the CMS file
 *   prices/<slug>.json       [[hospital index, posted cash price in whole dollars], ...] for one procedure
 *   by-hospital/<cc>.json    {slugs: [slug, ...], hospitals: {ccn: [[slug index, price], ...]}} for hospitals whose
 *                            CCN starts with <cc> (the state code)
 *   zip/<zz>.json            {zip5: [lat, lon], zip3: [lat, lon]} for ZIPs starting with <zz>; a ZIP3 entry is the
 *                            mean point of its ZCTAs, the fallback for a ZIP that has no centroid of its own
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { parseCsv } from "./csv.mjs";
import { arg, root } from "./script-args.mjs";

/** Bump with the data: the folder name, so a cached file from older data is never read. */
export const PROVIDER_DATA_VERSION = "2026-05";

const dataDir = resolve(root, arg("--data", "../shared/data/providers"));
const outDir = resolve(root, arg("--out", "public/data/providers"), PROVIDER_DATA_VERSION);

const read = (name) => parseCsv(readFileSync(resolve(dataDir, name), "utf8"));

const LOWER = new Set(["of", "the", "and", "at", "for", "in", "on", "an", "by", "to"]);
// Capitals that are acronyms: words without a vowel (UPMC is not one, so listed), and a few common ones.
const ACRONYMS = new Set([
  "NYU",
  "UAB",
  "UCSF",
  "UCLA",
  "UC",
  "USC",
  "UNC",
  "VA",
  "OSF",
  "SSM",
  "HCA",
  "MUSC",
  "UPMC",
  "LSU",
  "OU",
  "UT",
  "UVA",
  "UW",
  "UI",
  "AMC",
  "CHI",
  "II",
  "III",
  "IV",
  "LLC",
  "PC",
  "US",
  "USA",
]);
const SPELLED = {
  CTR: "Ctr",
  HLTH: "Hlth",
  ST: "St",
  "ST.": "St.",
  MT: "Mt",
  "MT.": "Mt.",
  DR: "Dr",
  "DR.": "Dr.",
  JR: "Jr",
  SR: "Sr",
};
/** "SOUTHEAST HEALTH MEDICAL CENTER" → "Southeast Health Medical Center"; acronyms (NYU, UPMC) stay. */
function readable(name) {
  if (name !== name.toUpperCase()) return name; // already mixed case
  return name
    .split(/(\s+|-|\/)/)
    .map((word, i) => {
      if (!/[A-Z]/.test(word)) return word;
      if (word in SPELLED) return SPELLED[word];
      if (ACRONYMS.has(word) || !/[AEIOUY]/.test(word)) return word;
      const lower = word.toLowerCase();
      if (i > 0 && LOWER.has(lower)) return lower;
      return lower
        .replace(/(^|[.(])([a-z])/g, (_, sep, ch) => sep + ch.toUpperCase())
        .replace(/^([a-z]')([a-z])/i, (_, head, ch) => head + ch.toUpperCase()); // O'Connor
    })
    .join("");
}

const round6 = (value) => (value === "" ? null : Math.round(Number(value) * 1e5) / 1e5);

const hospitalRows = read("hospitals.csv");
const index = new Map(hospitalRows.map((h, i) => [h.ccn, i]));
const hospitals = hospitalRows.map((h) => {
  const stars = /^[1-5]$/.test(h.star_rating) ? Number(h.star_rating) : null;
  return [
    h.ccn,
    readable(h.name),
    readable(h.address),
    readable(h.city),
    h.state,
    h.zip5 || null,
    round6(h.lat),
    round6(h.lon),
    stars,
    h.ownership || null,
    h.emergency_services === "Yes" ? true : h.emergency_services === "No" ? false : null,
  ];
});

const prices = new Map();
const byHospital = new Map();
for (const p of read("hospital-cash.csv")) {
  const i = index.get(p.ccn);
  if (i === undefined) throw new Error(`hospital-cash.csv names unknown hospital ${p.ccn}`);
  const price = Number(p.cash_price);
  if (!Number.isInteger(price) || price <= 0) throw new Error(`Bad price ${p.cash_price} for ${p.ccn}/${p.slug}`);
  if (!prices.has(p.slug)) prices.set(p.slug, []);
  prices.get(p.slug).push([i, price]);
  const shard = p.ccn.slice(0, 2);
  if (!byHospital.has(shard)) byHospital.set(shard, { slugs: [], hospitals: {} });
  const file = byHospital.get(shard);
  if (!file.slugs.includes(p.slug)) file.slugs.push(p.slug);
  (file.hospitals[p.ccn] ??= []).push([file.slugs.indexOf(p.slug), price]);
}

const zips = new Map();
const zip3Sums = new Map();
for (const z of read("zcta-centroids.csv")) {
  const shard = z.zip5.slice(0, 2);
  if (!zips.has(shard)) zips.set(shard, {});
  zips.get(shard)[z.zip5] = [round6(z.lat), round6(z.lon)];
  const sum = zip3Sums.get(z.zip5.slice(0, 3)) ?? { lat: 0, lon: 0, n: 0 };
  sum.lat += Number(z.lat);
  sum.lon += Number(z.lon);
  sum.n += 1;
  zip3Sums.set(z.zip5.slice(0, 3), sum);
}
for (const [zip3, s] of zip3Sums) {
  zips.get(zip3.slice(0, 2))[zip3] = [Math.round((s.lat / s.n) * 1e5) / 1e5, Math.round((s.lon / s.n) * 1e5) / 1e5];
}

rmSync(outDir, { recursive: true, force: true });
const write = (path, value) => {
  const file = resolve(outDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(value));
};
write("hospitals.json", hospitals);
for (const [slug, rows] of prices) write(`prices/${slug}.json`, rows);
for (const [shard, map] of byHospital) write(`by-hospital/${shard}.json`, map);
for (const [shard, map] of zips) write(`zip/${shard}.json`, map);

console.log(
  `Wrote ${hospitals.length} hospitals, ${[...prices.values()].reduce((n, r) => n + r.length, 0)} prices for ${prices.size} procedures, ` +
    `${byHospital.size} hospital shards and ${zips.size} ZIP shards (${zip3Sums.size} ZIP3 fallbacks) to ${outDir}`,
);
