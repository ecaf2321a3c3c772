/**
 * Hostile requests at the front door, one finding each: a request id that
 * looks like markup never reaches a page unescaped (edge-cache hits and
 * render-memo reuse rewrite it); `If-None-Match` is answered only for the
 * public pages the cache holds; every answer carries its security headers;
 * a method we do not serve is a 405 from us.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pageBytesRenewer, renewPage } from "../../app/.server/page-ids.server";
import { CACHE_STATUS_HEADER } from "../../worker/edge-cache";
import { RENDER_STATUS_HEADER } from "../../app/.server/render-memo.server";
import { insertDocument, insertProfile } from "../support/factories";
import { cookieFor, db } from "../support/auth-helpers";
import { callWorker } from "../support/worker-call";

const HOSTILE_RAY = `"><script>alert(1)</script><meta x="`;
/** Every test its own host: the edge cache's key holds it. */
const site = () => `https://${crypto.randomUUID().slice(0, 8)}.app.test`;
const requestIdMeta = (html: string) => /<meta name="request-id" content="([^"]*)"/.exec(html)?.[1];

describe("the request id in a page", () => {
  it("a hostile cf-ray is never written into a page unescaped, drawn or from the edge cache", async () => {
    const base = site();
    for (const expected of ["MISS", "HIT", "HIT"]) {
      const res = await callWorker(`${base}/pricing`, { headers: { "cf-ray": HOSTILE_RAY } });
      expect(res.headers.get(CACHE_STATUS_HEADER)).toBe(expected);
      expect(res.body).not.toContain("<script>alert(1)");
      expect(res.body).toContain(`<meta name="request-id" content="${res.headers.get("X-Request-Id")}"`);
    }
  });

  it("nor when the render memo reuses a signed-in page", async () => {
    const profile = await insertProfile(db(), { givenName: "Ines" });
    const cookie = await cookieFor(profile.id);
    for (const expected of ["DRAWN", "KEPT"]) {
      const res = await callWorker("https://app.test/dashboard", {
        headers: { Cookie: cookie, "cf-ray": HOSTILE_RAY },
      });
      expect(res.headers.get(RENDER_STATUS_HEADER)).toBe(expected);
      expect(res.body).not.toContain("<script>alert(1)");
      expect(requestIdMeta(res.body)).toBe(res.headers.get("X-Request-Id"));
    }
  });

  it("the rewrite itself escapes whatever ids it is given", () => {
    const drawn = { nonce: "n1", requestId: 'a"b' };
    const html = `<script nonce="n1"></script><meta name="request-id" content="a&quot;b"/>`;
    const renewed = renewPage(html, { nonce: '"n2', requestId: HOSTILE_RAY }, { drawn });
    expect(renewed).not.toContain("<script>alert(1)");
    expect(renewed).toContain('nonce="&quot;n2"');
    expect(renewed).toContain(`content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;meta x=&quot;"`);
  });

  it("a kept page split once renews exactly as the rewrite does, every time", () => {
    const drawn = { nonce: "n1", requestId: 'a"b' };
    const html = `<script nonce="n1"></script><p>n1 a"b</p><meta name="request-id" content="a&quot;b"/><style nonce="n1">`;
    const text = new TextDecoder();
    const renew = (
      fresh: { nonce: string; requestId: string },
      from = html,
      ids: { nonce: string | null; requestId: string | null } = drawn,
    ) => text.decode(pageBytesRenewer(from, ids)(fresh));
    for (const fresh of [
      { nonce: '"n2', requestId: HOSTILE_RAY },
      { nonce: "n3+/=", requestId: "r-1" },
    ])
      expect(renew(fresh)).toBe(renewPage(html, fresh, { drawn }));
    // Nothing to renew, or a page holding the split's own stand-in: still the rewrite's answer.
    const fresh = { nonce: "n4", requestId: "r-2" };
    expect(renew(fresh, html, { nonce: null, requestId: null })).toBe(html);
    const odd = `<script nonce="n1">"\uffffnonce\uffff"</script>`;
    expect(renew(fresh, odd)).toBe(renewPage(odd, fresh, { drawn }));
  });
});

describe("If-None-Match", () => {
  for (const path of ["/admin-dashboard", "/dashboard", "/form", "/no-such-page", "/auth/link"]) {
    it(`is not answered 304 for ${path}, which the edge cache does not hold`, async () => {
      for (const tag of ["*", `W/"${crypto.randomUUID()}"`]) {
        const res = await callWorker(`${site()}${path}`, { headers: { "If-None-Match": tag } });
        expect(res.status, `${path} ${tag}`).not.toBe(304);
      }
    });
  }

  it("`*` is not a copy the visitor holds: a public page answers in full", async () => {
    const res = await callWorker(`${site()}/pricing`, { headers: { "If-None-Match": "*" } });
    expect(res.status).toBe(200);
  });

  it("a public page's own ETag is still answered 304", async () => {
    const base = site();
    const first = await callWorker(`${base}/pricing`);
    const again = await callWorker(`${base}/pricing`, { headers: { "If-None-Match": first.headers.get("ETag")! } });
    expect(again.status).toBe(304);
  });
});

describe("security headers on every answer", () => {
  const HSTS = /^max-age=\d{8,}; includeSubDomains$/;

  it("HTML pages (drawn, cached, signed in, refused) carry HSTS and nosniff", async () => {
    const base = site();
    const cookie = await cookieFor((await insertProfile(db())).id);
    const answers = [
      await callWorker(`${base}/pricing`),
      await callWorker(`${base}/pricing`),
      await callWorker(`${base}/dashboard`, { headers: { Cookie: cookie } }),
      await callWorker(`${base}/no-such-page`),
    ];
    for (const res of answers) {
      expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
      expect(res.headers.get("Strict-Transport-Security")).toMatch(HSTS);
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    }
  });

  it("Remix data answers (.data) are never sniffed", async () => {
    const cookie = await cookieFor((await insertProfile(db())).id);
    for (const [path, headers] of [
      ["/pricing.data", {}],
      ["/dashboard.data", { Cookie: cookie }],
    ] as const) {
      const res = await callWorker(`https://app.test${path}`, { headers });
      expect(res.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
      expect(res.headers.get("Strict-Transport-Security"), path).toMatch(HSTS);
    }
  });

  it("a document file may not be framed by any page", async () => {
    const member = await insertProfile(db());
    const document = await insertDocument(db(), env.DOCUMENTS, member.id);
    const res = await callWorker(`https://app.test/api/documents/${document.id}/file`, {
      headers: { Cookie: await cookieFor(member.id) },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("Strict-Transport-Security")).toMatch(HSTS);
  });
});

describe("methods we do not serve", () => {
  for (const method of ["PROPFIND", "TRACE", "MKCOL", "LOCK"]) {
    it(`${method} on a page is our 405 page with the allowed methods`, async () => {
      const res = await callWorker("https://app.test/pricing", { method });
      expect(res.status).toBe(405);
      expect(res.headers.get("Allow")).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
      expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
      expect(res.body).toContain("Method not allowed");
      expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    });
  }

  it("on /api it is a JSON 405", async () => {
    const res = await callWorker("https://app.test/api/contact", { method: "PROPFIND" });
    expect(res.status).toBe(405);
    expect(JSON.parse(res.body)).toEqual({ error: "Method not allowed" });
  });
});
