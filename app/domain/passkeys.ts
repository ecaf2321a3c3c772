/**
 * Passkeys and recovery codes (docs/decisions/0044-passkeys-admin-second-factor.md):
 * the recovery-code form's schema, shared by the page and its action, and the
 * words the passkey pages show. Client-safe.
 */
import * as v from "valibot";

/** `xxxx-xxxx-xxxx` as shown, typed with or without the dashes and in any case. */
const recoveryCodeSchema = v.pipe(
  v.optional(v.string(), ""),
  v.trim(),
  v.nonEmpty("Enter one of your recovery codes."),
  v.maxLength(40, "That recovery code is not valid or was already used."),
);

export const recoveryCodeFormSchema = v.object({ code: recoveryCodeSchema });

export const PASSKEY_PAGE_MESSAGES = {
  /** Shown until the page's script runs: a passkey ceremony needs the browser's WebAuthn API. */
  needsJavaScript:
    "Passkeys need JavaScript in this browser. Turn it on and reload this page, or use one of your recovery codes below.",
  unsupported: "This browser cannot use passkeys. Use a browser that supports them, or one of your recovery codes.",
  cancelled: "The passkey request was cancelled or timed out. Please try again.",
} as const;

/** The account page's refusals (app/.server/auth/passkeys/account.server.ts). */
export const PASSKEY_ACCOUNT_MESSAGES = {
  lastPasskey:
    "This is your only passkey, and team accounts need one at every sign-in. Add another passkey first, then remove this one.",
  membersHaveNoCodes: "Recovery codes are for team accounts, which confirm every sign-in with a passkey.",
} as const;

const base64url = (max: number) => v.pipe(v.string(), v.maxLength(max), v.regex(/^[A-Za-z0-9_-]*$/));

/**
 * What `startRegistration` / `startAuthentication` hand back, checked for shape and
 * size only: the signature, challenge, origin and RP ID are the service's to check.
 */
export const passkeyResponseSchema = v.looseObject({
  id: base64url(1024),
  rawId: base64url(1024),
  type: v.literal("public-key"),
  response: v.looseObject({ clientDataJSON: base64url(4096) }),
  clientExtensionResults: v.optional(v.record(v.string(), v.unknown()), {}),
});

export type PasskeyResponse = v.InferInput<typeof passkeyResponseSchema>;

/**
 * `POST /api/passkeys/registration/options`: an admin's first passkey brings the enrollment
 * code made for their address (`npm run admin:invite`); anyone else sends nothing.
 */
export const registrationOptionsSchema = v.object({
  invitation: v.optional(v.pipe(v.string(), v.maxLength(64))),
});

/** The enrollment code as it is hashed: `xxxx-xxxx-xxxx-xxxx` typed in any case, with or without dashes or spaces. */
export const normalizeInvitationCode = (code: string) => code.toLowerCase().replace(/[^0-9a-z]/g, "");

/** Why an admin's first passkey was refused (docs/decisions/0049-second-factor-invitations-and-stable-order.md). */
export const INVITATION_MESSAGES = {
  needed:
    "Your first passkey needs an enrollment code. Ask the person who runs Care Finder to make one for your address, then enter it here.",
  invalid: "That enrollment code is not valid for this account, has expired or was already used. Ask for a new one.",
} as const;
