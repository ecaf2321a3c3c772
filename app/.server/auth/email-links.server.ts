import { eq } from "drizzle-orm";
import type * as v from "valibot";
import { profiles, signInTokens } from "../../../db/schema";
import type { ServerContext } from "../context.server";
import { sha256Hex } from "../crypto.server";
import { assertHuman, humanCheckToken, type HumanCheckField } from "../human-check.server";
import { checkEmail, consumeSignInLink, type LinkAsked } from "./email-sign-in.server";
import { consumeSignUpLink, inspectSignUpLink, type ResendWait } from "./email-sign-up.server";
import { LINK_REFUSALS, SIGN_UP_LINK_REFUSALS, type Refusal } from "../../domain/refusals";
import { enforceAddressRateLimit, enforceRateLimit } from "./rate-limit.server";
import { type emailLinkRequestSchema } from "../../domain/sign-in";
import type { CarriedLang } from "../../utils/carried-lang";

const EMAIL_LINK_RATE_SCOPE = "email-link";

/**
 * Every call that emails a sign-in or sign-up link shares one per-IP budget
 * (EMAIL_LINK_IP_LIMITER): loose, so many people behind one office or carrier IP
 * can each make a first try. Spent before the body is read.
 */
export function enforceEmailLinkIpBudget(server: ServerContext, request: Request): Promise<void> {
  return enforceRateLimit(server, request, EMAIL_LINK_RATE_SCOPE, { binding: "EMAIL_LINK_IP_LIMITER" });
}

/**
 * And one tight budget per address (EMAIL_LINK_ADDRESS_LIMITER), so nobody floods an inbox.
 * Spent after the human check: a bot cannot use up a person's budget.
 */
export function enforceEmailLinkAddressBudget(server: ServerContext, email: string): Promise<void> {
  return enforceAddressRateLimit(server, email, EMAIL_LINK_RATE_SCOPE, {
    binding: "EMAIL_LINK_ADDRESS_LIMITER",
    refusal: { code: "emailLinkAddressLimited" },
  });
}

/**
 * Asks for an emailed link (the sign-in page and `POST /api/check-email`):
 * the IP's budget, the human check (Turnstile, when on), the address's budget,
 * then a sign-in link for a known address or a sign-up link for a new one (`intent`: only the kind asked for).
 */
export async function requestEmailLink(
  server: ServerContext,
  request: Request,
  input: v.InferOutput<typeof emailLinkRequestSchema> & HumanCheckField & { intent?: LinkAsked },
  /** The page's language, kept in the emailed link (docs/decisions/0046-language-carried-to-sign-in.md). */
  lang: CarriedLang = "en",
): Promise<{ exists: boolean; email: string; resendIn: ResendWait }> {
  await enforceEmailLinkIpBudget(server, request);
  const { email } = input;
  await assertHuman(server, humanCheckToken(input), request.headers.get("CF-Connecting-IP"));
  await enforceEmailLinkAddressBudget(server, email);
  return checkEmail(server, { email, lang, asked: input.intent });
}

export type EmailLinkView =
  | { kind: "sign-in" | "sign-up"; email: string; error: null }
  | { kind: "sign-in" | "sign-up" | null; email: null; error: Refusal };

/** What /auth/link shows before the person confirms: which kind of link, for which address, or why it cannot be used. */
export async function inspectEmailLink(server: ServerContext, token: string, now = new Date()): Promise<EmailLinkView> {
  if (!token) return { kind: null, email: null, error: LINK_REFUSALS.invalid };
  const signIn = await server.db
    .select({ usedAt: signInTokens.usedAt, expiresAt: signInTokens.expiresAt, email: profiles.email })
    .from(signInTokens)
    .innerJoin(profiles, eq(profiles.id, signInTokens.userId))
    .where(eq(signInTokens.tokenHash, await sha256Hex(token)))
    .get();
  if (signIn) {
    if (signIn.usedAt) return { kind: "sign-in", email: null, error: LINK_REFUSALS.used };
    if (signIn.expiresAt.getTime() <= now.getTime())
      return { kind: "sign-in", email: null, error: LINK_REFUSALS.expired };
    return { kind: "sign-in", email: signIn.email, error: null };
  }
  const signUp = await inspectSignUpLink(server, token, now);
  if (!signUp) return { kind: null, email: null, error: LINK_REFUSALS.invalid };
  if (signUp.status !== "valid") return { kind: "sign-up", email: null, error: SIGN_UP_LINK_REFUSALS[signUp.status] };
  return { kind: "sign-up", email: signUp.email, error: null };
}

/** Uses a link of either kind: `{ok, cookie, landing}` or the refusal to show (a failure audited within the sender's budget). */
export async function followEmailLink(
  server: ServerContext,
  request: Request,
  token: string,
  now = new Date(),
): Promise<{ ok: true; cookie: string; landing: string } | { ok: false; refusal: Refusal }> {
  if (token && (await inspectSignUpLink(server, token, now))) return consumeSignUpLink(server, request, token, now);
  return consumeSignInLink(server, request, token, now);
}
