import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The library's own reader, which the Worker bundle replaces with ours (wrangler.toml `[alias]`).
import { unwrapEC2Signature as libraryUnwrap } from "../../node_modules/@simplewebauthn/server/esm/helpers/iso/isoCrypto/unwrapEC2Signature.js";
import { unwrapEC2Signature } from "./ec2-signature";

/** DER: SEQUENCE { INTEGER r, INTEGER s }, lengths in short or long form as an encoder writes them. */
function der(r: Uint8Array, s: Uint8Array): Uint8Array<ArrayBuffer> {
  const tlv = (tag: number, body: Uint8Array) => {
    const length = body.length < 0x80 ? [body.length] : [0x81, body.length];
    return Uint8Array.from([tag, ...length, ...body]);
  };
  return tlv(0x30, Uint8Array.from([...tlv(0x02, r), ...tlv(0x02, s)]));
}

/** A positive DER integer of at most `bytes` bytes: minimal, with a sign byte when its top bit is set. */
const integer = (bytes: number) =>
  fc.uint8Array({ minLength: 1, maxLength: bytes }).map((raw) => {
    let start = 0;
    while (start < raw.length - 1 && raw[start] === 0) start++;
    const trimmed = raw.subarray(start);
    return trimmed[0] & 0x80 ? Uint8Array.from([0, ...trimmed]) : trimmed;
  });

const outcome = (run: () => Uint8Array) => {
  try {
    return Array.from(run());
  } catch {
    return "refused";
  }
};

describe("the Worker's EC2 signature reader", () => {
  it("answers as the library does for every well-formed signature on each curve", () => {
    for (const [crv, width] of [
      [1, 32],
      [2, 48],
      [3, 66],
    ]) {
      fc.assert(
        fc.property(integer(width), integer(width), (r, s) => {
          const signature = der(r, s);
          expect(Array.from(unwrapEC2Signature(signature, crv))).toEqual(Array.from(libraryUnwrap(signature, crv)));
        }),
      );
    }
  });

  it("refuses what the library refuses, and never accepts garbage the library would read differently", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), fc.constantFrom(1, 2, 3), (bytes, crv) => {
        const ours = outcome(() => unwrapEC2Signature(bytes, crv));
        if (ours !== "refused") expect(ours).toEqual(outcome(() => libraryUnwrap(bytes, crv)));
      }),
    );
    const good = der(new Uint8Array(32).fill(1), new Uint8Array(32).fill(2));
    expect(() => unwrapEC2Signature(Uint8Array.from([...good, 0]), 1)).toThrow();
    expect(() => unwrapEC2Signature(good.subarray(0, good.length - 1), 1)).toThrow();
    expect(() => unwrapEC2Signature(good, 9)).toThrow(/crv/);
  });

  it("gives Web Crypto a signature it verifies (P-256, as passkeys sign)", async () => {
    const keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
      "sign",
      "verify",
    ])) as CryptoKeyPair;
    const data = new TextEncoder().encode("authenticator data and client data hash");
    const raw = new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, keys.privateKey, data));
    const asInteger = (half: Uint8Array) => {
      let start = 0;
      while (start < half.length - 1 && half[start] === 0) start++;
      const trimmed = half.subarray(start);
      return trimmed[0] & 0x80 ? Uint8Array.from([0, ...trimmed]) : trimmed;
    };
    const signature = der(asInteger(raw.subarray(0, 32)), asInteger(raw.subarray(32)));
    const unwrapped = unwrapEC2Signature(signature, 1);
    expect(await crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, keys.publicKey, unwrapped, data)).toBe(true);
  });
});
