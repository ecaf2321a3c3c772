import { afterEach, describe, expect, it, vi } from "vitest";
import { CACHE_STATUS_HEADER, serveWithEdgeCache } from "../../worker/edge-cache";
import { createIsolatePages } from "../../worker/edge-memory";

/** The isolate's memory in front of the edge cache (worker/edge-memory.ts, ADR 0071). */
const site = () => `https://${crypto.randomUUID().slice(0, 8)}.app.test`;
const pending: Promise<unknown>[] = [];
const settle = () => Promise.all(pending.splice(0));

/** A cache of its own whose lookups are counted (so each test's isolate memory starts empty). */
async function countedCache() {
  const lookups: string[] = [];
  const edge = await caches.open(`memory-${crypto.randomUUID()}`);
  const cache = {
    match: (key: RequestInfo) => (lookups.push(String(key)), edge.match(key)),
    put: (key: RequestInfo, response: Response) => edge.put(key, response),
  } as unknown as Cache;
  return { cache, lookups };
}

const platformWith = (cache: Cache) => ({ version: "v1", waitUntil: (p: Promise<unknown>) => pending.push(p), cache });

const NONCE = "drawnNonce123==";
const html = (text: string) => async () =>
  new Response(
    `<!DOCTYPE html><html><head><meta name="request-id" content="drawn-id"/><script nonce="${NONCE}">1</script></head>` +
      `<body>${text} — é<script nonce="${NONCE}">2</script></body></html>`,
    {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Security-Policy": `script-src 'self' 'nonce-${NONCE}'; style-src 'self' 'nonce-${NONCE}'`,
        "X-Request-Id": "drawn-id",
      },
    },
  );
const nonceAttributes = (page: string) => [...page.matchAll(/ nonce="([^"]*)"/g)].map((m) => m[1]);
const cspNonces = (res: Response) =>
  [...(res.headers.get("Content-Security-Policy") ?? "").matchAll(/'nonce-([^']+)'/g)].map((m) => m[1]);

afterEach(() => {
  vi.useRealTimers();
});

describe("the isolate's memory in front of the edge cache", () => {
  it("answers a second and third hit without asking the cache, each with its own ids, as the cached copy does", async () => {
    const { cache, lookups } = await countedCache();
    const url = `${site()}/pricing`;
    await serveWithEdgeCache(new Request(url), platformWith(cache), html("kept"));
    await settle();
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(await serveWithEdgeCache(new Request(url), platformWith(cache), html("no")));
    expect(lookups).toHaveLength(1); // only the first visit (the miss) looked
    const seen = new Set<string>();
    for (const res of answers) {
      expect(res.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
      expect(res.headers.get("Cache-Control")).toBe("private, max-age=60, must-revalidate");
      expect(res.headers.get("ETag")).toBe('W/"v1.en"');
      expect(res.headers.get("Vary")).toBe("Cookie, Accept-Language");
      const page = await res.text();
      expect(page).toContain("kept — é");
      const nonces = [...nonceAttributes(page), ...cspNonces(res)];
      expect(nonces).toHaveLength(4);
      expect(new Set(nonces).size).toBe(1);
      expect(nonces[0]).not.toBe(NONCE);
      seen.add(nonces[0]!);
      const requestId = res.headers.get("X-Request-Id")!;
      expect(requestId).not.toBe("drawn-id");
      expect(page).toContain(`<meta name="request-id" content="${requestId}"/>`);
    }
    expect(seen.size).toBe(3);
  });

  it("answers HEAD from memory without a body", async () => {
    const { cache, lookups } = await countedCache();
    const url = `${site()}/pricing`;
    await serveWithEdgeCache(new Request(url), platformWith(cache), html("kept"));
    await settle();
    const res = await serveWithEdgeCache(new Request(url, { method: "HEAD" }), platformWith(cache), html("no"));
    expect(res.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    expect(res.body).toBeNull();
    expect(lookups).toHaveLength(1);
  });

  it("keeps an entry no longer than its time in memory, then asks the cache again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-28T03:00:00Z"));
    const { cache, lookups } = await countedCache();
    const url = `${site()}/pricing`;
    await serveWithEdgeCache(new Request(url), platformWith(cache), html("kept"));
    await settle();
    vi.setSystemTime(new Date("2026-11-28T03:04:59Z"));
    await serveWithEdgeCache(new Request(url), platformWith(cache), html("no"));
    expect(lookups).toHaveLength(1);
    vi.setSystemTime(new Date("2026-11-28T03:05:01Z"));
    const res = await serveWithEdgeCache(new Request(url), platformWith(cache), html("no"));
    expect(res.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    expect(lookups).toHaveLength(2); // expired in memory: the cache was asked
  });

  it("never keeps an answer the edge cache refuses: a cookie, a session, a query, a POST", async () => {
    const { cache, lookups } = await countedCache();
    const base = site();
    const withCookie = async () => new Response("mine", { headers: { "Set-Cookie": "a=b; Path=/; HttpOnly; Secure" } });
    const personal = async () => new Response("personal");
    const visits: [Request, () => Promise<Response>][] = [
      [new Request(`${base}/pricing`), withCookie],
      [new Request(`${base}/methodology`, { headers: { Cookie: "__Host-cf_session=abc" } }), personal],
      [new Request(`${base}/pricing?email=a%40b.test`), personal],
      [new Request(`${base}/privacy-terms`, { method: "POST", body: "x" }), personal],
    ];
    for (const round of [1, 2]) {
      for (const [request, render] of visits) {
        const res = await serveWithEdgeCache(request.clone() as unknown as Request, platformWith(cache), render);
        await settle();
        expect(res.headers.get(CACHE_STATUS_HEADER), `${request.url} round ${round}`).toBeNull();
      }
    }
    expect(lookups).toHaveLength(2); // only the cookie answer's two visits were cacheable requests at all
  });
});

describe("the memory's bounds", () => {
  const stored = (text: string, cacheControl = "public, max-age=86400") =>
    new Response(text, { headers: { "Content-Type": "text/plain", "Cache-Control": cacheControl } });
  const visitor = () => {};

  it("holds at most its entry count, dropping the least recently used", async () => {
    const pages = createIsolatePages({ entries: 2, bytes: 1_000 });
    await pages.keep("a", stored("A"), visitor, false);
    await pages.keep("b", stored("B"), visitor, false);
    expect(await pages.answer("a", new Request("https://x.test/"))?.text()).toBe("A"); // a is now the newest
    await pages.keep("c", stored("C"), visitor, false);
    expect(pages.size.entries).toBe(2);
    expect(pages.answer("b", new Request("https://x.test/"))).toBeNull();
    expect(await pages.answer("a", new Request("https://x.test/"))?.text()).toBe("A");
    expect(await pages.answer("c", new Request("https://x.test/"))?.text()).toBe("C");
  });

  it("holds at most its bytes, and never a page larger than them", async () => {
    const pages = createIsolatePages({ entries: 10, bytes: 10 });
    await pages.keep("big", stored("x".repeat(11)), visitor, false);
    expect(pages.size).toEqual({ entries: 0, bytes: 0 });
    await pages.keep("a", stored("aaaaaa"), visitor, false);
    await pages.keep("b", stored("bbbbbb"), visitor, false);
    expect(pages.size).toEqual({ entries: 1, bytes: 6 });
    expect(pages.answer("a", new Request("https://x.test/"))).toBeNull();
  });

  it("keeps nothing the stored copy forbids, and each answer's body can be read", async () => {
    const pages = createIsolatePages();
    await pages.keep("private", stored("p", "private, no-store"), visitor, false);
    await pages.keep("no-age", stored("n", "public"), visitor, false);
    expect(pages.size.entries).toBe(0);
    await pages.keep("ok", stored("ok"), visitor, false);
    const request = new Request("https://x.test/");
    expect([await pages.answer("ok", request)!.text(), await pages.answer("ok", request)!.text()]).toEqual([
      "ok",
      "ok",
    ]);
  });
});
