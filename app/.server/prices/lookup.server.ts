/**
 * Pure helpers for finding a procedure and naming a place (no I/O). The same
 * normaliser feeds the catalog lookup and the edge-cache key, so an answer is
 * never found warm that would not be found cold.
 */

/** Trims, lowercases and collapses runs of whitespace: "  Sleep  Study " → "sleep study". */
export function normalizeProcedureQuery(query: string): string {
  return query.trim().toLowerCase().replace(/\s+/g, " ");
}

/** A CPT (5 digits) or HCPCS (letter + 4 digits) code, e.g. "99214", "g0121". */
export const PROCEDURE_CODE = /^([0-9]{5}|[a-z][0-9]{4})$/;

export type CatalogEntry = { slug: string; name: string; codes: string };

/**
 * The catalog entry a query names: slug or name first, then a code. A code that
 * is a procedure on its own wins over a bundle that holds it (85025 is the CBC,
 * not Blood Work). Entries are in catalog order.
 */
export function matchProcedure<T extends CatalogEntry>(entries: readonly T[], query: string): T | undefined {
  const wanted = normalizeProcedureQuery(query);
  if (!wanted) return undefined;
  return (
    entries.find((p) => p.slug === wanted || normalizeProcedureQuery(p.name) === wanted) ??
    entries.find((p) => p.codes.toLowerCase() === wanted) ??
    entries.find((p) => p.codes.toLowerCase().split("|").includes(wanted))
  );
}

/** Short forms in the CMS locality names that a reader should see spelled out. */
const SPELLED_OUT: Record<string, string> = {
  POUGHKPSIE: "Poughkeepsie",
  N: "North",
  "SURR.": "Surrounding",
  CNTYS: "Counties",
  CNTY: "County",
};
/** Abbreviations that stay in capitals. */
const ACRONYMS = new Set(["NYC", "DC", "MD", "VA", "NJ"]);

/**
 * A CMS locality name as people write it: "NYC SUBURBS/LONG ISLAND" → "NYC Suburbs/Long Island",
 * "DC + MD/VA SUBURBS" → "DC + MD/VA Suburbs", "SAN FRANCISCO-OAKLAND (MARIN CNTY)" → "San Francisco-Oakland".
 */
export function placeName(locality: string): string {
  const words = locality
    .replace(/\s*\(.*\)\s*/g, " ")
    .trim()
    // Split on spaces, slashes and hyphens but keep them, so "MD/VA" and "FORT-WORTH" keep their shape.
    .split(/([\s/-]+)/);
  return words
    .map((word) => {
      if (/^[\s/-]*$/.test(word)) return word;
      if (word in SPELLED_OUT) return SPELLED_OUT[word];
      if (ACRONYMS.has(word)) return word;
      return word.charAt(0) + word.slice(1).toLowerCase();
    })
    .join("")
    .replace(/^Rest Of /, "rest of ")
    .replace(/ Of /g, " of ");
}
