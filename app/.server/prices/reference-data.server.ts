/**
 * The price reference tables (procedures, ZIP3 regions, state hospital
 * factors) change only with a migration, which ships with a deploy and so
 * with new isolates. They are read once per isolate, in one D1 round trip,
 * and every price preview and landing page after that works from memory.
 */
import { asc } from "drizzle-orm";
import { procedures, stateHospitalFactors, zip3Regions } from "../../../db/schema";
import type { ServerContext } from "../context.server";

export type ProcedureRow = typeof procedures.$inferSelect;
type Zip3Region = typeof zip3Regions.$inferSelect;
type StateHospitalFactor = typeof stateHospitalFactors.$inferSelect;

export type PriceReference = {
  /** In catalog order (sort_order). */
  procedures: ProcedureRow[];
  regionsByZip3: ReadonlyMap<string, Zip3Region>;
  factorsByState: ReadonlyMap<string, StateHospitalFactor>;
};

let loading: Promise<PriceReference> | null = null;

export function priceReference(server: ServerContext): Promise<PriceReference> {
  if (!loading) {
    const attempt = load(server);
    loading = attempt;
    // A failed read is not kept: the next request tries again.
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
  }
  return loading;
}

async function load({ db }: ServerContext): Promise<PriceReference> {
  const [procedureRows, regionRows, factorRows] = await db.batch([
    db.select().from(procedures).orderBy(asc(procedures.sortOrder)),
    db.select().from(zip3Regions),
    db.select().from(stateHospitalFactors),
  ]);
  return {
    procedures: procedureRows,
    regionsByZip3: new Map(regionRows.map((row) => [row.zip3, row])),
    factorsByState: new Map(factorRows.map((row) => [row.state, row])),
  };
}
