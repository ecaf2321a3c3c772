/**
 * A kept page is answered as UTF-8 bytes encoded once, when it was kept (page-ids.server.ts `pageBytesRenewer`):
 * every answer must be, byte for byte, the drawn page with this answer's own ids written in, as the string
 * rewrite (`renewPage`) makes it, whatever the page's text and the ids hold.
 */
import { describe, expect, it } from "vitest";
import { pageBytesRenewer, renewPage } from "../../app/.server/page-ids.server";
import { RENDER_STATUS_HEADER } from "../../app/.server/render-memo.server";
import { signedInAdmin } from "../support/auth-helpers";
import { callWorker } from "../support/worker-call";

const utf8 = (text: string) => new TextEncoder().encode(text);
const HOSTILE = `"><script>alert(1)</script><meta x="`;

describe("a kept page as bytes", () => {
  it("is the UTF-8 of the string rewrite, with text beyond ASCII and ids that need escaping", () => {
    const drawn = { nonce: "n1", requestId: 'a"b' };
    const html =
      `<p>Índice — 💬 señor</p><script nonce="n1"></script><meta name="request-id" content="a&quot;b"/>` +
      `<p>n1 ✓</p><style nonce="n1"></style>`;
    const renew = pageBytesRenewer(html, drawn);
    for (const fresh of [
      { nonce: '"n2é', requestId: HOSTILE },
      { nonce: "abc+/=", requestId: "ray-ñ" },
      { nonce: "", requestId: "" },
    ]) {
      expect(renew(fresh)).toEqual(utf8(renewPage(html, fresh, { drawn })!));
    }
  });

  it("a page without ids, and one that holds U+FFFF itself, are answered as they are rewritten", () => {
    const fresh = { nonce: "n9", requestId: "r9" };
    expect(pageBytesRenewer("<p>plain ñ</p>", { nonce: null, requestId: null })(fresh)).toEqual(utf8("<p>plain ñ</p>"));
    const drawn = { nonce: "n1", requestId: "r1" };
    const odd = `<p>\uffffnonce\uffff</p><script nonce="n1"></script><meta name="request-id" content="r1"/>`;
    expect(pageBytesRenewer(odd, drawn)(fresh)).toEqual(utf8(renewPage(odd, fresh, { drawn })!));
  });

  it("the admin dashboard kept is exactly the drawn page with the new answer's ids", async () => {
    const { cookie } = await signedInAdmin();
    const view = () => callWorker("https://app.test/admin-dashboard", { headers: { Cookie: cookie } });
    const drawn = await view();
    const kept = await view();
    expect(drawn.headers.get(RENDER_STATUS_HEADER)).toBe("DRAWN");
    expect(kept.headers.get(RENDER_STATUS_HEADER)).toBe("KEPT");
    const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1] ?? null;
    const ids = (res: typeof drawn) => ({
      nonce: nonceOf(res.headers.get("Content-Security-Policy"))!,
      requestId: res.headers.get("X-Request-Id")!,
    });
    expect(ids(kept).nonce).not.toBe(ids(drawn).nonce);
    expect(kept.body).toBe(renewPage(drawn.body, ids(kept), { drawn: ids(drawn) }));
    expect(kept.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
  });
});
