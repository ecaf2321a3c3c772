/**
 * Price preview service (docs/product.md#prices, docs/decisions/0009-prices.md).
 * Reads the reference data (once per isolate, reference-data.server.ts), runs
 * the pure engine, caches answers at the edge. The Remix action and the JSON
 * API both call `searchPrices`.
 */
import type * as v from "valibot";
import { type priceSearchSchema, type PriceInsight, type ProcedureOption } from "../../domain/prices";
import type { ServerContext } from "../context.server";
import { ServiceError } from "../errors.server";
import { englishOf, type Refusal } from "../../domain/refusals";
import { findNearbyHospitals } from "../hospitals/hospitals.server";
import { estimatePrice, roundUpToDollar } from "./engine.server";
import { priceReference, type ProcedureRow } from "./reference-data.server";
import { engineProcedure } from "./engine-procedure.server";
import { matchProcedure, normalizeProcedureQuery, placeName, PROCEDURE_CODE } from "./lookup.server";
import { log } from "../../utils/log";
import {
  cashNote,
  coverageSaid,
  hospitalCashNote,
  nationalAverageNote,
  regionNote,
  type AnswerParts,
} from "./words.server";
import { answerInEnglish } from "./answer-english.server";
import type { PriceDataset, PriceSaid } from "../../domain/price-sentences";
import { EPISODE_BENCHMARKS } from "./episode-benchmarks.generated.server";
import { priceCacheKey, readCache, writeCache } from "./answer-cache.server";

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
    const refusal: Refusal = PROCEDURE_CODE.test(query)
      ? { code: "priceCodeUnknown", values: { code: query.toUpperCase() } }
      : { code: "priceProcedureUnknown" };
    throw ServiceError.refusing(400, refusal, { procedure: englishOf(refusal) });
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
    slug: row.slug,
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

  const datasets: PriceDataset[] = [
    isLab ? "clfs" : "pfs",
    ...(region && row.gafApplies ? ["gpci" as const] : []),
    ...(facility?.setting === "asc"
      ? ["asc" as const]
      : facility?.setting === "hopd" || imaging
        ? ["opps" as const]
        : []),
    ...(facility?.anesthesiaCents != null ? ["anesthesia" as const] : []),
    "hospital",
    ...(estimate.factors.stateFactor !== 1 ? ["stateFactor" as const] : []),
    "kffRatios",
    ...(facility?.setting === "asc" ? ["rand" as const] : []),
    ...(facility?.anesthesiaCents != null || imaging ? ["urban" as const] : []),
    "kff",
  ];

  const nearbyHospitals = await nearby;
  if (nearbyHospitals?.hospitals.length) datasets.push("cmsHospitals", "zcta");

  const hospitalCount = row.hospitalCount || null;
  const said: PriceSaid = {
    ...coverageSaid(parts),
    cashNote: cashNote(estimate.cashSavings),
    nationalAverageNote: wholeBirth
      ? { code: "wholeBirth" }
      : nationalAverageNote(estimate, zipCode, region?.state ?? null),
    nationalAverageSource: wholeBirth
      ? {
          code: "sourceEpisode",
          values: {
            source: wholeBirth.source,
            measure: wholeBirth.measure,
            episode: wholeBirth.episode,
            period: wholeBirth.period,
          },
        }
      : row.hospitalCashP50 === null
        ? { code: "sourceNoMedian" }
        : { code: "sourceMedian", values: { hospitals: hospitalCount } },
    nationalAverageLabel: { code: wholeBirth ? "labelWholeBirth" : "labelTypicalCash" },
    regionNote: regionNote(
      region ? { state: region.state, place: placeName(region.localityName) } : null,
      zipCode,
      row.gafApplies,
    ),
    hospitalCashNote: hospitalCashNote(estimate, imaging !== null, region?.state ?? null),
    dataSources: datasets.map((dataset) => ({
      code: "dataset",
      values: { dataset, hospitals: dataset === "hospital" ? hospitalCount : null },
    })),
  };
  return {
    procedure: row.name,
    zip: zipCode,
    nationalAverageCost: estimate.nationalAverageCost,
    localSelfPayRange: estimate.localSelfPayRange,
    insuredOutOfPocket: estimate.insuredOutOfPocket,
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
    cashMayBeCheaper: estimate.cashMayBeCheaper,
    cashSavings: estimate.cashSavings,
    medicareLocal: Math.round(estimate.factors.medicareLocal * 100) / 100,
    episodeBenchmarks: episodes.map((e) => ({ ...e })),
    regional: Boolean(region),
    // The English sentences of the API (coverage, notes, sources ...), from the same codes the card says.
    ...answerInEnglish(said),
    said,
    nearbyHospitals,
  };
}
