/**
 * Stands in for the passkey library's `unwrapEC2Signature` in the Worker bundle (wrangler.toml `[alias]`).
 * A passkey's ES256/384/512 signature arrives DER-encoded (SEQUENCE { INTEGER r, INTEGER s }); Web Crypto
 * wants r and s as two fixed-width numbers. The library reads the DER with a general ASN.1 parser (asn1js
 * and `@peculiar/asn1-schema`, about 120 KiB with their helpers); this reads exactly that one shape and
 * refuses anything else. Same answers as the library's (worker/stubs/ec2-signature.test.ts).
 */

/** COSE curve ids (RFC 9053) → the byte length of r and s. */
const COMPONENT_LENGTH: Record<number, number> = { 1: 32, 2: 48, 3: 66 };

export function unwrapEC2Signature(signature: Uint8Array, crv: number): Uint8Array<ArrayBuffer> {
  const componentLength = COMPONENT_LENGTH[crv];
  if (!componentLength) throw new Error(`Unexpected COSE crv value of ${crv} (EC2)`);
  const der = new DerReader(signature);
  const sequence = new DerReader(der.read(0x30));
  der.end();
  const r = sequence.read(0x02);
  const s = sequence.read(0x02);
  sequence.end();
  const out = new Uint8Array(componentLength * 2);
  out.set(normalized(r, componentLength), 0);
  out.set(normalized(s, componentLength), componentLength);
  return out;
}

/** A DER integer as exactly `length` bytes, as the library does it (padded, or its sign byte dropped). */
function normalized(bytes: Uint8Array, length: number): Uint8Array {
  if (bytes.length < length) {
    const padded = new Uint8Array(length);
    padded.set(bytes, length - bytes.length);
    return padded;
  }
  if (bytes.length === length) return bytes;
  if (bytes.length === length + 1 && bytes[0] === 0 && (bytes[1] & 0x80) === 0x80) return bytes.subarray(1);
  throw new Error(`Invalid signature component length ${bytes.length}, expected ${length}`);
}

/** Reads tag-length-value items in order; definite lengths only (short form, or one or two length bytes). */
class DerReader {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}

  read(tag: number): Uint8Array {
    if (this.bytes[this.at] !== tag) throw new Error("Malformed EC2 signature");
    let length = this.bytes[this.at + 1];
    let start = this.at + 2;
    if (length === 0x81 || length === 0x82) {
      const count = length - 0x80;
      length = 0;
      for (let i = 0; i < count; i++) length = length * 256 + this.bytes[start + i];
      start += count;
    } else if (length === undefined || length > 0x7f) {
      throw new Error("Malformed EC2 signature");
    }
    const end = start + length;
    if (end > this.bytes.length || (tag === 0x02 && length === 0)) throw new Error("Malformed EC2 signature");
    this.at = end;
    return this.bytes.subarray(start, end);
  }

  end(): void {
    if (this.at !== this.bytes.length) throw new Error("Malformed EC2 signature");
  }
}
