/**
 * A person's own passkeys and recovery codes, as their account page shows and
 * changes them (docs/decisions/0044-passkeys-admin-second-factor.md): every read and
 * write is scoped by the signed-in person's id, so someone else's passkey is a 404.
 */
import { and, eq, sql } from "drizzle-orm";
import { passkeyCredentials } from "../../../../db/schema";
import { auditStatement, recordAudit } from "../../audit.server";
import type { ServerContext } from "../../context.server";
import { PASSKEY_ACCOUNT_MESSAGES } from "../../../domain/passkeys";
import { notFound, ServiceError } from "../../errors.server";
import type { AuthorizedUser } from "../authorize.server";
import { passkeyCount, passkeysOf } from "./credentials.server";
import { noticeAdminsOfPasskey } from "./notices.server";
import { newRecoveryCodes, replaceRecoveryCodesStatements, unusedRecoveryCodeCount } from "./recovery-codes.server";

/** A passkey as its owner sees it: what kind of authenticator, the end of its id to tell two apart, and when. */
export type PasskeySummary = {
  name: string;
  idEnding: string;
  createdAt: Date;
  lastUsedAt: Date | null;
};

/** Named by the transports the browser reported when it was made (we keep no device name). */
function passkeyName(transports: string[] | null): string {
  const kinds = new Set(transports ?? []);
  if (kinds.has("internal")) return "Passkey on a device (fingerprint, face or screen lock)";
  if (kinds.has("hybrid")) return "Passkey on a phone";
  if (kinds.has("usb") || kinds.has("nfc") || kinds.has("ble")) return "Security key";
  return "Passkey";
}

/** Enough of the credential id to tell two passkeys apart, never the id itself. */
const ID_ENDING_CHARS = 6;

export function summarizePasskey(passkey: {
  id: string;
  transports: string[] | null;
  createdAt: Date;
  lastUsedAt: Date | null;
}): PasskeySummary {
  return {
    name: passkeyName(passkey.transports),
    idEnding: passkey.id.slice(-ID_ENDING_CHARS),
    createdAt: passkey.createdAt,
    lastUsedAt: passkey.lastUsedAt,
  };
}

/** Admins must keep a passkey: every admin session shows one (authorize.server.ts). */
const mustKeepOnePasskey = (user: Pick<AuthorizedUser, "role">) => user.role === "admin";

/** The account page: one's passkeys (with the id the page's own links need) and, for admins, codes left. */
export async function passkeyAccount(server: ServerContext, user: AuthorizedUser) {
  const [passkeys, codesLeft] = await Promise.all([
    passkeysOf(server, user.id),
    user.role === "admin" ? unusedRecoveryCodeCount(server, user.id) : Promise.resolve(null),
  ]);
  return { passkeys: passkeys.map((passkey) => ({ id: passkey.id, ...summarizePasskey(passkey) })), codesLeft };
}

/**
 * One of the person's own passkeys, for the removal page; anyone else's (or none)
 * is a 404. `removable` is false for an admin's last one (removePasskey enforces it).
 */
export async function ownPasskey(server: ServerContext, user: Pick<AuthorizedUser, "id" | "role">, id: string) {
  const row = await server.db
    .select()
    .from(passkeyCredentials)
    .where(and(eq(passkeyCredentials.id, id), eq(passkeyCredentials.userId, user.id)))
    .get();
  if (!row) throw notFound();
  const removable = !mustKeepOnePasskey(user) || (await passkeyCount(server, user.id)) > 1;
  return { id: row.id, ...summarizePasskey(row), removable };
}

/**
 * Removes one of the person's own passkeys. An admin's last one stays: the
 * delete itself counts the others, so two removals racing on an admin's last
 * two passkeys cannot both pass. Audited with no credential id; an admin's is
 * emailed to every admin.
 */
export async function removePasskey(server: ServerContext, user: AuthorizedUser, id: string): Promise<void> {
  await ownPasskey(server, user, id);
  const others = sql`(select count(*) from ${passkeyCredentials} where ${passkeyCredentials.userId} = ${user.id}) > 1`;
  const removed = await server.db
    .delete(passkeyCredentials)
    .where(
      and(
        eq(passkeyCredentials.id, id),
        eq(passkeyCredentials.userId, user.id),
        mustKeepOnePasskey(user) ? others : undefined,
      ),
    )
    .returning({ id: passkeyCredentials.id });
  if (removed.length === 0) throw ServiceError.plain(409, "lastPasskey", PASSKEY_ACCOUNT_MESSAGES.lastPasskey);
  await recordAudit(server, {
    action: "auth.passkey_removed",
    actorId: user.id,
    actorEmail: user.email,
    details: { passkeysLeft: await passkeyCount(server, user.id) },
  });
  if (user.role === "admin") await noticeAdminsOfPasskey(server, user, "removed");
}

/**
 * A new set of recovery codes for an admin: the old set stops working in the same
 * batch that stores the new one (hashed) and audits it. Returned once, never again.
 */
export async function replaceRecoveryCodes(
  server: ServerContext,
  user: AuthorizedUser,
  now = new Date(),
): Promise<string[]> {
  if (user.role !== "admin")
    throw ServiceError.plain(403, "membersHaveNoCodes", PASSKEY_ACCOUNT_MESSAGES.membersHaveNoCodes);
  const codes = newRecoveryCodes();
  await server.db.batch([
    ...(await replaceRecoveryCodesStatements(server, user.id, codes, now)),
    auditStatement(server, {
      action: "auth.recovery_codes_replaced",
      actorId: user.id,
      actorEmail: user.email,
      details: { codes: codes.length },
    }),
  ]);
  return codes;
}
