/**
 * The per-response ids a page carries: the CSP nonce (header and every
 * `nonce="…"` attribute) and the request id (`X-Request-Id` and
 * `<meta name="request-id">`). A page drawn once and answered again (an edge
 * cache hit, a render-memo reuse) gets this response's ids through one
 * rewrite, `renewPage`, which writes every id escaped as an attribute.
 */

/** What a page is drawn with, or renewed to. */
export type PageIds = { nonce: string; requestId: string };

const requestIds = new WeakMap<Request, string>();
/** What a Ray ID looks like (hex, a dash, the data centre); anything else in the header is not one. */
const RAY_ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

/** One id per request: the `cf-ray` Cloudflare assigns, else a random one (local runs, or a header that is not a Ray ID). */
export function requestIdFor(request: Request): string {
  let id = requestIds.get(request);
  if (!id) {
    const ray = request.headers.get("cf-ray");
    id = ray && RAY_ID_PATTERN.test(ray) ? ray : crypto.randomUUID();
    requestIds.set(request, id);
  }
  return id;
}

/** A fresh CSP nonce: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** This response's ids. */
export const freshIds = (request: Request): PageIds => ({ nonce: createNonce(), requestId: requestIdFor(request) });

/**
 * The one rewrite: a drawn page renewed with `fresh` ids. `headers` (when the
 * page kept its own) say what it was drawn with and are set to the fresh ids;
 * otherwise `drawn` does. A nonce is 128 random bits, so its `nonce="…"`
 * attributes are the only places it can appear; the request id is only written
 * into `<meta name="request-id">`.
 */
export function renewPage(
  html: string | null,
  fresh: PageIds,
  { headers, drawn }: { headers?: Headers; drawn?: { nonce: string | null; requestId: string | null } },
): string | null {
  let from = drawn ?? { nonce: null, requestId: null };
  if (headers) {
    const csp = headers.get("Content-Security-Policy");
    from = { nonce: (csp && /'nonce-([^']*)'/.exec(csp)?.[1]) || null, requestId: headers.get("X-Request-Id") };
    headers.set("X-Request-Id", fresh.requestId);
    if (csp && from.nonce)
      headers.set("Content-Security-Policy", csp.replace(/'nonce-[^']*'/g, `'nonce-${fresh.nonce}'`));
    headers.delete("Content-Length"); // the new ids may be longer or shorter than the kept ones
  }
  if (html === null) return null;
  // Both sides as an attribute holds them: the drawn ids as React escaped them, the fresh ones never raw.
  let renewed = html;
  if (from.nonce)
    renewed = renewed.replaceAll(`nonce="${attributeText(from.nonce)}"`, `nonce="${attributeText(fresh.nonce)}"`);
  if (from.requestId) {
    renewed = renewed.replace(
      `<meta name="request-id" content="${attributeText(from.requestId)}"`,
      `<meta name="request-id" content="${attributeText(fresh.requestId)}"`,
    );
  }
  return renewed;
}

/** Stand-ins for the fresh ids while a kept page is split: no drawn page holds U+FFFF, a noncharacter. */
const NONCE_SLOT = "\uffffnonce\uffff";
const REQUEST_ID_SLOT = "\uffffrequest-id\uffff";
const SLOTS = /\uffff(nonce|request-id)\uffff/;

/** A kept page split around its ids: text, slot name, text, slot name, …, text; null if the page holds U+FFFF. */
function splitAtIds(html: string, drawn: DrawnIds): string[] | null {
  if (html.includes("\uffff")) return null;
  const marked = renewPage(html, { nonce: NONCE_SLOT, requestId: REQUEST_ID_SLOT }, { drawn }) ?? html;
  return marked.split(SLOTS);
}

type DrawnIds = { nonce: string | null; requestId: string | null };
type Slot = "nonce" | "request-id";
const slotTexts = (fresh: PageIds) => ({
  nonce: attributeText(fresh.nonce),
  "request-id": attributeText(fresh.requestId),
});

const utf8 = new TextEncoder();

/**
 * One buffer per isolate that a renewer with `reuse` writes every answer into: workerd copies a BufferSource body when
 * `new Response(bytes)` is made (test/integration/response-body-copy.test.ts), so bytes handed to it at once need no
 * array of their own, and an answer then allocates nothing the size of the page.
 */
let scratch = new Uint8Array(0);
function scratchOf(size: number): Uint8Array<ArrayBuffer> {
  if (scratch.length < size) scratch = new Uint8Array(Math.max(size, 2 * scratch.length));
  return scratch;
}

/**
 * `renewPage` for a page answered again and again (a kept page), as the answer's UTF-8 bytes: the rewrite is made
 * once, with stand-ins for the fresh ids, the page split around them and its text encoded once, so an answer only
 * encodes its ids (a few dozen bytes) and copies the parts into one array, instead of searching the whole page and
 * building a string for `Response` to encode again. Byte for byte the UTF-8 of `renewPage(html, fresh, { drawn })`.
 * With `reuse`, the bytes are a view of the isolate's one scratch buffer, good only until the next renewal: for a
 * body handed straight to `new Response`, which copies it.
 */
export function pageBytesRenewer(
  html: string,
  drawn: DrawnIds,
  { reuse = false }: { reuse?: boolean } = {},
): (fresh: PageIds) => Uint8Array<ArrayBuffer> {
  const parts = splitAtIds(html, drawn);
  if (!parts) {
    const renew = renewingEachTime(html, drawn);
    return (fresh) => utf8.encode(renew(fresh));
  }
  const texts = parts.filter((_, i) => i % 2 === 0).map((text) => utf8.encode(text));
  const slots = parts.filter((_, i) => i % 2 === 1) as Slot[];
  const textBytes = texts.reduce((sum, text) => sum + text.length, 0);
  const arrayOf = reuse ? scratchOf : (size: number) => new Uint8Array(size);
  return (fresh) => writePage(texts, slots, textBytes, slotTexts(fresh), arrayOf);
}

/** The renewed page written into `arrayOf(size)` (a new array, or the scratch buffer): each id encoded once. */
function writePage(
  texts: Uint8Array[],
  slots: Slot[],
  textBytes: number,
  text: Record<Slot, string>,
  arrayOf: (size: number) => Uint8Array<ArrayBuffer>,
): Uint8Array<ArrayBuffer> {
  const ids = { nonce: utf8.encode(text.nonce), "request-id": utf8.encode(text["request-id"]) };
  let size = textBytes;
  for (const slot of slots) size += ids[slot].length;
  const page = arrayOf(size);
  page.set(texts[0], 0);
  let at = texts[0].length;
  for (let i = 0; i < slots.length; i++) {
    const id = ids[slots[i]];
    page.set(id, at);
    at += id.length;
    page.set(texts[i + 1], at);
    at += texts[i + 1].length;
  }
  return page.length === size ? page : page.subarray(0, size);
}

/** The plain rewrite on every answer (a page that holds U+FFFF itself), in its own scope: the split keeps no copy. */
function renewingEachTime(html: string, drawn: DrawnIds) {
  return (fresh: PageIds): string => renewPage(html, fresh, { drawn }) ?? html;
}

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  '"': "&quot;",
  "'": "&#x27;",
  "<": "&lt;",
  ">": "&gt;",
};

/** `value` escaped for a double-quoted attribute, exactly as React writes it when it draws the page. */
function attributeText(value: string): string {
  return value.replace(/[&"'<>]/g, (ch) => ATTRIBUTE_ESCAPES[ch]);
}
