/** Cloudflare Turnstile's script and challenge frame (app/components/HumanCheck.tsx). */
const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

type CspOptions = { dev: boolean; formOrigins: string[]; turnstileOrigin: string };

/** The policy around its nonce: what comes before `nonce-…` and after it (dev has no nonce: all of it is `before`). */
type CspParts = { before: string; after: string; nonced: boolean };

function cspParts({ dev, formOrigins, turnstileOrigin }: CspOptions): CspParts {
  const NONCE = "\0";
  const scriptSrc = dev
    ? `script-src 'self' 'unsafe-inline' ${turnstileOrigin}`
    : `script-src 'self' 'nonce-${NONCE}' 'strict-dynamic' ${turnstileOrigin}`;
  const csp = [
    "default-src 'self'",
    scriptSrc,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    `frame-src 'self' blob: ${turnstileOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    // Form posts may end in a redirect to checkout or single sign-on.
    // (plus the local Stripe stand-in's pages in development: app/.server/environment.server.ts)
    [
      "form-action 'self' https://checkout.stripe.com https://billing.stripe.com https://accounts.google.com",
      ...formOrigins,
    ].join(" "),
    "frame-ancestors 'none'",
  ].join("; ");
  const at = csp.indexOf(NONCE);
  return at < 0
    ? { before: csp, after: "", nonced: false }
    : { before: csp.slice(0, at), after: csp.slice(at + 1), nonced: true };
}

/**
 * The policy without its nonce is the same for every page of an isolate (its env does not change), so it is
 * built once per set of options and only joined with each answer's nonce.
 */
const builtPolicies = new Map<string, CspParts>();

function policyFor(options: CspOptions): CspParts {
  const key = `${options.dev ? 1 : 0} ${options.turnstileOrigin} ${options.formOrigins.join(" ")}`;
  let parts = builtPolicies.get(key);
  if (!parts) builtPolicies.set(key, (parts = cspParts(options)));
  return parts;
}

/** Security headers for every HTML document (docs/decisions/0011-quality-bars.md). */
export function applyDocumentSecurityHeaders(
  headers: Headers,
  {
    nonce,
    dev,
    formOrigins = [],
    turnstileOrigin = TURNSTILE_ORIGIN,
  }: { nonce: string; dev: boolean; formOrigins?: string[]; turnstileOrigin?: string },
): void {
  const policy = policyFor({ dev, formOrigins, turnstileOrigin });
  headers.set("Content-Security-Policy", policy.nonced ? policy.before + nonce + policy.after : policy.before);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
}
