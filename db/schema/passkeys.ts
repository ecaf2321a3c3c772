/**
 * Passkeys (WebAuthn, docs/decisions/0044-passkeys-admin-second-factor.md): credentials,
 * the challenges a ceremony answers, and the admins' one-time recovery codes.
 */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "./columns";
import { profiles } from "./accounts";

/** One authenticator of a person: only its public key (COSE, base64url) and signature counter are kept. */
export const passkeyCredentials = sqliteTable(
  "passkey_credentials",
  {
    /** The credential ID, base64url, as the browser reports it. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    /** JSON array of the authenticator's transports (usb, internal, hybrid…), a hint for the browser. */
    transports: text("transports", { mode: "json" }).$type<string[]>(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at"),
  },
  (t) => [index("passkey_credentials_user_idx").on(t.userId)],
);

export const CHALLENGE_PURPOSES = ["register", "authenticate"] as const;

/**
 * A ceremony's challenge, stored as its SHA-256: deleted as it is answered (single use),
 * refused after `expiresAt`. A registration or a second-factor challenge is bound to
 * the person and the session that asked for it; a passkey sign-in challenge to no one.
 */
export const webauthnChallenges = sqliteTable(
  "webauthn_challenges",
  {
    challengeHash: text("challenge_hash").primaryKey(),
    purpose: text("purpose", { enum: CHALLENGE_PURPOSES }).notNull(),
    userId: text("user_id").references(() => profiles.id, { onDelete: "cascade" }),
    sessionHash: text("session_hash"),
    /** For an admin's first passkey: the enrollment code (its SHA-256) the options were given for, spent at the answer. */
    invitationHash: text("invitation_hash"),
    expiresAt: timestamp("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("webauthn_challenges_expires_idx").on(t.expiresAt), index("webauthn_challenges_user_idx").on(t.userId)],
);

/** An admin's one-time recovery codes: SHA-256 of the owner's id and the code; spent once. */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    usedAt: timestamp("used_at"),
    /** The session the code verified (its token hash), so that session is marked in the same batch. */
    usedBySession: text("used_by_session"),
    createdAt: createdAt(),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

/**
 * An enrollment code for an admin's first passkey (scripts/admin-invite.mjs): made out of band,
 * so a mailbox alone cannot enroll one. SHA-256 of the code; one address; used once; expires.
 */
export const adminInvitations = sqliteTable(
  "admin_invitations",
  {
    codeHash: text("code_hash").primaryKey(),
    /** Lower-cased, as sign-in stores addresses. */
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at").notNull(),
    usedAt: timestamp("used_at"),
    usedBy: text("used_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("admin_invitations_email_idx").on(t.email)],
);
