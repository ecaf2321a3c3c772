/**
 * Price preview service (docs/product.md#prices, docs/decisions/0009-prices.md).
 * Reads the reference data (once per isolate, reference-data.server.ts), runs
 * the pure engine, caches answers at the edge. The Remix action and the JSON
 * API both call `searchPrices`.
 */
import type * as v from "valibot";
import { PRICE_MESSAGES, type priceSearchSchema, type PriceInsight, type ProcedureOption } from "../../domain/prices";
import type { ServerContext } from "../context.server";
import { ServiceError } from "../errors.server";
import { findNearbyHospitals } from "../hospitals/hospitals.server";
import { DATASETS } from "./datasets.server";
import { estimatePrice, roundUpToDollar } from "./engine.server";
import { priceReference, type ProcedureRow } from "./reference-data.server";
import { engineProcedure } from "./engine-procedure.server";
import { matchProcedure, normalizeProcedureQuery, placeName, PROCEDURE_CODE } from "./lookup.server";
import { log } from "../../utils/log";
import {
  cashNote,
  describeCoverage,
  hospitalCashNote,
  nationalAverageNote,
  regionNote,
  wholeBirthNote,
  type AnswerParts,
} from "./words.server";
import { EPISODE_BENCHMARKS } from "./episode-benchmarks.generated.server";

/** Bump when the reference data or the method changes: old cached answers are then never read. */
const PRICE_DATA_VERSION = "2026q1-m8";
/** Answers are the same all day: the reference data only changes with a deploy. */
const PRICE_CACHE_TTL_SECONDS = 86_400;

/** The spec's ten lead the dropdown (sort_order 1–10). */
const COMMON_COUNT = 10;

export async function listProcedures(server: ServerContext): Promise<ProcedureOption[]> {
  const { procedures } = await priceReference(server);
  return procedures.map((row) => ({
    slug: row.slug,
    name: row.name,
    category: row.category,
    codes: row.codes.split("|"),
    common: row.sortOrder <= COMMON_COUNT,
  }));
}

/** Accepts the catalog name, the slug or a CPT/HCPCS code, in any case and spacing. */
async function findProcedure(server: ServerContext, query: string): Promise<ProcedureRow | undefined> {
  return matchProcedure((await priceReference(server)).procedures, query);
}

export async function searchPrices(
  server: ServerContext,
  input: v.InferOutput<typeof priceSearchSchema>,
): Promise<PriceInsight> {
  const { procedure, zipCode } = input;
  const cacheKey = priceCacheKey(procedure, zipCode);
  const cached = await readCache(cacheKey);
  if (cached) return cached;

  const insight = await computePrices(server, procedure, zipCode);
  server.waitUntil(writeCache(cacheKey, insight));
  return insight;
}

/** The uncached computation: lookups in the in-memory reference tables, then the pure engine. */
export async function computePrices(
  server: ServerContext,
  procedureQuery: string,
  zipCode: string,
): Promise<PriceInsight> {
  const row = await findProcedure(server, procedureQuery);
  if (!row) {
    const query = normalizeProcedureQuery(procedureQuery);
    const message = PROCEDURE_CODE.test(query)
      ? PRICE_MESSAGES.codeUnknown(query.toUpperCase())
      : PRICE_MESSAGES.procedureUnknown;
    throw new ServiceError(400, message, { procedure: message });
  }

  const zip3 = zipCode.slice(0, 3);
  const { regionsByZip3, factorsByState } = await priceReference(server);
  const region = regionsByZip3.get(zip3);
  const state = region ? factorsByState.get(region.state) : undefined;

  const nearby = findNearbyHospitals(server, row.slug, zipCode, region?.state ?? null, row.hospitalCashP50).catch(
    (error: unknown) => {
      // The list is extra: the figures still answer when the hospital files cannot be read.
      log.error("Nearby hospitals failed:", error instanceof Error ? error.name : "unknown");
      return null;
    },
  );
  const isLab = row.medicareBasis.startsWith("CLFS");
  const procedure = engineProcedure(row);
  const facility = procedure.facility ?? null;
  const imaging = procedure.imaging ?? null;
  const parts: AnswerParts = {
    notes: row.notes,
    lab: isLab,
    facility,
    imaging,
    addedParts: procedure.addedParts ?? [],
  };
  const episodes = EPISODE_BENCHMARKS[row.slug] ?? [];
  const wholeBirth = episodes[0] ?? null;
  const estimate = estimatePrice(
    procedure,
    region ? { gafMilli: region.gafMilli } : null,
    state ? { factorMilli: state.factorMilli, hospitals: state.hospitals } : null,
  );

  const hospitals = row.hospitalCount ? `${row.hospitalCount.toLocaleString("en-US")} hospitals` : "U.S. hospitals";
  const dataSources = [
    isLab ? DATASETS.clfs : DATASETS.pfs,
    ...(region && row.gafApplies ? [DATASETS.gpci] : []),
    ...(facility?.setting === "asc" ? [DATASETS.asc] : facility?.setting === "hopd" || imaging ? [DATASETS.opps] : []),
    ...(facility?.anesthesiaCents != null ? [DATASETS.anesthesia] : []),
    `${DATASETS.hospital} (${hospitals})`,
    ...(estimate.factors.stateFactor !== 1 ? [DATASETS.stateFactor] : []),
    DATASETS.kffRatios,
    ...(facility?.setting === "asc" ? [DATASETS.rand] : []),
    ...(facility?.anesthesiaCents != null || imaging ? [DATASETS.urban] : []),
    DATASETS.kff,
  ];

  const nearbyHospitals = await nearby;
  if (nearbyHospitals?.hospitals.length) dataSources.push(DATASETS.cmsHospitals, DATASETS.zcta);

  const coverage = describeCoverage(parts);
  return {
    procedure: row.name,
    zip: zipCode,
    nationalAverageCost: estimate.nationalAverageCost,
    localSelfPayRange: estimate.localSelfPayRange,
    insuredOutOfPocket: estimate.insuredOutOfPocket,
    dataSources,
    procedureSlug: row.slug,
    codes: row.codes.split("|"),
    preventive: estimate.preventive,
    insuredAfterDeductible: estimate.insuredAfterDeductible,
    allowedAmount: {
      min: roundUpToDollar(estimate.factors.allowedLow),
      max: roundUpToDollar(estimate.factors.allowedHigh),
    },
    hospitalCashRange: estimate.hospitalCashRange,
    dollars: estimate.dollars,
    setting: estimate.setting,
    coverage,
    cashMayBeCheaper: estimate.cashMayBeCheaper,
    cashSavings: estimate.cashSavings,
    cashNote: cashNote(estimate.cashSavings),
    medicareLocal: Math.round(estimate.factors.medicareLocal * 100) / 100,
    nationalAverageNote: wholeBirth ? wholeBirthNote() : nationalAverageNote(estimate, zipCode, region?.state ?? null),
    nationalAverageSource: wholeBirth
      ? `${wholeBirth.source}: ${wholeBirth.measure} for a ${wholeBirth.episode}, data through ${wholeBirth.period}`
      : row.hospitalCashP50 === null
        ? "1.7 × the national Medicare amount (no hospital median for this procedure)"
        : `The median cash price posted by ${hospitals} for this procedure (January 2026)`,
    nationalAverageLabel: wholeBirth
      ? "A whole birth (hospital stay and doctors): national median insured price"
      : "Typical cash price at U.S. hospitals",
    episodeBenchmarks: episodes.map((e) => ({ ...e })),
    regional: Boolean(region),
    regionNote: regionNote(
      region ? { state: region.state, place: placeName(region.localityName) } : null,
      zipCode,
      row.gafApplies,
    ),
    hospitalCashNote: hospitalCashNote(estimate, imaging !== null, region?.state ?? null),
    // The catalog notes without the clauses the figures now contradict (the same words as coverage.description).
    notes: coverage.description,
    nearbyHospitals,
  };
}

/* ---- Edge cache (Cache API) ---- */

function priceCacheKey(procedure: string, zipCode: string): string {
  const p = encodeURIComponent(normalizeProcedureQuery(procedure));
  return `https://price-cache.carefinder.internal/${PRICE_DATA_VERSION}/${p}/${encodeURIComponent(zipCode.trim())}`;
}

function edgeCache(): Cache | null {
  try {
    return typeof caches === "undefined" ? null : ((caches as unknown as { default: Cache }).default ?? null);
  } catch {
    return null;
  }
}

/**
 * Answers this isolate has already read or written, beside each cache: a warm
 * search then costs no cache lookup. Same key as the cache (it carries the data
 * version), kept at most ISOLATE_ANSWER_SECONDS and never longer than the cache would.
 */
const ISOLATE_ANSWER_SECONDS = Math.min(300, PRICE_CACHE_TTL_SECONDS);
const ISOLATE_ANSWER_LIMIT = 500;
const isolateAnswers = new WeakMap<Cache, Map<string, { insight: PriceInsight; until: number }>>();

function keptAnswers(cache: Cache) {
  let answers = isolateAnswers.get(cache);
  if (!answers) isolateAnswers.set(cache, (answers = new Map()));
  return answers;
}

/** A kept answer is shared by every later search, so nobody may change it (a write throws). */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function keepAnswer(cache: Cache, key: string, insight: PriceInsight): void {
  const answers = keptAnswers(cache);
  if (answers.size >= ISOLATE_ANSWER_LIMIT) answers.delete(answers.keys().next().value as string);
  answers.set(key, { insight, until: Date.now() + ISOLATE_ANSWER_SECONDS * 1000 });
}

async function readCache(key: string): Promise<PriceInsight | null> {
  const cache = edgeCache();
  if (!cache) return null;
  const kept = keptAnswers(cache).get(key);
  if (kept && kept.until > Date.now()) return kept.insight;
  try {
    const hit = await cache.match(key);
    if (!hit) return null;
    const insight = deepFreeze((await hit.json()) as PriceInsight);
    keepAnswer(cache, key, insight);
    return insight;
  } catch {
    return null; // a cache failure must never break the preview
  }
}

async function writeCache(key: string, insight: PriceInsight): Promise<void> {
  const cache = edgeCache();
  if (!cache) return;
  keepAnswer(cache, key, deepFreeze(structuredClone(insight)));
  try {
    await cache.put(
      key,
      new Response(JSON.stringify(insight), {
        headers: {
          "Content-Type": "application/json",
          "Cache-Control": `public, max-age=${PRICE_CACHE_TTL_SECONDS}`,
        },
      }),
    );
  } catch {
    // best effort
  }
}
