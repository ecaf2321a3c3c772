/**
 * The sign-in page's email form (/sign-in), shared by the page (Conform),
 * its Remix action and POST /api/check-email. Client-safe.
 */
import * as v from "valibot";
import { emailSchema } from "./common";

/** A missing address reads as an empty one: "Email is required", never a generic message. */
export const emailLinkRequestSchema = v.object({ email: v.optional(emailSchema, "") });

/**
 * POST /api/check-email: the address, and which link the visitor asks for. `sign-in` (the default)
 * mails a known address its sign-in link and an unknown one nothing; `sign-up` mails an unknown
 * address a sign-up link and a known one its sign-in link. The answer is the same either way.
 */
export const checkEmailRequestSchema = v.object({
  ...emailLinkRequestSchema.entries,
  intent: v.optional(v.picklist(["sign-in", "sign-up"], "Choose sign-in or sign-up."), "sign-in"),
});

/** POST /api/admin-login: any address is answered `ok` (the service checks it), so only the shape is refused. */
export const adminSignInRequestSchema = v.object({ email: v.optional(v.unknown()) });

/** Emailed links (sign-in and sign-up) live this long and work once. */
export const EMAIL_LINK_TTL_MINUTES = 15;

/** How long the page waits before offering "Resend"; the server sends one link per address per wait. */
export const RESEND_WAIT_SECONDS = 30;

export const SIGN_IN_PAGE_MESSAGES = {
  /** The same answer whether or not the address has an account (no pre-claiming, no probing). */
  sent: (email: string) =>
    `We emailed a link to ${email}. It expires in ${EMAIL_LINK_TTL_MINUTES} minutes and works once. If you already have an account it signs you in; if not, it creates your account.`,
  /** A second ask within RESEND_WAIT_SECONDS sends nothing: the same words for a member and a newcomer. */
  sentMomentAgo: (email: string, seconds: number) =>
    `We sent a link to ${email} a moment ago, so we did not send another. Please use that one: it can take a minute to arrive. You can ask for a new link in ${seconds} seconds.`,
  googleUnavailable: "Sign-in with Google is not available right now. Please use your email instead.",
} as const;

/**
 * The token in an emailed link as the page reads it (its fragment) or as a person pastes
 * it without JavaScript: a whole link (fragment first, an older `?token=` link too) or the
 * bare token. Empty when there is none.
 */
export function tokenFromEmailLink(text: string): string {
  const pasted = text.trim();
  const hash = pasted.indexOf("#");
  const query = pasted.indexOf("?");
  if (hash < 0 && query < 0) return pasted.includes("/") ? "" : pasted;
  const fromFragment = hash >= 0 ? new URLSearchParams(pasted.slice(hash + 1)).get("token") : null;
  if (fromFragment) return fromFragment;
  if (query < 0) return "";
  return new URLSearchParams(pasted.slice(query + 1, hash > query ? hash : undefined)).get("token") ?? "";
}

/** Why an emailed sign-in link cannot be used (the /auth/link page says it, in the visitor's language). */
export const LINK_MESSAGES = {
  invalid: "This sign-in link is not valid. Please request a new one.",
  used: "This sign-in link has already been used. Please request a new one.",
  expired: "This sign-in link has expired. Please request a new one.",
} as const;

/** Why an emailed sign-up link cannot be used. */
export const SIGN_UP_LINK_MESSAGES = {
  used: "This sign-up link has already been used. If you created your account with it, sign in with your email.",
  expired: "This sign-up link has expired. Please ask for a new one.",
  invalid: "This link is not valid. Please ask for a new one.",
  /** The address got an account meanwhile (e.g. through Google): nothing new is created. */
  taken:
    "There is already an account for this email address (perhaps you signed up with Google meanwhile). Please sign in instead.",
} as const;
