import type { Profile } from "../../../db/schema";
import type { ApiUser } from "../../utils/user";
import { recordAudit, recordAuditFrom } from "../audit.server";
import type { ServerContext } from "../context.server";
import { destroySession, getSession, toSessionUser } from "./session.server";

/** The `GET /api/users/me` answer. */
export function toApiUser(profile: Profile, env: Pick<Env, "ADMIN_EMAILS">): ApiUser {
  const user = toSessionUser(profile, env);
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    onboarding_completed: user.onboardingCompleted,
    user_data: { given_name: user.givenName, full_name: profile.fullName },
  };
}

/** Ends the request's session (if any) and returns the cookie that clears it. */
export async function signOut(server: ServerContext, request: Request): Promise<string> {
  const session = await getSession(server, request);
  const cookie = await destroySession(server, request);
  if (session) {
    await recordAudit(server, {
      action: "auth.sign_out",
      actorId: session.profile.id,
      actorEmail: session.profile.email,
    }).catch(() => {});
  }
  return cookie;
}

/** Audits a refused authorization (signed in, not allowed), within the person's audit budget. Never blocks the refusal itself. */
export async function auditAccessDenied(
  server: ServerContext,
  user: { id: string; email: string },
  path: string,
): Promise<void> {
  await recordAuditFrom(
    server,
    { userId: user.id },
    { action: "auth.access_denied", actorId: user.id, actorEmail: user.email, details: { path } },
  );
}
