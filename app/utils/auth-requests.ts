/**
 * The browser's calls to the /api auth endpoints (docs/product.md#accounts,
 * docs/product.md#api, docs/product.md#messages), with the spec's console
 * messages and de-duplication of concurrent user fetches and code exchanges.
 * Kept apart from <AuthProvider> (auth-client.tsx), which loads this module only
 * when a call is due, so an anonymous first visit downloads no API client.
 */
import { api } from "./api-client";
import { landingPathFor, type ApiUser } from "./user";
import { log } from "./log";

export type { ApiUser } from "./user";

export const AUTH_ERRORS = {
  noCode: "Cannot exchange code for session token: no code provided in the URL search params",
  fetchUser: (status: number) => `Failed to fetch user: API responded with HTTP status ${status}`,
  exchange: (status: number) => `Failed to exchange code for session token: API responded with HTTP status ${status}`,
  refresh: "Session refresh failed",
  expired: "Session expired, user will be redirected to login",
} as const;

let userInFlight: Promise<ApiUser | null> | null = null;
let exchangeInFlight: { code: string; promise: Promise<void> } | null = null;

/** The signed-in user, or null when signed out. One request at a time. */
export function fetchCurrentUser(): Promise<ApiUser | null> {
  userInFlight ??= (async () => {
    try {
      const res = await api.users.me.$get();
      if (res.status === 401) return null;
      if (!res.ok) {
        log.error(AUTH_ERRORS.fetchUser(res.status));
        throw new Error(AUTH_ERRORS.fetchUser(res.status));
      }
      return await res.json();
    } finally {
      userInFlight = null;
    }
  })();
  return userInFlight;
}

/** Exchanges `?code=…&state=…` for a session cookie. A second call for the same code joins the first. */
export function exchangeCodeForSession(search: string | URLSearchParams): Promise<void> {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const code = params.get("code");
  if (!code) return Promise.reject(new Error(AUTH_ERRORS.noCode));
  if (exchangeInFlight?.code === code) return exchangeInFlight.promise;
  const promise = (async () => {
    const res = await api.sessions.$post({ json: { code, state: params.get("state") } });
    if (!res.ok) {
      log.error(AUTH_ERRORS.exchange(res.status));
      throw new Error(AUTH_ERRORS.exchange(res.status));
    }
  })();
  exchangeInFlight = { code, promise };
  return promise;
}

/** `ok`, `expired` (401: the person must sign in again) or `failed`. */
export async function refreshSession(): Promise<"ok" | "expired" | "failed"> {
  try {
    const res = await api["refresh-session"].$post();
    if (res.status === 401) {
      log.warn(AUTH_ERRORS.expired);
      return "expired";
    }
    if (!res.ok) throw new Error(String(res.status));
    return "ok";
  } catch {
    log.error(AUTH_ERRORS.refresh);
    return "failed";
  }
}

/** Where a signed-in person goes after signing in, from the API's answer. */
export function landingPathForUser(user: Pick<ApiUser, "role" | "onboarding_completed">): string {
  return landingPathFor({ role: user.role, onboardingCompleted: user.onboarding_completed });
}
