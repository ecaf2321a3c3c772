import type { Profile } from "../../../db/schema";

/** Admin = role 'admin' on the profile, or an address listed in ADMIN_EMAILS (D2). */
export function isAdminProfile(
  profile: Pick<Profile, "role" | "email">,
  env: Pick<Env, "ADMIN_EMAILS">,
): boolean {
  return profile.role === "admin" || adminEmails(env).has(profile.email.toLowerCase());
}

export function adminEmails(env: Pick<Env, "ADMIN_EMAILS">): Set<string> {
  return new Set(
    (env.ADMIN_EMAILS ?? "")
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** Where a person lands after signing in: admins, onboarded members, everyone else (spec §2). */
export function landingPathFor(
  profile: Pick<Profile, "role" | "email" | "onboardingCompleted">,
  env: Pick<Env, "ADMIN_EMAILS">,
): "/admin-dashboard" | "/dashboard" | "/form" {
  if (isAdminProfile(profile, env)) return "/admin-dashboard";
  return profile.onboardingCompleted ? "/dashboard" : "/form";
}
