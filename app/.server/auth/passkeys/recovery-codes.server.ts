import { and, count, eq, isNull, sql } from "drizzle-orm";
import { recoveryCodes, sessions } from "../../../../db/schema";
import { recoveryCodeFormSchema } from "../../../domain/passkeys";
import { recordAudit } from "../../audit.server";
import type { ServerContext } from "../../context.server";
import { sha256Hex } from "../../crypto.server";
import { ServiceError } from "../../errors.server";
import { parseInput } from "../../validation.server";
import { enforceMemberRateLimit } from "../rate-limit.server";
import type { SessionWithProfile } from "../session.server";

/** How many one-time codes an admin gets, shown once when made. */
const RECOVERY_CODE_COUNT = 10;
/** Crockford's base32 without look-alikes: 12 characters are 60 random bits. */
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

const RECOVERY_CODE_MESSAGES = {
  refused: "That recovery code is not valid or was already used.",
} as const;

/** Ten new codes, `xxxx-xxxx-xxxx`; only their hashes are ever stored. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = crypto.getRandomValues(new Uint8Array(12));
    const chars = [...bytes].map((b) => ALPHABET[b & 31]).join("");
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}

/** Hashed with the owner's id, so one hash never matches another person's code. */
async function recoveryCodeHash(userId: string, code: string): Promise<string> {
  const normalized = code.toLowerCase().replace(/[^0-9a-z]/g, "");
  return sha256Hex(`${userId}:${normalized}`);
}

/** The statements that replace a person's codes with `codes` (for the caller's batch). */
export async function replaceRecoveryCodesStatements(
  server: ServerContext,
  userId: string,
  codes: string[],
  now: Date,
) {
  const { db } = server;
  const rows = await Promise.all(
    codes.map(async (code) => ({ codeHash: await recoveryCodeHash(userId, code), userId, createdAt: now })),
  );
  return [
    db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
    db.insert(recoveryCodes).values(rows),
  ] as const;
}

export async function unusedRecoveryCodeCount(server: ServerContext, userId: string): Promise<number> {
  const [row] = await server.db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/**
 * Spends one code as the session's second factor: one batch marks the code used
 * (only if unused) by this session and marks the session verified only if that
 * code now names it, so two tries of one code can never both pass.
 */
export async function verifyWithRecoveryCode(
  server: ServerContext,
  session: SessionWithProfile,
  input: unknown,
  now = new Date(),
): Promise<void> {
  const { db } = server;
  const userId = session.profile.id;
  // 60-bit codes cannot be guessed; the limit keeps the audit log and D1 calm all the same.
  await enforceMemberRateLimit(server, userId, "recovery-code");
  const { code } = parseInput(recoveryCodeFormSchema, input);
  const codeHash = await recoveryCodeHash(userId, code);
  const [spent] = await db.batch([
    db
      .update(recoveryCodes)
      .set({ usedAt: now, usedBySession: session.tokenHash })
      .where(and(eq(recoveryCodes.codeHash, codeHash), eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
      .returning({ codeHash: recoveryCodes.codeHash }),
    db
      .update(sessions)
      .set({ secondFactorAt: now })
      .where(
        and(
          eq(sessions.tokenHash, session.tokenHash),
          sql`exists (select 1 from ${recoveryCodes} where ${recoveryCodes.codeHash} = ${codeHash} and ${recoveryCodes.usedBySession} = ${session.tokenHash})`,
        ),
      ),
  ]);
  if (spent.length === 0) {
    await recordAudit(server, {
      action: "auth.second_factor_failed",
      actorId: userId,
      actorEmail: session.profile.email,
      details: { method: "recovery_code" },
    }).catch(() => {});
    throw ServiceError.plain(400, "recoveryCodeRefused", RECOVERY_CODE_MESSAGES.refused, {
      code: [RECOVERY_CODE_MESSAGES.refused],
    });
  }
  await recordAudit(server, {
    action: "auth.second_factor",
    actorId: userId,
    actorEmail: session.profile.email,
    details: { method: "recovery_code" },
  });
}
