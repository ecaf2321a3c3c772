/**
 * What each billed code should cost at this hospital, per unit: its own posted cash price for the code
 * (45 CFR part 180; every code it posts, docs/decisions/0052-hospital-codes-built-into-static-assets.md),
 * the national range of hospitals' posted cash prices for the code, and Medicare's amount where our catalog
 * has the code. A modifier is read as its base code. Reading the hospital's prices is one fetch.
 */
import { baseCode, unitsInBundle, type LinePrices, type PriceStatus } from "../../domain/bill-rules";
import type { ServerContext } from "../context.server";
import type { CodeRange } from "../../domain/code-lookup";
import { loadCodeRanges, loadHospitalCodePrices } from "../hospitals/hospital-codes.server";
import { engineProcedure } from "../prices/engine-procedure.server";
import { priceReference, type ProcedureRow } from "../prices/reference-data.server";
import type { BillHospital } from "./hospital.server";

/** What one code is looked up in: the hospital's posted prices (null without a file), the national ranges. */
export type CodeData = {
  posted: ReadonlyMap<string, number> | null;
  ranges: ReadonlyMap<string, CodeRange>;
  /** Codes every hospital's file would hold if it posted them. */
  inHospitalFiles: ReadonlySet<string>;
  /** The catalog procedure that is this code alone, and Medicare's amount per unit near the hospital. */
  medicare: (code: string) => { slug: string; unitCents: number } | null;
};

/** One billed code, priced per unit from what the data holds. */
export function priceCode(code: string, data: CodeData): LinePrices {
  const base = baseCode(code);
  const postedDollars = data.posted?.get(base);
  const medicare = data.medicare(base);
  let status: PriceStatus = "not_in_data";
  if (postedDollars !== undefined) status = "posted";
  else if (data.posted && (data.inHospitalFiles.has(base) || medicare)) status = "not_posted";
  const range = data.ranges.get(base);
  const hasRange = range && range.p25 !== null && range.p75 !== null;
  return {
    procedureSlug: medicare?.slug ?? null,
    status,
    postedUnitCents: postedDollars === undefined ? null : postedDollars * 100,
    fairLowUnitCents: hasRange ? range.p25! * 100 : null,
    fairHighUnitCents: hasRange ? range.p75! * 100 : null,
    medicareUnitCents: medicare?.unitCents ?? null,
  };
}

/**
 * Medicare's amount for what a hospital bills under the code, per unit, to the cent (half-up, once).
 * Like with like: a surgical code's hospital line is the facility's part, so it is compared with Medicare's
 * facility payment (OPPS or ASC), not the all-in amount with the surgeon and anesthesia; an MRI or CT line with
 * the scan's technical part. Other codes: the fee schedule amount, adjusted for the area where it applies.
 * The row is read through `engineProcedure`, the one mapping the price preview uses too.
 */
export function medicareUnitCents(row: ProcedureRow, units: number, gafMilli: number | null): number {
  const procedure = engineProcedure(row);
  const facility = procedure.facility?.facilityCents ?? procedure.imaging?.technicalCents;
  if (facility != null) return Math.round(facility / units);
  const milli = procedure.gafApplies && gafMilli !== null ? gafMilli : 1000;
  return Math.round((procedure.medicareNationalCents * milli) / (1000 * units));
}

export async function priceCodes(
  server: ServerContext,
  hospital: BillHospital,
  codes: readonly string[],
): Promise<LinePrices[]> {
  const [reference, posted, { ranges, inHospitalFiles }] = await Promise.all([
    priceReference(server),
    loadHospitalCodePrices(server, hospital.ccn),
    loadCodeRanges(server),
  ]);
  const region = hospital.zip ? reference.regionsByZip3.get(hospital.zip.slice(0, 3)) : undefined;
  const data: CodeData = {
    posted,
    ranges,
    inHospitalFiles,
    medicare: (code) => {
      const match = procedureForCode(reference.procedures, code);
      return match
        ? { slug: match.row.slug, unitCents: medicareUnitCents(match.row, match.units, region?.gafMilli ?? null) }
        : null;
    },
  };
  const byCode = new Map<string, LinePrices>();
  for (const code of new Set(codes)) byCode.set(code, priceCode(code, data));
  return codes.map((code) => byCode.get(code)!);
}

type ProcedureMatch = { row: ProcedureRow; units: number };

/**
 * Each code's catalog procedure, indexed once per catalog read (the catalog is kept per isolate, and the match
 * is the same at every hospital): a bill check looked at every procedure for each of its codes. Only codes the
 * catalog holds are kept, so the index never grows with what bills ask for.
 */
const procedureIndexes = new WeakMap<readonly ProcedureRow[], ReadonlyMap<string, ProcedureMatch>>();

/** The catalog procedure that is this code alone, preferring one unit of it over a multi-unit bundle. */
function procedureForCode(procedures: readonly ProcedureRow[], code: string): ProcedureMatch | null {
  let index = procedureIndexes.get(procedures);
  if (!index) procedureIndexes.set(procedures, (index = indexProcedures(procedures)));
  return index.get(code.toUpperCase()) ?? null;
}

/** What a scan of the catalog answers for each code it holds: the first procedure with the fewest units of it. */
function indexProcedures(procedures: readonly ProcedureRow[]): ReadonlyMap<string, ProcedureMatch> {
  const index = new Map<string, ProcedureMatch>();
  for (const row of procedures) {
    const code = BUNDLE_CODE.exec(row.bundle.trim())?.[1].toUpperCase();
    const units = code ? unitsInBundle(row.bundle, code) : 0;
    const best = code ? index.get(code) : undefined;
    if (code && units > 0 && (!best || units < best.units)) index.set(code, { row, units });
  }
  return index;
}

/** The one code a single-code bundle names ("97110x4" → 97110); unitsInBundle reads the units. */
const BUNDLE_CODE = /^([0-9A-Z]{5})(?:x\d+)?$/i;
