/**
 * Each hospital's own posted cash price for every code it posts, and the national range of each code,
 * from the files scripts/generate-hospital-codes.mjs builds into the static assets
 * (docs/decisions/0052-hospital-codes-built-into-static-assets.md): one hospital is one fetch.
 * The national ranges are one file, kept for the life of the isolate; hospitals' files are kept
 * for the last few hospitals read (an isolate never holds all 3,521).
 */
import type { CodeRange, HospitalCodesAbout } from "../../domain/code-lookup";
import type { ServerContext } from "../context.server";

/** The folder the generator writes (HOSPITAL_CODES_VERSION there): the files' release, January 2026. */
const HOSPITAL_CODES_VERSION = "2026-01";
const BASE = `/data/codes/${HOSPITAL_CODES_VERSION}`;
/** How many hospitals' files an isolate keeps: a bill check and a hospital page read one. */
const KEPT_HOSPITALS = 24;

/** A hospital's posted cash prices: code → whole dollars per billing unit. */
export type HospitalCodePrices = ReadonlyMap<string, number>;

type CodeRanges = {
  /** Every code posted by at least 20 hospitals. */
  ranges: ReadonlyMap<string, CodeRange>;
  /** The codes the per-hospital files hold: a hospital without one of these posts no cash price for it. */
  inHospitalFiles: ReadonlySet<string>;
};

async function readJson<T>(server: ServerContext, path: string): Promise<T | null> {
  const res = await server.env.ASSETS.fetch(new Request(`https://assets.internal${BASE}/${path}`));
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`Hospital codes ${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

const hospitals = new Map<string, Promise<HospitalCodePrices | null>>();

/** One hospital's posted cash prices for every code it posts, or null when our data has none for it. */
export function loadHospitalCodePrices(server: ServerContext, ccn: string): Promise<HospitalCodePrices | null> {
  if (!/^[0-9A-Z]{6}$/.test(ccn)) return Promise.resolve(null);
  const kept = hospitals.get(ccn);
  if (kept) {
    hospitals.delete(ccn); // most recently read last
    hospitals.set(ccn, kept);
    return kept;
  }
  const pending = readJson<Record<string, number>>(server, `${ccn}.json`).then((prices) =>
    prices ? new Map(Object.entries(prices)) : null,
  );
  hospitals.set(ccn, pending);
  pending.catch(() => hospitals.delete(ccn)); // a failed read is retried next time
  if (hospitals.size > KEPT_HOSPITALS) hospitals.delete(hospitals.keys().next().value!);
  return pending;
}

let ranges: Promise<CodeRanges> | null = null;

/** The national range of every code in our data (empty when the files are not built). */
export function loadCodeRanges(server: ServerContext): Promise<CodeRanges> {
  if (!ranges) {
    const attempt = readJson<Record<string, [number | null, number | null, number | null, number, 0 | 1]>>(
      server,
      "ranges.json",
    ).then((rows) => {
      const byCode = new Map<string, CodeRange>();
      const inFiles = new Set<string>();
      for (const [code, [p25, p50, p75, count, inHospitalFiles]] of Object.entries(rows ?? {})) {
        byCode.set(code, { p25, p50, p75, hospitals: count });
        if (inHospitalFiles) inFiles.add(code);
      }
      return { ranges: byCode, inHospitalFiles: inFiles };
    });
    ranges = attempt;
    attempt.catch(() => {
      if (ranges === attempt) ranges = null;
    });
  }
  return ranges;
}

export function loadHospitalCodesAbout(server: ServerContext): Promise<HospitalCodesAbout | null> {
  return readJson<HospitalCodesAbout>(server, "about.json");
}
