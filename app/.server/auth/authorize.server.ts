import type { SessionUser } from "../../utils/user";
import type { ServerContext } from "../context.server";
import { auditAccessDenied } from "./account.server";
import { getSession, toSessionUser, type SessionWithProfile } from "./session.server";

/**
 * Who may pass: anyone signed in, members only (not admins), or admins only.
 * An admin counts as signed in only once the session has shown its second factor;
 * `session` lets any live session through, for the pages that ask for that factor.
 */
export type Need = "user" | "member" | "admin" | "session";

export type AuthorizedUser = SessionUser & { session: SessionWithProfile };

/**
 * The one access rule for both doors: Remix guards (guards.server.ts) turn a
 * refusal into a redirect, the `/api` middleware (worker/api/auth.ts) into
 * 401/403 JSON. Refused admin access is audited here, once.
 */
export type Authorization =
  | { ok: true; user: AuthorizedUser }
  | { ok: false; reason: "signed_out"; user: null }
  | { ok: false; reason: "forbidden"; user: AuthorizedUser }
  /** An admin whose session has not shown a passkey or recovery code yet (docs/decisions/0044-passkeys-admin-second-factor.md). */
  | { ok: false; reason: "second_factor"; user: AuthorizedUser };

export async function authorize(server: ServerContext, request: Request, need: Need): Promise<Authorization> {
  const session = await getSession(server, request);
  if (!session) return { ok: false, reason: "signed_out", user: null };
  const user: AuthorizedUser = { ...toSessionUser(session.profile, server.env), session };
  if (need === "session") return { ok: true, user };
  // Before anything else an admin may do, members' pages included: the second factor.
  if (user.role === "admin" && !session.secondFactorAt) return { ok: false, reason: "second_factor", user };
  if (need === "admin" && user.role !== "admin") {
    await auditAccessDenied(server, user, new URL(request.url).pathname);
    return { ok: false, reason: "forbidden", user };
  }
  if (need === "member" && user.role === "admin") return { ok: false, reason: "forbidden", user };
  return { ok: true, user };
}
