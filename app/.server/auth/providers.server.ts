import { CodeChallengeMethod, OAuth2Client } from "arctic";
import { allowsStandIns } from "../environment.server";
import { notFound, ServiceError } from "../errors.server";

/**
 * Single sign-on providers (docs/decisions/0004-sign-in.md). Adding one is a new entry here:
 * its endpoints, scopes, credentials and how to read its userinfo answer.
 * Endpoints that tests and local development replace with a stand-in are
 * read from the environment (e.g. OAUTH_GOOGLE_TOKEN_URL) only there
 * (allowsStandIns); a deployed Worker always uses the real ones.
 */
export type OAuthIdentity = {
  providerUserId: string;
  email: string;
  emailVerified: boolean;
  givenName: string | null;
  fullName: string | null;
};

type EndpointName = "authorization" | "token" | "userinfo";

type OAuthProviderConfig = {
  id: string;
  label: string;
  endpoints: Record<EndpointName, string>;
  scopes: string[];
  clientIdVar: string;
  clientSecretVar: string;
  parseUserInfo(data: Record<string, unknown>): OAuthIdentity | null;
};

const str = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value.trim() : null);

const OAUTH_PROVIDERS: Record<string, OAuthProviderConfig> = {
  google: {
    id: "google",
    label: "Google",
    endpoints: {
      authorization: "https://accounts.google.com/o/oauth2/v2/auth",
      token: "https://oauth2.googleapis.com/token",
      userinfo: "https://openidconnect.googleapis.com/v1/userinfo",
    },
    scopes: ["openid", "email", "profile"],
    clientIdVar: "GOOGLE_CLIENT_ID",
    clientSecretVar: "GOOGLE_CLIENT_SECRET",
    parseUserInfo(data) {
      const sub = str(data.sub);
      const email = str(data.email);
      if (!sub || !email) return null;
      return {
        providerUserId: sub,
        email: email.toLowerCase(),
        // Google sends a boolean; older answers carried the string "true".
        emailVerified: data.email_verified === true || data.email_verified === "true",
        givenName: str(data.given_name),
        fullName: str(data.name),
      };
    },
  },
};

export type ResolvedProvider = {
  config: OAuthProviderConfig;
  client: OAuth2Client;
  endpoints: Record<EndpointName, string>;
  redirectUri: string;
  /** How long sign-in waits for the provider's token and userinfo answers. */
  timeoutMs: number;
};

/** A provider that has not answered by then is down for this sign-in: the person is told, and may try again. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** The provider's arctic client and endpoints for this environment; 404 if unknown, 503 if not configured. */
export function resolveProvider(env: Env, providerId: string): ResolvedProvider {
  const config = Object.hasOwn(OAUTH_PROVIDERS, providerId) ? OAUTH_PROVIDERS[providerId] : undefined;
  if (!config) throw notFound();
  const vars = env as unknown as Record<string, string | undefined>;
  const clientId = vars[config.clientIdVar];
  const clientSecret = vars[config.clientSecretVar];
  if (!clientId || !clientSecret) {
    throw ServiceError.refusing(503, { code: "providerUnavailable", values: { provider: config.label } });
  }
  const endpoints = { ...config.endpoints };
  for (const name of allowsStandIns(env) ? (Object.keys(endpoints) as EndpointName[]) : []) {
    const override = vars[`OAUTH_${config.id.toUpperCase()}_${name.toUpperCase()}_URL`];
    if (override) endpoints[name] = override;
  }
  const redirectUri = new URL("/auth/callback", env.APP_URL).toString();
  // Beside a stand-in only (tests): a shorter wait, so a test can watch a hung provider being given up on.
  const shorter = allowsStandIns(env) ? Number(vars.OAUTH_TIMEOUT_MS) : 0;
  const timeoutMs = shorter > 0 ? shorter : PROVIDER_TIMEOUT_MS;
  return { config, client: new OAuth2Client(clientId, clientSecret, redirectUri), endpoints, redirectUri, timeoutMs };
}

export function createAuthorizationUrl(provider: ResolvedProvider, state: string, codeVerifier: string): URL {
  return provider.client.createAuthorizationURLWithPKCE(
    provider.endpoints.authorization,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    provider.config.scopes,
  );
}
