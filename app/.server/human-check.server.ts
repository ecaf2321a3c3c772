/**
 * Bot protection where we email strangers (contact form, sign-in and sign-up
 * links, admin-login): Cloudflare Turnstile, verified here on the server.
 * Off unless TURNSTILE_SECRET_KEY is set; the per-IP limits apply either way.
 * TURNSTILE_VERIFY_URL points the check at a local stand-in in tests only
 * (check:deploy refuses it in staging and production).
 */
import type { ServerContext } from "./context";
import { ServiceError } from "./errors";

/** The form field Turnstile's widget fills in, and the JSON field API clients send. */
export const HUMAN_CHECK_FIELD = "cf-turnstile-response";

export const HUMAN_CHECK_MESSAGES = {
  failed: "We couldn't confirm you're a person. Please try again.",
  unavailable: "We couldn't check this request just now. Please try again in a minute.",
} as const;

const SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

/** The token from a JSON body or form fields (undefined when absent). */
export function humanCheckToken(input: unknown): unknown {
  return input && typeof input === "object" ? (input as Record<string, unknown>)[HUMAN_CHECK_FIELD] : undefined;
}

/** Throws ServiceError 400 unless Turnstile vouches for `token` (a no-op while Turnstile is off). */
export async function assertHuman(server: ServerContext, token: unknown, clientIp: string | null): Promise<void> {
  const { TURNSTILE_SECRET_KEY: secret, TURNSTILE_VERIFY_URL: verifyUrl } = server.env;
  if (!secret) return;
  if (typeof token !== "string" || token === "" || token.length > 2048) {
    throw new ServiceError(400, HUMAN_CHECK_MESSAGES.failed);
  }
  const body = new FormData();
  body.set("secret", secret);
  body.set("response", token);
  if (clientIp) body.set("remoteip", clientIp);
  let outcome: { success?: boolean };
  try {
    const response = await fetch(verifyUrl || SITEVERIFY_URL, {
      method: "POST",
      body,
      signal: AbortSignal.timeout(5_000),
    });
    outcome = (await response.json()) as { success?: boolean };
  } catch {
    throw new ServiceError(503, HUMAN_CHECK_MESSAGES.unavailable);
  }
  if (outcome.success !== true) throw new ServiceError(400, HUMAN_CHECK_MESSAGES.failed);
}
