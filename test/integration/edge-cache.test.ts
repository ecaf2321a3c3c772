import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createServerContext } from "../../app/.server/context.server";
import { insertProfile } from "../support/factories";
import worker from "../../worker/index";
import { CACHE_STATUS_HEADER, serveWithEdgeCache } from "../../worker/edge-cache";
import { cookieFor } from "../support/auth-helpers";
import { PUBLIC_PAGES } from "../../app/data/public-pages";

/**
 * The Worker's front door, called as Cloudflare calls it; waits for its
 * waitUntil work (the cache fill) so the next request sees what it stored.
 */
async function visit(url: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(url, init) as Request<unknown, IncomingRequestCfProperties>, env, ctx);
  const body = await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  const empty = init.method === "HEAD" || res.status === 304;
  return new Response(empty ? null : body, { status: res.status, headers: res.headers });
}

/** Every test gets its own host: the cache key holds it, so tests never see each other's pages. */
const site = () => `https://${crypto.randomUUID().slice(0, 8)}.app.test`;

const cspNonce = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
const nonceAttributes = (html: string) => [...html.matchAll(/ nonce="([^"]*)"/g)].map((m) => m[1]);

describe("anonymous public pages from the edge cache", () => {
  it("answers every page of the public-page registry from the cache the second time", async () => {
    const base = site();
    for (const { path } of PUBLIC_PAGES) {
      await visit(`${base}${path}`);
      expect((await visit(`${base}${path}`)).headers.get(CACHE_STATUS_HEADER), path).toBe("HIT");
    }
  });

  it("keeps a page that follows the browser's language apart per language: a Spanish copy never reaches an English browser", async () => {
    const base = site();
    const spanish = { "Accept-Language": "es-US,es;q=0.9" };
    const english = { "Accept-Language": "en-US,en;q=0.9" };
    const first = await visit(`${base}/check-a-bill`, { headers: spanish });
    expect(await first.text()).toContain("Revisar una factura");
    const again = await visit(`${base}/check-a-bill`, { headers: spanish });
    expect(again.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");

    const other = await visit(`${base}/check-a-bill`, { headers: english });
    expect(other.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    const html = await other.text();
    expect(html).toContain("Check a bill");
    expect(html).not.toContain("Revisar una factura");
    // Nor may the Spanish copy's ETag let an English browser keep it.
    const revalidated = await visit(`${base}/check-a-bill`, {
      headers: { ...english, "If-None-Match": first.headers.get("ETag")! },
    });
    expect(revalidated.status).toBe(200);
  });

  it("renders a page once, then answers it from the cache", async () => {
    const base = site();
    const first = await visit(`${base}/pricing`);
    expect(first.status).toBe(200);
    expect(first.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    const second = await visit(`${base}/pricing`);
    expect(second.status).toBe(200);
    expect(second.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    expect(await second.text()).toMatch(/<h1[^>]*>Care Concierge<\/h1>/);
    expect(second.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
  });

  it("gives every answer, cached or not, its own nonce, used by every script and by the CSP", async () => {
    const base = site();
    const answers = [await visit(`${base}/`), await visit(`${base}/`), await visit(`${base}/`)];
    expect(answers.map((r) => r.headers.get(CACHE_STATUS_HEADER))).toEqual(["MISS", "HIT", "HIT"]);
    const nonces = answers.map(cspNonce);
    expect(new Set(nonces).size).toBe(3);
    for (const [i, res] of answers.entries()) {
      const html = await res.text();
      const attributes = nonceAttributes(html);
      expect(attributes.length).toBeGreaterThan(0);
      expect(new Set(attributes)).toEqual(new Set([nonces[i]]));
      // The request id in the page is this answer's, not the one that filled the cache.
      expect(/<meta name="request-id" content="([^"]+)"/.exec(html)?.[1]).toBe(res.headers.get("X-Request-Id"));
    }
    expect(answers[1].headers.get("X-Request-Id")).not.toBe(answers[2].headers.get("X-Request-Id"));
  });

  it("never serves a cached anonymous page to a signed-in person", async () => {
    const base = site();
    await visit(`${base}/`);
    expect((await visit(`${base}/`)).headers.get(CACHE_STATUS_HEADER)).toBe("HIT");

    const member = await insertProfile(createServerContext(env).db);
    const res = await visit(`${base}/`, { headers: { Cookie: await cookieFor(member.id) } });
    expect(res.status).toBe(200);
    expect(res.headers.get(CACHE_STATUS_HEADER)).toBeNull();
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await res.text()).toContain('href="/dashboard"');
    // Nor does the signed-in answer land in the cache for the next visitor.
    const anonymous = await visit(`${base}/`);
    expect(anonymous.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    expect(await anonymous.text()).not.toContain('href="/dashboard"');
  });

  it("bypasses the cache for a query string", async () => {
    const base = site();
    await visit(`${base}/pricing`);
    for (const res of [
      await visit(`${base}/pricing?email=someone%40example.com`),
      await visit(`${base}/pricing?email=someone%40example.com`),
    ]) {
      expect(res.status).toBe(200);
      expect(res.headers.get(CACHE_STATUS_HEADER)).toBeNull();
      expect(res.headers.get("ETag")).toBeNull();
    }
  });

  it("never carries Set-Cookie on a page it serves from the cache", async () => {
    const base = site();
    const answers = [await visit(`${base}/methodology`), await visit(`${base}/methodology`)];
    expect(answers[1].headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    for (const res of answers) expect(res.headers.get("Set-Cookie")).toBeNull();
  });

  it("caches the 404 page, robots.txt and sitemap.xml", async () => {
    const base = site();
    for (const path of ["/no-such-page", "/robots.txt", "/sitemap.xml"]) {
      const first = await visit(`${base}${path}`);
      const second = await visit(`${base}${path}`);
      expect([first.headers.get(CACHE_STATUS_HEADER), second.headers.get(CACHE_STATUS_HEADER)]).toEqual([
        "MISS",
        "HIT",
      ]);
      expect(second.status).toBe(first.status);
      // HTML differs by nonce and request id only; text files are the same bytes.
      if (path === "/no-such-page") expect(second.status).toBe(404);
      else expect(await second.text()).toBe(await first.text());
    }
  });

  it("answers HEAD from the cache without a body", async () => {
    const base = site();
    await visit(`${base}/privacy-terms`);
    const res = await visit(`${base}/privacy-terms`, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
  });
});

describe("what answers say may be cached", () => {
  it("public HTML: a short browser lifetime, an ETag, and 304 without a body or CSP when it still matches", async () => {
    const base = site();
    const page = await visit(`${base}/insurance-guidance`);
    expect(page.headers.get("Cache-Control")).toBe("private, max-age=60, must-revalidate");
    expect(page.headers.get("Vary")).toBe("Cookie, Accept-Language");
    const etag = page.headers.get("ETag");
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await visit(`${base}/insurance-guidance`, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(etag);
    // The browser keeps the CSP it stored with its copy, whose nonce matches that copy.
    expect(again.headers.get("Content-Security-Policy")).toBeNull();
    expect(await again.text()).toBe("");

    const stale = await visit(`${base}/insurance-guidance`, { headers: { "If-None-Match": 'W/"an-older-build"' } });
    expect(stale.status).toBe(200);
  });

  it("signed-in HTML and Remix data requests: private, no-store", async () => {
    const member = await insertProfile(createServerContext(env).db);
    const cookie = await cookieFor(member.id);
    const dashboard = await visit(`${site()}/dashboard`, { headers: { Cookie: cookie } });
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get("Cache-Control")).toBe("private, no-store");
    expect(dashboard.headers.get("ETag")).toBeNull();

    const data = await visit(`${site()}/pricing.data`);
    expect(data.status).toBe(200);
    expect(data.headers.get("Cache-Control")).toBe("private, no-store");
    expect(data.headers.get(CACHE_STATUS_HEADER)).toBeNull();
  });
});

describe("the cache rule itself (worker/edge-cache.ts)", () => {
  const platform = (version: string) => ({ version, waitUntil: (p: Promise<unknown>) => pending.push(p) });
  const pending: Promise<unknown>[] = [];
  const settle = () => Promise.all(pending.splice(0));
  const page =
    (text: string, headers: Record<string, string> = {}) =>
    async () =>
      new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });

  it("marks every personal answer private, no-store: on its own headers, and on a copy when they are immutable", async () => {
    const member = await insertProfile(createServerContext(env).db);
    const cookie = await cookieFor(member.id);
    const signedIn = () => new Request(`${site()}/dashboard`, { headers: { Cookie: cookie } });
    const own = new Response("page", { headers: { "Cache-Control": "public, max-age=600" } });
    const answer = await serveWithEdgeCache(signedIn(), platform("build-1"), async () => own);
    expect(answer).toBe(own); // marked, not copied
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");

    const redirect = Response.redirect("https://app.test/sign-in", 302); // headers immutable
    const moved = await serveWithEdgeCache(signedIn(), platform("build-1"), async () => redirect);
    expect(moved.status).toBe(302);
    expect(moved.headers.get("Location")).toBe("https://app.test/sign-in");
    expect(moved.headers.get("Cache-Control")).toBe("private, no-store");

    // A Remix data request is personal even without a cookie, and a write with a cookie too.
    for (const request of [
      new Request(`${site()}/pricing.data?_routes=root`),
      new Request(`${site()}/settings`, { method: "POST", headers: { Cookie: cookie } }),
    ]) {
      const res = await serveWithEdgeCache(request, platform("build-1"), page("mine"));
      expect(res.headers.get("Cache-Control"), request.url).toBe("private, no-store");
      expect(res.headers.get(CACHE_STATUS_HEADER), request.url).toBeNull();
    }
    await settle();
  });

  it("never serves a page cached under an older build version", async () => {
    const url = `${site()}/pricing`;
    await serveWithEdgeCache(new Request(url), platform("build-1"), page("old page"));
    await settle();
    expect(await (await serveWithEdgeCache(new Request(url), platform("build-1"), page("unused"))).text()).toBe(
      "old page",
    );

    const res = await serveWithEdgeCache(new Request(url), platform("build-2"), page("new page"));
    expect(res.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    expect(await res.text()).toBe("new page");
  });

  it("keeps a page it has read in the isolate: a hit asks the cache nothing, a new build version still misses", async () => {
    const url = `${site()}/pricing`;
    const lookups: string[] = [];
    const edge = await caches.open(`isolate-${crypto.randomUUID()}`);
    const counted = {
      match: (key: RequestInfo) => (lookups.push(String(key)), edge.match(key)),
      put: (key: RequestInfo, response: Response) => edge.put(key, response),
    } as unknown as Cache;
    const withCache = (version: string) => ({ ...platform(version), cache: counted });
    await serveWithEdgeCache(new Request(url), withCache("v1"), page("kept page"));
    await settle();
    const kept = await serveWithEdgeCache(new Request(url), withCache("v1"), page("unused"));
    expect(kept.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    expect(await kept.text()).toBe("kept page");
    expect(lookups).toHaveLength(1); // the miss looked; the hit came from the isolate
    const next = await serveWithEdgeCache(new Request(url), withCache("v2"), page("new build"));
    expect(next.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    expect(await next.text()).toBe("new build");
  });

  it("never stores an answer that sets a cookie", async () => {
    const url = `${site()}/pricing`;
    let renders = 0;
    const render = async () => {
      renders += 1;
      return new Response("with a cookie", { headers: { "Set-Cookie": "a=b; Path=/; HttpOnly; Secure" } });
    };
    await serveWithEdgeCache(new Request(url), platform("v"), render);
    await settle();
    const res = await serveWithEdgeCache(new Request(url), platform("v"), render);
    expect(renders).toBe(2);
    expect(res.headers.get(CACHE_STATUS_HEADER)).toBeNull();
  });

  it("renders every non-GET answer afresh and never stores it", async () => {
    const url = `${site()}/pricing`;
    let renders = 0;
    const render = async () => {
      renders += 1;
      return new Response("posted");
    };
    for (const method of ["POST", "POST", "PUT", "DELETE"]) {
      const res = await serveWithEdgeCache(new Request(url, { method, body: "x" }), platform("v"), render);
      await settle();
      expect(res.headers.get(CACHE_STATUS_HEADER)).toBeNull();
    }
    expect(renders).toBe(4);
    expect(
      (await serveWithEdgeCache(new Request(url), platform("v"), page("fresh GET"))).headers.get(CACHE_STATUS_HEADER),
    ).toBe("MISS");
  });

  it("never stores a page outside the public list unless it is the 404 page", async () => {
    const url = `${site()}/form`;
    await serveWithEdgeCache(new Request(url), platform("v"), page("sign-in form"));
    await settle();
    const res = await serveWithEdgeCache(new Request(url), platform("v"), page("rendered again"));
    expect(await res.text()).toBe("rendered again");
  });
});
