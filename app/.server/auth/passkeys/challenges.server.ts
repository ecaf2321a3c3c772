import { and, eq, isNull } from "drizzle-orm";
import { webauthnChallenges } from "../../../../db/schema";
import type { ServerContext } from "../../context.server";
import { sha256Hex } from "../../crypto.server";
import { ServiceError } from "../../errors.server";

/** A ceremony's challenge answers for this long (the browser's own timeout is the same). */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

const CHALLENGE_MESSAGES = {
  stale: "This passkey request has expired or was already used. Please try again.",
} as const;

/** Who a challenge was issued to: a person and their session, or nobody (passkey sign-in). */
export type ChallengeBinding = {
  purpose: "register" | "authenticate";
  userId: string | null;
  sessionHash: string | null;
};

export async function storeChallenge(
  server: ServerContext,
  challenge: string,
  binding: ChallengeBinding,
  now = new Date(),
  /** An admin's first passkey: the enrollment code its options were given for (hashed), spent at the answer. */
  invitationHash: string | null = null,
): Promise<void> {
  await server.db.insert(webauthnChallenges).values({
    challengeHash: await sha256Hex(challenge),
    ...binding,
    invitationHash,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    createdAt: now,
  });
}

/**
 * Takes the challenge a browser's answer signed (read from its clientDataJSON):
 * one DELETE … RETURNING whose WHERE names the purpose, person and session it was
 * issued to, so only its owner can take (and so spend) it; anyone else presenting
 * it leaves it in place. Each challenge is answered once, whatever happens next.
 * Refused when missing, expired, or issued for another purpose, person or session.
 * Returns the challenge, for the signature check, and the enrollment code it was given for.
 */
export async function takeChallenge(
  server: ServerContext,
  clientDataJSON: unknown,
  expected: ChallengeBinding,
  now = new Date(),
): Promise<{ challenge: string; invitationHash: string | null }> {
  const challenge = challengeOf(clientDataJSON);
  if (!challenge) throw ServiceError.plain(400, "passkeyChallengeStale", CHALLENGE_MESSAGES.stale);
  const [row] = await server.db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challengeHash, await sha256Hex(challenge)),
        eq(webauthnChallenges.purpose, expected.purpose),
        expected.userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, expected.userId),
        expected.sessionHash === null
          ? isNull(webauthnChallenges.sessionHash)
          : eq(webauthnChallenges.sessionHash, expected.sessionHash),
      ),
    )
    .returning({ expiresAt: webauthnChallenges.expiresAt, invitationHash: webauthnChallenges.invitationHash });
  if (!row || row.expiresAt.getTime() <= now.getTime())
    throw ServiceError.plain(400, "passkeyChallengeStale", CHALLENGE_MESSAGES.stale);
  return { challenge, invitationHash: row.invitationHash };
}

/** `challenge` from a base64url clientDataJSON, or null when it is not one. */
function challengeOf(clientDataJSON: unknown): string | null {
  if (typeof clientDataJSON !== "string" || clientDataJSON.length > 4096) return null;
  try {
    const base64 = clientDataJSON.replaceAll("-", "+").replaceAll("_", "/");
    const data = JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)))) as {
      challenge?: unknown;
    };
    return typeof data.challenge === "string" && data.challenge.length <= 512 ? data.challenge : null;
  } catch {
    return null;
  }
}
