import { MESSAGES, tooLongMessage } from "./common";
import { PROFILE_MESSAGES } from "./profile";
import { LINK_MESSAGES, SIGN_IN_PAGE_MESSAGES, SIGN_UP_LINK_MESSAGES } from "./sign-in";

/**
 * The refusals a page shows in the visitor's language, by code (docs/decisions/0056-words-as-typed-data.md). The
 * English words stay where the rules are (the schemas' catalogs), so this names them; each language renders a code
 * with its values (app/i18n/refusals/). A service says a refusal by its code (`ServiceError.refusal`, a result's
 * `refusal`); the schemas' messages reach the page as Conform's strings, read back into codes once, by `refusalOf`.
 */
export const REFUSAL_ENGLISH = {
  emailRequired: MESSAGES.emailRequired,
  emailInvalid: MESSAGES.emailInvalid,
  zipRequired: MESSAGES.zipRequired,
  zipInvalid: MESSAGES.zipInvalid,
  /** A rule without its own message (valibot's global message). */
  checkFailed: MESSAGES.fallback,
  fullNameRequired: PROFILE_MESSAGES.fullNameRequired,
  phoneRequired: PROFILE_MESSAGES.phoneRequired,
  phoneInvalid: PROFILE_MESSAGES.phoneInvalid,
  dobRequired: PROFILE_MESSAGES.dobRequired,
  dobInvalid: PROFILE_MESSAGES.dobInvalid,
  insuranceStatusRequired: PROFILE_MESSAGES.insuranceStatusRequired,
  serviceNeededRequired: PROFILE_MESSAGES.serviceNeededRequired,
  saveFailed: PROFILE_MESSAGES.saveFailed,
  emailLocked: PROFILE_MESSAGES.emailLocked,
  googleUnavailable: SIGN_IN_PAGE_MESSAGES.googleUnavailable,
  linkInvalid: LINK_MESSAGES.invalid,
  linkUsed: LINK_MESSAGES.used,
  linkExpired: LINK_MESSAGES.expired,
  signUpLinkUsed: SIGN_UP_LINK_MESSAGES.used,
  signUpLinkExpired: SIGN_UP_LINK_MESSAGES.expired,
  signUpLinkInvalid: SIGN_UP_LINK_MESSAGES.invalid,
  signUpLinkTaken: SIGN_UP_LINK_MESSAGES.taken,
} as const;

/** Each code's values: none, or what its words need. */
export type RefusalValues = { [C in keyof typeof REFUSAL_ENGLISH]: undefined } & { tooLong: { max: number } };
export type RefusalCode = keyof RefusalValues;
export const REFUSAL_CODES = [...(Object.keys(REFUSAL_ENGLISH) as RefusalCode[]), "tooLong"] as const;

/** A refusal as data: its code and, for a code that has them, its values. */
export type Refusal = {
  [C in RefusalCode]: RefusalValues[C] extends undefined
    ? { code: C; values?: undefined }
    : { code: C; values: RefusalValues[C] };
}[RefusalCode];

/** A refusal's English words (what `/api` answers as `error`, and the English pages show). */
export function englishOf(refusal: Refusal): string {
  return refusal.code === "tooLong" ? tooLongMessage(refusal.values.max) : REFUSAL_ENGLISH[refusal.code];
}

/** Why an emailed sign-in link, or a sign-up link, cannot be used. */
export const LINK_REFUSALS = {
  invalid: { code: "linkInvalid" },
  used: { code: "linkUsed" },
  expired: { code: "linkExpired" },
} as const satisfies Record<keyof typeof LINK_MESSAGES, Refusal>;
export const SIGN_UP_LINK_REFUSALS = {
  used: { code: "signUpLinkUsed" },
  expired: { code: "signUpLinkExpired" },
  invalid: { code: "signUpLinkInvalid" },
  taken: { code: "signUpLinkTaken" },
} as const satisfies Record<keyof typeof SIGN_UP_LINK_MESSAGES, Refusal>;

const BY_ENGLISH = new Map(
  (Object.entries(REFUSAL_ENGLISH) as [Exclude<RefusalCode, "tooLong">, string][]).map(([code, text]) => [text, code]),
);
const TOO_LONG = new RegExp(`^${tooLongMessage(0).replace("0", "(\\d+)")}$`);

/**
 * The code of a message a schema gave (Conform carries a form's messages as strings, from the browser's check as
 * from the server's): null for a message that has none, which test/components/refusals.test.tsx keeps from happening
 * on the forms that speak Spanish.
 */
export function refusalOf(message: string): Refusal | null {
  const code = BY_ENGLISH.get(message);
  if (code) return { code };
  const tooLong = TOO_LONG.exec(message);
  return tooLong ? { code: "tooLong", values: { max: Number(tooLong[1]) } } : null;
}
