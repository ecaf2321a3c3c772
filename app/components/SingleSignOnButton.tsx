import { useState } from "react";
import { useAuth } from "~/utils/auth-client";

/**
 * "Continue with Google": asks the API for the provider's URL and goes there.
 * For the sign-in entry (/form); shows a message when single sign-on is unavailable.
 */
export function SingleSignOnButton({
  provider = "google",
  label = "Continue with Google",
}: {
  provider?: string;
  label?: string;
}) {
  const { login, state } = useAuth();
  const [failed, setFailed] = useState(false);
  return (
    <div className="sso">
      <button
        type="button"
        className="btn btn-secondary"
        disabled={state === "pending"}
        onClick={async () => setFailed(!(await login(provider)))}
      >
        {state === "pending" ? "Redirecting..." : label}
      </button>
      {failed ? (
        <p className="field-error" role="alert">
          This sign-in option is not available right now. Please sign in with your email instead.
        </p>
      ) : null}
    </div>
  );
}
