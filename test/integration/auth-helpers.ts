/**
 * Shared by the auth*.test.ts files: a local stand-in for an OAuth provider's
 * HTTP endpoints (token + userinfo), cookie helpers, and a router env with
 * the provider configured. Only the network boundary is replaced: arctic and
 * our code run as in production and send real HTTP requests to it.
 */
import { env } from "cloudflare:test";
import { vi } from "vitest";
import { createServerContext } from "../../app/.server/context";
import { createSession } from "../../app/.server/auth/session.server";
import { api } from "../../worker/api";

export const PROVIDER_ORIGIN = "https://oauth-provider.test";
export const CLIENT_ID = "test-client-id.apps.example";
export const CLIENT_SECRET = "test-client-secret";

/** The app's env with Google configured to the stand-in's endpoints. */
export function oauthEnv(overrides: Partial<Record<string, string>> = {}): Env {
  return {
    ...env,
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
    OAUTH_GOOGLE_AUTHORIZATION_URL: `${PROVIDER_ORIGIN}/authorize`,
    OAUTH_GOOGLE_TOKEN_URL: `${PROVIDER_ORIGIN}/token`,
    OAUTH_GOOGLE_USERINFO_URL: `${PROVIDER_ORIGIN}/userinfo`,
    ...overrides,
  } as Env;
}

/** Calls the /api router (mounted at /api by the Worker) with a chosen env: `callApi("/users/me")`. */
export function callApi(path: string, init: RequestInit = {}, withEnv: Env = env): Promise<Response> {
  return Promise.resolve(api.request(`https://app.test${path}`, init, withEnv));
}

export type UserInfo = { sub: string; email: string; email_verified: boolean | string; given_name?: string; name?: string };

async function s256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return btoa(String.fromCharCode(...new Uint8Array(digest)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/**
 * Behaves like an OAuth 2.0 + PKCE provider: `authorize()` plays the person
 * consenting on the provider's page and returns a code; the token endpoint
 * checks client credentials, redirect URI and the PKCE verifier; userinfo
 * checks the bearer token.
 */
export class FakeOAuthProvider {
  readonly requests: { path: string; method: string }[] = [];
  private codes = new Map<string, { user: UserInfo; challenge: string; redirectUri: string }>();
  private accessTokens = new Map<string, UserInfo>();
  failUserInfo = false;

  /** The person signs in at the provider: returns the code it redirects back with. */
  authorize(redirectUrl: string, user: UserInfo): string {
    const url = new URL(redirectUrl);
    const p = url.searchParams;
    if (`${url.origin}${url.pathname}` !== `${PROVIDER_ORIGIN}/authorize`) throw new Error(`unexpected authorize URL ${url}`);
    if (p.get("client_id") !== CLIENT_ID || p.get("response_type") !== "code") throw new Error("bad client");
    if (p.get("code_challenge_method") !== "S256" || !p.get("code_challenge")) throw new Error("PKCE missing");
    const code = `code-${crypto.randomUUID()}`;
    this.codes.set(code, { user, challenge: p.get("code_challenge")!, redirectUri: p.get("redirect_uri")! });
    return code;
  }

  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    this.requests.push({ path: url.pathname, method: request.method });
    if (url.pathname === "/token" && request.method === "POST") return this.token(request);
    if (url.pathname === "/userinfo" && request.method === "GET") return this.userinfo(request);
    return new Response("not found", { status: 404 });
  }

  private async token(request: Request): Promise<Response> {
    const invalid = (error: string, status = 400) => Response.json({ error }, { status });
    if (!request.headers.get("Content-Type")?.startsWith("application/x-www-form-urlencoded")) {
      return invalid("invalid_request");
    }
    if (request.headers.get("Authorization") !== `Basic ${btoa(`${CLIENT_ID}:${CLIENT_SECRET}`)}`) {
      return invalid("invalid_client", 401);
    }
    const form = new URLSearchParams(new TextDecoder().decode(await request.arrayBuffer()));
    if (form.get("grant_type") !== "authorization_code") return invalid("unsupported_grant_type");
    const grant = this.codes.get(form.get("code") ?? "");
    if (!grant) return invalid("invalid_grant");
    this.codes.delete(form.get("code")!); // codes are single use
    if (form.get("redirect_uri") !== grant.redirectUri) return invalid("invalid_grant");
    if ((await s256(form.get("code_verifier") ?? "")) !== grant.challenge) return invalid("invalid_grant");
    const accessToken = `at-${crypto.randomUUID()}`;
    this.accessTokens.set(accessToken, grant.user);
    return Response.json({ access_token: accessToken, token_type: "Bearer", expires_in: 3599, scope: "openid email profile" });
  }

  private userinfo(request: Request): Response {
    if (this.failUserInfo) return new Response("unavailable", { status: 503 });
    const token = request.headers.get("Authorization")?.replace(/^Bearer /, "") ?? "";
    const user = this.accessTokens.get(token);
    if (!user) return Response.json({ error: "invalid_token" }, { status: 401 });
    return Response.json(user);
  }
}

/**
 * Routes outgoing requests for the stand-in's origin to it; anything else
 * goes out unchanged. Returns a restore function.
 */
export function installProvider(provider: FakeOAuthProvider): () => void {
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).origin === PROVIDER_ORIGIN) return provider.handle(request);
    return realFetch(input, init);
  });
  return () => spy.mockRestore();
}

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

/** A session cookie header for the user, as the architecture guide says. */
export async function sessionCookieFor(userId: string, now?: Date): Promise<string> {
  const { cookie } = await createSession(createServerContext(env), userId, now);
  return cookie.split(";")[0];
}
