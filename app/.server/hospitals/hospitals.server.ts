/**
 * "Hospitals near you" (docs/decisions/0040-hospital-price-data-as-static-assets.md):
 * the hospitals nearest a ZIP that post a cash price for a procedure, and one
 * hospital's page of posted prices. Called by the price preview (Remix action and
 * /api/search-providers) and by the /hospitals/:ccn page.
 */
import { displayHospitalName } from "./names.server";
import { asc } from "drizzle-orm";
import { procedures } from "../../../db/schema";
import type { ServerContext } from "../context.server";
import { notFound } from "../errors.server";
import type { NearbyHospitals } from "../../domain/prices";
import { NEARBY_RADIUS_MILES } from "../../domain/price-rules";
import { nearestHospitals } from "./nearby.server";
import { classifyOwnership, type OwnershipKind } from "./ownership.server";
import { loadHospitalPrices, loadHospitals, loadProcedurePrices, locateZip } from "./provider-data.server";

const NEARBY_LIMIT = 10;

/** `nationalMedian`: the procedure's national hospital cash median, against which each price is flagged. */
export async function findNearbyHospitals(
  server: ServerContext,
  slug: string,
  zip: string,
  state: string | null,
  nationalMedian: number | null = null,
): Promise<NearbyHospitals> {
  const [located, hospitals, prices] = await Promise.all([
    locateZip(server, zip),
    loadHospitals(server),
    loadProcedurePrices(server, slug),
  ]);
  if (!located)
    return {
      located: null,
      hospitals: [],
      unplacedInState: 0,
      state,
      radiusMiles: NEARBY_RADIUS_MILES,
      nearestMiles: null,
    };
  const nearest = nearestHospitals(hospitals, prices, located.point, state, NEARBY_LIMIT, nationalMedian);
  return { located: located.precision, ...nearest, state, radiusMiles: NEARBY_RADIUS_MILES };
}

export type HospitalPage = {
  ccn: string;
  /** The name as people read it (displayHospitalName). */
  name: string;
  /** CMS's legal name, as it appears on a bill. */
  legalName: string;
  address: string;
  city: string;
  state: string;
  zip: string | null;
  stars: number | null;
  /** CMS's ownership label as written, and who that makes the owner; null when CMS does not list the hospital. */
  ownership: { label: string; kind: OwnershipKind | null } | null;
  /** CMS "Emergency Services"; null when CMS does not list the hospital. */
  emergencyServices: boolean | null;
  located: boolean;
  prices: { slug: string; procedure: string; cashPrice: number }[];
};

/** One hospital and every cash price it posts, in catalog order; 404 for an unknown CCN. */
export async function getHospitalPage(server: ServerContext, ccn: string): Promise<HospitalPage> {
  const [hospitals, posted] = await Promise.all([loadHospitals(server), loadHospitalPrices(server, ccn)]);
  const row = hospitals.find((h) => h[0] === ccn);
  if (!row || !posted) throw notFound("We have no posted prices for that hospital.");
  const catalog = await server.db
    .select({ slug: procedures.slug, name: procedures.name })
    .from(procedures)
    .orderBy(asc(procedures.sortOrder));
  const bySlug = new Map(posted);
  const [, name, address, city, state, zip, lat, , stars, ownership = null, emergency = null] = row;
  return {
    ccn,
    name: displayHospitalName(name),
    legalName: name,
    address,
    city,
    state,
    zip,
    stars,
    ownership: ownership ? { label: ownership, kind: classifyOwnership(ownership) } : null,
    emergencyServices: emergency,
    located: lat !== null,
    prices: catalog.flatMap((p) =>
      bySlug.has(p.slug) ? [{ slug: p.slug, procedure: p.name, cashPrice: bySlug.get(p.slug)! }] : [],
    ),
  };
}
