import { createMiddleware } from "hono/factory";
import { authorize, type Need } from "../../app/.server/auth/authorize.server";
import type { SessionWithProfile } from "../../app/.server/auth/session.server";
import { ServiceError } from "../../app/.server/errors.server";
import type { SessionUser } from "../../app/utils/user";
import type { ApiEnv } from "./types";

const SECOND_FACTOR_NEEDED = "Confirm it's you with your passkey (or a recovery code) to continue.";

export type AuthedApiEnv = ApiEnv & { Variables: { user: SessionUser; session: SessionWithProfile } };

/** The `/api` side of `authorize`: 401 JSON for visitors, 403 for people without the right. */
const requireApi = (need: Need) =>
  createMiddleware<AuthedApiEnv>(async (c, next) => {
    const result = await authorize(c.var.server, c.req.raw, need);
    if (!result.ok && result.reason === "signed_out") throw new ServiceError(401, "Please sign in to continue.");
    if (!result.ok && result.reason === "second_factor") throw new ServiceError(401, SECOND_FACTOR_NEEDED);
    if (!result.ok) throw new ServiceError(403, "You do not have access to this.");
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
