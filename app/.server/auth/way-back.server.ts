/**
 * Sign in and come back (docs/product.md#accounts): a signed-out visit to a member's page goes to
 * /sign-in, and the page's address waits in a short-lived cookie; once signed in (and registered),
 * the dashboard opens it once. Only our own member pages are kept, never another site's address.
 */
import { readCookie, serializeCookie } from "./cookies.server";

const WAY_BACK_COOKIE = "cf_back";
/** Long enough to sign in by an emailed link and register, short enough to be forgotten. */
const KEEP_SECONDS = 60 * 60;
/** Member pages worth coming back to (the dashboard itself is where everyone lands anyway). */
const MEMBER_PAGE = /^\/(dashboard\/|account\/)[A-Za-z0-9/_.~%-]*(\?[^#]*)?$/;

/** The page asked for, as a path to come back to; null for anything else (other sites, `//host`, the dashboard). */
export function wayBackPath(path: string): string | null {
  return MEMBER_PAGE.test(path) && path.length <= 500 ? path : null;
}

/** The Set-Cookie header that keeps the page to come back to. */
export function rememberWayBack(path: string): string {
  return serializeCookie(WAY_BACK_COOKIE, path, { maxAge: KEEP_SECONDS });
}

/** Where a request for a member's page (a Remix data request included) should come back to once signed in. */
export function wayBackFor(request: Request): string | null {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  const path = url.pathname.replace(/\.data$/, "");
  return wayBackPath(`${path}${url.searchParams.size ? `?${url.searchParams}` : ""}`);
}

/** The page to come back to and the Set-Cookie header that forgets it; null when none waits. */
export function takeWayBack(request: Request): { location: string; forget: string } | null {
  const path = wayBackPath(readCookie(request, WAY_BACK_COOKIE) ?? "");
  if (!path) return null;
  return { location: path, forget: serializeCookie(WAY_BACK_COOKIE, "", { maxAge: 0 }) };
}
