import { BILL_MESSAGES } from "./bills";
import { fieldCheckMessage, MESSAGES, tooLongMessage } from "./common";
import { fileProblem } from "./documents";
import { stripeRefusedMessage } from "./payments";
import { PROFILE_MESSAGES } from "./profile";
import { MEMBER_REFUSAL_ENGLISH, MEMBER_REFUSAL_MAKERS } from "./refusal-catalog";
import { LINK_MESSAGES, SIGN_IN_PAGE_MESSAGES, SIGN_UP_LINK_MESSAGES } from "./sign-in";

/**
 * The refusals a page shows in the visitor's language, by code (docs/decisions/0056-words-as-typed-data.md). The
 * English words stay where the rules are (the schemas' catalogs), so this names them; each language renders a code
 * with its values (app/i18n/refusals/). A service says a refusal by its code (`ServiceError.refusing`, a result's
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
  ...MEMBER_REFUSAL_ENGLISH,
} as const;

/** Each code's values: none, or what its words need. */
export type RefusalValues = { [C in keyof typeof REFUSAL_ENGLISH]: undefined } & {
  tooLong: { max: number };
  /** A rule without its own message, on a named field (`/api`: app/domain/common.ts, describeIssues). */
  checkField: { field: string };
  /** Stripe turned the request down; `reference` is its request id, or "" when it gave none. */
  stripeRefused: { reference: string };
  /** One file of an upload refused, and why ("<name>: <reason>", app/domain/documents.ts `fileProblem`). */
  fileRefused: { filename: string; reason: keyof typeof REFUSAL_ENGLISH };
  providerUnavailable: { provider: string };
  oauthFailed: { provider: string };
  oauthUnreachable: { provider: string };
  oauthUnreadable: { provider: string };
  oauthUnverifiedEmail: { provider: string };
  /** A line of the bill form's paste box that does not read "code, amount". */
  billPasteInvalid: { line: number };
  /** No prices for a procedure code the visitor typed. */
  priceCodeUnknown: { code: string };
};
export type RefusalCode = keyof RefusalValues;
type ValuedCode = Exclude<RefusalCode, keyof typeof REFUSAL_ENGLISH>;

const BY_ENGLISH = new Map(
  (Object.entries(REFUSAL_ENGLISH) as [keyof typeof REFUSAL_ENGLISH, string][]).map(([code, text]) => [text, code]),
);

/** The one value a message made by `make` holds, or null when `make` did not make it. */
function valueIn(make: (value: string) => string, message: string): string | null {
  const [before, after] = make("\u0000").split("\u0000");
  const fits = message.length > before.length + after.length && message.startsWith(before) && message.endsWith(after);
  return fits ? message.slice(before.length, message.length - after.length) : null;
}

/** A code whose words name one value: `make` (app/domain/refusal-catalog.ts) writes it, and reads it back. */
function oneValue<K extends string>(key: K, make: (value: string) => string) {
  return {
    english: (values: Record<K, string>) => make(values[key]),
    read: (message: string) => {
      const value = valueIn(make, message);
      return value ? ({ [key]: value } as Record<K, string>) : null;
    },
  };
}

/** The codes with values: their English words, and how a message reads back into its values. */
const VALUED: {
  [C in ValuedCode]: {
    english: (values: RefusalValues[C]) => string;
    read: (message: string) => RefusalValues[C] | null;
  };
} = {
  tooLong: {
    english: ({ max }) => tooLongMessage(max),
    read: (message) => {
      const found = new RegExp(`^${tooLongMessage(0).replace("0", "(\\d+)")}$`).exec(message);
      return found ? { max: Number(found[1]) } : null;
    },
  },
  checkField: {
    english: ({ field }) => fieldCheckMessage(field),
    read: (message) => {
      const field = valueIn(fieldCheckMessage, message);
      return field ? { field } : null;
    },
  },
  stripeRefused: {
    english: ({ reference }) => stripeRefusedMessage(reference || undefined),
    read: (message) => {
      if (message === stripeRefusedMessage(undefined)) return { reference: "" };
      const reference = valueIn(stripeRefusedMessage, message);
      return reference ? { reference } : null;
    },
  },
  fileRefused: {
    english: ({ filename, reason }) => fileProblem(filename, REFUSAL_ENGLISH[reason]),
    read: (message) => {
      // The name may hold ": " itself: the reason is the first tail that is one of ours.
      for (let at = message.indexOf(": "); at > 0; at = message.indexOf(": ", at + 1)) {
        const reason = BY_ENGLISH.get(message.slice(at + 2));
        if (reason) return { filename: message.slice(0, at), reason };
      }
      return null;
    },
  },
  billPasteInvalid: {
    english: ({ line }) => BILL_MESSAGES.pasteInvalid(line),
    read: (message) => {
      const line = valueIn((value) => BILL_MESSAGES.pasteInvalid(value as unknown as number), message);
      return line && /^\d+$/.test(line) ? { line: Number(line) } : null;
    },
  },
  providerUnavailable: oneValue("provider", MEMBER_REFUSAL_MAKERS.providerUnavailable),
  oauthFailed: oneValue("provider", MEMBER_REFUSAL_MAKERS.oauthFailed),
  oauthUnreachable: oneValue("provider", MEMBER_REFUSAL_MAKERS.oauthUnreachable),
  oauthUnreadable: oneValue("provider", MEMBER_REFUSAL_MAKERS.oauthUnreadable),
  oauthUnverifiedEmail: oneValue("provider", MEMBER_REFUSAL_MAKERS.oauthUnverifiedEmail),
  priceCodeUnknown: oneValue("code", MEMBER_REFUSAL_MAKERS.priceCodeUnknown),
};
const VALUED_CODES = Object.keys(VALUED) as ValuedCode[];
export const REFUSAL_CODES = [...(Object.keys(REFUSAL_ENGLISH) as RefusalCode[]), ...VALUED_CODES] as const;

/** A refusal as data: its code and, for a code that has them, its values. */
export type Refusal = {
  [C in RefusalCode]: RefusalValues[C] extends undefined
    ? { code: C; values?: undefined }
    : { code: C; values: RefusalValues[C] };
}[RefusalCode];

/** A refusal's English words (what `/api` answers as `error`, and the English pages show). */
export function englishOf(refusal: Refusal): string {
  if (refusal.code in VALUED) {
    const valued = VALUED[refusal.code as ValuedCode] as { english: (values: unknown) => string };
    return valued.english(refusal.values);
  }
  return REFUSAL_ENGLISH[refusal.code as keyof typeof REFUSAL_ENGLISH];
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

/**
 * The code of a message a schema gave (Conform carries a form's messages as strings, from the browser's check as
 * from the server's): null for a message that has none, which test/components/refusals.test.tsx keeps from happening
 * on the forms that speak Spanish.
 */
export function refusalOf(message: string): Refusal | null {
  const code = BY_ENGLISH.get(message);
  if (code) return { code } as Refusal;
  for (const valued of VALUED_CODES) {
    const values = VALUED[valued].read(message);
    if (values) return { code: valued, values } as Refusal;
  }
  return null;
}
