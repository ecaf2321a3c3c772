/**
 * The anonymous-page cache rule (docs/caching.md). Public pages look the same
 * to every visitor without a session, so the Worker answers them from the
 * Workers Cache API and renders each one once per build and data centre.
 * Anything personal (a session cookie, a query string, a Set-Cookie on the
 * answer, any method but GET/HEAD) bypasses the cache. The CSP nonce and the
 * request id are rewritten on every cached answer, so no two answers share one.
 */
import { readCookie } from "../app/.server/auth/cookies.server";
import { editHeaders } from "../app/.server/edit-headers.server";
import { SESSION_COOKIE } from "../app/.server/auth/session.server";
import { freshIds, renewPage } from "../app/.server/page-ids.server";
import { acceptedLang } from "../app/.server/page-lang.server";
import { RENDER_STATUS_HEADER } from "../app/.server/render-memo.server";
import { PUBLIC_FILES, PUBLIC_PAGES } from "../app/data/public-pages";
import { pathnameOf } from "./cross-site";
import { createIsolatePages } from "./edge-memory";

/** The pages every anonymous visitor sees alike. Unknown paths (the 404 page) are cached too. */
const PUBLIC_CACHED_PATHS: ReadonlySet<string> = new Set([...PUBLIC_PAGES.map((page) => page.path), ...PUBLIC_FILES]);

/** How long the edge keeps a page: a deploy changes the key long before this matters. */
const EDGE_TTL_SECONDS = 86_400;
/** What the browser may reuse without asking; then it revalidates with If-None-Match. */
const BROWSER_CACHE_CONTROL = "private, max-age=60, must-revalidate";
const PERSONAL_CACHE_CONTROL = "private, no-store";
/** Tells tests and people debugging how an answer was made. */
export const CACHE_STATUS_HEADER = "X-Edge-Cache";

type Platform = { version: string; waitUntil(promise: Promise<unknown>): void; cache?: Cache | null };

/** A person's own answer: a session cookie or a Remix data request (read without parsing the URL). */
function isPersonal(request: Request): boolean {
  return readCookie(request, SESSION_COOKIE) !== null || pathnameOf(request.url).endsWith(".data");
}

/** Personal answers are never kept, by the edge nor by the browser. */
const setPersonal = (headers: Headers) => headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);

/**
 * The language a page without `?lang` answers in: a page that follows the browser's `Accept-Language` (the public
 * "Check a bill") must never hand one visitor's Spanish copy to the next visitor's English browser.
 */
const browserLang = (request: Request) => acceptedLang(request.headers.get("Accept-Language"));

/** The build version, the browser's language, then the URL: a deploy is a new key space, so it purges every page at once. */
function edgeCacheKey(url: URL, version: string, lang: string): string {
  return `https://page-cache.carefinder.internal/${encodeURIComponent(version)}/${lang}/${url.host}${url.pathname}`;
}

/** Weak: the bytes differ by nonce, the page does not. Per URL and language, so the version and language are enough. */
function pageEtag(version: string, lang: string): string {
  return `W/"${version}.${lang}"`;
}

/**
 * Answers `request` from the edge cache when the rule allows it, else from
 * `render` (the Remix handler); fills the cache after the answer is sent.
 */
export async function serveWithEdgeCache(
  request: Request,
  platform: Platform,
  render: () => Promise<Response>,
): Promise<Response> {
  // A personal answer is marked on its own headers (copied only when they are immutable): no URL parse, no copy.
  if (isPersonal(request)) return editHeaders(await render(), setPersonal);
  if (request.method !== "GET" && request.method !== "HEAD") return render();
  // The URL is read once per answer (a parse is a measurable share of a page answered from memory).
  const url = new URL(request.url);
  // We cannot tell a harmless query value from a personal one (a token, an email), so none is cached.
  if (url.search !== "") return render();

  const lang = browserLang(request);
  const etag = pageEtag(platform.version, lang);
  // Only a listed public page is known to be the same for everyone: any other path (a redirect to sign in,
  // a 404 that may become a page) is answered in full, whatever the browser says it holds.
  if (PUBLIC_CACHED_PATHS.has(url.pathname) && matchesEtag(request, etag)) return notModified(etag);

  const cache = platform.cache === undefined ? defaultCache() : platform.cache;
  const key = edgeCacheKey(url, platform.version, lang);
  const pages = cache ? isolatePagesOf(cache) : null;
  const kept = pages?.answer(key, request);
  if (kept) return kept;
  const hit = cache ? await cache.match(key).catch(() => undefined) : undefined;
  if (hit) {
    if (pages && request.method === "GET")
      platform.waitUntil(pages.keep(key, hit.clone(), visitorHeaders(etag, "HIT"), isHtml(hit.headers)));
    const body = isHtml(hit.headers) ? await hit.text() : hit.body;
    return forVisitor(request, renewStored(hit.status, hit.headers, body, request), etag, "HIT");
  }

  const response = await render();
  if (!isStorable(request, url, response) || !cache) return response;
  // A miss answers at once; the copy is written while the visitor reads it.
  const stored = forStorage(response.clone());
  const keep = pages?.keep(key, stored.clone(), visitorHeaders(etag, "HIT"), isHtml(stored.headers));
  platform.waitUntil(Promise.all([cache.put(key, stored).catch(() => {}), keep]));
  return forVisitor(request, response, etag, "MISS");
}

/**
 * The pages this isolate has already read, beside each cache (so a test's own
 * cache starts empty): a hit then costs no cache lookup at all (worker/edge-memory.ts).
 */
const isolatePages = new WeakMap<Cache, ReturnType<typeof createIsolatePages>>();

function isolatePagesOf(cache: Cache) {
  let pages = isolatePages.get(cache);
  if (!pages) isolatePages.set(cache, (pages = createIsolatePages()));
  return pages;
}

function isStorable(request: Request, url: URL, response: Response): boolean {
  if (request.method !== "GET") return false;
  if (response.status !== 200 && response.status !== 404) return false;
  if (response.headers.has("Set-Cookie")) return false;
  if (/no-store|private/.test(response.headers.get("Cache-Control") ?? "")) return false;
  // Listed pages and the 404 page only: a redirect or an error page is never stored.
  return PUBLIC_CACHED_PATHS.has(url.pathname) || response.status === 404;
}

function forStorage(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.delete("Set-Cookie");
  headers.delete("Vary");
  headers.delete(RENDER_STATUS_HEADER); // says how the first answer was made, not the copies
  headers.set("Cache-Control", `public, max-age=${EDGE_TTL_SECONDS}`);
  return new Response(response.body, { status: response.status, headers });
}

/** The headers every visitor's copy carries, whoever drew it. */
const visitorHeaders = (etag: string, status: "HIT" | "MISS") => (headers: Headers) => {
  headers.delete("Set-Cookie");
  headers.set("Cache-Control", BROWSER_CACHE_CONTROL);
  headers.set("ETag", etag);
  // The browser keeps the anonymous page apart from what it gets once signed in, and in another language.
  headers.set("Vary", "Cookie, Accept-Language");
  headers.set(CACHE_STATUS_HEADER, status);
};

function forVisitor(request: Request, response: Response, etag: string, status: "HIT" | "MISS"): Response {
  const headers = new Headers(response.headers);
  visitorHeaders(etag, status)(headers);
  const body = request.method === "HEAD" ? null : response.body;
  return new Response(body, { status: response.status, headers });
}

const isHtml = (headers: Headers) => (headers.get("Content-Type") ?? "").startsWith("text/html");

/** A stored answer with this response's own nonce and request id, through the one rewrite (app/.server/page-ids.server.ts). */
function renewStored(
  status: number,
  stored: HeadersInit,
  body: string | ReadableStream | null,
  request: Request,
): Response {
  const headers = new Headers(stored);
  const html = renewPage(typeof body === "string" && isHtml(headers) ? body : null, freshIds(request), { headers });
  return new Response(html ?? body, { status, headers });
}

/** The browser holds this build's copy: our own ETag, never `*` (which names no copy at all). */
function matchesEtag(request: Request, etag: string): boolean {
  const header = request.headers.get("If-None-Match");
  if (!header) return false;
  return header.split(",").some((tag) => tag.trim() === etag);
}

/** No CSP here: the browser keeps the headers it stored with its copy, whose nonce matches that copy. */
function notModified(etag: string): Response {
  return new Response(null, {
    status: 304,
    headers: {
      ETag: etag,
      "Cache-Control": BROWSER_CACHE_CONTROL,
      Vary: "Cookie",
      [CACHE_STATUS_HEADER]: "REVALIDATED",
    },
  });
}

function defaultCache(): Cache | null {
  try {
    return typeof caches === "undefined" ? null : ((caches as unknown as { default?: Cache }).default ?? null);
  } catch {
    return null;
  }
}
