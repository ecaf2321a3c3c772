import { and, eq, gt, lt, or, sql, type SQL } from "drizzle-orm";
import { memberVersions, profiles, sessions, signInTokens, type Profile } from "../../../db/schema";
import type { SessionUser } from "../../utils/user";
import type { ServerContext } from "../context.server";
import { randomToken, sha256Hex } from "../crypto.server";
import { preparedRead, readTogether } from "../read-together.server";
import { readCookie, serializeCookie } from "./cookies.server";
import { givenNameOf } from "../profiles/given-name.server";
import { isAdminProfile } from "./roles.server";

/** `__Host-`: Secure, Path=/, no Domain; the browser refuses it otherwise. */
export const SESSION_COOKIE = "__Host-cf_session";
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** However often it slides, a session ends this long after sign-in. */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Used or expired sign-in links are kept a day, so an old link still says "expired". */
const SIGN_IN_TOKEN_GRACE_MS = 24 * 60 * 60 * 1000;

export type SessionWithProfile = {
  profile: Profile;
  expiresAt: Date;
  createdAt: Date;
  /** When the session showed its second factor (passkey or recovery code); admins need it. */
  secondFactorAt: Date | null;
  tokenHash: string;
  /**
   * The holder's version (migrations/0039_member_versions.sql): it moves whenever a row of their dashboard's
   * eight reads changes; null until the first such change. The dashboard's kept rows are checked against it.
   */
  memberVersion: string | null;
};

/** Sessions signed in before this moment are over, whatever their sliding expiry. */
const capStart = (now: Date) => new Date(now.getTime() - SESSION_MAX_AGE_MS);

/**
 * A session is live while its sliding expiry and its absolute cap are both ahead. With placeholders, for
 * statements built once: bind it with `liveSessionValues`.
 */
export const isLiveSession = and(
  eq(sessions.tokenHash, sql.placeholder("tokenHash")),
  gt(sessions.expiresAt, sql.placeholder("now")),
  gt(sessions.createdAt, sql.placeholder("capStart")),
) as SQL;

/** `secondFactorAt`: set only by a sign-in that was itself a passkey (or development's sign-in). */
export async function createSession(
  { db }: ServerContext,
  userId: string,
  now = new Date(),
  { secondFactorAt = null }: { secondFactorAt?: Date | null } = {},
): Promise<{ cookie: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db
    .insert(sessions)
    .values({ tokenHash: await sha256Hex(token), userId, expiresAt, createdAt: now, secondFactorAt });
  return { cookie: sessionCookie(token, expiresAt, now), expiresAt };
}

/** A new session's cookie and the row's values, for callers that insert the row in their own batch. */
export async function prepareSession(
  now = new Date(),
): Promise<{ tokenHash: string; expiresAt: Date; cookie: string }> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  return { tokenHash: await sha256Hex(token), expiresAt, cookie: sessionCookie(token, expiresAt, now) };
}

/**
 * One lookup per request: the root loader, the page's guard and the API's
 * middleware all ask, and each ServerContext belongs to one request.
 */
const lookups = new WeakMap<ServerContext, Map<string, Promise<SessionWithProfile | null>>>();

/** The live session behind the request's cookie, or null. */
export async function getSession(
  server: ServerContext,
  request: Request,
  now?: Date,
): Promise<SessionWithProfile | null> {
  const token = readCookie(request, SESSION_COOKIE);
  if (!token) return null;
  if (now) return findSession(server, token, now); // a caller's own clock is never memoized
  // A write (an action, then the page's loaders in the same request) may change the
  // profile the session carries, e.g. onboarding: only reads share one lookup.
  if (request.method !== "GET" && request.method !== "HEAD") return findSession(server, token, new Date());
  let perRequest = lookups.get(server);
  if (!perRequest) lookups.set(server, (perRequest = new Map()));
  let lookup = perRequest.get(token);
  if (!lookup) perRequest.set(token, (lookup = findSession(server, token, new Date())));
  return lookup;
}

function forgetLookup(server: ServerContext, token: string | null): void {
  if (token) lookups.get(server)?.delete(token);
}

/**
 * The session token's SHA-256, computed once per request: the session lookup, the page's own reads scoped by
 * the session and a write's in-batch check all bind it. Kept on the request's ServerContext, never per isolate
 * (no token outlives its request here).
 */
const tokenHashes = new WeakMap<ServerContext, Map<string, Promise<string>>>();

export function sessionTokenHash(server: ServerContext | undefined, token: string): Promise<string> {
  if (!server) return sha256Hex(token);
  let perRequest = tokenHashes.get(server);
  if (!perRequest) tokenHashes.set(server, (perRequest = new Map()));
  let hash = perRequest.get(token);
  if (!hash) perRequest.set(token, (hash = sha256Hex(token)));
  return hash;
}

async function findSession(server: ServerContext, token: string, now: Date): Promise<SessionWithProfile | null> {
  const tokenHash = await sessionTokenHash(server, token);
  // Joins the page's own reads if they start in this turn (read-together.server.ts).
  const [row] = await readTogether(server, liveSessionRead(), liveSessionValues(tokenHash, now));
  return row ? { ...row, tokenHash } : null;
}

/**
 * The live session with the token hash `:tokenHash`, and its profile: one
 * statement, by primary keys. Its SQL is built once per isolate
 * (every signed-in request makes it); bind it with `liveSessionValues`.
 */
export const liveSessionRead = preparedRead((db) =>
  db
    .select({
      profile: profiles,
      // Aliased: a batch answers rows as objects, where the session's created_at would overwrite the profile's.
      expiresAt: sql`${sessions.expiresAt}`.mapWith(sessions.expiresAt).as("session_expires_at"),
      createdAt: sql`${sessions.createdAt}`.mapWith(sessions.createdAt).as("session_created_at"),
      secondFactorAt: sql`${sessions.secondFactorAt}`.mapWith(sessions.secondFactorAt).as("session_second_factor_at"),
      memberVersion: sql<string | null>`${memberVersions.version}`.as("member_version"),
    })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.id, sessions.userId))
    .leftJoin(memberVersions, eq(memberVersions.userId, sessions.userId))
    .where(isLiveSession)
    .limit(1)
    .prepare(),
);

/**
 * The user id behind the live session `:tokenHash`, as a subquery (NULL when
 * none is live), for reads that start beside the guard instead of after it:
 * they can only ever match the session holder's own rows. Bound, like the
 * lookup, by `liveSessionValues` (or `liveSessionValuesOf(request)`).
 */
export const liveSessionOwner: SQL = sql`(select ${sessions.userId} from ${sessions} where ${isLiveSession})`;

/** What a live-session check is bound by: the token's hash, and the time as D1 stores it. */
export function liveSessionValues(tokenHash: string, now: Date) {
  return {
    tokenHash,
    now: sessions.expiresAt.mapToDriverValue(now),
    capStart: sessions.createdAt.mapToDriverValue(capStart(now)),
  };
}

/**
 * The live-session values for the request's cookie, or null without one. Pass the request's `server` so the
 * token is hashed once for the whole request (`sessionTokenHash`).
 */
export async function liveSessionValuesOf(request: Request, server?: ServerContext, now = new Date()) {
  const token = readCookie(request, SESSION_COOKIE);
  return token ? liveSessionValues(await sessionTokenHash(server, token), now) : null;
}

/**
 * A refresh writes only once the expiry it would set is this far past the stored one: the browser asks on every
 * page load and on focus, and a write per ask queues behind every member's saves on D1's single writer. A
 * session therefore ends at most this much earlier than if every ask had written.
 */
export const SESSION_REFRESH_STEP_MS = 60 * 60 * 1000;

/**
 * Sliding expiry: a live session is pushed out a full TTL from now, never past its absolute cap; when that moves
 * it less than `SESSION_REFRESH_STEP_MS`, nothing is written and the cookie carries the stored expiry.
 */
export async function refreshSession(
  server: ServerContext,
  request: Request,
  now = new Date(),
): Promise<{ cookie: string; expiresAt: Date } | null> {
  const session = await getSession(server, request, now);
  const token = readCookie(request, SESSION_COOKIE);
  if (!session || !token) return null;
  forgetLookup(server, token);
  const expiresAt = new Date(
    Math.min(now.getTime() + SESSION_TTL_MS, session.createdAt.getTime() + SESSION_MAX_AGE_MS),
  );
  const moves = expiresAt.getTime() - session.expiresAt.getTime();
  if (moves >= 0 && moves < SESSION_REFRESH_STEP_MS) {
    return { cookie: sessionCookie(token, session.expiresAt, now), expiresAt: session.expiresAt };
  }
  await server.db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, session.tokenHash));
  return { cookie: sessionCookie(token, expiresAt, now), expiresAt };
}

/** Deletes the session row (if any) and returns the cookie that clears it. */
export async function destroySession(server: ServerContext, request: Request): Promise<string> {
  const token = readCookie(request, SESSION_COOKIE);
  forgetLookup(server, token);
  if (token) await server.db.delete(sessions).where(eq(sessions.tokenHash, await sessionTokenHash(server, token)));
  return serializeCookie(SESSION_COOKIE, "", { maxAge: 0 });
}

/** Cron: sessions past their expiry or their cap, and sign-in links past their grace day. */
export async function deleteExpiredSessions({ db }: ServerContext, now = new Date()) {
  await db.batch([
    db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.createdAt, capStart(now)))),
    db.delete(signInTokens).where(lt(signInTokens.expiresAt, new Date(now.getTime() - SIGN_IN_TOKEN_GRACE_MS))),
  ]);
}

export function toSessionUser(profile: Profile, env: Pick<Env, "ADMIN_EMAILS">): SessionUser {
  return {
    id: profile.id,
    email: profile.email,
    givenName: givenNameOf(profile),
    role: isAdminProfile(profile, env) ? "admin" : "member",
    onboardingCompleted: profile.onboardingCompleted,
  };
}

export async function getOptionalSessionUser(server: ServerContext, request: Request): Promise<SessionUser | null> {
  const session = await getSession(server, request);
  return session ? toSessionUser(session.profile, server.env) : null;
}

function sessionCookie(token: string, expiresAt: Date, now: Date): string {
  return serializeCookie(SESSION_COOKIE, token, {
    maxAge: (expiresAt.getTime() - now.getTime()) / 1000,
  });
}
