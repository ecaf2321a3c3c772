/**
 * Rendered pages this isolate has already drawn, keyed by everything the render
 * reads (docs/decisions/0042-render-memo-and-reads-together.md). Remix renders a page from its
 * loaders' data and its URL alone (hydration depends on it: the browser redraws
 * the same page from the same data), so when the loaders of a new request answer
 * exactly what they answered before, the HTML is the same too, but for the
 * per-response CSP nonce and request id, which are rewritten on every reuse.
 *
 * The loaders still run on every request, guards first: a page is only ever
 * reused for a request whose own loaders produced the same data, so nobody can
 * receive what they could not have rendered themselves, and a change in the data
 * (a new request, a saved profile) is a new key at once.
 */

import { pageBytesRenewer, type PageIds } from "./page-ids.server";

/**
 * Says how a page was made for this response (tests and people debugging read it): DRAWN, REUSED (a kept
 * page, after Remix ran) or KEPT (a kept page answered before Remix, kept-page.server.ts).
 */
export const RENDER_STATUS_HEADER = "X-Render";

/** What a kept page is known by, or null when the page must be drawn afresh. */
export type RenderKey = string;

type RenderInput = {
  method: string;
  url: string;
  status: number;
  /** The client build's hash: a deploy draws every page anew. */
  buildVersion: string;
  loaderData: unknown;
  actionData: unknown;
  errors: unknown;
  /** The UTC day: the footer's year is the only thing a render reads from the clock. */
  now: Date;
};

/** Memory an isolate gives to kept pages (keys and HTML, as UTF-16 string lengths ≈ bytes/2). */
const RENDER_MEMO_CHARS = 2_000_000;
/** A page larger than this (a long admin table) is drawn every time rather than crowd out the rest. */
const RENDER_MEMO_PAGE_CHARS = 200_000;

/**
 * The key for a successful GET render whose data is plain JSON; null for
 * anything else (a form's answer, an error, deferred data, a redirect).
 */
export function renderKey(input: RenderInput): RenderKey | null {
  if (input.method !== "GET" && input.method !== "HEAD") return null;
  if (input.status !== 200 || input.actionData || input.errors) return null;
  const data = plainJson(input.loaderData);
  if (data === null) return null;
  return JSON.stringify([input.buildVersion, input.url, input.now.toISOString().slice(0, 10), data]);
}

/**
 * JSON text of `value`, or null when it holds anything JSON would misstate (a promise, a Map, a function).
 * Checked by a walk first, then written by JSON.stringify without a replacer: a replacer makes V8 leave its
 * fast path and call back for every value, the larger share of a kept page's key.
 */
function plainJson(value: unknown): string | null {
  if (!isPlain(value, "")) return null;
  return JSON.stringify(value) ?? null;
}

/** Whether JSON states `value` as it is: what JSON.stringify writes for it (after any `toJSON`) is plain data. */
function isPlain(value: unknown, key: string): boolean {
  const withToJson = value as { toJSON?: unknown } | null;
  // A Date (or anything with toJSON) is written as what toJSON returns, so that is what is checked.
  const written =
    typeof withToJson?.toJSON === "function" ? (withToJson.toJSON as (key: string) => unknown)(key) : value;
  if (written === null) return true;
  switch (typeof written) {
    case "string":
    case "number":
    case "boolean":
    case "undefined":
      return true;
    case "object":
      break;
    default:
      return false; // a function, a bigint, a symbol
  }
  if (Array.isArray(written)) return written.every((item, i) => isPlain(item, String(i)));
  const proto = Object.getPrototypeOf(written) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  const object = written as Record<string, unknown>;
  for (const name of Object.keys(object)) if (!isPlain(object[name], name)) return false;
  return true;
}

/** A kept page: its HTML with the nonce and request id it was drawn with. */
type KeptRender = PageIds & { html: string };

/** A kept page in memory: its HTML's length, and the page renewed with a response's ids, as UTF-8 (`pageBytesRenewer`). */
type Kept = { chars: number; renew(fresh: PageIds): Uint8Array<ArrayBuffer> };

const kept = new Map<RenderKey, Kept>();
let keptChars = 0;

/** The kept HTML for `key`, renewed with this response's nonce and request id: the answer's body, as UTF-8. */
export function reuseRender(key: RenderKey, fresh: PageIds): Uint8Array<ArrayBuffer> | null {
  const page = kept.get(key);
  if (!page) return null;
  // Most recently used last, so the oldest is the first to go.
  kept.delete(key);
  kept.set(key, page);
  return page.renew(fresh);
}

export function keepRender(key: RenderKey, page: KeptRender): void {
  const size = key.length + page.html.length;
  if (size > RENDER_MEMO_PAGE_CHARS || kept.has(key)) return;
  for (const [oldKey, old] of kept) {
    if (keptChars + size <= RENDER_MEMO_CHARS) break;
    kept.delete(oldKey);
    keptChars -= oldKey.length + old.chars;
  }
  kept.set(key, { chars: page.html.length, renew: pageBytesRenewer(page.html, page) });
  keptChars += size;
}
