import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { and, eq } from "drizzle-orm";
import { passkeyCredentials, sessions } from "../../../../db/schema";
import { recordAudit } from "../../audit.server";
import type { ServerContext } from "../../context.server";
import { ServiceError } from "../../errors.server";
import type { AuthorizedUser } from "../authorize.server";
import { CHALLENGE_TTL_MS, storeChallenge, takeChallenge } from "./challenges.server";
import { newRecoveryCodes, replaceRecoveryCodesStatements, unusedRecoveryCodeCount } from "./recovery-codes.server";
import { relyingParty } from "./relying-party.server";
import { passkeysOf } from "./credentials.server";
import { checkInvitation, needsInvitation, spendInvitation } from "./invitations.server";
import { noticeAdminsOfPasskey } from "./notices.server";

const REGISTRATION_MESSAGES = {
  notVerified: "We couldn't save this passkey. Please try again.",
  alreadySaved: "This passkey is already saved.",
  /** An admin who has a passkey shows it before adding another: a sign-in link alone adds none. */
  verifyFirst: "Confirm it's you with the passkey you already have before adding another.",
} as const;

/** An admin's session adds a first passkey, or more once verified; a member's session adds any. */
async function assertMayAdd(
  server: ServerContext,
  user: AuthorizedUser,
): Promise<{ id: string; transports: string[] | null }[]> {
  const existing = await passkeysOf(server, user.id);
  if (user.role === "admin" && !user.session.secondFactorAt && existing.length > 0) {
    throw ServiceError.plain(403, "passkeyVerifyFirst", REGISTRATION_MESSAGES.verifyFirst);
  }
  return existing;
}

/**
 * Step 1: the options for `navigator.credentials.create`, its challenge stored for this
 * person and session. An admin's first passkey needs a live enrollment code for their
 * address (`invitation`), bound to the challenge; without one, a 403 in plain words.
 */
export async function startPasskeyRegistration(
  server: ServerContext,
  request: Request,
  user: AuthorizedUser,
  { invitation }: { invitation?: string } = {},
  now = new Date(),
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await assertMayAdd(server, user);
  const invitationHash = needsInvitation(user, existing.length)
    ? await checkInvitation(server, user.email, invitation, now)
    : null;
  const rp = relyingParty(server.env, request);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.givenName ?? user.email,
    userID: new TextEncoder().encode(user.id),
    attestationType: "none",
    timeout: CHALLENGE_TTL_MS,
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.id,
      transports: passkey.transports ?? undefined,
    })),
    // Discoverable, so a member can sign in with it without typing an address; always user-verified.
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await storeChallenge(
    server,
    options.challenge,
    { purpose: "register", userId: user.id, sessionHash: user.session.tokenHash },
    now,
    invitationHash,
  );
  return options;
}

/**
 * Step 2: checks the browser's answer against its challenge (taken once), the RP ID
 * and origin, and stores the credential's public key. An admin's first passkey
 * spends the enrollment code its options were given for, verifies this session and
 * makes their recovery codes, returned once here and stored only hashed. An admin's
 * passkey, first or not, is emailed to every admin.
 */
export async function finishPasskeyRegistration(
  server: ServerContext,
  request: Request,
  user: AuthorizedUser,
  response: RegistrationResponseJSON,
  now = new Date(),
): Promise<{ recoveryCodes: string[] | null }> {
  const existing = await assertMayAdd(server, user);
  const { challenge: expectedChallenge, invitationHash } = await takeChallenge(
    server,
    response?.response?.clientDataJSON,
    { purpose: "register", userId: user.id, sessionHash: user.session.tokenHash },
    now,
  );
  const rp = relyingParty(server.env, request);
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw ServiceError.plain(400, "passkeyNotVerified", REGISTRATION_MESSAGES.notVerified);
  const { credential } = verification.registrationInfo;

  const { db } = server;
  const taken = await db.query.passkeyCredentials.findFirst({ where: eq(passkeyCredentials.id, credential.id) });
  if (taken) throw ServiceError.plain(409, "passkeyAlreadySaved", REGISTRATION_MESSAGES.alreadySaved);
  if (needsInvitation(user, existing.length)) await spendInvitation(server, user, invitationHash, now);
  const isAdmin = user.role === "admin";
  const recoveryCodes = isAdmin && (await unusedRecoveryCodeCount(server, user.id)) === 0 ? newRecoveryCodes() : null;
  const codeStatements = recoveryCodes ? await replaceRecoveryCodesStatements(server, user.id, recoveryCodes, now) : [];
  await db.batch([
    db.insert(passkeyCredentials).values({
      id: credential.id,
      userId: user.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? null,
      createdAt: now,
    }),
    ...codeStatements,
    db
      .update(sessions)
      .set({ secondFactorAt: now })
      .where(and(eq(sessions.tokenHash, user.session.tokenHash), eq(sessions.userId, user.id))),
  ]);
  await recordAudit(server, {
    action: "auth.passkey_added",
    actorId: user.id,
    actorEmail: user.email,
    details: { recoveryCodesMade: Boolean(recoveryCodes), withInvitation: Boolean(invitationHash) },
  });
  if (isAdmin) await noticeAdminsOfPasskey(server, user, "added", now);
  return { recoveryCodes };
}
