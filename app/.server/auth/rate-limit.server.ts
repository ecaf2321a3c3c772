import type { HeadersFunction } from "@remix-run/cloudflare";
import type { ServerContext } from "../context.server";
import { sha256Hex } from "../crypto.server";
import { ServiceError } from "../errors.server";
import { MEMBER_REFUSAL_ENGLISH } from "../../domain/refusal-catalog";
import type { Refusal } from "../../domain/refusals";

export const TOO_MANY_ATTEMPTS = MEMBER_REFUSAL_ENGLISH.tooManyAttempts;
/** A 4th emailed link for one address within the minute (EMAIL_LINK_ADDRESS_LIMITER). */
export const EMAIL_LINK_ADDRESS_LIMITED = MEMBER_REFUSAL_ENGLISH.emailLinkAddressLimited;
/** Every limiter's window (wrangler.toml `period`): when to try again, at the latest. */
const RATE_LIMIT_PERIOD_SECONDS = 60;

/**
 * The one "too many" answer: `Retry-After` is the limiter's window, and every message given here says
 * the same in words ("wait a minute"). The API's onError and the pages (`keepRetryAfter`) pass it on.
 */
function tooManyRequests(refusal: Refusal = { code: "tooManyAttempts" }): ServiceError {
  return ServiceError.refusing(429, refusal, undefined, { "Retry-After": String(RATE_LIMIT_PERIOD_SECONDS) });
}

/**
 * A page's `headers`: Remix drops an action's or loader's headers unless the route passes them on, so a
 * page that can answer "too many" exports this and its 429 says when to come back, as the API's does.
 */
export const keepRetryAfter: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export type RateLimitOptions = {
  /** What the "too many" answer says, by code (`tooManyAttempts` unless told). */
  refusal?: Refusal;
  binding?:
    | "RATE_LIMITER"
    | "PAGE_VIEW_LIMITER"
    | "CHECK_EMAIL_LIMITER"
    | "EMAIL_LINK_IP_LIMITER"
    | "EMAIL_LINK_ADDRESS_LIMITER";
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

/**
 * The same budget kept per email address, for work anyone can aim at one inbox. Keyed by the
 * SHA-256 of the lower-cased address: the limiter never sees the address itself.
 */
export async function enforceAddressRateLimit(
  server: ServerContext,
  email: string,
  scope: string,
  options: RateLimitOptions = {},
): Promise<void> {
  await limitKey(server, `${scope}:address:${await sha256Hex(email.trim().toLowerCase())}`, options);
}

async function limitKey(
  server: ServerContext,
  key: string,
  { refusal, binding = "RATE_LIMITER" }: RateLimitOptions,
): Promise<void> {
  if (!(await fitsBudget(server, key, binding))) throw tooManyRequests(refusal);
}

async function fitsBudget(
  server: ServerContext,
  key: string,
  binding: NonNullable<RateLimitOptions["binding"]>,
): Promise<boolean> {
  const limiter = server.env[binding];
  if (!limiter) return true; // `remix vite:dev` without the binding
  return (await limiter.limit({ key })).success;
}

/** Who spends a budget: a signed-in person by id, anyone else by client address. */
export type RateLimitSource = { userId: string } | { request: Request };

/**
 * Whether one more of `scope` fits the source's RATE_LIMITER budget, for work that is
 * skipped past the budget rather than refused (an audit entry anyone can cause).
 */
export async function withinRateLimit(server: ServerContext, source: RateLimitSource, scope: string): Promise<boolean> {
  const who = "userId" in source ? `user:${source.userId}` : await clientKey(source.request);
  return fitsBudget(server, `${scope}:${who}`, "RATE_LIMITER");
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
