import { useRouteLoaderData } from "@remix-run/react";

/** What every page may know about the signed-in person (root loader). */
export type SessionUser = {
  id: string;
  email: string;
  givenName: string | null;
  role: "member" | "admin";
  onboardingCompleted: boolean;
};

export type RootData = { user: SessionUser | null };

export function useOptionalUser(): SessionUser | null {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data?.user ?? null;
}
