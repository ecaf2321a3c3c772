/**
 * Stands in for the passkey library's attestation formats that prove a device by its certificate chain
 * (TPM, Android key, Android SafetyNet, Apple, FIDO U2F) in the Worker bundle (wrangler.toml `[alias]`). We ask browsers
 * for no attestation (`attestationType: "none"`), so they send "none" (or a self-attested "packed", which
 * the library still checks). Each of these five verifies an X.509 chain, which this Worker cannot do anyway
 * (no-attestation-certificates.ts): a registration that sent one is refused either way, now by name.
 */
const refused = (format: string) => async (): Promise<never> => {
  throw new Error(`Attestation format "${format}" is not accepted: this Worker asks for no attestation.`);
};
export const verifyAttestationTPM = refused("tpm");
export const verifyAttestationAndroidKey = refused("android-key");
export const verifyAttestationAndroidSafetyNet = refused("android-safetynet");
export const verifyAttestationApple = refused("apple");
export const verifyAttestationFIDOU2F = refused("fido-u2f");
