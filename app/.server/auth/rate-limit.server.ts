import type { ServerContext } from "../context";
import { sha256Hex } from "../crypto.server";
import { ServiceError } from "../errors";

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a minute and try again.";
/** The RATE_LIMITER window (wrangler.toml `period`): when to try again, at the latest. */
export const RATE_LIMIT_PERIOD_SECONDS = 60;

export type RateLimitOptions = {
  message?: string;
  binding?: "RATE_LIMITER" | "PAGE_VIEW_LIMITER" | "CHECK_EMAIL_LIMITER";
};

/**
 * Per-IP limit through a rate-limit binding (wrangler.toml [[ratelimits]],
 * RATE_LIMITER unless told). `scope` groups calls that share one budget, e.g.
 * every email sign-in call. A 429 says when to come back (`Retry-After`).
 */
export async function enforceRateLimit(
  server: ServerContext,
  request: Request,
  scope: string,
  options: RateLimitOptions = {},
): Promise<void> {
  await limitKey(server, `${scope}:${await clientKey(request)}`, options);
}

/** The same budget, kept per signed-in person rather than per IP (work only members do, like uploads). */
export async function enforceMemberRateLimit(
  server: ServerContext,
  userId: string,
  scope: string,
  options: RateLimitOptions = {},
): Promise<void> {
  await limitKey(server, `${scope}:user:${userId}`, options);
}

async function limitKey(
  server: ServerContext,
  key: string,
  { message = TOO_MANY_ATTEMPTS, binding = "RATE_LIMITER" }: RateLimitOptions,
): Promise<void> {
  const limiter = server.env[binding];
  if (!limiter) return; // `remix vite:dev` without the binding
  const { success } = await limiter.limit({ key });
  if (!success) throw new ServiceError(429, message, undefined, { "Retry-After": String(RATE_LIMIT_PERIOD_SECONDS) });
}

/**
 * Cloudflare always sets CF-Connecting-IP at the edge. A request without it
 * (local tools, a misrouted call) is keyed by what it says about itself, so
 * such clients do not all share, and exhaust, one "unknown" bucket.
 */
async function clientKey(request: Request): Promise<string> {
  const ip = request.headers.get("CF-Connecting-IP");
  if (ip) return `ip:${ip}`;
  const traits = ["User-Agent", "Accept-Language", "Accept"].map((name) => request.headers.get(name) ?? "");
  return `anon:${(await sha256Hex(traits.join("\n"))).slice(0, 32)}`;
}
