import { eq, sql, type SQL } from "drizzle-orm";
import { profiles, sessions } from "../../../db/schema";
import type { SessionUser } from "../../utils/user";
import type { ServerContext } from "../context.server";
import { ServiceError } from "../errors.server";
import { auditAccessDenied } from "./account.server";
import { readCookie } from "./cookies.server";
import { adminEmailsValue, adminProfileSql } from "./roles.server";
import {
  getSession,
  isLiveSession,
  liveSessionValues,
  SESSION_COOKIE,
  sessionTokenHash,
  toSessionUser,
  type SessionWithProfile,
} from "./session.server";

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

const SECOND_FACTOR_NEEDED = "Confirm it's you with your passkey (or a recovery code) to continue.";

/** A refusal in words, as `/api` answers it: 401 to sign in (or show the second factor), 403 otherwise. */
export function refusalError(reason: Exclude<Authorization, { ok: true }>["reason"]): ServiceError {
  if (reason === "signed_out") return ServiceError.refusing(401, { code: "signInToContinue" });
  if (reason === "second_factor") return ServiceError.plain(401, "secondFactorNeeded", SECOND_FACTOR_NEEDED);
  return ServiceError.refusing(403, { code: "noAccess" });
}

/** The needs a write can check inside its own batch (`authorizedUserIdSql`). */
export type WriteNeed = Extract<Need, "user" | "member">;

/**
 * `authorize` as SQL, for a write that checks the session in its own batch instead of a trip before it: the
 * id of the person behind the request's live session when `need` lets them pass, else NULL. As a NOT NULL
 * column's value (the row's owner) a refusal fails the batch and D1 rolls all of it back, so a dead,
 * revoked or refused session writes nothing; `refusalAfterFailedWrite` then says why. It has placeholders,
 * for statements built once: bind them with `authorizedUserValues`.
 */
export function authorizedUserIdSql(need: WriteNeed | "admin"): SQL {
  // As in `authorize`: an admin passes only with the second factor shown, and never where members alone may.
  const passes =
    need === "member"
      ? sql`not ${adminProfileSql}`
      : need === "admin"
        ? sql`(${adminProfileSql} and ${sessions.secondFactorAt} is not null)`
        : sql`(not ${adminProfileSql} or ${sessions.secondFactorAt} is not null)`;
  return sql`(select ${sessions.userId} from ${sessions} inner join ${profiles} on ${eq(profiles.id, sessions.userId)} where ${isLiveSession} and ${passes})`;
}

/** The values `authorizedUserIdSql` is bound by for this request at `now`; null without a session cookie. */
export async function authorizedUserValues(server: ServerContext, request: Request, now = new Date()) {
  const token = readCookie(request, SESSION_COOKIE);
  if (!token) return null;
  return {
    ...liveSessionValues(await sessionTokenHash(server, token), now),
    adminEmails: adminEmailsValue(server.env),
  };
}

/** After a write checked in its own batch failed: the refusal `authorize` gives now, else the write's own error. */
export async function refusalAfterFailedWrite(
  server: ServerContext,
  request: Request,
  need: WriteNeed,
  error: unknown,
): Promise<never> {
  const result = await authorize(server, request, need);
  if (!result.ok) throw refusalError(result.reason);
  throw error;
}
