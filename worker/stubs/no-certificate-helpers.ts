/**
 * Stands in for the passkey library's certificate readers in the Worker bundle (wrangler.toml `[alias]`):
 * reading an attestation certificate's fields or public key, and the FIDO metadata blob (a signed JWT with
 * its own chain), and a certificate's AAGUID extension. Only attestation that carries a certificate reaches them, which we never ask for and
 * whose chain this Worker cannot check anyway (no-attestation-certificates.ts). Signing in with a passkey
 * checks its signature against the stored public key and never reads a certificate. With them go
 * `@peculiar/asn1-x509` and its RSA and post-quantum companions.
 */
const certificatesRefused = (): never => {
  throw new Error("Attestation certificates are not read: this Worker asks for no attestation.");
};
export const getCertificateInfo = certificatesRefused;
export const convertX509PublicKeyToCOSE = certificatesRefused;
export const verifyMDSBlob = certificatesRefused;
export const validateExtFIDOGenCEAAGUID = certificatesRefused;
