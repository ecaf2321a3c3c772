/**
 * Bot protection where we email strangers (contact form, sign-in and sign-up
 * links, check-email, admin-login): Cloudflare Turnstile, verified here on the
 * server. Staging and production always check: without TURNSTILE_SECRET_KEY
 * they refuse (503) rather than let anyone through. Only development and the
 * tests may run without keys. TURNSTILE_VERIFY_URL / TURNSTILE_SCRIPT_URL point
 * at the local stand-in (scripts/stand-ins/turnstile.mjs) and are honoured in
 * development and tests only (check:deploy also refuses them elsewhere).
 */
import type { ServerContext } from "./context.server";
import { allowsStandIns } from "./environment.server";
import { ServiceError } from "./errors.server";
import { logError } from "./observability.server";
import { MEMBER_REFUSAL_ENGLISH } from "../domain/refusal-catalog";

/** The form field Turnstile's widget fills in, and the JSON field API clients send. */
export const HUMAN_CHECK_FIELD = "cf-turnstile-response";

export const HUMAN_CHECK_MESSAGES = {
  failed: MEMBER_REFUSAL_ENGLISH.humanCheckFailed,
  unavailable: MEMBER_REFUSAL_ENGLISH.humanCheckUnavailable,
} as const;

const SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
const SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

type HumanCheckEnv = Pick<
  Env,
  "ENVIRONMENT" | "TURNSTILE_SECRET_KEY" | "TURNSTILE_SITE_KEY" | "TURNSTILE_VERIFY_URL" | "TURNSTILE_SCRIPT_URL"
>;

/** Where the widget script and siteverify live: Cloudflare, or the local stand-in in development and tests. */
function turnstileUrls(env: HumanCheckEnv): { script: string; verify: string } {
  const local = allowsStandIns(env);
  return {
    script: (local && env.TURNSTILE_SCRIPT_URL) || SCRIPT_URL,
    verify: (local && env.TURNSTILE_VERIFY_URL) || SITEVERIFY_URL,
  };
}

/** What the browser needs to show the widget (null: no check here, development or tests without keys). */
export function humanCheckWidget(env: HumanCheckEnv): { siteKey: string; scriptUrl: string } | null {
  if (!env.TURNSTILE_SITE_KEY) return null;
  return { siteKey: env.TURNSTILE_SITE_KEY, scriptUrl: turnstileUrls(env).script };
}

/** The token from a JSON body or form fields (undefined when absent). */
/** Beside a form's own fields: the human check's token, read by the service. */
export type HumanCheckField = { [HUMAN_CHECK_FIELD]?: unknown };

export function humanCheckToken(input: unknown): unknown {
  return input && typeof input === "object" ? (input as Record<string, unknown>)[HUMAN_CHECK_FIELD] : undefined;
}

/** Whether requests must pass Turnstile: always outside development and tests. */
function humanCheckRequired(env: HumanCheckEnv): boolean {
  return Boolean(env.TURNSTILE_SECRET_KEY) || !allowsStandIns(env);
}

/**
 * Throws ServiceError 400 unless Turnstile vouches for `token`. A no-op only in
 * development and tests without a secret; a deployed Worker missing its secret
 * refuses with 503 (a configuration fault, logged), never lets the request by.
 */
export async function assertHuman(server: ServerContext, token: unknown, clientIp: string | null): Promise<void> {
  const secret = server.env.TURNSTILE_SECRET_KEY;
  if (!humanCheckRequired(server.env)) return;
  if (!secret) {
    logError("human-check: TURNSTILE_SECRET_KEY is not set", new Error("missing Turnstile secret"));
    throw ServiceError.refusing(503, { code: "humanCheckUnavailable" });
  }
  if (typeof token !== "string" || token === "" || token.length > 2048) {
    throw ServiceError.refusing(400, { code: "humanCheckFailed" });
  }
  const body = new FormData();
  body.set("secret", secret);
  body.set("response", token);
  if (clientIp) body.set("remoteip", clientIp);
  let outcome: { success?: boolean };
  try {
    const response = await fetch(turnstileUrls(server.env).verify, {
      method: "POST",
      body,
      signal: AbortSignal.timeout(5_000),
    });
    outcome = (await response.json()) as { success?: boolean };
  } catch {
    throw ServiceError.refusing(503, { code: "humanCheckUnavailable" });
  }
  if (outcome.success !== true) throw ServiceError.refusing(400, { code: "humanCheckFailed" });
}
