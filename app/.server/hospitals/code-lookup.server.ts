/**
 * "Look up any code this hospital posts" on /hospitals/:ccn: the hospital's own posted cash price for one code
 * and the national range of U.S. hospitals' posted cash prices for it (hospital-codes.server.ts). A modifier is
 * read as its base code, as the bill check reads it.
 */
import { baseCode, type PriceStatus } from "../../domain/bill-rules";
import type { CodeLookup } from "../../domain/code-lookup";
import type { ServerContext } from "../context.server";
import { loadCodeRanges, loadHospitalCodePrices } from "./hospital-codes.server";

const CODE = /^([0-9]{4}[0-9A-Z]|[A-Z][0-9]{4})(-[0-9A-Z]{2}){0,2}$/;

export async function lookUpHospitalCode(server: ServerContext, ccn: string, query: string): Promise<CodeLookup> {
  const code = query.trim().toUpperCase().slice(0, 20);
  if (!CODE.test(code)) return { code, invalid: true };
  const base = baseCode(code);
  const [posted, { ranges, inHospitalFiles }] = await Promise.all([
    loadHospitalCodePrices(server, ccn),
    loadCodeRanges(server),
  ]);
  const price = posted?.get(base) ?? null;
  const status: PriceStatus =
    price !== null ? "posted" : posted && inHospitalFiles.has(base) ? "not_posted" : "not_in_data";
  return { code, invalid: false, base, status, posted: price, range: ranges.get(base) ?? null };
}
