import { createMiddleware } from "hono/factory";
import { auditAccessDenied } from "../../app/.server/auth/account.server";
import { getSession, toSessionUser } from "../../app/.server/auth/session.server";
import { ServiceError } from "../../app/.server/errors";
import type { SessionUser } from "../../app/utils/user";
import type { ApiEnv } from "./types";

export type AuthedApiEnv = ApiEnv & { Variables: { user: SessionUser } };

/** 401 JSON unless the request carries a live session. */
export const requireApiUser = createMiddleware<AuthedApiEnv>(async (c, next) => {
  const session = await getSession(c.var.server, c.req.raw);
  if (!session) throw new ServiceError(401, "Please sign in to continue.");
  c.set("user", toSessionUser(session.profile, c.env));
  await next();
});

/** 401 for visitors, 403 for members: admin rights are checked on every call (D2). */
export const requireApiAdmin = createMiddleware<AuthedApiEnv>(async (c, next) => {
  const session = await getSession(c.var.server, c.req.raw);
  if (!session) throw new ServiceError(401, "Please sign in to continue.");
  const user = toSessionUser(session.profile, c.env);
  if (user.role !== "admin") {
    await auditAccessDenied(c.var.server, user, c.req.path);
    throw new ServiceError(403, "You do not have access to this.");
  }
  c.set("user", user);
  await next();
});
