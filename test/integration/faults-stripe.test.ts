/**
 * Stripe answering 500 or never answering, on the real paths (the real SDK
 * against the Stripe stand-in, whose fault switch fails the calls made for
 * one member or one session: test/support/faults.ts). Checkout, the customer
 * portal, payment verification and the webhook's question to Stripe: the
 * person sees the spec's message, no plan changes, no payment or event row is
 * half-written, and the same call succeeds once Stripe answers again.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterEach, describe, expect, it } from "vitest";
import { PAYMENT_MESSAGES } from "../../app/domain/payments";
import { payments, processedWebhookEvents, profiles, subscriptions } from "../../db/schema";
import { insertProfile } from "../support/factories";
import { stripeFaults } from "../support/faults";
import { cookieFor, db } from "../support/auth-helpers";
import { callWorker } from "../support/worker-call";
import { refusalBody } from "../support/refusal-body";

const APP = "https://app.test";
const STANDIN = (env as unknown as { STRIPE_API_BASE: string }).STRIPE_API_BASE;
const faults = stripeFaults(STANDIN);
const UNREACHABLE = "We could not reach our payment provider. Please try again or contact support.";
const VERIFY_FAILED =
  "There was an issue processing your payment. Please try again or contact our support team if the problem";
/** The SDK gives up on a silent Stripe after this long (the stand-in-only override in stripe.server.ts). */
const shortTimeout = { ...env, STRIPE_API_TIMEOUT_MS: "300" } as unknown as Env;

const cleared: string[] = [];
afterEach(async () => {
  await Promise.all(cleared.splice(0).map((match) => faults.clear(match)));
});

/** Stripe fails every call that names `match` until the test clears it. */
async function stripeDown(match: string, fault: "error" | "hang") {
  cleared.push(match);
  await faults.add(match, fault);
}

async function member(overrides: Parameters<typeof insertProfile>[1] = {}) {
  const profile = await insertProfile(db(), { currentPlan: null, planStatus: null, ...overrides });
  return { id: profile.id, cookie: await cookieFor(profile.id) };
}

const profileOf = (id: string) => db().query.profiles.findFirst({ where: eq(profiles.id, id) });
const paymentsOf = (id: string) => db().select().from(payments).where(eq(payments.userId, id)).all();

function checkoutApi(cookie: string, withEnv: Env = env) {
  return callWorker(
    `${APP}/api/create-checkout-session`,
    {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ plan_name: "ESSENTIAL CARE" }),
    },
    withEnv,
  );
}

function postForm(path: string, cookie: string, fields: Record<string, string> = {}, withEnv: Env = env) {
  return callWorker(
    `${APP}${path}`,
    {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    },
    withEnv,
  );
}

describe("checkout while Stripe fails", () => {
  for (const [fault, label, withEnv] of [
    ["error", "answers 500", env],
    ["hang", "times out", shortTimeout],
  ] as const) {
    it(`POST /api/create-checkout-session when Stripe ${label}: our message, no payment row, no plan; the retry succeeds`, async () => {
      const { id, cookie } = await member();
      await stripeDown(id, fault);

      const refused = await checkoutApi(cookie, withEnv);
      expect(refused.status).toBe(502);
      expect(JSON.parse(refused.body)).toEqual(refusalBody(UNREACHABLE));
      expect(await paymentsOf(id)).toEqual([]);
      expect(await profileOf(id)).toMatchObject({ currentPlan: null, planStatus: null });

      await faults.clear(id);
      const retried = await checkoutApi(cookie, withEnv);
      expect(retried.status).toBe(200);
      const { session_id } = JSON.parse(retried.body) as { session_id: string };
      expect(await paymentsOf(id)).toMatchObject([
        { stripeSessionId: session_id, status: "open", planName: "ESSENTIAL CARE" },
      ]);
      // Only the verified webhook grants a plan.
      expect(await profileOf(id)).toMatchObject({ currentPlan: null, planStatus: null });
    });
  }

  it("the plans page and the registration form show the spec's alerts, then checkout opens on retry", async () => {
    const { id, cookie } = await member();
    await stripeDown(id, "error");

    const fromPricing = await postForm("/checkout", cookie, { plan_name: "PREMIUM CARE" });
    expect(fromPricing.status).toBe(302);
    expect(fromPricing.headers.get("Location")).toBe("/pricing?error=checkout");
    const pricing = await callWorker(`${APP}/pricing?error=checkout`, { headers: { Cookie: cookie } });
    expect(pricing.status).toBe(200);
    expect(pricing.body).toContain(PAYMENT_MESSAGES.checkoutFailedPricing);

    const fromForm = await postForm("/checkout", cookie, { plan_name: "PREMIUM CARE", source: "form" });
    expect(fromForm.headers.get("Location")).toBe("/form?error=checkout&plan=PREMIUM%20CARE");
    expect(await paymentsOf(id)).toEqual([]);

    await faults.clear(id);
    const retried = await postForm("/checkout", cookie, { plan_name: "PREMIUM CARE" });
    expect(retried.status).toBe(302);
    expect(retried.headers.get("Location")).toMatch(new RegExp(`^${STANDIN}/c/pay/cs_test_`));
    expect(await paymentsOf(id)).toHaveLength(1);
  });
});

describe("the customer portal ('Manage Plan') while Stripe fails", () => {
  it("returns to the dashboard with its message, changes nothing, and opens on retry", async () => {
    const stripe = new Stripe("sk_test_standin", {
      httpClient: Stripe.createFetchHttpClient(),
      host: new URL(STANDIN).hostname,
      port: new URL(STANDIN).port,
      protocol: "http",
    });
    const customer = await stripe.customers.create({ email: "portal.fault@example.com" });
    const { id, cookie } = await member({
      stripeCustomerId: customer.id,
      currentPlan: "ESSENTIAL CARE",
      planStatus: "active",
    });

    for (const [fault, withEnv] of [
      ["error", env],
      ["hang", shortTimeout],
    ] as const) {
      await stripeDown(customer.id, fault);
      const refused = await postForm("/billing-portal", cookie, {}, withEnv);
      expect(refused.headers.get("Location")).toBe("/dashboard?billing=error");
      await faults.clear(customer.id);
    }
    const dashboard = await callWorker(`${APP}/dashboard?billing=error`, { headers: { Cookie: cookie } });
    expect(dashboard.body).toContain("We could not open your billing page. Please try again or contact support.");
    expect(await profileOf(id)).toMatchObject({
      stripeCustomerId: customer.id,
      currentPlan: "ESSENTIAL CARE",
      planStatus: "active",
    });

    const retried = await postForm("/billing-portal", cookie);
    expect(retried.headers.get("Location")).toMatch(new RegExp(`^${STANDIN}/p/session/bps_`));
  });
});

describe("payment verification (/payment-success, /api/payment-status) while Stripe fails", () => {
  it("shows Payment Failed with the spec's words, grants nothing, writes nothing; success once Stripe answers", async () => {
    const { id, cookie } = await member();
    const started = await checkoutApi(cookie);
    const { session_id } = JSON.parse(started.body) as { session_id: string };
    // Paid at Stripe; the webhook has not arrived yet.
    await fetch(`${STANDIN}/__standin/sessions/${session_id}`, {
      method: "POST",
      body: JSON.stringify({ status: "complete", payment_status: "paid" }),
    });
    const page = (withEnv: Env = env) =>
      callWorker(
        `${APP}/payment-success?plan=ESSENTIAL%20CARE&session_id=${session_id}`,
        { headers: { Cookie: cookie } },
        withEnv,
      );
    const status = (withEnv: Env = env) =>
      callWorker(`${APP}/api/payment-status/${session_id}`, { headers: { Cookie: cookie } }, withEnv);

    for (const [fault, withEnv] of [
      ["error", env],
      ["hang", shortTimeout],
    ] as const) {
      await stripeDown(session_id, fault);
      const failed = await page(withEnv);
      expect(failed.status).toBe(200);
      expect(failed.body).toContain("Payment Failed");
      expect(failed.body).toContain(VERIFY_FAILED);
      expect(failed.body).not.toContain("Payment Successful!");
      const api = await status(withEnv);
      expect(api.status).toBe(502);
      expect(JSON.parse(api.body)).toEqual(refusalBody(UNREACHABLE));
      await faults.clear(session_id);
    }
    expect(await paymentsOf(id)).toMatchObject([{ stripeSessionId: session_id, status: "open" }]);
    expect(await profileOf(id)).toMatchObject({ currentPlan: null, planStatus: null });

    const ok = await page();
    expect(ok.body).toContain("Payment Successful!");
    expect(JSON.parse((await status()).body)).toEqual({ status: "completed" });
    // Verification only shows: the plan still waits for the webhook.
    expect(await profileOf(id)).toMatchObject({ currentPlan: null, planStatus: null });
  });
});

describe("the webhook asking Stripe (subscriptions in doubt) while Stripe fails", () => {
  const now = () => Math.floor(Date.now() / 1000);

  async function deliver(evt: { id: string }) {
    const payload = JSON.stringify(evt);
    const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: "whsec_standin",
      cryptoProvider: Stripe.createSubtleCryptoProvider(),
    });
    return callWorker(`${APP}/api/stripe/webhook`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
      body: payload,
    });
  }

  function completed(userId: string, plan: string, created: number) {
    const subscription = `sub_${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`;
    return {
      subscription,
      event: {
        id: `evt_${crypto.randomUUID().replaceAll("-", "")}`,
        object: "event",
        api_version: "2026-10-28.endive",
        created,
        livemode: false,
        type: "checkout.session.completed",
        data: {
          object: {
            id: `cs_test_${crypto.randomUUID().replaceAll("-", "")}`,
            object: "checkout.session",
            mode: "subscription",
            status: "complete",
            payment_status: "paid",
            client_reference_id: userId,
            customer: `cus_${crypto.randomUUID().slice(0, 12)}`,
            subscription,
            metadata: { user_id: userId, plan_name: plan },
            amount_total: plan === "PREMIUM CARE" ? 9900 : 4900,
            currency: "usd",
          },
        },
      },
    };
  }

  async function stripeSays(id: string, status: string, created: number) {
    await fetch(`${STANDIN}/__standin/subscriptions/${id}`, {
      method: "POST",
      body: JSON.stringify({ status, created, customer: "cus_whatever" }),
    });
  }

  it("answers 502 so Stripe delivers again: no event row, no subscription row, no plan change; the redelivery applies it", async () => {
    const { id } = await member();
    const t = now();
    const essential = completed(id, "ESSENTIAL CARE", t);
    const premium = completed(id, "PREMIUM CARE", t + 10);
    expect((await deliver(essential.event)).status).toBe(200);
    await stripeSays(essential.subscription, "active", t);
    await stripeSays(premium.subscription, "active", t + 10);
    // Two open subscriptions: the webhook must ask Stripe which is current, and Stripe fails.
    await stripeDown(essential.subscription, "error");

    const refused = await deliver(premium.event);
    expect(refused.status).toBe(502);
    expect(
      await db().query.processedWebhookEvents.findFirst({ where: eq(processedWebhookEvents.id, premium.event.id) }),
    ).toBeUndefined();
    expect(
      await db().query.subscriptions.findFirst({ where: eq(subscriptions.id, premium.subscription) }),
    ).toBeUndefined();
    expect(await profileOf(id)).toMatchObject({ currentPlan: "ESSENTIAL CARE", planStatus: "active" });

    await faults.clear(essential.subscription);
    expect((await deliver(premium.event)).status).toBe(200);
    expect(
      await db().query.processedWebhookEvents.findFirst({ where: eq(processedWebhookEvents.id, premium.event.id) }),
    ).toBeDefined();
    expect(await profileOf(id)).toMatchObject({ currentPlan: "PREMIUM CARE", planStatus: "active" });
  });
});
