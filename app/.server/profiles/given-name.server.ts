import type { Profile } from "../../../db/schema";

/**
 * What we call a person in greetings and headers: the given name their sign-in
 * provider told us, else the first word of the full name they registered with.
 */
export function givenNameOf(profile: Pick<Profile, "givenName" | "fullName">): string | null {
  const given = profile.givenName?.trim();
  if (given) return given;
  const first = profile.fullName?.trim().split(/\s+/)[0];
  return first || null;
}
