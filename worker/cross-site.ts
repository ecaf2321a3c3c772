import type { MiddlewareHandler } from "hono";
import { refusalPage } from "./refusal-page";

/**
 * The front door's cross-site rule (docs/security.md). A browser attaches the
 * member's cookie to requests another site starts, so anything that changes
 * state must prove it came from one of our own pages:
 * - `Sec-Fetch-Site: same-origin` and/or an `Origin` equal to ours; no proof at
 *   all, any other Sec-Fetch-Site, a foreign origin or `null` is refused;
 * - `/api` bodies must be `application/json`, which no cross-site form can send
 *   (a write with no body needs no type: forms always send one);
 * - `GET /api/logout` (a spec call) obeys the same rule, so another site's link
 *   or image cannot sign a person out.
 * The Stripe webhook is exempt: Stripe's signature proves where it came from.
 */

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const BODY_METHODS = new Set(["POST", "PUT", "PATCH"]);
const SIGNED_PATHS = new Set(["/api/stripe/webhook", "/api/stripe/webhook/"]);
const GUARDED_READS = new Set(["/api/logout", "/api/logout/"]);

export const CROSS_SITE_MESSAGES = {
  foreignOrigin: "This request did not come from a Care Finder page, so nothing was changed.",
  notJson: "Send this request as JSON (Content-Type: application/json).",
} as const;

type CrossSiteRefusal = keyof typeof CROSS_SITE_MESSAGES;

/** Why the request must be refused, or null when it may go on. */
function crossSiteRefusal(request: Request, appUrl?: string): CrossSiteRefusal | null {
  const pathname = pathnameOf(request.url);
  const method = request.method.toUpperCase();
  if (SIGNED_PATHS.has(pathname)) return null;
  if (SAFE_METHODS.has(method) && !GUARDED_READS.has(pathname)) return null;

  if (!isSameSite(request, appUrl)) return "foreignOrigin";
  if (isApiPath(pathname) && BODY_METHODS.has(method) && !isJsonOrEmpty(request)) return "notJson";
  return null;
}

/** The JSON router's paths (`/api`, `/api/*`); everything else is Remix's. */
export const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

/**
 * `new URL(url).pathname` without parsing the whole address (every answer asks it): a request's
 * `url` is already serialized by the runtime, so its path starts at the first "/" after the
 * authority and ends at "?" or "#", which a serialized path never holds unescaped.
 */
export function pathnameOf(url: string): string {
  const authority = url.indexOf("//");
  const start = url.indexOf("/", authority < 0 ? 0 : authority + 2);
  if (start < 0) return "/";
  const query = url.indexOf("?", start);
  const fragment = url.indexOf("#", start);
  const end = Math.min(query < 0 ? url.length : query, fragment < 0 ? url.length : fragment);
  return url.slice(start, end);
}

function isSameSite(request: Request, appUrl?: string): boolean {
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite && fetchSite !== "same-origin") return false;
  // An Origin, when sent, must be ours whatever Sec-Fetch-Site claims (a
  // mismatch would otherwise reach Remix's own origin check as a 500).
  const origin = request.headers.get("Origin");
  if (origin) return origin === new URL(request.url).origin || (appUrl !== undefined && origin === originOf(appUrl));
  return fetchSite === "same-origin";
}

function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/** A body must be declared JSON; a write with no body at all (refresh, delete) needs no type. */
function isJsonOrEmpty(request: Request): boolean {
  const type = request.headers.get("Content-Type");
  if (type === null) return request.body === null || request.headers.get("Content-Length") === "0";
  return type.split(";")[0].trim().toLowerCase() === "application/json";
}

/** 403: JSON `{ error }` under /api, a page with the message elsewhere. */
export const crossSiteGuard: MiddlewareHandler<{ Bindings: Env }> = async (c, next) => {
  const refusal = crossSiteRefusal(c.req.raw, c.env.APP_URL);
  if (!refusal) return next();
  const message = CROSS_SITE_MESSAGES[refusal];
  if (isApiPath(pathnameOf(c.req.url))) {
    c.header("Cache-Control", "no-store");
    return c.json({ error: message }, 403);
  }
  return refusedPage(refusal);
};

/** The same rule for a page's request that does not go through the router (worker/index.ts): the refusal, or null. */
export function crossSitePageRefusal(request: Request, env: Pick<Env, "APP_URL">): Response | null {
  const refusal = crossSiteRefusal(request, env.APP_URL);
  return refusal ? refusedPage(refusal) : null;
}

const refusedPage = (refusal: CrossSiteRefusal) =>
  refusalPage(403, "We could not accept that form", CROSS_SITE_MESSAGES[refusal]);
