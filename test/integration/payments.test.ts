/**
 * Checkout, payment status and the customer portal, with the real `stripe`
 * SDK (fetch HTTP client) talking to the local stand-in for Stripe's API
 * (scripts/stand-ins/stripe.mjs), which records what it was asked.
 */
import { env } from "cloudflare:test";
import { appFetch, type SendRequest } from "../support/browser";
import { oneLimitWindow } from "../support/rate-limits";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { describe, expect, it, vi } from "vitest";
import { catalogPrice } from "../../app/.server/payments/catalog.server";
import { createServerContext } from "../../app/.server/context.server";
import { createSession } from "../../app/.server/auth/session.server";
import { createCheckoutSession } from "../../app/.server/payments/checkout.server";
import { stripeClient } from "../../app/.server/payments/stripe.server";
import { CONCIERGE_PLANS, findPlan, NEW_MEMBER_LOOKUP_KEY, NEW_MEMBER_OFFER } from "../../app/data/plans";
import { database } from "../../db";
import { insertProfile } from "../support/factories";
import { payments, profiles } from "../../db/schema";
import { action as checkoutAction } from "../../app/routes/checkout";
import { api } from "../../worker/api";
import type { RecordedStripeRequest } from "../../scripts/stand-ins/stripe.mjs";
import { refusalBody } from "../support/refusal-body";

const APP = "https://app.test";
const standInBase = () => (env as unknown as { STRIPE_API_BASE: string }).STRIPE_API_BASE;
const db = () => database(env.DB);

async function member(overrides: Parameters<typeof insertProfile>[1] = {}) {
  const profile = await insertProfile(db(), overrides);
  const { cookie } = await createSession(createServerContext(env), profile.id);
  return { profile, cookie: cookie.split(";")[0] };
}

/** Everything the stand-in was asked on behalf of one member (tests run side by side). */
async function askedFor(userId: string, path?: string): Promise<RecordedStripeRequest[]> {
  const all = (await (await fetch(`${standInBase()}/__standin/requests`)).json()) as RecordedStripeRequest[];
  return all.filter(
    (r) => (r.body.client_reference_id === userId || r.body.metadata?.user_id === userId) && (!path || r.path === path),
  );
}

async function setStandInSession(sessionId: string, fields: Record<string, unknown>) {
  const res = await fetch(`${standInBase()}/__standin/sessions/${sessionId}`, {
    method: "POST",
    body: JSON.stringify(fields),
  });
  expect(res.status).toBe(200);
}

function postCheckout(body: unknown, cookie?: string, send: SendRequest = appFetch) {
  return send(`${APP}/api/create-checkout-session`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** The stand-in's catalog price for a lookup key, as `npm run stripe:setup` made it (globalSetup). */
async function catalogPriceOf(lookupKey: string): Promise<{ id: string; unit_amount: number; recurring: unknown }> {
  const res = await fetch(`${standInBase()}/v1/prices?lookup_keys[0]=${lookupKey}`, {
    headers: { Authorization: "Bearer sk_test_standin" },
  });
  const { data } = (await res.json()) as { data: { id: string; unit_amount: number; recurring: unknown }[] };
  expect(data).toHaveLength(1);
  return data[0];
}

type Answer = { session_id: string; publishable_key: string; checkout_url: string; session_url: string };

describe("POST /api/create-checkout-session", () => {
  it("answers 401 to a visitor and asks Stripe nothing", async () => {
    const res = await postCheckout({ plan_name: "ESSENTIAL CARE" });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(refusalBody("Please sign in to continue."));
  });

  it("charges the catalog's amount and type whatever the client sends, and records an open payment", async () => {
    const { profile, cookie } = await member();
    const res = await postCheckout(
      { plan_name: "ESSENTIAL CARE", plan_type: "one_time", amount: 1, success_url: undefined, cancel_url: undefined },
      cookie,
    );
    expect(res.status).toBe(200);
    const answer = (await res.json()) as Answer;
    expect(answer.session_id).toMatch(/^cs_test_/);
    expect(answer.publishable_key).toBe("pk_test_standin");
    expect(answer.session_url).toBe(`${standInBase()}/c/pay/${answer.session_id}`);
    expect(answer.checkout_url).toBe(answer.session_url);

    const [created] = await askedFor(profile.id, "/v1/checkout/sessions");
    expect(created.authorization).toBe("Bearer sk_test_standin");
    expect(created.body).toMatchObject({
      mode: "subscription",
      client_reference_id: profile.id,
      metadata: { user_id: profile.id, plan_name: "ESSENTIAL CARE" },
      subscription_data: { metadata: { user_id: profile.id, plan_name: "ESSENTIAL CARE" } },
      success_url: `${APP}/payment-success?plan=ESSENTIAL%20CARE&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${APP}/pricing?payment=cancelled`,
    });
    // The catalog's price by lookup key: no inline product or amount is sent.
    const price = await catalogPriceOf(findPlan("ESSENTIAL CARE")!.lookupKey);
    expect(created.body.line_items).toEqual([{ quantity: "1", price: price.id }]);
    expect(price.unit_amount).toBe(4900);
    expect(await askedFor(profile.id, "/v1/products")).toEqual([]);

    const row = await db().query.payments.findFirst({ where: eq(payments.stripeSessionId, answer.session_id) });
    expect(row).toMatchObject({
      userId: profile.id,
      planName: "ESSENTIAL CARE",
      planType: "subscription",
      amountCents: 4900,
      status: "open",
    });
  });

  it("sells CARE ACCESS as a one-time $149 payment even when told it is a $1 subscription", async () => {
    const { profile, cookie } = await member();
    // A member who has paid before: the new-member price is no longer theirs.
    await db()
      .insert(payments)
      .values({
        userId: profile.id,
        stripeSessionId: `cs_test_${crypto.randomUUID().replaceAll("-", "")}`,
        planName: "ESSENTIAL CARE",
        planType: "subscription",
        amountCents: 4900,
        status: "paid",
      });
    const res = await postCheckout({ plan_name: "care access", plan_type: "subscription", amount: 1 }, cookie);
    expect(res.status).toBe(200);
    const [created] = await askedFor(profile.id, "/v1/checkout/sessions");
    expect(created.body.mode).toBe("payment");
    const price = await catalogPriceOf("care_access_one_time");
    expect(created.body.line_items).toEqual([{ quantity: "1", price: price.id }]);
    expect(price).toMatchObject({ unit_amount: 14900, recurring: null });
    expect(created.body.subscription_data).toBeUndefined();
    expect(created.body.payment_intent_data).toEqual({ metadata: { user_id: profile.id, plan_name: "CARE ACCESS" } });
  });

  it("prices every catalog plan from app/data/plans.ts", async () => {
    for (const plan of CONCIERGE_PLANS) {
      const { profile, cookie } = await member();
      expect((await postCheckout({ plan_name: plan.name, amount: 5 }, cookie)).status).toBe(200);
      const [created] = await askedFor(profile.id, "/v1/checkout/sessions");
      // A new member: Care Access at the new-member price, the memberships at theirs.
      const oneTime = plan.type === "one_time";
      const price = await catalogPriceOf(oneTime ? NEW_MEMBER_LOOKUP_KEY : plan.lookupKey);
      expect(created.body.line_items[0].price).toBe(price.id);
      expect(price.unit_amount).toBe((oneTime ? NEW_MEMBER_OFFER : plan.amount) * 100);
      expect(created.body.mode).toBe(plan.type === "subscription" ? "subscription" : "payment");
    }
  });

  it("creates the member's Stripe customer once and reuses it on the next checkout", async () => {
    const { profile, cookie } = await member({ fullName: "Reuse Customer" });
    const first = (await (await postCheckout({ plan_name: "ESSENTIAL CARE" }, cookie)).json()) as Answer;
    const second = (await (await postCheckout({ plan_name: "PREMIUM CARE" }, cookie)).json()) as Answer;
    expect(first.session_id).not.toBe(second.session_id);

    const customers = await askedFor(profile.id, "/v1/customers");
    expect(customers).toHaveLength(1);
    expect(customers[0].body).toMatchObject({ email: profile.email, name: "Reuse Customer" });

    const stored = await db().query.profiles.findFirst({ where: eq(profiles.id, profile.id) });
    expect(stored?.stripeCustomerId).toMatch(/^cus_/);
    const sessions = await askedFor(profile.id, "/v1/checkout/sessions");
    expect(sessions.map((s) => s.body.customer)).toEqual([stored!.stripeCustomerId, stored!.stripeCustomerId]);
  });

  it("uses a customer already on the profile without creating one", async () => {
    const existing = await stripeClient(env).customers.create({ email: "existing@example.com" });
    const { profile, cookie } = await member({ stripeCustomerId: existing.id });
    expect((await postCheckout({ plan_name: "PREMIUM CARE" }, cookie)).status).toBe(200);
    expect(await askedFor(profile.id, "/v1/customers")).toHaveLength(0);
    const [created] = await askedFor(profile.id, "/v1/checkout/sessions");
    expect(created.body.customer).toBe(existing.id);
  });

  it("only allows return addresses on our own origin (the request's or APP_URL's)", async () => {
    const { profile, cookie } = await member();
    for (const body of [
      {
        plan_name: "ESSENTIAL CARE",
        success_url: "https://evil.example/payment-success?session_id={CHECKOUT_SESSION_ID}",
      },
      { plan_name: "ESSENTIAL CARE", cancel_url: "https://evil.example/pricing" },
      { plan_name: "ESSENTIAL CARE", success_url: "javascript:alert(1)" },
      { plan_name: "ESSENTIAL CARE", success_url: "//evil.example/x" },
    ]) {
      const res = await postCheckout(body, cookie);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: "Return addresses must be on this site." });
    }
    expect(await askedFor(profile.id, "/v1/checkout/sessions")).toHaveLength(0);

    const own = `${APP}/payment-success?plan=ESSENTIAL%20CARE&session_id={CHECKOUT_SESSION_ID}`;
    const appUrl = `${new URL(env.APP_URL).origin}/pricing?payment=cancelled`;
    const res = await postCheckout({ plan_name: "ESSENTIAL CARE", success_url: own, cancel_url: appUrl }, cookie);
    expect(res.status).toBe(200);
    const [created] = await askedFor(profile.id, "/v1/checkout/sessions");
    expect(created.body).toMatchObject({ success_url: own, cancel_url: appUrl });
  });

  it("refuses unknown plans and the quote-only Insurance Bundle with 400", async () => {
    const { profile, cookie } = await member();
    const unknown = await postCheckout({ plan_name: "GOLD CARE", amount: 1 }, cookie);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: "Please choose one of our plans." });
    const bundle = await postCheckout({ plan_name: "Insurance Bundle" }, cookie);
    expect(bundle.status).toBe(400);
    expect(((await bundle.json()) as { error: string }).error).toMatch(/personalized quote/);
    const missing = await postCheckout({}, cookie);
    expect(missing.status).toBe(400);
    expect(await askedFor(profile.id)).toHaveLength(0);
  });

  it("limits checkout creation per member: the 11th in a minute draws 429 with Retry-After and reaches no Stripe", async () => {
    const { profile, cookie } = await member();
    // One limiter window for the whole burst: a wall-clock window rolling over mid-burst would let the 11th pass.
    const inWindow = oneLimitWindow().fetch;
    const codes = [];
    for (let i = 0; i < 11; i++) codes.push(await postCheckout({ plan_name: "ESSENTIAL CARE" }, cookie, inWindow));
    expect(codes.map((res) => res.status)).toEqual([...Array(10).fill(200), 429]);
    expect(codes[10].headers.get("Retry-After")).toBe("60");
    expect(await askedFor(profile.id, "/v1/checkout/sessions")).toHaveLength(10);
  });

  it("answers 503 'Payments are not configured' without Stripe keys, and writes nothing", async () => {
    const { profile, cookie } = await member();
    const unconfigured = { ...env, STRIPE_SECRET_KEY: "", STRIPE_PUBLISHABLE_KEY: "" };
    const res = await api.request(
      "/create-checkout-session",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: cookie },
        body: JSON.stringify({ plan_name: "ESSENTIAL CARE" }),
      },
      unconfigured,
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual(refusalBody("Payments are not configured. Please contact support."));

    const status = await api.request("/payment-status/cs_test_abc123", { headers: { Cookie: cookie } }, unconfigured);
    expect(status.status).toBe(503);
    expect(await status.json()).toEqual(refusalBody("Payments are not configured. Please contact support."));

    await expect(
      createCheckoutSession(createServerContext(unconfigured), profile.id, { plan_name: "PREMIUM CARE" }, APP),
    ).rejects.toMatchObject({ status: 503, message: "Payments are not configured. Please contact support." });
    expect(await db().query.payments.findFirst({ where: eq(payments.userId, profile.id) })).toBeUndefined();
    expect(await askedFor(profile.id)).toHaveLength(0);
  });
});

describe("the Stripe catalog must match the page", () => {
  const stripeWith = (prices: Partial<Stripe.Price>[]) =>
    ({ prices: { list: async () => ({ data: prices }) } }) as unknown as Stripe;

  it("a price missing, or of another amount than the page shows, refuses checkout with the configuration message", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (const prices of [[], [{ id: "price_x", unit_amount: 5900, currency: "usd" }]]) {
        await expect(catalogPrice(stripeWith(prices), "essential_care_monthly", 4900)).rejects.toMatchObject({
          status: 500,
          message: "Payment configuration error. Please contact support.",
        });
      }
      expect(errors.mock.calls.map((call) => JSON.parse(String(call[0])).name)).toEqual([
        "StripeCatalogMismatch",
        "StripeCatalogMismatch",
      ]);
      const price = { id: "price_ok", unit_amount: 4900, currency: "usd" };
      await expect(catalogPrice(stripeWith([price]), "essential_care_monthly", 4900)).resolves.toEqual(price);
    } finally {
      errors.mockRestore();
    }
  });
});

describe("Stripe key and session modes must match (a live key never pays a test session)", () => {
  const mixedUp = { ...env, STRIPE_PUBLISHABLE_KEY: "pk_live_mixedup" };

  it("the API refuses with the configuration message and records no payment", async () => {
    const { profile, cookie } = await member();
    const res = await api.request(
      "/create-checkout-session",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: cookie },
        body: JSON.stringify({ plan_name: "ESSENTIAL CARE" }),
      },
      mixedUp,
    );
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual(refusalBody("Payment configuration error. Please contact support."));
    expect(await db().query.payments.findFirst({ where: eq(payments.userId, profile.id) })).toBeUndefined();
  });

  it("a publishable key of neither mode is refused too", async () => {
    const { profile } = await member();
    await expect(
      createCheckoutSession(
        createServerContext({ ...env, STRIPE_PUBLISHABLE_KEY: "not-a-key" }),
        profile.id,
        { plan_name: "PREMIUM CARE" },
        APP,
      ),
    ).rejects.toMatchObject({ status: 500, message: "Payment configuration error. Please contact support." });
  });

  it("POST /checkout sends the member back to the plans with the configuration message, not to Stripe", async () => {
    const { cookie } = await member();
    const request = new Request(`${APP}/checkout`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      body: "plan_name=PREMIUM+CARE",
    });
    const context = { server: createServerContext(mixedUp) } as unknown as Parameters<
      typeof checkoutAction
    >[0]["context"];
    const res = await checkoutAction({ request, context, params: {} });
    expect(res.headers.get("Location")).toBe("/pricing?error=checkout&reason=configuration");
    const page = await (await appFetch(`${APP}/pricing?error=checkout&reason=configuration`)).text();
    expect(page).toContain("Payment configuration error. Please contact support.");
  });
});

describe("GET /api/payment-status/{session_id}", () => {
  async function checkout(cookie: string, plan = "ESSENTIAL CARE") {
    return ((await (await postCheckout({ plan_name: plan }, cookie)).json()) as Answer).session_id;
  }
  const status = (sessionId: string, cookie?: string, send: SendRequest = appFetch) =>
    send(`${APP}/api/payment-status/${sessionId}`, { headers: cookie ? { Cookie: cookie } : {} });

  it("reads the session from Stripe: completed once paid, Stripe's status before", async () => {
    const { cookie } = await member();
    const sessionId = await checkout(cookie);
    const before = await status(sessionId, cookie);
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual({ status: "unpaid" });

    await setStandInSession(sessionId, { status: "complete", payment_status: "paid" });
    expect(await (await status(sessionId, cookie)).json()).toEqual({ status: "completed" });

    await setStandInSession(sessionId, { payment_status: "no_payment_required" });
    expect(await (await status(sessionId, cookie)).json()).toEqual({ status: "completed" });
  });

  it("answers 401 to a visitor", async () => {
    const { cookie } = await member();
    const sessionId = await checkout(cookie);
    expect((await status(sessionId)).status).toBe(401);
  });

  it("answers 404 for someone else's session, even a paid one", async () => {
    const owner = await member();
    const other = await member();
    const sessionId = await checkout(owner.cookie);
    await setStandInSession(sessionId, { status: "complete", payment_status: "paid" });
    const res = await status(sessionId, other.cookie);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(refusalBody("Payment not found", { code: "notFound" }));
  });

  /** Every time Stripe was asked for one session. */
  const stripeLookupsOf = async (sessionId: string) =>
    ((await (await fetch(`${standInBase()}/__standin/requests`)).json()) as RecordedStripeRequest[]).filter(
      (r) => r.method === "GET" && r.path === `/v1/checkout/sessions/${sessionId}`,
    );

  it("answers 404 for a session we have no row for, without asking Stripe, even when Stripe names the member", async () => {
    const owner = await member();
    const other = await member();
    const sessionId = await checkout(owner.cookie);
    await db().delete(payments).where(eq(payments.stripeSessionId, sessionId));
    expect((await status(sessionId, other.cookie)).status).toBe(404);
    expect((await status(sessionId, owner.cookie)).status).toBe(404);
    expect(await stripeLookupsOf(sessionId)).toEqual([]);
  });

  it("answers 404 for unknown and malformed session ids", async () => {
    const { cookie } = await member();
    expect((await status("cs_test_doesnotexist", cookie)).status).toBe(404);
    expect((await status("not-a-session", cookie)).status).toBe(404);
  });

  it("40 look-ups of unknown sessions make no Stripe call and draw 429s with Retry-After", async () => {
    const { cookie } = await member();
    const ids = Array.from({ length: 40 }, () => `cs_test_${crypto.randomUUID().replaceAll("-", "")}`);
    const inWindow = oneLimitWindow().fetch; // one limiter window for the whole burst
    const answers = [];
    for (const id of ids) answers.push(await status(id, cookie, inWindow));
    const codes = answers.map((res) => res.status);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(codes.slice(10)).toEqual(Array(30).fill(429));
    expect(answers[10].headers.get("Retry-After")).toBe("60");
    expect(await answers[10].json()).toEqual(refusalBody("Too many attempts. Please wait a minute and try again."));
    for (const id of ids) expect(await stripeLookupsOf(id)).toEqual([]);
    // Another member's budget is their own.
    const { cookie: otherCookie } = await member();
    expect((await status(ids[0], otherCookie, inWindow)).status).toBe(404);
  });
});

describe("POST /checkout (the pricing page and the form post here)", () => {
  const postForm = (fields: Record<string, string>, cookie?: string) =>
    appFetch(`${APP}/checkout`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });

  it("sends a signed-out visitor to sign in with the plan kept", async () => {
    const res = await postForm({ plan_name: "PREMIUM CARE" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/sign-in?plan=PREMIUM%20CARE");
  });

  it("redirects a member to the Stripe Checkout page of a new session", async () => {
    const { profile, cookie } = await member();
    const res = await postForm({ plan_name: "PREMIUM CARE", amount: "1" }, cookie);
    expect(res.status).toBe(302);
    const [created] = await askedFor(profile.id, "/v1/checkout/sessions");
    expect(created.body.line_items[0].price).toBe((await catalogPriceOf("premium_care_monthly")).id);
    const location = res.headers.get("Location")!;
    const row = await db().query.payments.findFirst({ where: eq(payments.userId, profile.id) });
    expect(location).toBe(`${standInBase()}/c/pay/${row!.stripeSessionId}`);
  });

  it("the pricing page says payments are not configured when /checkout reports it", async () => {
    const unconfigured = await (await appFetch("https://app.test/pricing?error=checkout&reason=unconfigured")).text();
    expect(unconfigured).toContain("Payments are not configured. Please contact support.");
    const failed = await (await appFetch("https://app.test/pricing?error=checkout")).text();
    expect(failed).toContain("There was an error processing your request. Please try again or contact support.");
    expect(failed).not.toContain("Payments are not configured");
  });

  it("returns to the page that posted with error=checkout when checkout fails", async () => {
    const { cookie } = await member();
    const bad = await postForm({ plan_name: "NOT A PLAN" }, cookie);
    expect(bad.headers.get("Location")).toBe("/pricing?error=checkout");
    const fromForm = await postForm({ plan_name: "Insurance Bundle", source: "form" }, cookie);
    expect(fromForm.headers.get("Location")).toBe("/form?error=checkout");
  });

  it("without Stripe keys, returns to the plans saying payments are not configured", async () => {
    const { profile, cookie } = await member();
    const server = createServerContext({ ...env, STRIPE_SECRET_KEY: "", STRIPE_PUBLISHABLE_KEY: "" });
    const request = new Request(`${APP}/checkout`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      body: "plan_name=PREMIUM+CARE",
    });
    const context = { server } as unknown as Parameters<typeof checkoutAction>[0]["context"];
    const res = await checkoutAction({ request, context, params: {} });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/pricing?error=checkout&reason=unconfigured");
    expect(await askedFor(profile.id)).toHaveLength(0);
  });
});

describe("POST /billing-portal ('Manage Plan')", () => {
  const postPortal = (cookie?: string) =>
    appFetch(`${APP}/billing-portal`, {
      method: "POST",
      headers: cookie ? { Cookie: cookie } : {},
      redirect: "manual",
    });

  it("opens the portal for a member whose plan predates Stripe, creating their customer once", async () => {
    const { profile, cookie } = await member();
    const first = await postPortal(cookie);
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toMatch(new RegExp(`^${standInBase()}/p/session/bps_\\w+$`));
    const stored = await db().query.profiles.findFirst({ where: eq(profiles.id, profile.id) });
    expect(stored?.stripeCustomerId).toMatch(/^cus_/);
    await postPortal(cookie);
    expect(await askedFor(profile.id, "/v1/customers")).toHaveLength(1);
    const all = (await (await fetch(`${standInBase()}/__standin/requests`)).json()) as RecordedStripeRequest[];
    expect(
      all.filter((r) => r.path === "/v1/billing_portal/sessions" && r.body.customer === stored!.stripeCustomerId),
    ).toHaveLength(2);
  });

  it("the dashboard says so when the portal could not be opened", async () => {
    const { cookie } = await member();
    const page = await appFetch(`${APP}/dashboard?billing=error`, { headers: { Cookie: cookie } });
    expect(await page.text()).toContain("We could not open your billing page. Please try again or contact support.");
  });

  it("opens Stripe's portal for the member's own customer, returning to the dashboard", async () => {
    const { profile, cookie } = await member();
    await postCheckout({ plan_name: "ESSENTIAL CARE" }, cookie);
    const stored = await db().query.profiles.findFirst({ where: eq(profiles.id, profile.id) });
    const res = await postPortal(cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(new RegExp(`^${standInBase()}/p/session/bps_`));
    const all = (await (await fetch(`${standInBase()}/__standin/requests`)).json()) as RecordedStripeRequest[];
    const portal = all.find(
      (r) => r.path === "/v1/billing_portal/sessions" && r.body.customer === stored!.stripeCustomerId,
    );
    expect(portal?.body.return_url).toBe(`${APP}/dashboard`);
  });

  it("sends a visitor to sign in", async () => {
    const res = await postPortal();
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/sign-in");
  });
});

describe("/payment-success", () => {
  const page = async (query: string, cookie?: string, send: SendRequest = appFetch) => {
    const res = await send(`${APP}/payment-success${query}`, { headers: cookie ? { Cookie: cookie } : {} });
    expect(res.status).toBe(200);
    return res.text();
  };
  const outcomeOf = (html: string) =>
    ["Payment Successful!", "Payment Pending", "Payment Failed"].filter((heading) => html.includes(`>${heading}</h1>`));

  it("shows success for a paid session, naming the plan, and never grants the plan", async () => {
    const { profile, cookie } = await member();
    const answer = (await (await postCheckout({ plan_name: "PREMIUM CARE" }, cookie)).json()) as Answer;
    await setStandInSession(answer.session_id, { status: "complete", payment_status: "paid" });
    const html = await page(`?plan=PREMIUM%20CARE&session_id=${answer.session_id}`, cookie);
    expect(outcomeOf(html)).toEqual(["Payment Successful!"]);
    expect(html).toContain("<strong>Premium Care</strong>");
    expect(html).toContain("Go to Dashboard");
    const stored = await db().query.profiles.findFirst({ where: eq(profiles.id, profile.id) });
    expect(stored).toMatchObject({ currentPlan: null, planStatus: null });
  });

  it("shows pending while Stripe has not been paid", async () => {
    const { cookie } = await member();
    const answer = (await (await postCheckout({ plan_name: "ESSENTIAL CARE" }, cookie)).json()) as Answer;
    const html = await page(`?plan=ESSENTIAL%20CARE&session_id=${answer.session_id}`, cookie);
    expect(outcomeOf(html)).toEqual(["Payment Pending"]);
    expect(html).toContain("Your payment is still being processed. This usually takes just a few moments.");
    expect(html).toContain("Continue to Dashboard");
  });

  it("shows failed for someone else's session, an unknown one, or a visitor", async () => {
    const owner = await member();
    const other = await member();
    const answer = (await (await postCheckout({ plan_name: "ESSENTIAL CARE" }, owner.cookie)).json()) as Answer;
    await setStandInSession(answer.session_id, { status: "complete", payment_status: "paid" });
    for (const html of [
      await page(`?plan=ESSENTIAL%20CARE&session_id=${answer.session_id}`, other.cookie),
      await page(`?session_id=cs_test_unknown`, owner.cookie),
      await page(`?session_id=${answer.session_id}`),
    ]) {
      expect(outcomeOf(html)).toEqual(["Payment Failed"]);
      expect(html).toContain(
        "There was an issue processing your payment. Please try again or contact our support team if the problem persists.",
      );
      expect(html).toContain('href="/pricing"');
      // Before hydration "Contact Support" is an email link; afterwards it opens the contact dialog.
      expect(html).toMatch(/href="mailto:[^"]+"[^>]*>Contact Support/);
    }
  });

  it("a rate-limited check reads as too many checks with the wait, never as a failed payment", async () => {
    const { cookie } = await member();
    const answer = (await (await postCheckout({ plan_name: "ESSENTIAL CARE" }, cookie)).json()) as Answer;
    await setStandInSession(answer.session_id, { status: "complete", payment_status: "paid" });
    // Ten look-ups a minute per member (rate-limit.server.ts): the page's own check is the eleventh, in one window.
    const inWindow = oneLimitWindow().fetch;
    for (let i = 0; i < 10; i++) {
      const unknown = `cs_test_${crypto.randomUUID().replaceAll("-", "")}`;
      await inWindow(`${APP}/api/payment-status/${unknown}`, { headers: { Cookie: cookie } });
    }
    const html = await page(`?plan=ESSENTIAL%20CARE&session_id=${answer.session_id}`, cookie, inWindow);
    expect(outcomeOf(html)).toEqual([]);
    expect(html).toContain(">Too many checks</h1>");
    expect(html.replace(/<[^>]*>/g, "")).toContain("Please try again in 60 seconds.");
  });

  it("shows success directly without a session id, and never names a plan outside the catalog", async () => {
    const html = await page(`?plan=${encodeURIComponent("<b>FREE FOREVER</b>")}`);
    expect(outcomeOf(html)).toEqual(["Payment Successful!"]);
    expect(html).not.toContain("FREE FOREVER");
  });
});
