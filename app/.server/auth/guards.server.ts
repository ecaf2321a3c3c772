import { redirect } from "@remix-run/cloudflare";
import type { SessionUser } from "../../utils/user";
import type { ServerContext } from "../context";
import { auditAccessDenied } from "./account.server";
import { landingPathFor } from "./roles.server";
import { getSession, toSessionUser, type SessionWithProfile } from "./session.server";

/**
 * Guards for Remix loaders and actions: call one at the top of each. They
 * throw redirects; the `/api` router has JSON twins in worker/api/auth.ts.
 */
export async function requireUser(
  server: ServerContext,
  request: Request,
  { redirectTo = "/" }: { redirectTo?: string } = {},
): Promise<SessionUser & { session: SessionWithProfile }> {
  const session = await getSession(server, request);
  if (!session) throw redirect(redirectTo);
  return { ...toSessionUser(session.profile, server.env), session };
}

/** Members only: admins are sent to their own dashboard. */
export async function requireMember(server: ServerContext, request: Request) {
  const user = await requireUser(server, request);
  if (user.role === "admin") throw redirect("/admin-dashboard");
  return user;
}

/** Admins only: a signed-in member is audited and sent to their dashboard. */
export async function requireAdmin(server: ServerContext, request: Request) {
  const user = await requireUser(server, request);
  if (user.role !== "admin") {
    await auditAccessDenied(server, user, new URL(request.url).pathname);
    throw redirect("/dashboard");
  }
  return user;
}

/** Signed-out pages (sign-in): a signed-in person goes to their landing page instead. */
export async function requireAnonymous(server: ServerContext, request: Request) {
  const session = await getSession(server, request);
  if (session) throw redirect(landingPathFor(session.profile, server.env));
}
