/**
 * Hospitals near a point (pure, no I/O): great-circle distance to every placed
 * hospital that posts a price, the nearest first. 3,404 candidates at most: a full
 * scan and sort took ~6 ms on a heavily loaded 2-core machine, once per uncached
 * answer, so no spatial index is kept (docs/decisions/0040-hospital-price-data-as-static-assets.md).
 */

import { displayHospitalName } from "./names.server";
import type { NearbyHospital } from "../../domain/prices";
import { NEARBY_RADIUS_MILES, priceFlag } from "../../domain/price-rules";

export type { NearbyHospital };

export type LatLon = { lat: number; lon: number };

/**
 * One row of hospitals.json: [ccn, name, address, city, state, zip5, lat, lon, stars, ownership, emergency].
 * ownership is CMS's "Hospital Ownership" label (see ./ownership.ts), emergency its "Emergency Services";
 * both null for a hospital CMS does not list. The last two are optional so older rows still type-check.
 */
export type HospitalRow = [
  ccn: string,
  name: string,
  address: string,
  city: string,
  state: string,
  zip5: string | null,
  lat: number | null,
  lon: number | null,
  stars: number | null,
  ownership?: string | null,
  emergency?: boolean | null,
];

const EARTH_RADIUS_MILES = 3958.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Haversine distance in miles. */
export function milesBetween(a: LatLon, b: LatLon): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The `limit` nearest hospitals within NEARBY_RADIUS_MILES posting a price ([hospital index, price] pairs), by
 * distance then name, each price flagged against `nationalMedian`; the distance of the nearest one when none is
 * that near; and how many hospitals in `state` post a price but have no map location (left out, and said so).
 */
export function nearestHospitals(
  hospitals: readonly HospitalRow[],
  prices: readonly (readonly [number, number])[],
  origin: LatLon,
  state: string | null,
  limit = 10,
  nationalMedian: number | null = null,
): { hospitals: NearbyHospital[]; unplacedInState: number; nearestMiles: number | null } {
  const placed: NearbyHospital[] = [];
  let unplacedInState = 0;
  let nearestMiles: number | null = null;
  for (const [index, cashPrice] of prices) {
    const [ccn, name, , city, hospitalState, , lat, lon, stars] = hospitals[index];
    if (lat === null || lon === null) {
      if (hospitalState === state) unplacedInState++;
      continue;
    }
    const distanceMiles = Math.round(milesBetween(origin, { lat, lon }) * 10) / 10;
    if (nearestMiles === null || distanceMiles < nearestMiles) nearestMiles = distanceMiles;
    if (distanceMiles > NEARBY_RADIUS_MILES) continue;
    const flag = priceFlag(cashPrice, nationalMedian);
    placed.push({
      ccn,
      name: displayHospitalName(name),
      city,
      state: hospitalState,
      distanceMiles,
      cashPrice,
      stars,
      priceFlag: flag,
    });
  }
  placed.sort((a, b) => a.distanceMiles - b.distanceMiles || a.name.localeCompare(b.name));
  return { hospitals: placed.slice(0, limit), unplacedInState, nearestMiles };
}
