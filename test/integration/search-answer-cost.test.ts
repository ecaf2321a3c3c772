/**
 * What a warm price search costs the Worker (docs/scaling.md, sixth round): a kept answer's JSON text is written once
 * per isolate (`insightJson`), and a JSON body with a declared length is read in one native call
 * (`readBoundedBody`), the answer and the limits unchanged.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { FORM_BODY_BYTES, readBoundedBody } from "../../app/.server/forms/form-limits.server";
import { insightJson } from "../../app/.server/prices/answer-cache.server";
import type { PriceInsight } from "../../app/domain/prices";
import { appFetch } from "../support/browser";

const search = (body: unknown) =>
  appFetch("https://app.test/api/search-providers", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

afterEach(() => vi.restoreAllMocks());

describe("a warm price search", () => {
  it("sends a kept answer's JSON text made once, the same bytes and type as c.json sent", async () => {
    const first = await search({ procedure: "mri", zipCode: "10001" });
    const again = await search({ procedure: "mri", zipCode: "10001" });
    const [a, b] = [await first.text(), await again.text()];
    expect(again.status).toBe(200);
    expect(again.headers.get("Content-Type")).toBe("application/json");
    expect(b).toBe(a);
    expect(b).toBe(JSON.stringify(JSON.parse(b)));

    const kept = Object.freeze({ procedure: "MRI", zip: "10001" }) as unknown as PriceInsight;
    const stringify = vi.spyOn(JSON, "stringify");
    expect(insightJson(kept)).toBe('{"procedure":"MRI","zip":"10001"}');
    expect(insightJson(kept)).toBe('{"procedure":"MRI","zip":"10001"}');
    expect(stringify).toHaveBeenCalledTimes(1);
    // An answer made for one search (a plan's figures added) is not kept: written each time, as it is then.
    const own = { procedure: "MRI", zip: "10001" } as unknown as PriceInsight;
    insightJson(own);
    (own as { zip: string }).zip = "94103";
    expect(insightJson(own)).toBe('{"procedure":"MRI","zip":"94103"}');
  });

  it("reads a body with a declared length in one call, still refusing one over the limit", async () => {
    const body = JSON.stringify({ procedure: "mri", zipCode: "10001" });
    const request = new Request("https://app.test/api", {
      method: "POST",
      body,
      headers: { "Content-Length": `${body.length}` },
    });
    const getReader = vi.spyOn(ReadableStream.prototype, "getReader");
    expect(new TextDecoder().decode(await readBoundedBody(request, FORM_BODY_BYTES))).toBe(body);
    expect(getReader).not.toHaveBeenCalled();
    const longer = new Request("https://app.test/api", {
      method: "POST",
      body: "x".repeat(200),
      headers: { "Content-Length": "10" },
    });
    await expect(readBoundedBody(longer, 100)).rejects.toMatchObject({ status: 413 });
    // Without a declared length (chunked), the body is counted as it is read.
    const chunked = new Request("https://app.test/api", { method: "POST", body: new Blob([body]).stream() });
    expect(chunked.headers.get("Content-Length")).toBeNull();
    expect(new TextDecoder().decode(await readBoundedBody(chunked, FORM_BODY_BYTES))).toBe(body);
  });
});
