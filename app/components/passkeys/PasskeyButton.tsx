import { KeyRound } from "lucide-react";
import { useState } from "react";
import { PASSKEY_PAGE_MESSAGES } from "~/domain/passkeys";
import { useHydrated } from "../useHydrated";

/**
 * A button that runs a passkey ceremony. Until the page's script runs it is
 * disabled and says why (a ceremony needs the browser's WebAuthn API), so a
 * browser without JavaScript reads the fallback, never a dead button.
 */
export function PasskeyButton({
  label,
  busyLabel,
  run,
  variant = "btn-primary",
}: {
  label: string;
  busyLabel: string;
  /** The ceremony: null when it worked, otherwise the message to show. */
  run: () => Promise<string | null>;
  variant?: "btn-primary" | "btn-secondary";
}) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onClick() {
    setBusy(true);
    setError(null);
    const message = await run().catch(() => "Something went wrong. Please try again.");
    setError(message);
    setBusy(false);
  }

  return (
    <div className="passkey-button">
      <button type="button" className={`btn ${variant}`} disabled={!hydrated || busy} onClick={onClick}>
        <KeyRound aria-hidden="true" size={16} /> {busy ? busyLabel : label}
      </button>
      {hydrated ? null : <p className="hint">{PASSKEY_PAGE_MESSAGES.needsJavaScript}</p>}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
