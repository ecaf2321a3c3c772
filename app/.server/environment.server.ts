/**
 * Which environment this Worker runs in, and what each one allows. ENVIRONMENT
 * is "production" in a deployed Worker, "test" in the workerd tests, and
 * "development" only where .dev.vars sets it (docs/decisions/0002-local-development.md).
 * Production policy lives here; the development-only parts themselves
 * (/dev/*, the local mailbox) are under app/.server/dev/ and ask `isDevelopment`.
 */

export function isDevelopment(env: Pick<Env, "ENVIRONMENT">): boolean {
  return env.ENVIRONMENT === "development";
}

/**
 * Whether outside services' addresses may be replaced (STRIPE_API_BASE,
 * OAUTH_*_URL): on a developer's machine and in the tests, never in a
 * deployed Worker, whatever its variables say.
 */
export function allowsStandIns(env: Pick<Env, "ENVIRONMENT">): boolean {
  return env.ENVIRONMENT === "development" || env.ENVIRONMENT === "test";
}

/** Where Turnstile's script and frames come from: the local stand-in in development, else Cloudflare (undefined). */
export function standInTurnstileOrigin(env: Pick<Env, "ENVIRONMENT" | "TURNSTILE_SCRIPT_URL">): string | undefined {
  if (!isDevelopment(env) || !env.TURNSTILE_SCRIPT_URL) return undefined;
  return originsOf(env.TURNSTILE_SCRIPT_URL)[0];
}

/**
 * Origins of the local stand-ins a form post may be redirected to, for the CSP's form-action:
 * Stripe's pages and Google's consent page ("Continue with Google" is a form post answered by a
 * redirect to it). Without them the browser silently drops the redirect.
 */
export function standInFormOrigins(
  env: Pick<Env, "ENVIRONMENT" | "STRIPE_API_BASE" | "OAUTH_GOOGLE_AUTHORIZATION_URL">,
): string[] {
  if (!isDevelopment(env)) return [];
  return originsOf(env.STRIPE_API_BASE, env.OAUTH_GOOGLE_AUTHORIZATION_URL);
}

/** Every page asks (its CSP), so each set of addresses is parsed once per isolate; the list is shared, never changed. */
const parsedOrigins = new Map<string, string[]>();

function originsOf(...urls: Array<string | undefined>): string[] {
  const key = urls.join(" ");
  let origins = parsedOrigins.get(key);
  if (!origins) {
    const parsed = urls.flatMap((url) => {
      if (!url) return [];
      try {
        return [new URL(url).origin];
      } catch {
        return [];
      }
    });
    parsedOrigins.set(key, (origins = [...new Set(parsed)]));
  }
  return origins;
}
