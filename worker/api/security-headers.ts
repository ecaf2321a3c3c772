/**
 * The security headers of every `/api` answer, as one list made once: what hono's
 * `secureHeaders({ xFrameOptions: "DENY", referrerPolicy: "strict-origin-when-cross-origin",
 * overwrite: false })` set, without rebuilding and walking its options on each answer.
 * Defaults only: a handler's own header wins (files keep no-referrer, app/.server/file-headers.server.ts).
 * The front door then sets the baseline's two-year HSTS on every answer (worker/baseline-headers.ts).
 */
const API_SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Origin-Agent-Cluster", "?1"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Strict-Transport-Security", "max-age=15552000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-DNS-Prefetch-Control", "off"],
  ["X-Download-Options", "noopen"],
  ["X-Frame-Options", "DENY"],
  ["X-Permitted-Cross-Domain-Policies", "none"],
  ["X-XSS-Protection", "0"],
];

export function applyApiSecurityHeaders(headers: Headers): void {
  for (const [name, value] of API_SECURITY_HEADERS) if (!headers.has(name)) headers.set(name, value);
  headers.delete("X-Powered-By");
}
