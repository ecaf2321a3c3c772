import { createMiddleware } from "hono/factory";
import { authorize, refusalError, type Need, type WriteNeed } from "../../app/.server/auth/authorize.server";
import { readCookie } from "../../app/.server/auth/cookies.server";
import { SESSION_COOKIE, type SessionWithProfile } from "../../app/.server/auth/session.server";
import { ServiceError } from "../../app/.server/errors.server";
import type { SessionUser } from "../../app/utils/user";
import { handleApiError } from "./errors";
import type { ApiEnv } from "./types";

export type AuthedApiEnv = ApiEnv & { Variables: { user: SessionUser; session: SessionWithProfile } };

/** The `/api` side of `authorize`: 401 JSON for visitors, 403 for people without the right. */
const requireApi = (need: Need) =>
  createMiddleware<AuthedApiEnv>(async (c, next) => {
    const result = await authorize(c.var.server, c.req.raw, need);
    if (!result.ok) throw refusalError(result.reason);
    const { session, ...user } = result.user;
    c.set("user", user);
    c.set("session", session);
    await next();
  });

export const requireApiUser = requireApi("user");
/** Members only, as the member pages' `requireMember`: an admin's work is under /api/admin. */
export const requireApiMember = requireApi("member");
/** Any live session, an admin's before the second factor included (the passkey routes). */
export const requireApiSession = requireApi("session");
/** Admin rights are checked on every call (docs/decisions, sign-in). */
export const requireApiAdmin = requireApi("admin");

/**
 * For a write whose service checks the session inside its own batch (authorizedUserIdSql): no lookup before
 * it. Without a session cookie it answers 401 at once. When the request fails otherwise (a bad body included),
 * a session that would not have passed gets the guard's refusal instead, as if the guard had run first.
 */
export const requireApiInWrite = (need: WriteNeed | "admin") =>
  createMiddleware<ApiEnv>(async (c, next) => {
    if (!readCookie(c.req.raw, SESSION_COOKIE)) throw refusalError("signed_out");
    await next();
    const failed = c.error;
    if (!failed || (failed instanceof ServiceError && (failed.status === 401 || failed.status === 403))) return;
    const result = await authorize(c.var.server, c.req.raw, need);
    if (result.ok) return;
    c.res = undefined;
    c.res = await handleApiError(refusalError(result.reason), c);
  });
