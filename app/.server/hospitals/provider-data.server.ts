/**
 * Reads the generated hospital files (public/data/providers/<version>/, see
 * docs/decisions/0040-hospital-price-data-as-static-assets.md) through the
 * Worker's static-assets binding. Files are immutable per version, so each
 * isolate keeps what it has read.
 */
import type { ServerContext } from "../context.server";
import type { HospitalRow, LatLon } from "./nearby.server";

/** The folder scripts/generate-provider-data.mjs writes; bump both together. */
const PROVIDER_DATA_VERSION = "2026-05";
const BASE = `/data/providers/${PROVIDER_DATA_VERSION}`;

const memo = new Map<string, Promise<unknown>>();

async function readAsset<T>(server: ServerContext, path: string): Promise<T | null> {
  const key = `${BASE}/${path}`;
  let pending = memo.get(key) as Promise<T | null> | undefined;
  if (!pending) {
    pending = server.env.ASSETS.fetch(new Request(`https://assets.internal${key}`)).then(async (res) => {
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`Provider data ${key}: HTTP ${res.status}`);
      return (await res.json()) as T;
    });
    memo.set(key, pending);
    pending.catch(() => memo.delete(key)); // a failed read is retried next time
  }
  return pending;
}

export async function loadHospitals(server: ServerContext): Promise<HospitalRow[]> {
  return (await readAsset<HospitalRow[]>(server, "hospitals.json")) ?? [];
}

/** [hospital index, posted cash price] pairs for one procedure. */
export async function loadProcedurePrices(server: ServerContext, slug: string): Promise<[number, number][]> {
  if (!/^[a-z0-9-]+$/.test(slug)) return [];
  return (await readAsset<[number, number][]>(server, `prices/${slug}.json`)) ?? [];
}

/** Every posted cash price of one hospital, by procedure slug. */
export async function loadHospitalPrices(server: ServerContext, ccn: string): Promise<[string, number][] | null> {
  if (!/^[0-9A-Z]{6}$/.test(ccn)) return null;
  const shard = await readAsset<{ slugs: string[]; hospitals: Record<string, [number, number][]> }>(
    server,
    `by-hospital/${ccn.slice(0, 2)}.json`,
  );
  const rows = shard?.hospitals[ccn];
  return rows ? rows.map(([i, price]) => [shard.slugs[i], price]) : null;
}

/** The ZIP's own centroid, else the mean point of its 3-digit prefix, else null. */
export async function locateZip(
  server: ServerContext,
  zip: string,
): Promise<{ point: LatLon; precision: "zip" | "zip3" } | null> {
  const zip5 = zip.slice(0, 5);
  const shard = await readAsset<Record<string, [number, number]>>(server, `zip/${zip5.slice(0, 2)}.json`);
  const own = shard?.[zip5];
  if (own) return { point: { lat: own[0], lon: own[1] }, precision: "zip" };
  const prefix = shard?.[zip5.slice(0, 3)];
  return prefix ? { point: { lat: prefix[0], lon: prefix[1] }, precision: "zip3" } : null;
}
