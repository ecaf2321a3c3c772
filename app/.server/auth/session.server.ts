import { and, eq, gt, lt } from "drizzle-orm";
import { profiles, sessions, type Profile } from "../../../db/schema";
import type { SessionUser } from "../../utils/user";
import type { ServerContext } from "../context";
import { randomToken, sha256Hex } from "../crypto.server";
import { readCookie, serializeCookie } from "./cookies.server";
import { isAdminProfile } from "./roles.server";

/** `__Host-`: Secure, Path=/, no Domain; the browser refuses it otherwise. */
export const SESSION_COOKIE = "__Host-cf_session";
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type SessionWithProfile = { profile: Profile; expiresAt: Date; tokenHash: string };

export async function createSession(
  { db }: ServerContext,
  userId: string,
  now = new Date(),
): Promise<{ cookie: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({ tokenHash: await sha256Hex(token), userId, expiresAt });
  return { cookie: sessionCookie(token, expiresAt, now), expiresAt };
}

/** A new session's cookie and the row's values, for callers that insert the row in their own batch. */
export async function prepareSession(now = new Date()): Promise<{ tokenHash: string; expiresAt: Date; cookie: string }> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  return { tokenHash: await sha256Hex(token), expiresAt, cookie: sessionCookie(token, expiresAt, now) };
}

/** The live session behind the request's cookie, or null. */
export async function getSession(
  { db }: ServerContext,
  request: Request,
  now = new Date(),
): Promise<SessionWithProfile | null> {
  const token = readCookie(request, SESSION_COOKIE);
  if (!token) return null;
  const tokenHash = await sha256Hex(token);
  const row = await db
    .select({ profile: profiles, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .get();
  return row ? { ...row, tokenHash } : null;
}

/** Sliding expiry: a live session is pushed out a full TTL from now. */
export async function refreshSession(
  server: ServerContext,
  request: Request,
  now = new Date(),
): Promise<{ cookie: string; expiresAt: Date } | null> {
  const session = await getSession(server, request, now);
  const token = readCookie(request, SESSION_COOKIE);
  if (!session || !token) return null;
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await server.db
    .update(sessions)
    .set({ expiresAt })
    .where(eq(sessions.tokenHash, session.tokenHash));
  return { cookie: sessionCookie(token, expiresAt, now), expiresAt };
}

/** Deletes the session row (if any) and returns the cookie that clears it. */
export async function destroySession({ db }: ServerContext, request: Request): Promise<string> {
  const token = readCookie(request, SESSION_COOKIE);
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, await sha256Hex(token)));
  return serializeCookie(SESSION_COOKIE, "", { maxAge: 0 });
}

export async function deleteExpiredSessions({ db }: ServerContext, now = new Date()) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

export function toSessionUser(profile: Profile, env: Pick<Env, "ADMIN_EMAILS">): SessionUser {
  return {
    id: profile.id,
    email: profile.email,
    givenName: profile.givenName ?? profile.fullName?.split(/\s+/)[0] ?? null,
    role: isAdminProfile(profile, env) ? "admin" : "member",
    onboardingCompleted: profile.onboardingCompleted,
  };
}

export async function getOptionalSessionUser(
  server: ServerContext,
  request: Request,
): Promise<SessionUser | null> {
  const session = await getSession(server, request);
  return session ? toSessionUser(session.profile, server.env) : null;
}

function sessionCookie(token: string, expiresAt: Date, now: Date): string {
  return serializeCookie(SESSION_COOKIE, token, {
    maxAge: (expiresAt.getTime() - now.getTime()) / 1000,
  });
}
