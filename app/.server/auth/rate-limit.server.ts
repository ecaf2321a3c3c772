import type { ServerContext } from "../context";
import { ServiceError } from "../errors";

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a minute and try again.";

/**
 * Per-IP limit through the RATE_LIMITER binding (wrangler.toml [[ratelimits]]).
 * `scope` groups calls that share one budget, e.g. every email sign-in call.
 */
export async function enforceRateLimit(server: ServerContext, request: Request, scope: string): Promise<void> {
  const limiter = server.env.RATE_LIMITER;
  if (!limiter) return; // `remix vite:dev` without the binding
  const ip = request.headers.get("CF-Connecting-IP") ?? "unknown";
  const { success } = await limiter.limit({ key: `${scope}:${ip}` });
  if (!success) throw new ServiceError(429, TOO_MANY_ATTEMPTS);
}
