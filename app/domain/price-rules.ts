/**
 * Price rules the browser and the server both apply, kept free of the validation library so the
 * landing page's first visit stays light (docs/prices.md).
 */
import type { NearbyHospital, PriceFlag, ProcedureOption } from "./prices";

/** Lower case without accents, one space between words: "Resonancia  Magnética" and "resonancia magnetica" read alike. */
function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim().replace(/\s+/g, " ");
}

/**
 * The picker's search, in the browser and on the server (the no-JavaScript path): every word of the
 * query is in the name or the category (in English, or in the page's language when it has one), or the
 * query starts a CPT/HCPCS code ("9921" finds 99212–99215).
 */
export function procedureMatches(
  option: Pick<ProcedureOption, "name" | "category" | "codes" | "local">,
  query: string,
): boolean {
  const q = folded(query);
  if (!q) return true;
  if (option.codes.some((code) => code.toLowerCase().startsWith(q))) return true;
  const text = folded(`${option.name} ${option.category} ${option.local?.name ?? ""} ${option.local?.category ?? ""}`);
  return q.split(" ").every((word) => text.includes(word));
}

/**
 * The one procedure the search box's words name: a name (in either language), slug or code typed in full,
 * else the only procedure they match; null when they match several or none (the person chooses from the list).
 */
export function procedureNamedBy<T extends Pick<ProcedureOption, "slug" | "name" | "category" | "codes" | "local">>(
  options: readonly T[],
  query: string,
): T | null {
  const q = folded(query);
  if (!q) return null;
  const exact = options.find(
    (o) =>
      o.slug === q ||
      folded(o.name) === q ||
      (o.local && folded(o.local.name) === q) ||
      o.codes.some((code) => code.toLowerCase() === q),
  );
  if (exact) return exact;
  const matching = options.filter((o) => procedureMatches(o, q));
  return matching.length === 1 ? matching[0] : null;
}

/** "Near" means within this many miles in a straight line; farther hospitals are never listed. */
export const NEARBY_RADIUS_MILES = 100;
/** A posted price above this multiple of the procedure's national hospital median is flagged high. */
export const HIGH_PRICE_MULTIPLE = 3;
/** Below this share of the median it is flagged low: likely a partial price (one part of the service). */
export const LOW_PRICE_SHARE = 0.25;

/** How a posted price compares with the national hospital median of its procedure; null without a median. */
export function priceFlag(cashPrice: number, nationalMedian: number | null): PriceFlag {
  if (nationalMedian === null || nationalMedian <= 0) return null;
  if (cashPrice > HIGH_PRICE_MULTIPLE * nationalMedian) return "high";
  if (cashPrice < LOW_PRICE_SHARE * nationalMedian) return "low";
  return null;
}

/** "Lowest price first" that never leads with a likely partial price: low-flagged prices go after the rest. */
export function byPrice(a: NearbyHospital, b: NearbyHospital): number {
  const partial = (h: NearbyHospital) => (h.priceFlag === "low" ? 1 : 0);
  return partial(a) - partial(b) || a.cashPrice - b.cashPrice || a.distanceMiles - b.distanceMiles;
}
