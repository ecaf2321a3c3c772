/**
 * The browser side of a session (docs/product.md#accounts): <AuthProvider> keeps
 * a signed-in session fresh (on sign-in, every 30 minutes, on focus). The root
 * loader's `user` stays the source of truth for what pages render; sign-in and
 * sign-out are plain form posts. The call itself lives in auth-requests.ts,
 * loaded on first use: a signed-out visitor never needs it.
 */
import { useNavigate } from "@remix-run/react";
import { useCallback, useEffect, type ReactNode } from "react";
import type { SessionUser } from "./user";

export const REFRESH_INTERVAL_MS = 1800 * 1000;

const loadRequests = () => import("./auth-requests");

export function AuthProvider({ user, children }: { user: SessionUser | null; children: ReactNode }) {
  const navigate = useNavigate();
  const userId = user?.id ?? null;

  const refresh = useCallback(async () => {
    // A module that fails to load (offline) is a failed refresh, as a failed call is.
    const result = await loadRequests().then(
      (calls) => calls.refreshSession(),
      () => "failed" as const,
    );
    if (result === "expired") navigate("/sign-in");
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

  return <>{children}</>;
}
