/**
 * The price answers' edge cache (Cache API), with the answers this isolate has already read or written beside it.
 * A cache failure never breaks the preview.
 */
import type { PriceInsight } from "../../domain/prices";
import { deepFreeze } from "../deep-freeze.server";
import { normalizeProcedureQuery } from "./lookup.server";

/** Bump when the reference data or the method changes: old cached answers are then never read. */
const PRICE_DATA_VERSION = "2026q1-m9";
/** Answers are the same all day: the reference data only changes with a deploy. */
const PRICE_CACHE_TTL_SECONDS = 86_400;

/* ---- Edge cache (Cache API) ---- */

export function priceCacheKey(procedure: string, zipCode: string): string {
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

/** The JSON text of each kept answer, written once: a kept answer is frozen, so its text never changes. */
const keptJson = new WeakMap<PriceInsight, string>();

/** An answer as the API sends it (`JSON.stringify`): a kept one's text is made once per isolate, any other each time. */
export function insightJson(insight: PriceInsight): string {
  let text = keptJson.get(insight);
  if (text === undefined) {
    text = JSON.stringify(insight);
    if (Object.isFrozen(insight)) keptJson.set(insight, text);
  }
  return text;
}

/** Kept for at most ISOLATE_ANSWER_SECONDS, never past what the stored copy's max-age (less its Age) allows. */
function keepAnswer(cache: Cache, key: string, insight: PriceInsight, storedSeconds = PRICE_CACHE_TTL_SECONDS): void {
  const seconds = Math.min(ISOLATE_ANSWER_SECONDS, storedSeconds);
  if (seconds <= 0) return;
  const answers = keptAnswers(cache);
  answers.delete(key);
  if (answers.size >= ISOLATE_ANSWER_LIMIT) answers.delete(answers.keys().next().value as string);
  answers.set(key, { insight, until: Date.now() + seconds * 1000 });
}

/** The least recently used answer leaves first: a read moves its answer to the end. */
function keptAnswer(cache: Cache, key: string): PriceInsight | null {
  const answers = keptAnswers(cache);
  const kept = answers.get(key);
  if (!kept) return null;
  answers.delete(key);
  if (kept.until <= Date.now()) return null;
  answers.set(key, kept);
  return kept.insight;
}

function storedFreshness(headers: Headers): number {
  const maxAge = /(?:^|[,\s])max-age=(\d+)/.exec(headers.get("Cache-Control") ?? "");
  return maxAge ? Math.max(0, Number(maxAge[1]) - (Number(headers.get("Age")) || 0)) : 0;
}

export async function readCache(key: string): Promise<PriceInsight | null> {
  const cache = edgeCache();
  if (!cache) return null;
  const kept = keptAnswer(cache, key);
  if (kept) return kept;
  try {
    const hit = await cache.match(key);
    if (!hit) return null;
    const insight = deepFreeze((await hit.json()) as PriceInsight);
    keepAnswer(cache, key, insight, storedFreshness(hit.headers));
    return insight;
  } catch {
    return null; // a cache failure must never break the preview
  }
}

export async function writeCache(key: string, insight: PriceInsight): Promise<void> {
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
