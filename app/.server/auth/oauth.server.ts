import { generateCodeVerifier, generateState, OAuth2RequestError } from "arctic";
import { and, eq } from "drizzle-orm";
import { oauthAccounts, profiles, type Profile } from "../../../db/schema";
import { recordAudit, recordAuditFrom } from "../audit.server";
import type { ServerContext } from "../context.server";
import { ServiceError } from "../errors.server";
import type { Refusal } from "../../domain/refusals";
import { readCookie, serializeCookie } from "./cookies.server";
import { createAuthorizationUrl, resolveProvider, type OAuthIdentity } from "./providers.server";
import { createSession } from "./session.server";

/** `state` (with the provider id) and the PKCE verifier live 10 minutes, HttpOnly. */
export const OAUTH_STATE_COOKIE = "__Host-cf_oauth_state";
export const OAUTH_VERIFIER_COOKIE = "__Host-cf_oauth_verifier";
const OAUTH_COOKIE_TTL_S = 10 * 60;

/** Step 1: where to send the browser, and the cookies that remember state and verifier. */
export function startOAuth(server: ServerContext, providerId: string) {
  const provider = resolveProvider(server.env, providerId);
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const redirectUrl = createAuthorizationUrl(provider, state, codeVerifier).toString();
  return {
    redirectUrl,
    cookies: [
      serializeCookie(OAUTH_STATE_COOKIE, `${provider.config.id}.${state}`, { maxAge: OAUTH_COOKIE_TTL_S }),
      serializeCookie(OAUTH_VERIFIER_COOKIE, codeVerifier, { maxAge: OAUTH_COOKIE_TTL_S }),
    ],
  };
}

/** The cookies that end an OAuth attempt, whatever its outcome. */
export function clearOAuthCookies(): string[] {
  return [
    serializeCookie(OAUTH_STATE_COOKIE, "", { maxAge: 0 }),
    serializeCookie(OAUTH_VERIFIER_COOKIE, "", { maxAge: 0 }),
  ];
}

type Failure = { status: 400 | 401 | 403 | 502 | 503; refusal: Refusal; reason: string };

/**
 * Step 2: checks `state` against its cookie, exchanges the code (arctic, with
 * PKCE), reads the provider's userinfo, then finds or creates the account by
 * verified email and starts a session. Every failure is audited.
 */
export async function completeOAuth(
  server: ServerContext,
  request: Request,
  input: { code?: unknown; state?: unknown },
): Promise<{ cookie: string; expiresAt: Date; profile: Profile }> {
  const code = typeof input.code === "string" ? input.code.trim() : "";
  const state = typeof input.state === "string" ? input.state : "";
  const stateCookie = readCookie(request, OAUTH_STATE_COOKIE) ?? "";
  const codeVerifier = readCookie(request, OAUTH_VERIFIER_COOKIE);
  const dot = stateCookie.indexOf(".");
  const providerId = dot > 0 ? stateCookie.slice(0, dot) : null;
  const expectedState = dot > 0 ? stateCookie.slice(dot + 1) : "";

  const fail = async (failure: Failure, identity?: { id?: string; email?: string }): Promise<never> => {
    await recordAuditFrom(
      server,
      { request },
      {
        action: "auth.sign_in_failed",
        actorId: identity?.id ?? null,
        actorEmail: identity?.email ?? null,
        details: { method: "oauth", provider: providerId, reason: failure.reason },
      },
    );
    throw ServiceError.refusing(failure.status, failure.refusal);
  };

  if (!code) return fail({ status: 400, refusal: { code: "oauthNoCode" }, reason: "missing_code" });
  if (!providerId || !codeVerifier || !state || !timingSafeEqual(state, expectedState)) {
    return fail({ status: 400, refusal: { code: "oauthUnverifiedState" }, reason: "state_mismatch" });
  }
  const provider = resolveProvider(server.env, providerId);
  const label = provider.config.label;

  let accessToken: string;
  try {
    const tokens = await withinTimeout(
      provider.client.validateAuthorizationCode(provider.endpoints.token, code, codeVerifier),
      provider.timeoutMs,
    );
    accessToken = tokens.accessToken();
  } catch (error) {
    if (error instanceof OAuth2RequestError) {
      return fail({
        status: 401,
        refusal: { code: "oauthFailed", values: { provider: label } },
        reason: `token_${error.code}`,
      });
    }
    return fail({
      status: 502,
      refusal: { code: "oauthUnreachable", values: { provider: label } },
      reason: "token_unavailable",
    });
  }

  let identity: OAuthIdentity | null = null;
  try {
    const res = await fetch(provider.endpoints.userinfo, {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" },
      signal: AbortSignal.timeout(provider.timeoutMs),
    });
    if (res.ok) identity = provider.config.parseUserInfo((await res.json()) as Record<string, unknown>);
    else await res.body?.cancel();
  } catch {
    identity = null;
  }
  if (!identity) {
    return fail({
      status: 502,
      refusal: { code: "oauthUnreadable", values: { provider: label } },
      reason: "userinfo_unavailable",
    });
  }
  if (!identity.emailVerified) {
    return fail({
      status: 403,
      refusal: { code: "oauthUnverifiedEmail", values: { provider: label } },
      reason: "email_unverified",
    });
  }

  const profile = await findOrCreateOAuthProfile(server, provider.config.id, identity);
  const { cookie, expiresAt } = await createSession(server, profile.id);
  await recordAudit(server, {
    action: "auth.sign_in",
    actorId: profile.id,
    actorEmail: profile.email,
    details: { method: "oauth", provider: provider.config.id },
  });
  return { cookie, expiresAt, profile };
}

/** Linked account first; otherwise the profile with this verified email (linked now); otherwise a new one. */
export async function findOrCreateOAuthProfile(
  server: ServerContext,
  provider: string,
  identity: OAuthIdentity,
): Promise<Profile> {
  const { db } = server;
  const linked = await db
    .select({ profile: profiles })
    .from(oauthAccounts)
    .innerJoin(profiles, eq(profiles.id, oauthAccounts.userId))
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, identity.providerUserId)))
    .get();
  if (linked) return linked.profile;

  const existing = await db.query.profiles.findFirst({ where: eq(profiles.email, identity.email) });
  if (existing) {
    await db
      .insert(oauthAccounts)
      .values({ provider, providerUserId: identity.providerUserId, userId: existing.id })
      .onConflictDoNothing();
    return existing;
  }

  const id = crypto.randomUUID();
  try {
    await db.batch([
      db.insert(profiles).values({
        id,
        email: identity.email,
        givenName: identity.givenName,
        fullName: identity.fullName,
      }),
      db.insert(oauthAccounts).values({ provider, providerUserId: identity.providerUserId, userId: id }),
    ]);
  } catch (error) {
    // A parallel first sign-in may have created the profile a moment ago.
    const raced = await db.query.profiles.findFirst({ where: eq(profiles.email, identity.email) });
    if (!raced) throw error;
    return raced;
  }
  const created = await db.query.profiles.findFirst({ where: eq(profiles.id, id) });
  if (!created) throw ServiceError.refusing(500, { code: "somethingWrong" });
  return created;
}

/** arctic takes no abort signal: stop waiting for the token answer after `ms` (the provider counts as unreachable). */
function withinTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("ProviderTimeout")), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length || a.length === 0) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
