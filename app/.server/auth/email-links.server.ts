import { eq } from "drizzle-orm";
import type * as v from "valibot";
import { profiles, signInTokens } from "../../../db/schema";
import type { ServerContext } from "../context.server";
import { sha256Hex } from "../crypto.server";
import { assertHuman, humanCheckToken, type HumanCheckField } from "../human-check.server";
import { checkEmail, consumeSignInLink, LINK_MESSAGES } from "./email-sign-in.server";
import { consumeSignUpLink, inspectSignUpLink, SIGN_UP_LINK_MESSAGES } from "./email-sign-up.server";
import { enforceRateLimit } from "./rate-limit.server";
import { type emailLinkRequestSchema } from "../../domain/sign-in";

/** Every call that emails a sign-in or sign-up link shares one per-IP budget. */
export const EMAIL_LINK_RATE_SCOPE = "email-sign-in";

/**
 * Asks for an emailed link (the sign-in page and `POST /api/check-email`):
 * per-IP limit, then the address, then the human check (Turnstile, when on),
 * then a sign-in link for a known address or a sign-up link for a new one.
 */
export async function requestEmailLink(
  server: ServerContext,
  request: Request,
  input: v.InferOutput<typeof emailLinkRequestSchema> & HumanCheckField,
): Promise<{ exists: boolean; email: string }> {
  await enforceRateLimit(server, request, EMAIL_LINK_RATE_SCOPE);
  const { email } = input;
  await assertHuman(server, humanCheckToken(input), request.headers.get("CF-Connecting-IP"));
  return checkEmail(server, { email });
}

export type EmailLinkView =
  | { kind: "sign-in" | "sign-up"; email: string; error: null }
  | { kind: "sign-in" | "sign-up" | null; email: null; error: string };

/** What /auth/link shows before the person confirms: which kind of link, for which address, or why it cannot be used. */
export async function inspectEmailLink(server: ServerContext, token: string, now = new Date()): Promise<EmailLinkView> {
  if (!token) return { kind: null, email: null, error: LINK_MESSAGES.invalid };
  const signIn = await server.db
    .select({ usedAt: signInTokens.usedAt, expiresAt: signInTokens.expiresAt, email: profiles.email })
    .from(signInTokens)
    .innerJoin(profiles, eq(profiles.id, signInTokens.userId))
    .where(eq(signInTokens.tokenHash, await sha256Hex(token)))
    .get();
  if (signIn) {
    if (signIn.usedAt) return { kind: "sign-in", email: null, error: LINK_MESSAGES.used };
    if (signIn.expiresAt.getTime() <= now.getTime())
      return { kind: "sign-in", email: null, error: LINK_MESSAGES.expired };
    return { kind: "sign-in", email: signIn.email, error: null };
  }
  const signUp = await inspectSignUpLink(server, token, now);
  if (!signUp) return { kind: null, email: null, error: LINK_MESSAGES.invalid };
  if (signUp.status !== "valid") return { kind: "sign-up", email: null, error: SIGN_UP_LINK_MESSAGES[signUp.status] };
  return { kind: "sign-up", email: signUp.email, error: null };
}

/** Uses a link of either kind: `{ok, cookie, landing}` or the message to show (a failure audited within the sender's budget). */
export async function followEmailLink(
  server: ServerContext,
  request: Request,
  token: string,
  now = new Date(),
): Promise<{ ok: true; cookie: string; landing: string } | { ok: false; message: string }> {
  if (token && (await inspectSignUpLink(server, token, now))) return consumeSignUpLink(server, request, token, now);
  return consumeSignInLink(server, request, token, now);
}
