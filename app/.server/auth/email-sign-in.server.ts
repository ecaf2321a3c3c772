import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type * as v from "valibot";
import { profiles, signInTokens, type Profile } from "../../../db/schema";
import { type emailSchema } from "../../domain/common";
import { EMAIL_LINK_TTL_MINUTES, type LINK_MESSAGES, RESEND_WAIT_SECONDS } from "../../domain/sign-in";
import { LINK_REFUSALS, type Refusal } from "../../domain/refusals";
import { recordAudit, recordAuditFrom } from "../audit.server";
import type { ServerContext } from "../context.server";
import { randomToken, sha256Hex } from "../crypto.server";
import { announceEmails, enqueueEmailStatement } from "../email/outbox.server";
import { sealEmailBody } from "../email/sealed-body.server";
import { resendWaitAfter, sendSignUpLink, type ResendWait } from "./email-sign-up.server";
import { adminEmails, isAdminProfile, landingPathForProfile } from "./roles.server";
import { createSession } from "./session.server";
import { emailLinkUrl, linkEmail } from "./link-email.server";
import { log } from "../../utils/log";
import type { CarriedLang } from "../../utils/carried-lang";

/**
 * Passwordless email sign-in (docs/decisions/0004-sign-in.md): a known address gets a
 * single-use link (256-bit token, stored hashed, 15 minutes). Nobody is
 * signed in because they typed an address.
 */
export const SIGN_IN_LINK_TTL_MS = EMAIL_LINK_TTL_MINUTES * 60 * 1000;
/** One link per account per wait (the page's resend countdown), however often the form asks. */
const RESEND_INTERVAL_MS = RESEND_WAIT_SECONDS * 1000;

/** An address its door has checked with `emailSchema` (trimmed, lower-cased as the schema makes it). */
type CheckedEmail = { email: v.InferOutput<typeof emailSchema> };

export type LinkStatus = "valid" | keyof typeof LINK_MESSAGES;

/** Which link a visitor asked for: the sign-in page offers either; `POST /api/check-email` names one. */
export type LinkAsked = "either" | "sign-in" | "sign-up";

/**
 * The sign-in page and `POST /api/check-email` (which answers the same whatever this finds).
 * A known address is sent a sign-in link; any other a sign-up link, unless only a sign-in
 * link was asked for (then nothing is sent); no account is created here.
 * `resendIn`: a link went to this address a moment ago, so none was sent now (the page says so).
 */
export async function checkEmail(
  server: ServerContext,
  { email, lang = "en", asked = "either" }: CheckedEmail & { lang?: CarriedLang; asked?: LinkAsked },
): Promise<{ exists: boolean; email: string; resendIn: ResendWait }> {
  const profile = await server.db.query.profiles.findFirst({ where: eq(profiles.email, email) });
  let resendIn: ResendWait = null;
  if (profile) resendIn = await sendSignInLink(server, profile, lang);
  else if (asked !== "sign-in") resendIn = await sendSignUpLink(server, email, lang);
  return { exists: Boolean(profile), email, resendIn };
}

/**
 * `POST /api/admin-login`: the same link, only for admin addresses. The
 * answer never says whether the address is an admin's.
 */
export async function startAdminSignIn(server: ServerContext, { email }: CheckedEmail): Promise<{ ok: true }> {
  let profile = await server.db.query.profiles.findFirst({ where: eq(profiles.email, email) });
  if (!profile && adminEmails(server.env).has(email)) {
    // The designated support address may sign in before it has a profile;
    // the link only ever goes to that mailbox.
    [profile] = await server.db.insert(profiles).values({ email }).onConflictDoNothing().returning();
    profile ??= await server.db.query.profiles.findFirst({ where: eq(profiles.email, email) });
  }
  if (profile && isAdminProfile(profile, server.env)) await sendSignInLink(server, profile);
  return { ok: true };
}

async function sendSignInLink(
  server: ServerContext,
  profile: Profile,
  lang: CarriedLang = "en",
  now = new Date(),
): Promise<ResendWait> {
  const { db, env } = server;
  const recent = await db
    .select({ createdAt: signInTokens.createdAt })
    .from(signInTokens)
    .where(
      and(
        eq(signInTokens.userId, profile.id),
        isNull(signInTokens.usedAt),
        gt(signInTokens.createdAt, new Date(now.getTime() - RESEND_INTERVAL_MS)),
      ),
    )
    .orderBy(desc(signInTokens.createdAt))
    .get();
  if (recent) return resendWaitAfter(recent.createdAt, now);

  const token = randomToken();
  const link = emailLinkUrl(env.APP_URL, token, lang);
  const email = linkEmail(lang, "signIn", link, profile.givenName);
  // The body holds a live token: the outbox keeps it sealed, never in plain text.
  const text = await sealEmailBody(env, email.text);
  const [, queued] = await db.batch([
    db.insert(signInTokens).values({
      tokenHash: await sha256Hex(token),
      userId: profile.id,
      expiresAt: new Date(now.getTime() + SIGN_IN_LINK_TTL_MS),
      createdAt: now,
    }),
    enqueueEmailStatement(server, {
      kind: "sign_in_link",
      to: profile.email,
      subject: email.subject,
      text,
      relatedUserId: profile.id,
    }),
  ]);
  announceEmails(
    server,
    queued.map((row) => row.id),
  );
  if (env.ENVIRONMENT === "development") {
    // Local development only (docs/decisions/0004-sign-in.md): the link is also in the outbox.
    log.info(`[dev] Sign-in link: ${link}`);
  }
  return null;
}

/** Looks at a link without using it (the page shows its state before the person confirms). */
async function inspectSignInLink(server: ServerContext, token: string, now = new Date()): Promise<LinkStatus> {
  if (!token) return "invalid";
  const row = await server.db.query.signInTokens.findFirst({
    where: eq(signInTokens.tokenHash, await sha256Hex(token)),
  });
  if (!row) return "invalid";
  if (row.usedAt) return "used";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  return "valid";
}

/**
 * Uses a link: one atomic UPDATE marks it used only if it is unused and live,
 * so two clicks at once cannot both sign in.
 */
export async function consumeSignInLink(
  server: ServerContext,
  request: Request,
  token: string,
  now = new Date(),
): Promise<
  { ok: true; cookie: string; landing: string } | { ok: false; status: Exclude<LinkStatus, "valid">; refusal: Refusal }
> {
  const { db } = server;
  const tokenHash = token ? await sha256Hex(token) : "";
  const [claimed] = tokenHash
    ? await db
        .update(signInTokens)
        .set({ usedAt: now })
        .where(and(eq(signInTokens.tokenHash, tokenHash), isNull(signInTokens.usedAt), gt(signInTokens.expiresAt, now)))
        .returning({ userId: signInTokens.userId })
    : [];
  if (!claimed) {
    const status = await inspectSignInLink(server, token, now);
    const failed = status === "valid" ? "invalid" : status; // lost a race to another click
    await recordAuditFrom(
      server,
      { request },
      { action: "auth.sign_in_failed", details: { method: "email_link", reason: `link_${failed}` } },
    );
    return { ok: false, status: failed, refusal: LINK_REFUSALS[failed] };
  }
  const profile = await db.query.profiles.findFirst({ where: eq(profiles.id, claimed.userId) });
  if (!profile) return { ok: false, status: "invalid", refusal: LINK_REFUSALS.invalid };
  const { cookie } = await createSession(server, profile.id, now);
  await recordAudit(server, {
    action: "auth.sign_in",
    actorId: profile.id,
    actorEmail: profile.email,
    details: { method: "email_link" },
  });
  return { ok: true, cookie, landing: landingPathForProfile(profile, server.env) };
}
