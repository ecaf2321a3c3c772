import { sql, type SQL } from "drizzle-orm";
import { profiles, type Profile } from "../../../db/schema";
import { landingPathFor, type LandingPath } from "../../utils/user";

/** Admin = role 'admin' on the profile, or an address listed in ADMIN_EMAILS (docs/decisions/0004-sign-in.md). */
export function isAdminProfile(profile: Pick<Profile, "role" | "email">, env: Pick<Env, "ADMIN_EMAILS">): boolean {
  return profile.role === "admin" || adminEmails(env).has(profile.email.toLowerCase());
}

/**
 * `isAdminProfile` as SQL over the `profiles` row in the query, for a write that checks who may make it in its
 * own statement; `:adminEmails` is bound by `adminEmailsValue`. Emails are stored lowercased (sign-in lowers
 * them), so SQLite's lower() matches toLowerCase.
 */
export const adminProfileSql: SQL = sql`(${profiles.role} = 'admin' or lower(${profiles.email}) in (select value from json_each(${sql.placeholder("adminEmails")})))`;

/** The ADMIN_EMAILS list as `adminProfileSql` reads it. */
export const adminEmailsValue = (env: Pick<Env, "ADMIN_EMAILS">) => JSON.stringify([...adminEmails(env)]);

export function adminEmails(env: Pick<Env, "ADMIN_EMAILS">): Set<string> {
  return new Set(
    (env.ADMIN_EMAILS ?? "")
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** Where a person lands after signing in (one rule for server and browser: app/utils/user.ts). */
export function landingPathForProfile(
  profile: Pick<Profile, "role" | "email" | "onboardingCompleted">,
  env: Pick<Env, "ADMIN_EMAILS">,
): LandingPath {
  return landingPathFor({
    role: isAdminProfile(profile, env) ? "admin" : "member",
    onboardingCompleted: profile.onboardingCompleted,
  });
}
