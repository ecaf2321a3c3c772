/**
 * Stands in for `@simplewebauthn/browser` in the Worker bundle (wrangler.toml `[alias]`). The passkey
 * ceremonies (app/components/passkeys/ceremonies.ts) import it when a button is pressed in the browser;
 * the server never presses one, so the Worker need not carry it (about 15 KiB). The browser's own bundle
 * is built by Vite and keeps the real library.
 */
const browserOnly = (): never => {
  throw new Error("Passkey ceremonies run in the browser, never in the Worker.");
};
export const browserSupportsWebAuthn = browserOnly;
export const startRegistration = browserOnly;
export const startAuthentication = browserOnly;
