import type { SessionUser } from "../../utils/user";
import type { ServerContext } from "../context";
import { auditAccessDenied } from "./account.server";
import { getSession, toSessionUser, type SessionWithProfile } from "./session.server";

/** Who may pass: anyone signed in, members only (not admins), or admins only. */
export type Need = "user" | "member" | "admin";

export type AuthorizedUser = SessionUser & { session: SessionWithProfile };

/**
 * The one access rule for both doors: Remix guards (guards.server.ts) turn a
 * refusal into a redirect, the `/api` middleware (worker/api/auth.ts) into
 * 401/403 JSON. Refused admin access is audited here, once.
 */
export type Authorization =
  | { ok: true; user: AuthorizedUser }
  | { ok: false; reason: "signed_out"; user: null }
  | { ok: false; reason: "forbidden"; user: AuthorizedUser };

export async function authorize(server: ServerContext, request: Request, need: Need): Promise<Authorization> {
  const session = await getSession(server, request);
  if (!session) return { ok: false, reason: "signed_out", user: null };
  const user: AuthorizedUser = { ...toSessionUser(session.profile, server.env), session };
  if (need === "admin" && user.role !== "admin") {
    await auditAccessDenied(server, user, new URL(request.url).pathname);
    return { ok: false, reason: "forbidden", user };
  }
  if (need === "member" && user.role === "admin") return { ok: false, reason: "forbidden", user };
  return { ok: true, user };
}
