import { useEffect, useRef } from "react";

/** Turnstile's browser API, loaded on demand from challenges.cloudflare.com. */
type Turnstile = {
  render(container: HTMLElement, options: Record<string, unknown>): string;
  remove(widgetId: string): void;
};
declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

/** Turnstile runs in the browser: without JavaScript the check cannot pass, so the page says so. */
export const HUMAN_CHECK_NEEDS_JAVASCRIPT =
  "This form checks that you are a person, which needs JavaScript. Turn it on, or use Google sign-in, which works without it.";

/** Cloudflare's widget script; development and the tests may point at the local stand-in (root loader). */
const TURNSTILE_SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";
/** One load per script address (the page asks once, however many widgets it shows). */
const scriptLoading = new Map<string, Promise<Turnstile>>();

function loadTurnstile(scriptUrl: string): Promise<Turnstile> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  let loading = scriptLoading.get(scriptUrl);
  if (!loading) {
    loading = new Promise((resolve, reject) => {
      const script = document.createElement("script");
      script.src = scriptUrl;
      script.async = true;
      script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("Turnstile missing")));
      script.onerror = () => {
        scriptLoading.delete(scriptUrl);
        reject(new Error("Turnstile unavailable"));
      };
      document.head.appendChild(script);
    });
    scriptLoading.set(scriptUrl, loading);
  }
  return loading;
}

/**
 * Bot protection for forms that make us email someone (docs/security.md).
 * Renders nothing while Turnstile is off. When on, it shows a challenge only
 * if Cloudflare needs one ("interaction-only"); inside a <form> the token
 * travels in the hidden `cf-turnstile-response` field Turnstile adds, and
 * `onToken` hands it to forms that post JSON. Forms pass the root loader's
 * key and script (`useTurnstileSiteKey()`, `useTurnstileScriptUrl()`).
 */
export function HumanCheck({
  siteKey,
  scriptUrl = TURNSTILE_SCRIPT_URL,
  onToken,
}: {
  siteKey: string | null;
  scriptUrl?: string;
  onToken?: (token: string) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;

  useEffect(() => {
    if (!siteKey || !container.current) return;
    let widgetId: string | undefined;
    let cancelled = false;
    loadTurnstile(scriptUrl)
      .then((turnstile) => {
        if (cancelled || !container.current) return;
        widgetId = turnstile.render(container.current, {
          sitekey: siteKey,
          appearance: "interaction-only",
          "response-field-name": "cf-turnstile-response",
          callback: (token: string) => onTokenRef.current?.(token),
          "expired-callback": () => onTokenRef.current?.(""),
        });
      })
      .catch(() => {
        // The server refuses the form with a plain message; nothing to show here.
      });
    return () => {
      cancelled = true;
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [siteKey, scriptUrl]);

  if (!siteKey) return null;
  return (
    <div ref={container} className="human-check">
      <noscript>
        <p className="hint">{HUMAN_CHECK_NEEDS_JAVASCRIPT}</p>
      </noscript>
    </div>
  );
}
