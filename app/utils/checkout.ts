/**
 * Client side of spec §4 "Checkout redirect" for API clients of
 * `POST /api/create-checkout-session`. The Remix UI posts to /checkout instead
 * (the server redirects); this helper serves code that holds the JSON answer.
 *
 * We do not load Stripe's script (D9 CSP): the session's own URL is the
 * redirect. Before leaving, the key and session must be in the same mode
 * (live vs test, by prefix), as spec §5 requires.
 */
import { PAYMENT_MESSAGES } from "~/schemas/payments";

export type CheckoutAnswer = {
  session_id?: string | null;
  publishable_key?: string | null;
  checkout_url?: string | null;
  session_url?: string | null;
};

type Mode = "live" | "test";

export function keyMode(publishableKey: string): Mode | null {
  if (publishableKey.startsWith("pk_live_")) return "live";
  if (publishableKey.startsWith("pk_test_")) return "test";
  return null;
}

export function sessionMode(sessionId: string): Mode | null {
  if (sessionId.startsWith("cs_live_")) return "live";
  if (sessionId.startsWith("cs_test_")) return "test";
  return null;
}

/** The URL to send the browser to, or an Error with the spec's message. */
export function checkoutTarget(answer: CheckoutAnswer): string {
  if (!answer.session_id) throw new Error("Missing checkout session id");
  if (!answer.publishable_key) throw new Error("Missing payment publishable key");
  const key = keyMode(answer.publishable_key);
  if (!key || key !== sessionMode(answer.session_id)) throw new Error(PAYMENT_MESSAGES.configuration);
  const url = answer.session_url || answer.checkout_url;
  if (!url) throw new Error(PAYMENT_MESSAGES.noFallbackUrl);
  return url;
}

type Navigable = Pick<Window, "location"> & { top: Pick<Window, "location"> | null; self: unknown };

/**
 * Sends the browser to Stripe Checkout; inside a frame, the top-level page
 * navigates (Checkout refuses to be framed). Throws like `checkoutTarget`.
 */
export function redirectToCheckout(answer: CheckoutAnswer, win: Navigable = window): string {
  const url = checkoutTarget(answer);
  const framed = win.top !== null && win.top !== win.self;
  if (framed) {
    try {
      win.top!.location.href = url;
      return url;
    } catch {
      // A cross-origin parent may refuse: navigate this frame instead.
    }
  }
  win.location.href = url;
  return url;
}

/**
 * Creates a Checkout Session through the API and redirects. The server decides
 * type and amount from the plan name; the return URLs are on this site.
 */
export async function startCheckout(
  planName: string,
  { fetchImpl = fetch, win = window }: { fetchImpl?: typeof fetch; win?: Navigable & Pick<Window, "location"> } = {},
): Promise<string> {
  const origin = win.location.origin;
  const res = await fetchImpl("/api/create-checkout-session", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    credentials: "same-origin",
    body: JSON.stringify({
      plan_name: planName,
      success_url: `${origin}/payment-success?plan=${encodeURIComponent(planName)}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/pricing?payment=cancelled`,
    }),
  });
  const body = (await res.json().catch(() => ({}))) as CheckoutAnswer & { error?: string };
  if (!res.ok) throw new Error(body.error || `Checkout failed with HTTP status ${res.status}`);
  return redirectToCheckout(body, win);
}
