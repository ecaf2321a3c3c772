import { redirect } from "@remix-run/cloudflare";
import type { ServerContext } from "../../context.server";
import type { AuthorizedUser } from "../authorize.server";
import { landingPathForProfile } from "../roles.server";
import { passkeyCount } from "./credentials.server";
import { unusedRecoveryCodeCount } from "./recovery-codes.server";

/**
 * What /second-factor offers an admin whose session has not shown its factor yet:
 * set up a first passkey, or show one (or spend a recovery code). Anyone else has
 * nothing to do there and goes to their landing page.
 */
export async function secondFactorStep(server: ServerContext, user: AuthorizedUser) {
  if (user.role !== "admin" || user.session.secondFactorAt) {
    throw redirect(landingPathForProfile(user.session.profile, server.env));
  }
  const [passkeys, codesLeft] = await Promise.all([
    passkeyCount(server, user.id),
    unusedRecoveryCodeCount(server, user.id),
  ]);
  return { enrolled: passkeys > 0, codesLeft };
}
