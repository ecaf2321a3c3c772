/**
 * The pages this isolate has already read from the edge cache, or written to
 * it, kept in memory beside it (ADR 0071): a warm hit then asks the cache
 * nothing and does no per-answer parsing. Only what the edge cache stored is
 * kept (same key, build version included), for no longer than the stored
 * copy's own Cache-Control allows, within a bounded count and size (LRU).
 *
 * Each entry is the visitor's answer made once: its headers final but for the
 * per-response ids, its body as bytes cut at the places those ids go (the kept
 * page's own renewer, `pageBytesRenewer`, with stand-ins for the ids). A hit
 * fills in this response's ids (the CSP nonce and the request id, exactly as
 * `renewPage` writes them) and is always a new Response, over its own copy of the bytes.
 */
import { freshIds, pageBytesRenewer, renewPage, type PageIds } from "../app/.server/page-ids.server";

/** How long an isolate answers a page from memory at most before asking the cache again. */
const ISOLATE_PAGE_SECONDS = 300;
const ISOLATE_PAGE_LIMITS = { entries: 32, bytes: 4 * 1024 * 1024 };

/**
 * Stand-ins for the ids while an entry is cut: random (made at the first use, as a Worker may not draw random
 * values at startup), so a page can never hold them by chance.
 */
let slotsMade: { ids: PageIds; pattern: RegExp } | undefined;
function slots() {
  if (!slotsMade) {
    const slot = `edge${crypto.randomUUID().replaceAll("-", "")}`;
    const ids: PageIds = { nonce: `${slot}n`, requestId: `${slot}r` };
    slotsMade = { ids, pattern: new RegExp(`(${ids.nonce}|${ids.requestId})`) };
  }
  return slotsMade;
}

type Slot = "nonce" | "requestId";
/** A text cut at the ids: the odd parts name a slot, the even parts are as stored. */
type Cut<T> = { parts: T[]; slots: Slot[] };

type KeptPage = {
  status: number;
  /** The headers without an id, copied whole for each answer; then those with one, written per answer. */
  fixed: Headers;
  withIds: [string, Cut<string>][];
  /**
   * The body with this answer's ids (the page's text encoded once, `pageBytesRenewer`), written into the isolate's
   * one scratch buffer: good until the next answer, which is enough as `new Response` copies it.
   */
  body: (fresh: PageIds) => Uint8Array<ArrayBuffer>;
  bytes: number;
  until: number;
};

function cut(text: string): Cut<string> | null {
  const { ids, pattern } = slots();
  const pieces = text.split(pattern);
  if (pieces.length === 1) return null;
  return {
    parts: pieces.filter((_, i) => i % 2 === 0),
    slots: pieces.filter((_, i) => i % 2 === 1).map((slot) => (slot === ids.nonce ? "nonce" : "requestId")),
  };
}

/** Seconds the stored copy may still be used, by its Cache-Control max-age less its Age; 0 when it says nothing. */
function storedFreshness(headers: Headers): number {
  const cacheControl = headers.get("Cache-Control") ?? "";
  if (/no-store|no-cache|private/.test(cacheControl)) return 0;
  const maxAge = /(?:^|[,\s])max-age=(\d+)/.exec(cacheControl);
  if (!maxAge) return 0;
  return Math.max(0, Number(maxAge[1]) - (Number(headers.get("Age")) || 0));
}

/**
 * The answer a hit gives, made once from the stored copy: `visitor` sets the
 * visitor's headers (as the answer from the cache would carry them).
 */
async function entryOf(stored: Response, visitor: (headers: Headers) => void, html: boolean): Promise<KeptPage | null> {
  const seconds = Math.min(ISOLATE_PAGE_SECONDS, storedFreshness(stored.headers));
  if (seconds <= 0) return null;
  const text = html ? await stored.text().catch(() => null) : null;
  const raw = html ? null : await stored.arrayBuffer().catch(() => null);
  if (text === null && raw === null) return null;
  const headers = new Headers(stored.headers);
  const page = renewPage(text, slots().ids, { headers });
  visitor(headers);
  // The page now holds the stand-ins where its ids go: to the renewer, they are the ids it was drawn with.
  const renew = page === null ? asStored(new Uint8Array(raw!)) : pageBytesRenewer(page, slots().ids, { reuse: true });
  const bytes = renew(slots().ids).byteLength;
  const withIds: [string, Cut<string>][] = [];
  for (const [name, value] of headers) {
    const cutValue = cut(value);
    if (cutValue) withIds.push([name, cutValue]);
  }
  for (const [name] of withIds) headers.delete(name);
  return {
    status: stored.status,
    fixed: headers,
    withIds,
    body: renew,
    bytes,
    until: Date.now() + seconds * 1000,
  };
}

/** A body that is not a page (no ids in it): the kept bytes themselves, which `new Response` copies. */
const asStored = (bytes: Uint8Array<ArrayBuffer>) => () => bytes;

function answer(entry: KeptPage, request: Request): Response {
  const fresh = freshIds(request);
  // The Response copies the kept headers natively (no copy of our own first); only those holding an id are written.
  const body = request.method === "HEAD" ? null : entry.body(fresh);
  const response = new Response(body, { status: entry.status, headers: entry.fixed });
  for (const [name, value] of entry.withIds) response.headers.set(name, join(value, fresh));
  return response;
}

const join = (text: Cut<string>, ids: PageIds) =>
  text.parts.map((part, i) => (i < text.slots.length ? part + ids[text.slots[i]!] : part)).join("");

/** A bounded, least-recently-used memory of kept pages. */
export function createIsolatePages(limits = ISOLATE_PAGE_LIMITS) {
  const entries = new Map<string, KeptPage>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  return {
    /** This request's answer from memory, or null (never kept, expired, or evicted). */
    answer(key: string, request: Request): Response | null {
      const entry = entries.get(key);
      if (!entry) return null;
      drop(key);
      if (entry.until <= Date.now()) return null;
      entries.set(key, entry); // the most recently used goes last
      bytes += entry.bytes;
      return answer(entry, request);
    },
    /** Keeps what the edge cache stored under `key` (`stored` is that copy, or a clone of it). */
    async keep(key: string, stored: Response, visitor: (headers: Headers) => void, html: boolean): Promise<void> {
      const entry = await entryOf(stored, visitor, html);
      if (!entry || entry.bytes > limits.bytes) return;
      drop(key);
      while (entries.size >= limits.entries || (entries.size > 0 && bytes + entry.bytes > limits.bytes))
        drop(entries.keys().next().value as string);
      entries.set(key, entry);
      bytes += entry.bytes;
    },
    get size() {
      return { entries: entries.size, bytes };
    },
  };
}
