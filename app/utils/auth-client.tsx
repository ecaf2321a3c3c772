/**
 * The browser side of a session (docs/product.md#accounts): an <AuthProvider>
 * that keeps a signed-in session fresh (on sign-in, every 30 minutes, on focus)
 * and starts sign-in and sign-out. The root loader's `user` stays the source of
 * truth for what pages render. The calls themselves live in auth-requests.ts,
 * loaded on first use: a signed-out visitor who never signs in never needs them.
 */
import { useNavigate } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { SessionUser } from "./user";

export const REFRESH_INTERVAL_MS = 1800 * 1000;

const loadRequests = () => import("./auth-requests");

export type AuthState = "pending" | "signed_in" | "signed_out";

export type AuthContextValue = {
  user: SessionUser | null;
  state: AuthState;
  /** Sends the browser to the provider's sign-in page; false when that is not possible right now. */
  login(provider?: string): Promise<boolean>;
  /** Clears the local user at once, then ends the session on the server. */
  logout(): Promise<void>;
  refresh(): Promise<"ok" | "expired" | "failed">;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ user: loaderUser, children }: { user: SessionUser | null; children: ReactNode }) {
  const navigate = useNavigate();
  const [signedOutLocally, setSignedOutLocally] = useState(false);
  const [pending, setPending] = useState(false);
  const user = signedOutLocally ? null : loaderUser;
  const userId = user?.id ?? null;

  // A new loader user (signed in, or someone else) makes the local sign-out moot.
  useEffect(() => setSignedOutLocally(false), [loaderUser?.id]);

  const refresh = useCallback(async () => {
    // A module that fails to load (offline) is a failed refresh, as a failed call is.
    const result = await loadRequests().then(
      (calls) => calls.refreshSession(),
      () => "failed" as const,
    );
    if (result === "expired") {
      setSignedOutLocally(true);
      navigate("/sign-in");
    }
    return result;
  }, [navigate]);

  // Refresh on sign-in, every 30 minutes, and whenever the window regains focus.
  useEffect(() => {
    if (!userId) return;
    void refresh();
    const timer = window.setInterval(() => void refresh(), REFRESH_INTERVAL_MS);
    const onFocus = () => void refresh();
    window.addEventListener("focus", onFocus);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("focus", onFocus);
    };
  }, [userId, refresh]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      state: pending ? "pending" : user ? "signed_in" : "signed_out",
      refresh,
      async login(provider = "google") {
        setPending(true);
        try {
          window.location.assign(await (await loadRequests()).getLoginRedirectUrl(provider));
          return true;
        } catch {
          setPending(false); // a refused call is logged by getLoginRedirectUrl
          return false;
        }
      },
      async logout() {
        setSignedOutLocally(true);
        await loadRequests().then(
          (calls) => calls.logoutRequest(),
          () => undefined,
        );
        navigate("/"); // a navigation re-runs the root loader: the header follows
      },
    }),
    [user, pending, refresh, navigate],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The auth context; throws outside <AuthProvider> (docs/product.md#messages). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used within an AuthProvider");
  return value;
}
