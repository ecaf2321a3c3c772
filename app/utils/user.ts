import { useRouteLoaderData } from "@remix-run/react";

/** What every page may know about the signed-in person (root loader). */
export type SessionUser = {
  id: string;
  email: string;
  givenName: string | null;
  role: "member" | "admin";
  onboardingCompleted: boolean;
};

export type RootData = {
  user: SessionUser | null;
  /** Cloudflare Turnstile's public site key; null while bot protection is off. */
  turnstileSiteKey: string | null;
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
