/**
 * What each billed code should cost at this hospital: its own posted cash price (45 CFR part 180),
 * the fair range and the Medicare amount from the price engine (docs/prices.md), per unit.
 * A code is priced when a catalog procedure is that code alone (or N units of it).
 */
import type { LinePrices } from "../../domain/bill-rules";
import { unitsInBundle } from "../../domain/bill-rules";
import type { ServerContext } from "../context.server";
import { loadHospitalPrices } from "../hospitals/provider-data.server";
import { estimatePrice } from "../prices/engine.server";
import { FACILITY_COMPONENTS } from "../prices/facility-components.generated.server";
import { priceReference, type ProcedureRow } from "../prices/reference-data.server";
import type { BillHospital } from "./hospital.server";

const NO_PRICE: LinePrices = {
  procedureSlug: null,
  postedUnitCents: null,
  fairLowUnitCents: null,
  fairHighUnitCents: null,
  medicareUnitCents: null,
};

export async function priceCodes(
  server: ServerContext,
  hospital: BillHospital,
  codes: readonly string[],
): Promise<LinePrices[]> {
  const [reference, posted] = await Promise.all([priceReference(server), loadHospitalPrices(server, hospital.ccn)]);
  const postedBySlug = new Map(posted ?? []);
  const region = hospital.zip ? reference.regionsByZip3.get(hospital.zip.slice(0, 3)) : undefined;
  const stateFactor = reference.factorsByState.get(hospital.state);
  const byCode = new Map<string, LinePrices>();
  for (const code of new Set(codes)) {
    const match = procedureForCode(reference.procedures, code);
    byCode.set(code, match ? linePrices(match.row, match.units, postedBySlug.get(match.row.slug)) : NO_PRICE);
  }
  return codes.map((code) => byCode.get(code)!);

  function linePrices(row: ProcedureRow, units: number, postedDollars: number | undefined): LinePrices {
    const estimate = estimatePrice(
      {
        medicareNationalCents: row.medicareNational,
        hospitalCashP25: row.hospitalCashP25,
        hospitalCashP50: row.hospitalCashP50,
        hospitalCashP75: row.hospitalCashP75,
        preventive: row.preventive,
        gafApplies: row.gafApplies,
        facility: FACILITY_COMPONENTS[row.slug] ?? null,
      },
      region ? { gafMilli: region.gafMilli } : null,
      stateFactor ? { factorMilli: stateFactor.factorMilli, hospitals: stateFactor.hospitals } : null,
    );
    // The fair range: the middle half of hospitals' posted cash prices in this state; else the self-pay range.
    const fair = estimate.dollars.hospitalCashRange ?? estimate.dollars.localSelfPayRange;
    const perUnit = (dollars: number) => Math.round((dollars * 100) / units);
    return {
      procedureSlug: row.slug,
      postedUnitCents: postedDollars === undefined ? null : perUnit(postedDollars),
      fairLowUnitCents: perUnit(fair.min),
      fairHighUnitCents: perUnit(fair.max),
      medicareUnitCents: perUnit(estimate.factors.medicareLocal),
    };
  }
}

/** The catalog procedure that is this code alone, preferring one unit of it over a multi-unit bundle. */
function procedureForCode(procedures: readonly ProcedureRow[], code: string) {
  let best: { row: ProcedureRow; units: number } | null = null;
  for (const row of procedures) {
    const units = unitsInBundle(row.bundle, code);
    if (units > 0 && (!best || units < best.units)) best = { row, units };
  }
  return best;
}
