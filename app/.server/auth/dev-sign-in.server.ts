import { eq } from "drizzle-orm";
import { profiles } from "../../../db/schema";
import { recordAudit } from "../audit.server";
import type { ServerContext } from "../context.server";
import { notFound } from "../errors.server";
import { isAdminProfile, landingPathForProfile } from "./roles.server";
import { createSession } from "./session.server";
import { oldestFirst } from "../insertion-order.server";

/**
 * Local development sign-in (docs/decisions/0004-sign-in.md): sign in as a seeded account.
 * Exists only when ENVIRONMENT is exactly "development"; anywhere else it is
 * indistinguishable from a missing page.
 */
export function assertDevSignInEnabled(env: Pick<Env, "ENVIRONMENT">): void {
  if (env.ENVIRONMENT !== "development") throw notFound();
}

/**
 * A seeded admin signed in here skips the passkey (docs/decisions/0044-passkeys-admin-second-factor.md):
 * only when ENVIRONMENT is exactly "development", checked again here, not only at the page's door.
 */
export function developmentSecondFactor(env: Pick<Env, "ENVIRONMENT">, now: Date): Date | null {
  return env.ENVIRONMENT === "development" ? now : null;
}

export async function listDevAccounts(server: ServerContext) {
  assertDevSignInEnabled(server.env);
  const rows = await server.db
    .select({ id: profiles.id, email: profiles.email, fullName: profiles.fullName, role: profiles.role })
    .from(profiles)
    .orderBy(...oldestFirst(profiles, profiles.createdAt))
    .limit(50);
  return rows.map((row) => ({ ...row, isAdmin: isAdminProfile(row, server.env) }));
}

/** Signs in as the given account; returns the session cookie and where to land. */
export async function devSignIn(server: ServerContext, email: string, now = new Date()) {
  assertDevSignInEnabled(server.env);
  const profile = await server.db.query.profiles.findFirst({ where: eq(profiles.email, email.toLowerCase()) });
  if (!profile) throw notFound("No such demo account");
  const { cookie } = await createSession(server, profile.id, now, {
    secondFactorAt: developmentSecondFactor(server.env, now),
  });
  await recordAudit(server, {
    action: "auth.sign_in",
    actorId: profile.id,
    actorEmail: profile.email,
    details: { method: "dev" },
  });
  return { cookie, landing: landingPathForProfile(profile, server.env) };
}
