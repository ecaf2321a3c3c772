/**
 * A catalog row as the price engine reads it: the one mapping from a procedure row (and the generated parts of
 * facility procedures, imaging, added services and births) to `EngineProcedure`, for every answer.
 */
import type { EngineProcedure } from "./engine.server";
import { EPISODE_BENCHMARKS } from "./episode-benchmarks.generated.server";
import { ADDED_PARTS, FACILITY_COMPONENTS, IMAGING_PARTS } from "./facility-components.generated.server";
import type { ProcedureRow } from "./reference-data.server";

export function engineProcedure(row: ProcedureRow): EngineProcedure {
  return {
    medicareNationalCents: row.medicareNational,
    hospitalCashP25: row.hospitalCashP25,
    hospitalCashP50: row.hospitalCashP50,
    hospitalCashP75: row.hospitalCashP75,
    preventive: row.preventive,
    gafApplies: row.gafApplies,
    facility: FACILITY_COMPONENTS[row.slug] ?? null,
    imaging: IMAGING_PARTS[row.slug] ?? null,
    addedParts: ADDED_PARTS[row.slug] ?? [],
    // A birth's national figure: the first published whole-episode figure.
    episodeDollars: EPISODE_BENCHMARKS[row.slug]?.[0]?.dollars ?? null,
  };
}
