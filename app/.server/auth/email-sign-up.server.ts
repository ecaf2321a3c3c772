import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { profiles, sessions, signUpTokens } from "../../../db/schema";
import { EMAIL_LINK_TTL_MINUTES, RESEND_WAIT_SECONDS } from "../../domain/sign-in";
import { SIGN_UP_LINK_REFUSALS, type Refusal } from "../../domain/refusals";
import { recordAudit, recordAuditFrom } from "../audit.server";
import type { ServerContext } from "../context.server";
import { randomToken, sha256Hex } from "../crypto.server";
import { announceEmails, enqueueEmailStatement } from "../email/outbox.server";
import { sealEmailBody } from "../email/sealed-body.server";
import { landingPathForProfile } from "./roles.server";
import { prepareSession } from "./session.server";
import { emailLinkUrl, linkEmail } from "./link-email.server";
import { log } from "../../utils/log";
import type { CarriedLang } from "../../utils/carried-lang";

/**
 * Sign-up by email (docs/decisions/0030-email-sign-up-links.md): an address
 * with no account gets a single-use link (256-bit token, stored hashed, 15
 * minutes). Nothing about the address is stored as an account until its
 * owner follows the link; then the profile and the session are written in
 * one batch.
 */
export const SIGN_UP_LINK_TTL_MS = EMAIL_LINK_TTL_MINUTES * 60 * 1000;

export type SignUpLinkStatus = "valid" | "used" | "expired" | "invalid";

/**
 * What asking for a link did: `null`, a link was sent now; a number, a link went to this address less than
 * RESEND_WAIT_SECONDS ago, so nothing was sent, and a new one can be asked for in that many seconds.
 * Sign-in and sign-up links answer alike, so the answer never tells whether the address has an account.
 */
export type ResendWait = number | null;

export function resendWaitAfter(sentAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((sentAt.getTime() + RESEND_WAIT_SECONDS * 1000 - now.getTime()) / 1000));
}

/** Emails a sign-up link to `email` (lowercased, validated by the caller); at most one per wait per address. */
export async function sendSignUpLink(
  server: ServerContext,
  email: string,
  lang: CarriedLang = "en",
  now = new Date(),
): Promise<ResendWait> {
  const { db, env } = server;
  const recent = await db
    .select({ createdAt: signUpTokens.createdAt })
    .from(signUpTokens)
    .where(
      and(
        eq(signUpTokens.email, email),
        isNull(signUpTokens.usedAt),
        gt(signUpTokens.createdAt, new Date(now.getTime() - RESEND_WAIT_SECONDS * 1000)),
      ),
    )
    .orderBy(desc(signUpTokens.createdAt))
    .get();
  if (recent) return resendWaitAfter(recent.createdAt, now);

  const token = randomToken();
  const link = emailLinkUrl(env.APP_URL, token, lang);
  const message = linkEmail(lang, "signUp", link);
  // The body holds a live token: the outbox keeps it sealed, never in plain text.
  const text = await sealEmailBody(env, message.text);
  const [, queued] = await db.batch([
    db.insert(signUpTokens).values({
      tokenHash: await sha256Hex(token),
      email,
      expiresAt: new Date(now.getTime() + SIGN_UP_LINK_TTL_MS),
      createdAt: now,
    }),
    enqueueEmailStatement(server, {
      kind: "sign_in_link",
      to: email,
      subject: message.subject,
      text,
    }),
  ]);
  announceEmails(
    server,
    queued.map((row) => row.id),
  );
  if (env.ENVIRONMENT === "development") {
    // Local development only (docs/decisions/0004-sign-in.md): the link is also in the outbox.
    log.info(`[dev] Sign-up link: ${link}`);
  }
  return null;
}

/** The link's row and state without using it, or null when the token is not a sign-up link. */
export async function inspectSignUpLink(
  server: ServerContext,
  token: string,
  now = new Date(),
): Promise<{ status: Exclude<SignUpLinkStatus, "invalid">; email: string } | null> {
  if (!token) return null;
  const row = await server.db.query.signUpTokens.findFirst({
    where: eq(signUpTokens.tokenHash, await sha256Hex(token)),
  });
  if (!row) return null;
  if (row.usedAt) return { status: "used", email: row.email };
  if (row.expiresAt.getTime() <= now.getTime()) return { status: "expired", email: row.email };
  return { status: "valid", email: row.email };
}

export type SignUpResult =
  | { ok: true; cookie: string; landing: string }
  | { ok: false; reason: "used" | "expired" | "invalid" | "taken"; refusal: Refusal };

/**
 * Follows a sign-up link. One batch claims the link (only if unused and
 * live, under a fresh claim id), creates the profile from the claimed row
 * unless the address has an account by now, and starts a session for that
 * new profile. Two confirmations at once: D1 runs the batches one after the
 * other, the second claims nothing and so creates nothing.
 */
export async function consumeSignUpLink(
  server: ServerContext,
  request: Request,
  token: string,
  now = new Date(),
): Promise<SignUpResult> {
  const { db } = server;
  const tokenHash = await sha256Hex(token);
  const claimId = crypto.randomUUID();
  const userId = crypto.randomUUID();
  const session = await prepareSession(now);
  const at = now.getTime();

  // Raw D1 statements: drizzle's batch takes no INSERT ... SELECT, so the
  // three statements are built with drizzle and batched by D1 itself (atomic).
  const dialect = new SQLiteAsyncDialect();
  const statement = ({ sql: text, params }: { sql: string; params: unknown[] }) =>
    server.env.DB.prepare(text).bind(...params);
  await server.env.DB.batch([
    statement(
      db
        .update(signUpTokens)
        .set({ usedAt: now, claimId })
        .where(and(eq(signUpTokens.tokenHash, tokenHash), isNull(signUpTokens.usedAt), gt(signUpTokens.expiresAt, now)))
        .toSQL(),
    ),
    statement(
      dialect.sqlToQuery(sql`
        INSERT INTO ${profiles} (${sql.identifier(profiles.id.name)}, ${sql.identifier(profiles.email.name)}, ${sql.identifier(profiles.createdAt.name)}, ${sql.identifier(profiles.updatedAt.name)})
        SELECT ${userId}, ${signUpTokens.email}, ${at}, ${at} FROM ${signUpTokens}
        WHERE ${signUpTokens.tokenHash} = ${tokenHash} AND ${signUpTokens.claimId} = ${claimId}
          AND NOT EXISTS (SELECT 1 FROM ${profiles} WHERE ${profiles.email} = ${signUpTokens.email})`),
    ),
    statement(
      dialect.sqlToQuery(sql`
        INSERT INTO ${sessions} (${sql.identifier(sessions.tokenHash.name)}, ${sql.identifier(sessions.userId.name)}, ${sql.identifier(sessions.expiresAt.name)}, ${sql.identifier(sessions.createdAt.name)})
        SELECT ${session.tokenHash}, ${profiles.id}, ${session.expiresAt.getTime()}, ${at} FROM ${profiles}
        WHERE ${profiles.id} = ${userId}`),
    ),
  ]);

  const created = await db.query.profiles.findFirst({ where: eq(profiles.id, userId) });
  if (created) {
    await recordAudit(server, {
      action: "auth.sign_up",
      actorId: created.id,
      actorEmail: created.email,
      details: { method: "email_link" },
    });
    return { ok: true, cookie: session.cookie, landing: landingPathForProfile(created, server.env) };
  }

  const row = await db.query.signUpTokens.findFirst({ where: eq(signUpTokens.tokenHash, tokenHash) });
  const reason: Exclude<SignUpResult, { ok: true }>["reason"] = !row
    ? "invalid"
    : row.claimId === claimId
      ? "taken"
      : row.usedAt
        ? "used"
        : row.expiresAt.getTime() <= now.getTime()
          ? "expired"
          : "invalid";
  await recordAuditFrom(
    server,
    { request },
    { action: "auth.sign_in_failed", details: { method: "email_sign_up_link", reason: `link_${reason}` } },
  );
  return { ok: false, reason, refusal: SIGN_UP_LINK_REFUSALS[reason] };
}
