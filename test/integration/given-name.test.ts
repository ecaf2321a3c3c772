import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { toAdminUser } from "../../app/.server/admin/users.server";
import { toSessionUser } from "../../app/.server/auth/session.server";
import { givenNameOf } from "../../app/.server/profiles/given-name.server";
import { toProfileView } from "../../app/.server/profiles/profiles.server";
import { insertProfile } from "../support/factories";
import { db } from "../support/auth-helpers";

describe("what we call a person", () => {
  it("is the provider's given name, else the first word of the full name, else nothing", () => {
    expect(givenNameOf({ givenName: "Maria", fullName: "María José Lopez" })).toBe("Maria");
    expect(givenNameOf({ givenName: null, fullName: "  María José Lopez " })).toBe("María");
    expect(givenNameOf({ givenName: "  ", fullName: "James Carter" })).toBe("James");
    expect(givenNameOf({ givenName: null, fullName: "   " })).toBeNull();
    expect(givenNameOf({ givenName: null, fullName: null })).toBeNull();
  });

  it("is the same in the session, the member's profile and the admin's user list", async () => {
    const profile = await insertProfile(db(), { givenName: null, fullName: "Nora Newman" });
    expect(toSessionUser(profile, env).givenName).toBe("Nora");
    expect(toProfileView(profile, env).given_name).toBe("Nora");
    expect(toAdminUser(profile, env).given_name).toBe("Nora");
  });
});
