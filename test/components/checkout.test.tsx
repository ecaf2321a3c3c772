import { describe, expect, it, vi } from "vitest";
import { checkoutTarget, redirectToCheckout, startCheckout, type CheckoutAnswer } from "~/utils/checkout";

const ANSWER: CheckoutAnswer = {
  session_id: "cs_test_abc123",
  publishable_key: "pk_test_standin",
  checkout_url: "https://checkout.stripe.com/c/pay/cs_test_abc123#checkout",
  session_url: "https://checkout.stripe.com/c/pay/cs_test_abc123",
};

/** A window whose location we can watch; `framedBy` makes it a frame inside another page. */
function fakeWindow({ framedBy }: { framedBy?: { location: { href: string } } } = {}) {
  const win = { location: { href: "https://app.test/pricing", origin: "https://app.test" } } as {
    location: { href: string; origin: string };
    top: unknown;
    self: unknown;
  };
  win.self = win;
  win.top = framedBy ?? win;
  return win as unknown as Parameters<typeof redirectToCheckout>[1] & { location: { href: string } };
}

describe("redirectToCheckout (spec §4 checkout redirect)", () => {
  it("sends the page to the session URL", () => {
    const win = fakeWindow();
    expect(redirectToCheckout(ANSWER, win)).toBe(ANSWER.session_url);
    expect(win.location.href).toBe(ANSWER.session_url);
  });

  it("falls back to the checkout URL when there is no session URL", () => {
    const win = fakeWindow();
    redirectToCheckout({ ...ANSWER, session_url: null }, win);
    expect(win.location.href).toBe(ANSWER.checkout_url);
  });

  it("navigates the top-level page when inside a frame", () => {
    const top = { location: { href: "https://partner.example/" } };
    const win = fakeWindow({ framedBy: top });
    redirectToCheckout(ANSWER, win);
    expect(top.location.href).toBe(ANSWER.session_url);
    expect(win.location.href).toBe("https://app.test/pricing");
  });

  it("navigates the frame itself when the parent refuses top-level navigation", () => {
    const top = {
      location: {
        set href(_: string) {
          throw new DOMException("Blocked", "SecurityError");
        },
      },
    };
    const win = fakeWindow({ framedBy: top as unknown as { location: { href: string } } });
    redirectToCheckout(ANSWER, win);
    expect(win.location.href).toBe(ANSWER.session_url);
  });

  it("rejects a mode mismatch between key and session (live vs test) without navigating", () => {
    for (const answer of [
      { ...ANSWER, publishable_key: "pk_live_standin" },
      { ...ANSWER, session_id: "cs_live_abc123" },
      { ...ANSWER, publishable_key: "sk_test_standin" },
    ]) {
      const win = fakeWindow();
      expect(() => redirectToCheckout(answer, win)).toThrow("Payment configuration error. Please contact support.");
      expect(win.location.href).toBe("https://app.test/pricing");
    }
    expect(checkoutTarget({ ...ANSWER, publishable_key: "pk_live_x", session_id: "cs_live_y" })).toBe(ANSWER.session_url);
  });

  it("says so when there is no URL to fall back to", () => {
    const win = fakeWindow();
    expect(() => redirectToCheckout({ ...ANSWER, session_url: "", checkout_url: null }, win)).toThrow(
      "No checkout URL available for fallback",
    );
    expect(win.location.href).toBe("https://app.test/pricing");
  });

  it("refuses an answer without a session id or key", () => {
    expect(() => checkoutTarget({ ...ANSWER, session_id: undefined })).toThrow(/session id/);
    expect(() => checkoutTarget({ ...ANSWER, publishable_key: "" })).toThrow(/publishable key/);
  });
});

describe("startCheckout", () => {
  it("asks the API for a session by plan name with return URLs on this site, then redirects", async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(ANSWER), { status: 200 }));
    const win = fakeWindow();
    await startCheckout("ESSENTIAL CARE", { fetchImpl, win });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/create-checkout-session");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({
      plan_name: "ESSENTIAL CARE",
      success_url: "https://app.test/payment-success?plan=ESSENTIAL%20CARE&session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "https://app.test/pricing?payment=cancelled",
    });
    expect(win.location.href).toBe(ANSWER.session_url);
  });

  it("throws the server's error and stays on the page", async () => {
    const fetchImpl = vi.fn(
      async () => new Response(JSON.stringify({ error: "Payments are not configured. Please contact support." }), { status: 503 }),
    );
    const win = fakeWindow();
    await expect(startCheckout("PREMIUM CARE", { fetchImpl, win })).rejects.toThrow(
      "Payments are not configured. Please contact support.",
    );
    expect(win.location.href).toBe("https://app.test/pricing");
  });
});
