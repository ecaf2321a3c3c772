/**
 * A page answered from the isolate's memory is written into one scratch buffer per isolate, reused for every answer
 * (page-ids.server.ts `pageBytesRenewer` with `reuse`, worker/edge-memory.ts). That is sound only because workerd
 * copies a BufferSource body when the Response is made: this checks it on the runtime the app runs on.
 */
import { describe, expect, it } from "vitest";
import { pageBytesRenewer, renewPage } from "../../app/.server/page-ids.server";

const text = new TextDecoder();

describe("a body of bytes handed to new Response", () => {
  it("is copied when the Response is made: changing the bytes afterwards changes nothing it sends", async () => {
    const bytes = new TextEncoder().encode("first answer");
    const response = new Response(bytes);
    bytes.set(new TextEncoder().encode("other answer"));
    const copied = new Response(bytes.subarray(0, 5));
    bytes.fill(0);
    expect(await response.text()).toBe("first answer");
    expect(await copied.text()).toBe("other");
  });

  it("a renewer with reuse writes every answer into the same buffer, each the string rewrite's UTF-8 while it lasts", async () => {
    const drawn = { nonce: "n1", requestId: "r1" };
    const html = `<p>señor ✓</p><script nonce="n1"></script><meta name="request-id" content="r1"/><b>end</b>`;
    const renew = pageBytesRenewer(html, drawn, { reuse: true });
    const ids = [
      { nonce: "first==", requestId: "ray-1" },
      { nonce: 'second"<', requestId: "a-longer-request-id" },
    ];
    const answers = ids.map((fresh) => {
      const bytes = renew(fresh);
      expect(text.decode(bytes)).toBe(renewPage(html, fresh, { drawn }));
      return { fresh, bytes, response: new Response(bytes) };
    });
    expect(answers[0]!.bytes.buffer).toBe(answers[1]!.bytes.buffer); // no page-sized array of its own
    for (const { fresh, response } of answers) expect(await response.text()).toBe(renewPage(html, fresh, { drawn }));
    // Without reuse, each answer is an array of its own (what the render memo's callers keep).
    const own = pageBytesRenewer(html, drawn);
    expect(own(ids[0]!).buffer).not.toBe(own(ids[1]!).buffer);
  });
});
