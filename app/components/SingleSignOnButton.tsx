import { useAuth } from "~/utils/auth-client";

/** "Continue with Google": asks the API for the provider's URL and goes there. */
export function SingleSignOnButton({ provider = "google", label = "Continue with Google" }: { provider?: string; label?: string }) {
  const { login, state } = useAuth();
  return (
    <button type="button" className="btn btn-secondary" onClick={() => void login(provider)} disabled={state === "pending"}>
      {state === "pending" ? "Redirecting..." : label}
    </button>
  );
}
