import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import type { HospitalOption } from "~/domain/bill-views";
import type { SeenHospital } from "~/domain/bill-reading/bill-reader";
import { rankHospitals } from "~/domain/bill-reading/match-hospital";

/**
 * The hospitals on our list a read bill may be from: the page's own hospital search (`?q=`) by the bill's ZIP,
 * ranked by name and city (docs/product.md#reading-a-bill). None found: the person searches as before.
 */
export function useHospitalCandidates(seen: SeenHospital | null, searchPath: string) {
  const fetcher = useFetcher<{ hospitals: HospitalOption[] }>();
  const { load } = fetcher;
  useEffect(() => {
    if (seen) load(`${searchPath}?q=${encodeURIComponent(seen.zip)}`);
  }, [seen, searchPath, load]);
  const found = fetcher.state === "idle" ? fetcher.data?.hospitals : undefined;
  if (!seen || !found) return { searching: Boolean(seen), ranked: [], offered: null };
  return { searching: false, ...rankHospitals(seen, found) };
}
