/**
 * A software WebAuthn authenticator for the workerd tests: an ES256 key pair
 * made with WebCrypto, answering registration ("none" attestation) and
 * authentication as a browser hands them to the server, so the real
 * @simplewebauthn/server checks run on real signatures. Its counter, origin
 * and RP ID can be set to play a cloned authenticator or a phishing page.
 */
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

type Bytes = Uint8Array<ArrayBuffer>;
const b64url = (bytes: Uint8Array) => isoBase64URL.fromBuffer(bytes as Bytes);
const utf8 = (text: string): Bytes => new TextEncoder().encode(text);
const sha256 = async (bytes: Bytes): Promise<Bytes> => new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
const concat = (...parts: Uint8Array[]): Bytes => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const uint32 = (n: number) => new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);

/** WebCrypto signs ECDSA as r‖s; WebAuthn carries it DER-encoded. */
function derSignature(raw: Uint8Array): Bytes {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start++;
    let body = bytes.slice(start);
    if (body[0] & 0x80) body = concat(new Uint8Array([0]), body);
    return concat(new Uint8Array([0x02, body.length]), body);
  };
  const seq = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, seq.length]), seq);
}

type Options = { origin: string; rpId: string };

export class SoftAuthenticator {
  readonly credentialId = crypto.getRandomValues(new Uint8Array(16));
  counter = 0;
  private keys!: CryptoKeyPair;
  private userHandle: string | null = null;

  constructor(public options: Options) {}

  get id(): string {
    return b64url(this.credentialId);
  }

  private async keyPair(): Promise<CryptoKeyPair> {
    this.keys ??= (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
      "sign",
      "verify",
    ])) as CryptoKeyPair;
    return this.keys;
  }

  private clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin: string): Bytes {
    return utf8(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** Answers `navigator.credentials.create` for the server's options. */
  async register(options: { challenge: string; user: { id: string } }, { origin = this.options.origin } = {}) {
    const { publicKey } = await this.keyPair();
    const jwk = await crypto.subtle.exportKey("jwk", publicKey);
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
    const authData = concat(
      await sha256(utf8(this.options.rpId)),
      new Uint8Array([0x45]), // user present, user verified, attested credential data
      uint32(this.counter),
      new Uint8Array(16), // AAGUID
      new Uint8Array([0, this.credentialId.length]),
      this.credentialId,
      cose,
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]) as never,
    );
    this.userHandle = options.user.id;
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      response: {
        clientDataJSON: b64url(this.clientData("webauthn.create", options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
    };
  }

  /** Answers `navigator.credentials.get`: the counter moves by one unless told what to send. */
  async authenticate(
    options: { challenge: string },
    { origin = this.options.origin, counter = this.counter + 1 }: { origin?: string; counter?: number } = {},
  ) {
    const { privateKey } = await this.keyPair();
    this.counter = counter;
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, origin);
    const authData = concat(await sha256(utf8(this.options.rpId)), new Uint8Array([0x05]), uint32(counter));
    const signed = concat(authData, await sha256(clientDataJSON));
    const raw = new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, privateKey, signed));
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(derSignature(raw)),
        userHandle: this.userHandle ?? undefined,
      },
      clientExtensionResults: {},
    };
  }
}
