/**
 * Payment journeys against the Stripe stand-in (workerd tests): a signed-in member, Checkout paid on
 * the stand-in's hosted page, and the events Stripe would send delivered to our webhook, signed.
 */
import { env } from "cloudflare:test";
import Stripe from "stripe";
import { expect, vi } from "vitest";
import { createSession } from "../../app/.server/auth/session.server";
import { createServerContext } from "../../app/.server/context.server";
import { database } from "../../db";
import { appFetch } from "./browser";
import { insertProfile } from "./factories";

export const APP = "https://app.test";
const SECRET = "whsec_standin";
export const standInBase = () => (env as unknown as { STRIPE_API_BASE: string }).STRIPE_API_BASE;
export const db = () => database(env.DB);

export type StripeEvent = { id: string; type: string; api_version: string; data: { object: Record<string, unknown> } };

export async function member() {
  const profile = await insertProfile(db());
  const { cookie } = await createSession(createServerContext(env), profile.id);
  return { profile, cookie: cookie.split(";")[0] };
}

/** Delivers an event to our webhook, signed with the endpoint's secret. */
export async function deliver(event: unknown) {
  const payload = JSON.stringify(event);
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: SECRET,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  return appFetch(`${APP}/api/stripe/webhook`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
    body: payload,
  });
}

/** The events the stand-in made for one customer since `after` (its log holds every test file's). */
export async function eventsFor(customer: string, after: number): Promise<StripeEvent[]> {
  const log = (await (await fetch(`${standInBase()}/__standin/events`)).json()) as {
    at: number;
    event: StripeEvent;
  }[];
  return log.filter((entry) => entry.at >= after && entry.event.data.object.customer === customer).map((e) => e.event);
}

/** Runs a hosted-page action (the form a person submits) and delivers what Stripe would send; answers the events. */
export async function act(url: string, form: Record<string, string>, customer: string): Promise<StripeEvent[]> {
  const after = Date.now();
  const res = await fetch(url, { method: "POST", body: new URLSearchParams(form), redirect: "manual" });
  await res.arrayBuffer();
  const events = await eventsFor(customer, after);
  for (const event of events) expect((await deliver(event)).status).toBe(200);
  return events;
}

export async function checkoutAndPay(cookie: string, planName: string) {
  const res = await appFetch(`${APP}/api/create-checkout-session`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie },
    body: JSON.stringify({ plan_name: planName }),
  });
  expect(res.status).toBe(200);
  const answer = (await res.json()) as { session_id: string; session_url: string };
  const session = (await (
    await fetch(`${standInBase()}/v1/checkout/sessions/${answer.session_id}`, {
      headers: { Authorization: "Bearer sk_test_standin" },
    })
  ).json()) as { customer: string; amount_total: number };
  const events = await act(answer.session_url, { action: "pay" }, session.customer);
  return { sessionId: answer.session_id, customer: session.customer, amountTotal: session.amount_total, events };
}

/** Waits for the events Stripe sends on its own time after an API call (a refund's), and delivers them. */
export async function deliverLater(customer: string, after: number, type: string): Promise<StripeEvent[]> {
  const events = await vi.waitFor(
    async () => {
      const found = await eventsFor(customer, after);
      if (!found.some((e) => e.type === type)) throw new Error(`no ${type} yet`);
      return found;
    },
    { timeout: 5000, interval: 50 },
  );
  for (const event of events) expect((await deliver(event)).status).toBe(200);
  return events;
}
