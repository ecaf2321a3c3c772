/** Cloudflare Turnstile's script and challenge frame (app/components/HumanCheck.tsx). */
const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

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
  const scriptSrc = dev
    ? `script-src 'self' 'unsafe-inline' ${turnstileOrigin}`
    : `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' ${turnstileOrigin}`;
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
  headers.set("Content-Security-Policy", csp);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
}
