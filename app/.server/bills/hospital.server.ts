/**
 * The hospital a bill is from, read from the provider data (docs/decisions/0040-hospital-price-data-as-static-assets.md):
 * name, billing address, and who owns it. Ownership is read here and nowhere else in the bill check.
 */
import type { ServerContext } from "../context.server";
import type { HospitalRow } from "../hospitals/nearby.server";
import { classifyOwnership, type OwnershipKind } from "../hospitals/ownership.server";
import { loadHospitals } from "../hospitals/provider-data.server";

/** Non-profit hospitals owe a financial assistance policy (IRS section 501(r)); the others do not. */
export type HospitalOwnership = OwnershipKind | null;

export type BillHospital = {
  ccn: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string | null;
  ownership: HospitalOwnership;
};

function toBillHospital(row: HospitalRow): BillHospital {
  const [ccn, name, address, city, state, zip] = row;
  return { ccn, name, address, city, state, zip, ownership: classifyOwnership(row[9]) };
}

/** The hospitals by CCN, made once per list read (the list itself is kept per isolate): a bill check scanned it. */
const byCcn = new WeakMap<readonly HospitalRow[], ReadonlyMap<string, HospitalRow>>();

/** Each CCN's first row, as a scan from the top would find it. */
function firstByCcn(rows: readonly HospitalRow[]): ReadonlyMap<string, HospitalRow> {
  const index = new Map<string, HospitalRow>();
  for (const row of rows) if (!index.has(row[0])) index.set(row[0], row);
  return index;
}

export async function findHospital(server: ServerContext, ccn: string): Promise<BillHospital | null> {
  const rows = await loadHospitals(server);
  let index = byCcn.get(rows);
  if (!index) byCcn.set(rows, (index = firstByCcn(rows)));
  const row = index.get(ccn);
  return row ? toBillHospital(row) : null;
}

/** What every new bill case records of where and when, whoever enters its lines (the member's check, or the team's reading). */
export function caseHeading(
  hospital: BillHospital,
  form: { service_date: string; bill_date?: string | null; coverage: "self_pay" | "insured" },
) {
  return {
    ccn: hospital.ccn,
    hospitalName: hospital.name,
    hospitalCity: hospital.city,
    hospitalState: hospital.state,
    serviceDate: form.service_date,
    billDate: form.bill_date ?? null,
    coverage: form.coverage,
  };
}

const HOSPITAL_SEARCH_LIMIT = 20;

/** Hospitals whose name, city, state or ZIP holds every word of the query (case-insensitive), names starting with it first. */
export async function searchHospitals(server: ServerContext, query: string): Promise<BillHospital[]> {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const found: { row: HospitalRow; starts: boolean }[] = [];
  for (const row of await loadHospitals(server)) {
    const text = `${row[1]} ${row[3]} ${row[4]} ${row[5] ?? ""}`.toLowerCase();
    if (words.every((w) => text.includes(w))) found.push({ row, starts: row[1].toLowerCase().startsWith(words[0]) });
  }
  found.sort((a, b) => Number(b.starts) - Number(a.starts) || a.row[1].localeCompare(b.row[1]));
  return found.slice(0, HOSPITAL_SEARCH_LIMIT).map((f) => toBillHospital(f.row));
}
