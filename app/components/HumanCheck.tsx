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

const SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";
let scriptLoading: Promise<Turnstile> | null = null;

function loadTurnstile(): Promise<Turnstile> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  scriptLoading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("Turnstile missing")));
    script.onerror = () => {
      scriptLoading = null;
      reject(new Error("Turnstile unavailable"));
    };
    document.head.appendChild(script);
  });
  return scriptLoading;
}

/**
 * Bot protection for forms that make us email someone (docs/security.md).
 * Renders nothing while Turnstile is off. When on, it shows a challenge only
 * if Cloudflare needs one ("interaction-only"); inside a <form> the token
 * travels in the hidden `cf-turnstile-response` field Turnstile adds, and
 * `onToken` hands it to forms that post JSON. Forms pass the root loader's
 * key (`useTurnstileSiteKey()`).
 */
export function HumanCheck({ siteKey, onToken }: { siteKey: string | null; onToken?: (token: string) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;

  useEffect(() => {
    if (!siteKey || !container.current) return;
    let widgetId: string | undefined;
    let cancelled = false;
    loadTurnstile()
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
  }, [siteKey]);

  return siteKey ? <div ref={container} className="human-check" /> : null;
}
