/**
 * A page's way through the front door (worker/index.ts, docs/scaling.md "The door, seventh round"): past the
 * router, with the router's rules kept (the cross-site refusal, HEAD answered without a body), its CSP joined
 * from a policy built once per isolate around each answer's own nonce.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { applyDocumentSecurityHeaders } from "../../app/.server/security-headers.server";
import worker from "../../worker/index";
import { signedInMember } from "../support/auth-helpers";
import { callWorker } from "../support/worker-call";

const POLICY = (nonce: string, formOrigins = "", turnstile = "https://challenges.cloudflare.com") =>
  [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' ${turnstile}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src 'self' blob: ${turnstile}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' https://checkout.stripe.com https://billing.stripe.com https://accounts.google.com${formOrigins}`,
    "frame-ancestors 'none'",
  ].join("; ");

const policyOf = (options: Parameters<typeof applyDocumentSecurityHeaders>[1]) => {
  const headers = new Headers();
  applyDocumentSecurityHeaders(headers, options);
  return headers;
};

describe("the document CSP, built once per isolate", () => {
  it("is the whole policy with each answer's own nonce, per set of options", () => {
    const first = policyOf({ nonce: "AAAA", dev: false });
    expect(first.get("Content-Security-Policy")).toBe(POLICY("AAAA"));
    expect(policyOf({ nonce: "BBBB", dev: false }).get("Content-Security-Policy")).toBe(POLICY("BBBB"));
    // Other options in the same isolate never get the first policy.
    expect(
      policyOf({
        nonce: "CCCC",
        dev: false,
        formOrigins: ["http://127.0.0.1:1"],
        turnstileOrigin: "http://t.test",
      }).get("Content-Security-Policy"),
    ).toBe(POLICY("CCCC", " http://127.0.0.1:1", "http://t.test"));
    const dev = policyOf({ nonce: "DDDD", dev: true }).get("Content-Security-Policy") ?? "";
    expect(dev).not.toContain("nonce-");
    expect(dev).toContain("script-src 'self' 'unsafe-inline' https://challenges.cloudflare.com");
    expect(dev).toContain("connect-src 'self' ws: wss:");
    for (const [name, value] of [
      ["X-Content-Type-Options", "nosniff"],
      ["Referrer-Policy", "strict-origin-when-cross-origin"],
      ["X-Frame-Options", "DENY"],
      ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"],
      ["Cross-Origin-Opener-Policy", "same-origin"],
    ])
      expect(first.get(name), name).toBe(value);
  });
});

describe("a page past the router", () => {
  it("keeps the cross-site refusal of a form post from another site", async () => {
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request("https://app.test/settings", {
        method: "POST",
        headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site", "Content-Type": "text/plain" },
        body: "x=1",
      }) as Request<unknown, IncomingRequestCfProperties>,
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("did not come from a Care Finder page");
    expect(res.headers.get("Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains");
  });

  it("answers a signed-in HEAD without a body, with the page's headers", async () => {
    const { cookie } = await signedInMember();
    const get = await callWorker("https://app.test/dashboard", { headers: { Cookie: cookie } });
    const head = await callWorker("https://app.test/dashboard", { method: "HEAD", headers: { Cookie: cookie } });
    expect(get.status).toBe(200);
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
    for (const res of [get, head]) {
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
      expect(res.headers.get("Content-Security-Policy")).toMatch(/script-src 'self' 'nonce-[^']+'/);
      expect(res.headers.get("Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains");
    }
  });
});
