import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { and, eq } from "drizzle-orm";
import { passkeyCredentials, profiles, sessions } from "../../../../db/schema";
import { recordAudit } from "../../audit.server";
import type { ServerContext } from "../../context.server";
import { ServiceError } from "../../errors.server";
import { enforceRateLimit } from "../rate-limit.server";
import { landingPathForProfile } from "../roles.server";
import { createSession, type SessionWithProfile } from "../session.server";
import { CHALLENGE_TTL_MS, storeChallenge, takeChallenge, type ChallengeBinding } from "./challenges.server";
import { passkeysOf } from "./credentials.server";
import { relyingParty } from "./relying-party.server";

const AUTHENTICATION_MESSAGES = {
  refused: "We couldn't confirm this passkey. Please try again, or use another way in.",
  none: "There is no passkey on this account yet.",
} as const;

/** The options for `navigator.credentials.get`, its challenge stored with `binding`. */
async function authenticationOptions(
  server: ServerContext,
  request: Request,
  binding: ChallengeBinding,
  allow: { id: string; transports: string[] | null }[],
  now: Date,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const rp = relyingParty(server.env, request);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CHALLENGE_TTL_MS,
    userVerification: "required",
    allowCredentials: allow.map((passkey) => ({
      id: passkey.id,
      transports: passkey.transports ?? undefined,
    })),
  });
  await storeChallenge(server, options.challenge, binding, now);
  return options;
}

/** Second factor, step 1: a challenge for this session, answerable by one of the person's passkeys. */
export async function startSecondFactor(
  server: ServerContext,
  request: Request,
  session: SessionWithProfile,
  now = new Date(),
) {
  const passkeys = await passkeysOf(server, session.profile.id);
  if (passkeys.length === 0) throw ServiceError.plain(409, "passkeyNone", AUTHENTICATION_MESSAGES.none);
  const binding = { purpose: "authenticate", userId: session.profile.id, sessionHash: session.tokenHash } as const;
  return authenticationOptions(server, request, binding, passkeys, now);
}

/** Passkey sign-in, step 1: a challenge bound to no one; the browser offers the site's discoverable passkeys. */
export async function startPasskeySignIn(server: ServerContext, request: Request, now = new Date()) {
  // Anyone may ask, and each ask stores a row: the sign-in calls' per-IP budget.
  await enforceRateLimit(server, request, "passkey-sign-in");
  const binding = { purpose: "authenticate", userId: null, sessionHash: null } as const;
  return authenticationOptions(server, request, binding, [], now);
}

/**
 * Checks an assertion: the challenge (taken once), the credential's owner, the
 * signature against the stored public key, user verification, RP ID and origin,
 * and the signature counter, which must move past the stored one (a cloned
 * authenticator's replay is refused); the counter is moved only from the value
 * read, so two answers racing on one counter cannot both pass.
 */
async function verifyAssertion(
  server: ServerContext,
  request: Request,
  response: AuthenticationResponseJSON,
  binding: ChallengeBinding,
  now: Date,
) {
  const { challenge: expectedChallenge } = await takeChallenge(
    server,
    response?.response?.clientDataJSON,
    binding,
    now,
  );
  const refuse = async (reason: string, actor?: { id: string; email: string }): Promise<never> => {
    await recordAudit(server, {
      action: "auth.passkey_failed",
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? null,
      details: { reason },
    }).catch(() => {});
    throw ServiceError.plain(400, "passkeyRefused", AUTHENTICATION_MESSAGES.refused);
  };
  const id = typeof response?.id === "string" ? response.id : "";
  const found = id
    ? await server.db
        .select({ passkey: passkeyCredentials, profile: profiles })
        .from(passkeyCredentials)
        .innerJoin(profiles, eq(profiles.id, passkeyCredentials.userId))
        .where(eq(passkeyCredentials.id, id))
        .get()
    : undefined;
  if (!found) return refuse("unknown_credential");
  const { passkey, profile } = found;
  if (binding.userId && passkey.userId !== binding.userId) return refuse("other_owner", profile);

  const rp = relyingParty(server.env, request);
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    requireUserVerification: true,
    credential: {
      id: passkey.id,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.counter,
    },
  }).catch(() => null);
  if (!verification?.verified) return refuse("signature", profile);

  const moved = await server.db
    .update(passkeyCredentials)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: now })
    .where(and(eq(passkeyCredentials.id, passkey.id), eq(passkeyCredentials.counter, passkey.counter)))
    .returning({ id: passkeyCredentials.id });
  if (moved.length === 0) return refuse("counter", profile);
  return profile;
}

/** Second factor, step 2: the session's own passkey answered; the session may now do what its person may. */
export async function finishSecondFactor(
  server: ServerContext,
  request: Request,
  session: SessionWithProfile,
  response: AuthenticationResponseJSON,
  now = new Date(),
): Promise<void> {
  const binding = { purpose: "authenticate", userId: session.profile.id, sessionHash: session.tokenHash } as const;
  const profile = await verifyAssertion(server, request, response, binding, now);
  await server.db.update(sessions).set({ secondFactorAt: now }).where(eq(sessions.tokenHash, session.tokenHash));
  await recordAudit(server, {
    action: "auth.second_factor",
    actorId: profile.id,
    actorEmail: profile.email,
    details: { method: "passkey" },
  });
}

/**
 * Passkey sign-in, step 2: a discoverable passkey answered a challenge bound to
 * no one. A user-verified passkey is both factors, so the new session starts verified.
 */
export async function finishPasskeySignIn(
  server: ServerContext,
  request: Request,
  response: AuthenticationResponseJSON,
  now = new Date(),
): Promise<{ cookie: string; landing: string }> {
  const binding = { purpose: "authenticate", userId: null, sessionHash: null } as const;
  const profile = await verifyAssertion(server, request, response, binding, now);
  const { cookie } = await createSession(server, profile.id, now, { secondFactorAt: now });
  await recordAudit(server, {
    action: "auth.sign_in",
    actorId: profile.id,
    actorEmail: profile.email,
    details: { method: "passkey" },
  });
  return { cookie, landing: landingPathForProfile(profile, server.env) };
}
