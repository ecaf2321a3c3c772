/**
 * D1 read replication through the Sessions API (docs/scaling.md). Each request gets
 * one session: reads may be served by a nearby replica, writes always go to the
 * primary. A request that wrote answers with the session's bookmark in a cookie; the
 * next request opens its session from that bookmark, so it reads a copy at least as
 * new as the write: a member always sees what they just did.
 */
import { readCookie, serializeCookie } from "./auth/cookies.server";
import { editHeaders } from "./edit-headers.server";

export const BOOKMARK_COOKIE = "d1_bookmark";
/** Replicas catch up within seconds; past this, any copy is new enough. */
const BOOKMARK_MAX_AGE_S = 300;
/** What D1's bookmarks look like (hex groups joined by dashes); anything else is ignored. */
const BOOKMARK = /^[0-9A-Za-z-]{1,200}$/;
/** Statements that only read. Anything else prepared in the request counts as a write. */
const READ_ONLY = /^\s*(select|with|pragma|explain)\b/i;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export type RequestD1 = {
  /** Stands in for the D1 binding for this request (drizzle and read-together use prepare and batch). */
  d1: D1Database;
  /** The Set-Cookie this request's answer should carry, or null. */
  bookmarkCookie(): string | null;
  /** The constraint the session was opened with (a bookmark, or where its first query goes). */
  readonly constraint: string;
};

/** Where the request's session starts: its bookmark, else any copy for a read and the primary for a write. */
function constraintOf(carried: string | null, method: string): string {
  if (carried && BOOKMARK.test(carried)) return carried;
  return SAFE_METHODS.has(method) ? "first-unconstrained" : "first-primary";
}

/**
 * The request's D1 session, opened on its first query (a page answered from the edge
 * cache opens none, and reads no cookie): from the request's bookmark when it carries
 * one; otherwise a read goes to any copy and a form post or API write starts at the primary.
 */
export function openRequestD1(binding: D1Database, request: Request): RequestD1 {
  let carried: string | null | undefined;
  let constraint: string | undefined;
  let session: D1DatabaseSession | undefined;
  let wrote = false;
  const constrained = () => {
    if (constraint === undefined) {
      carried = readCookie(request, BOOKMARK_COOKIE);
      constraint = constraintOf(carried, request.method);
    }
    return constraint;
  };
  const open = () => (session ??= binding.withSession(constrained()));
  const d1 = {
    prepare(sql: string) {
      if (!READ_ONLY.test(sql)) wrote = true;
      return open().prepare(sql);
    },
    batch<T>(statements: D1PreparedStatement[]) {
      return open().batch<T>(statements);
    },
  } as unknown as D1Database;
  return {
    d1,
    get constraint() {
      return constrained();
    },
    bookmarkCookie() {
      // No query, no write: nothing to read, not even the cookie.
      const bookmark = wrote ? session?.getBookmark() : null;
      if (!bookmark || bookmark === carried) return null;
      return serializeCookie(BOOKMARK_COOKIE, bookmark, { maxAge: BOOKMARK_MAX_AGE_S });
    },
  };
}

/**
 * Set by an answer that must not tell whether it wrote (`POST /api/check-email` writes a link
 * for a known address only): it leaves without a bookmark, and without this header.
 */
export const NO_BOOKMARK_HEADER = "X-Care-Finder-No-Bookmark";

/** The answer with the bookmark cookie added when the request wrote (on the answer itself: app/.server/edit-headers.server.ts). */
export function withBookmark(response: Response, requestD1: RequestD1): Response {
  if (response.headers.has(NO_BOOKMARK_HEADER)) {
    return editHeaders(response, (headers) => headers.delete(NO_BOOKMARK_HEADER));
  }
  const cookie = requestD1.bookmarkCookie();
  if (!cookie) return response;
  return editHeaders(response, (headers) => headers.append("Set-Cookie", cookie));
}
