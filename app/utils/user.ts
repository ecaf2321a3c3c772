import { useRouteLoaderData } from "@remix-run/react";

/** What every page may know about the signed-in person (root loader). */
export type SessionUser = {
  id: string;
  email: string;
  givenName: string | null;
  role: "member" | "admin";
  onboardingCompleted: boolean;
};

/** `GET /api/users/me` (docs/product.md, API): identity, role and onboarding state, no health data. */
export type ApiUser = {
  id: string;
  email: string;
  role: SessionUser["role"];
  onboarding_completed: boolean;
  user_data: { given_name: string | null; full_name: string | null };
};

export type LandingPath = "/admin-dashboard" | "/dashboard" | "/form";

/** Where a person belongs after signing in: admins, onboarded members, everyone else (docs/product.md). */
export function landingPathFor(user: Pick<SessionUser, "role" | "onboardingCompleted">): LandingPath {
  if (user.role === "admin") return "/admin-dashboard";
  return user.onboardingCompleted ? "/dashboard" : "/form";
}

export type RootData = {
  user: SessionUser | null;
  /** Cloudflare Turnstile's public site key; null while bot protection is off. */
  turnstileSiteKey: string | null;
  /** Where Turnstile's widget script comes from (Cloudflare; the local stand-in in development and tests). */
  turnstileScriptUrl?: string;
  /** The site's public address, for canonical URLs (so public pages need no loader of their own). */
  appUrl: string;
};

export function useOptionalUser(): SessionUser | null {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data?.user ?? null;
}

/** The Turnstile site key for forms that email strangers (null: no human check). */
export function useTurnstileSiteKey(): string | null {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data?.turnstileSiteKey ?? null;
}

/** The Turnstile widget script's address (undefined: Cloudflare's). */
export function useTurnstileScriptUrl(): string | undefined {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data?.turnstileScriptUrl;
}
