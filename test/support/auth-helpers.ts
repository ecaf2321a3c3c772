/**
 * Signed-in people and requests for the workerd tests: the database and server context, session
 * cookies (`cookieFor`, `signedInMember`, `signedInAdmin`, `firstFactorCookieFor`), `call` (a request
 * as our pages send it), and for the auth*.test.ts files a client for the OAuth provider stand-in
 * (scripts/stand-ins/oauth.mjs, a Node HTTP server started by vitest's globalSetup) and a router env
 * with the provider configured. Only the network boundary is replaced: arctic and our code run as in
 * production and send real HTTP requests to the stand-in.
 */
import { env } from "cloudflare:test";
import { createServerContext } from "../../app/.server/context.server";
import { createSession } from "../../app/.server/auth/session.server";
import { newInvitation } from "../../app/.server/auth/passkeys/invitations.server";
import { database } from "../../db";
import { adminInvitations } from "../../db/schema";
import { api } from "../../worker/api";
import type { OAuthStandInConsent, OAuthStandInUser, RecordedOAuthRequest } from "../../scripts/stand-ins/oauth.mjs";
import { appFetch, type SendRequest } from "./browser";
import { insertAdmin, insertProfile } from "./factories";

export const db = () => database(env.DB);
export const server = () => createServerContext(env);

/** A signed-in session's Cookie header for the user (an admin's has shown its passkey). */
export async function cookieFor(userId: string, now = new Date()): Promise<string> {
  const { cookie } = await createSession(createServerContext(env), userId, now, { secondFactorAt: now });
  return cookie.split(";")[0];
}

export async function signedInAdmin() {
  const admin = await insertAdmin(db(), { email: `admin.${crypto.randomUUID().slice(0, 8)}@example.com` });
  return { admin, cookie: await cookieFor(admin.id) };
}

export async function signedInMember() {
  const member = await insertProfile(db());
  return { member, cookie: await cookieFor(member.id) };
}

/** A request to the app as our pages send it; `via` another front door (e.g. `oneLimitWindow().fetch`). */
export function call(
  path: string,
  { cookie, json, via = appFetch, ...init }: RequestInit & { cookie?: string; json?: unknown; via?: SendRequest } = {},
) {
  const headers = new Headers(init.headers);
  if (cookie) headers.set("Cookie", cookie);
  let body = init.body;
  if (json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(json);
  }
  return via(`https://app.test${path}`, { ...init, headers, body });
}

export const toBase64 = (text: string | Uint8Array) => {
  const bytes = typeof text === "string" ? new TextEncoder().encode(text) : text;
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

/** Where the stand-in listens, e.g. http://127.0.0.1:PORT (vitest.config.ts chooses the port). */
export const PROVIDER_ORIGIN = env.OAUTH_STANDIN_ORIGIN;
export const CLIENT_ID = "test-client-id.apps.example";
export const CLIENT_SECRET = "test-client-secret";

/** The app's env with Google configured to a stand-in's endpoints (by default the shared one). */
export function oauthEnv(overrides: Partial<Record<string, string>> = {}, origin = PROVIDER_ORIGIN): Env {
  return {
    ...env,
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
    OAUTH_GOOGLE_AUTHORIZATION_URL: `${origin}/authorize`,
    OAUTH_GOOGLE_TOKEN_URL: `${origin}/token`,
    OAUTH_GOOGLE_USERINFO_URL: `${origin}/userinfo`,
    ...overrides,
  } as Env;
}

/** Calls the /api router (mounted at /api by the Worker) with a chosen env: `callApi("/users/me")`. */
export function callApi(path: string, init: RequestInit = {}, withEnv: Env = env): Promise<Response> {
  return Promise.resolve(api.request(`https://app.test${path}`, init, withEnv));
}

export type UserInfo = OAuthStandInUser;
export type RecordedProviderRequest = RecordedOAuthRequest;

async function control<T>(origin: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${origin}/__control/${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as T & { error?: string };
  if (!res.ok) throw new Error(`OAuth stand-in ${path}: ${res.status} ${answer.error ?? ""}`);
  return answer;
}

/**
 * Drives an OAuth 2.0 + PKCE provider stand-in over its test-control
 * endpoints. Its state is shared by every test file using that stand-in:
 * `reset()` before each test.
 */
export const providerStandIn = (origin: string) => ({
  /** Forgets codes, tokens, recorded requests and failures; registers our test client. */
  async reset(): Promise<void> {
    await control(origin, "reset", { clients: { [CLIENT_ID]: CLIENT_SECRET } });
  },
  /**
   * The person signs in at the provider (client_id, redirect_uri and the PKCE
   * challenge are read from the app's authorization URL): returns the code it
   * redirects back with. Throws if the provider would refuse the URL.
   */
  async authorize(redirectUrl: string, user: UserInfo): Promise<string> {
    const { code } = await control<OAuthStandInConsent>(origin, "authorize", { redirectUrl, user });
    return code;
  },
  /** While on, the userinfo endpoint answers 503. */
  async failUserInfo(on = true): Promise<void> {
    await control(origin, "fail-userinfo", { on });
  },
  /** While on, the token endpoint answers 503 (an outage, not an OAuth error). */
  async failToken(on = true): Promise<void> {
    await control(origin, "fail-token", { on });
  },
  /** While on, the endpoint never answers (the app's timeout decides). */
  async hang(endpoint: "token" | "userinfo", on = true): Promise<void> {
    await control(origin, "hang", { endpoint, on });
  },
  /** Every request the app made to the provider since the last reset, oldest first. */
  requests(): Promise<RecordedProviderRequest[]> {
    return control<RecordedProviderRequest[]>(origin, "requests");
  },
});

/** The stand-in the auth*.test.ts files share. */
export const oauthProvider = providerStandIn(PROVIDER_ORIGIN);

/** `name=value` pairs for a Cookie header, from a response's Set-Cookie headers. */
export function cookiesFrom(res: Response): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const header of res.headers.getSetCookie()) {
    const [pair] = header.split(";");
    const eq = pair.indexOf("=");
    jar[pair.slice(0, eq).trim()] = pair.slice(eq + 1).trim();
  }
  return jar;
}

export function cookieHeader(jar: Record<string, string>): string {
  return Object.entries(jar)
    .filter(([, value]) => value !== "")
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
}

export function setCookieFor(res: Response, name: string): string | undefined {
  return res.headers.getSetCookie().find((header) => header.startsWith(`${name}=`));
}

/** A session that signed in (email link, Google) but has not shown a second factor yet. */
export async function firstFactorCookieFor(userId: string, now = new Date()): Promise<string> {
  const { cookie } = await createSession(createServerContext(env), userId, now);
  return cookie.split(";")[0];
}

/**
 * An enrollment code for an admin's first passkey, stored as `npm run admin:invite` stores
 * it (docs/decisions/0049-second-factor-invitations-and-stable-order.md); `now` moves its expiry.
 */
export async function invitationFor(email: string, now = new Date()): Promise<string> {
  const { code, row } = await newInvitation(email, now);
  await database(env.DB).insert(adminInvitations).values(row);
  return code;
}
