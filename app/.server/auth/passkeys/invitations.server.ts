/**
 * Enrollment codes for an admin's first passkey
 * (docs/decisions/0049-second-factor-invitations-and-stable-order.md): a sign-in link proves
 * only the mailbox, so the first passkey of an admin also needs a code made out of band
 * (scripts/admin-invite.mjs). Stored as its SHA-256, for one address, used once, expiring.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import { adminInvitations } from "../../../../db/schema";
import { INVITATION_MESSAGES, normalizeInvitationCode } from "../../../domain/passkeys";
import type { ServerContext } from "../../context.server";
import { sha256Hex } from "../../crypto.server";
import { ServiceError } from "../../errors.server";

/** How long a code made by `npm run admin:invite` may be used. */
const INVITATION_TTL_MS = 24 * 60 * 60 * 1000;

/** Crockford's base32 without look-alikes (as recovery codes): 16 characters are 80 random bits. */
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

/**
 * A new code for `email`, `xxxx-xxxx-xxxx-xxxx`, and the row that stores it (hashed):
 * what scripts/admin-invite.mjs writes to D1 and the seed writes for the demo admin.
 */
export async function newInvitation(email: string, now = new Date()) {
  const chars = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => ALPHABET[b & 31]).join("");
  const code = chars.match(/.{4}/g)!.join("-");
  const row = {
    codeHash: await invitationHash(code),
    email: email.trim().toLowerCase(),
    expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    createdAt: now,
  };
  return { code, row };
}

/**
 * Whether this passkey needs a code: an admin's first one, from a session that has shown
 * no second factor (a sign-in link or Google alone). A session that has shown one (only
 * `/dev/sign-in` in development gives an admin that without a passkey) needs none.
 */
export const needsInvitation = (user: { role: string; session: { secondFactorAt: Date | null } }, passkeys: number) =>
  user.role === "admin" && !user.session.secondFactorAt && passkeys === 0;

/** The stored form of a code. */
const invitationHash = (code: string) => sha256Hex(normalizeInvitationCode(code));

/** A live, unused code for this address: its hash, to bind to the ceremony's challenge; otherwise a 403 in plain words. */
export async function checkInvitation(
  server: ServerContext,
  email: string,
  code: string | undefined,
  now = new Date(),
): Promise<string> {
  if (!code?.trim()) throw ServiceError.plain(403, "invitationNeeded", INVITATION_MESSAGES.needed);
  const hash = await invitationHash(code);
  const row = await server.db
    .select({ codeHash: adminInvitations.codeHash })
    .from(adminInvitations)
    .where(liveFor(hash, email, now))
    .get();
  if (!row) throw ServiceError.plain(403, "invitationInvalid", INVITATION_MESSAGES.invalid);
  return hash;
}

/** Spends the code once, in one UPDATE … RETURNING: two ceremonies racing on one code cannot both pass. */
export async function spendInvitation(
  server: ServerContext,
  user: { id: string; email: string },
  hash: string | null,
  now = new Date(),
): Promise<void> {
  if (!hash) throw ServiceError.plain(403, "invitationNeeded", INVITATION_MESSAGES.needed);
  const spent = await server.db
    .update(adminInvitations)
    .set({ usedAt: now, usedBy: user.id })
    .where(liveFor(hash, user.email, now))
    .returning({ codeHash: adminInvitations.codeHash });
  if (spent.length === 0) throw ServiceError.plain(403, "invitationInvalid", INVITATION_MESSAGES.invalid);
}

const liveFor = (hash: string, email: string, now: Date) =>
  and(
    eq(adminInvitations.codeHash, hash),
    eq(adminInvitations.email, email.trim().toLowerCase()),
    isNull(adminInvitations.usedAt),
    gt(adminInvitations.expiresAt, now),
  );
