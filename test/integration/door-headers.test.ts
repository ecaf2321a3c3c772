/**
 * The front door's per-answer work, made lighter (docs/scaling.md, "The door"): the `/api`
 * security headers as one list made once, the path read without parsing the whole URL, and
 * headers added on the answer itself, copied only when its headers are immutable.
 * Every answer must still carry the same headers with the same values.
 */
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { describe, expect, it } from "vitest";
import { applyApiSecurityHeaders } from "../../worker/api/security-headers";
import { pathnameOf } from "../../worker/cross-site";
import { withBaselineHeaders } from "../../worker/baseline-headers";
import { callWorker } from "../support/worker-call";

const headersOf = (response: { headers: Headers }) =>
  Object.fromEntries([...response.headers].filter(([k]) => k !== "x-request-id"));

describe("the /api security headers", () => {
  it("are exactly what hono's secureHeaders with our options set, and a handler's own header wins", async () => {
    // What the router used before, on the same two answers: one plain, one with its own Referrer-Policy and X-Powered-By.
    const answers = (app: Hono) => ({
      plain: app.request("/plain"),
      own: app.request("/own"),
    });
    const routes = (app: Hono) =>
      app
        .get("/plain", (c) => c.json({ ok: true }))
        .get(
          "/own",
          () => new Response("file", { headers: { "Referrer-Policy": "no-referrer", "X-Powered-By": "x" } }),
        );
    const library = routes(
      new Hono().use(
        "*",
        secureHeaders({ xFrameOptions: "DENY", referrerPolicy: "strict-origin-when-cross-origin", overwrite: false }),
      ),
    );
    const ours = routes(
      new Hono().use("*", async (c, next) => {
        await next();
        applyApiSecurityHeaders(c.res.headers);
      }),
    );
    const [expected, actual] = [answers(library), answers(ours)];
    expect(headersOf(await actual.plain)).toEqual(headersOf(await expected.plain));
    const own = await actual.own;
    expect(headersOf(own)).toEqual(headersOf(await expected.own));
    expect(own.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(own.headers.has("X-Powered-By")).toBe(false);
  });

  it("reach a real /api answer, with the baseline's two-year HSTS over the router's", async () => {
    const res = await callWorker("https://app.test/api/health");
    expect(headersOf(res)).toMatchObject({
      "cache-control": "no-store",
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "origin-agent-cluster": "?1",
      "referrer-policy": "strict-origin-when-cross-origin",
      "strict-transport-security": "max-age=63072000; includeSubDomains",
      "x-content-type-options": "nosniff",
      "x-dns-prefetch-control": "off",
      "x-download-options": "noopen",
      "x-frame-options": "DENY",
      "x-permitted-cross-domain-policies": "none",
      "x-xss-protection": "0",
    });
    expect(res.headers.get("X-Request-Id")).toMatch(/^[\w-]+$/);
  });
});

describe("the path of a request's address", () => {
  it("is what new URL(...).pathname reads, for any address a Request serializes", () => {
    for (const address of [
      "https://app.test",
      "https://app.test/",
      "https://app.test/api/health",
      "https://app.test:8443/api/bills?x=1&y=/z#frag",
      "https://user:pa%2Fss@app.test/a/b/#x?y",
      "https://app.test/%E2%9C%93/caf%C3%A9?q=%2F",
      "https://app.test/a/../api/./logout",
      "https://app.test/?only=query",
      "https://app.test/#only-fragment",
      "http://127.0.0.1:9102/api//double",
    ]) {
      const url = new Request(address).url;
      expect(pathnameOf(url), address).toBe(new URL(url).pathname);
    }
  });
});

describe("headers added on the way out", () => {
  it("change an answer whose headers may change, and copy once an answer whose headers may not", () => {
    const own = new Response("page", { headers: { "Content-Type": "text/html" } });
    expect(withBaselineHeaders(own)).toBe(own);
    expect(own.headers.get("X-Content-Type-Options")).toBe("nosniff");

    const immutable = Response.redirect("https://app.test/next", 303);
    const answer = withBaselineHeaders(immutable);
    expect(answer).not.toBe(immutable);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("https://app.test/next");
    expect(answer.headers.get("Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains");
  });
});
