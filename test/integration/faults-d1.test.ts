/**
 * D1 failing inside a batch, on the real request path: the Worker gets a D1
 * binding whose batch that writes a given table fails after the app's own
 * statements ran (test/support/faults.ts). The person sees the spec's message,
 * no row of the batch is left behind, and the same request then succeeds.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { PROFILE_MESSAGES } from "../../app/domain/profile";
import { REQUEST_MESSAGES } from "../../app/domain/requests";
import { INSURANCE_BUNDLE } from "../../app/data/plans";
import { helpRequests, payments, processedWebhookEvents, profiles, requestStatusEvents } from "../../db/schema";
import { insertProfile } from "../support/factories";
import { d1FailingBatches } from "../support/faults";
import { cookieFor, db } from "../support/auth-helpers";
import { callWorker } from "../support/worker-call";

const APP = "https://app.test";
const withDb = (d1: D1Database) => ({ ...env, DB: d1 }) as Env;

function form(fields: Record<string, string>, cookie: string) {
  return {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  };
}

function json(body: unknown, cookie: string, method = "POST") {
  return { method, headers: { Cookie: cookie, "Content-Type": "application/json" }, body: JSON.stringify(body) };
}

const registration = (email: string) => ({
  full_name: "Rosa Diaz",
  email,
  phone_number: "(305) 555-0142",
  zip_code: "33101",
  date_of_birth: "1985-02-03",
  insurance_status: "uninsured",
  insurance_provider: "",
  member_id: "",
  service_needed: "A second opinion on a bill",
});

const requestsOf = (userId: string) => db().select().from(helpRequests).where(eq(helpRequests.userId, userId)).all();
const eventsOf = (requestId: string) =>
  db().select().from(requestStatusEvents).where(eq(requestStatusEvents.requestId, requestId)).all();
const profileOf = (userId: string) => db().query.profiles.findFirst({ where: eq(profiles.id, userId) });

describe("registration (/form) whose batch fails in D1", () => {
  it("shows the spec's message with what was typed, writes neither the profile nor the quote request, then saves on retry", async () => {
    const member = await insertProfile(db(), {
      onboardingCompleted: false,
      fullName: null,
      phoneNumber: null,
      serviceNeeded: null,
    });
    const cookie = await cookieFor(member.id);
    const fields = { ...registration(member.email), plan_choice: INSURANCE_BUNDLE.name };
    const { db: failing, injected } = d1FailingBatches(env.DB, "profiles", { times: 1 });

    const refused = await callWorker(`${APP}/form`, form(fields, cookie), withDb(failing));
    expect(injected.count).toBe(1);
    expect(refused.status).toBe(503);
    expect(refused.body).toContain(PROFILE_MESSAGES.saveFailed);
    expect(refused.body).toContain("A second opinion on a bill"); // what was typed comes back
    expect(refused.body).not.toMatch(/D1_ERROR|overflow|Unexpected Server Error/i);
    // Nothing of the batch: the profile is untouched and the quote request was not filed.
    expect(await profileOf(member.id)).toMatchObject({
      onboardingCompleted: false,
      fullName: null,
      serviceNeeded: null,
    });
    expect(await requestsOf(member.id)).toEqual([]);

    const retried = await callWorker(`${APP}/form`, form(fields, cookie), withDb(failing));
    expect(retried.status).toBeLessThan(400); // saved: the page moves the member on
    expect(await profileOf(member.id)).toMatchObject({ onboardingCompleted: true, fullName: "Rosa Diaz" });
    const [quote, ...more] = await requestsOf(member.id);
    expect(more).toEqual([]);
    expect(await eventsOf(quote.id)).toHaveLength(1);
  });

  it("POST /api/user-profile answers our words, not the database's, and keeps nothing", async () => {
    const member = await insertProfile(db(), { onboardingCompleted: false, fullName: null, serviceNeeded: null });
    const cookie = await cookieFor(member.id);
    const body = { ...registration(member.email), plan_choice: INSURANCE_BUNDLE.name };
    const { db: failing } = d1FailingBatches(env.DB, "profiles", { times: 1 });

    const refused = await callWorker(`${APP}/api/user-profile`, json(body, cookie), withDb(failing));
    expect(refused.status).toBeGreaterThanOrEqual(500);
    expect(JSON.parse(refused.body)).toMatchObject({ error: "Something went wrong. Please try again." });
    expect(refused.body).not.toMatch(/D1_ERROR|overflow/i);
    expect(await profileOf(member.id)).toMatchObject({ onboardingCompleted: false, fullName: null });
    expect(await requestsOf(member.id)).toEqual([]);

    const retried = await callWorker(`${APP}/api/user-profile`, json(body, cookie), withDb(failing));
    expect(retried.status).toBe(200);
    expect(await profileOf(member.id)).toMatchObject({ onboardingCompleted: true });
    expect(await requestsOf(member.id)).toHaveLength(1);
  });
});

describe("a new help request whose batch fails in D1", () => {
  const newRequest = {
    request_type: "bill_review",
    title: "ER bill looks too high",
    description: "Charged twice for one visit",
    priority: "high",
  };

  it("dashboard: shows the spec's message, leaves neither the request nor its timeline entry, then files it on retry", async () => {
    const member = await insertProfile(db());
    const cookie = await cookieFor(member.id);
    const { db: failing, injected } = d1FailingBatches(env.DB, "help_requests", { times: 1 });

    const refused = await callWorker(
      `${APP}/dashboard`,
      form({ intent: "create-request", ...newRequest }, cookie),
      withDb(failing),
    );
    expect(injected.count).toBe(1);
    expect(refused.status).toBe(503); // the database's outage, not our bug: the same answer as the registration form
    expect(refused.body).toContain(REQUEST_MESSAGES.createFailed);
    expect(refused.body).not.toMatch(/D1_ERROR|overflow|Unexpected Server Error/i);
    expect(await requestsOf(member.id)).toEqual([]);
    const orphanEvents = await env.DB.prepare(
      "select count(*) n from request_status_events e left join help_requests r on r.id = e.request_id where r.id is null",
    ).first<{ n: number }>();
    expect(orphanEvents?.n).toBe(0);

    const retried = await callWorker(
      `${APP}/dashboard`,
      form({ intent: "create-request", ...newRequest }, cookie),
      withDb(failing),
    );
    expect(retried.status).toBe(200);
    const [filed, ...more] = await requestsOf(member.id);
    expect(more).toEqual([]);
    expect(filed).toMatchObject({ title: newRequest.title, status: "pending" });
    expect(await eventsOf(filed.id)).toHaveLength(1);
  });

  it("POST /api/user-requests: our words, no rows, then 201 on retry", async () => {
    const member = await insertProfile(db());
    const cookie = await cookieFor(member.id);
    const { db: failing } = d1FailingBatches(env.DB, "help_requests", { times: 1 });

    const refused = await callWorker(`${APP}/api/user-requests`, json(newRequest, cookie), withDb(failing));
    expect(refused.status).toBeGreaterThanOrEqual(500);
    expect(JSON.parse(refused.body)).toMatchObject({ error: "Something went wrong. Please try again." });
    expect(await requestsOf(member.id)).toEqual([]);

    const retried = await callWorker(`${APP}/api/user-requests`, json(newRequest, cookie), withDb(failing));
    expect(retried.status).toBe(201);
    const [filed] = await requestsOf(member.id);
    expect(await eventsOf(filed.id)).toHaveLength(1);
  });
});

describe("a Stripe webhook whose batch fails in D1", () => {
  async function signed(evt: unknown) {
    const payload = JSON.stringify(evt);
    const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: "whsec_standin",
      cryptoProvider: Stripe.createSubtleCryptoProvider(),
    });
    return {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
      body: payload,
    };
  }

  it("answers an error so Stripe delivers again, changes no plan and keeps no event row; the redelivery applies it once", async () => {
    const member = await insertProfile(db(), { currentPlan: null, planStatus: null });
    const sessionId = `cs_test_${crypto.randomUUID().replaceAll("-", "")}`;
    await db().insert(payments).values({
      userId: member.id,
      stripeSessionId: sessionId,
      planName: "CARE ACCESS",
      planType: "one_time",
      amountCents: 14900,
      currency: "usd",
      status: "open",
    });
    const evt = {
      id: `evt_${crypto.randomUUID().replaceAll("-", "")}`,
      object: "event",
      api_version: "2026-10-28.endive",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type: "checkout.session.completed",
      data: {
        object: {
          id: sessionId,
          object: "checkout.session",
          mode: "payment",
          status: "complete",
          payment_status: "paid",
          client_reference_id: member.id,
          customer: `cus_${crypto.randomUUID().slice(0, 12)}`,
          subscription: null,
          metadata: { user_id: member.id, plan_name: "CARE ACCESS" },
          amount_total: 14900,
          currency: "usd",
        },
      },
    };
    const { db: failing, injected } = d1FailingBatches(env.DB, "processed_webhook_events", { times: 1 });

    const refused = await callWorker(`${APP}/api/stripe/webhook`, await signed(evt), withDb(failing));
    expect(injected.count).toBe(1);
    expect(refused.status).toBeGreaterThanOrEqual(500); // Stripe retries any non-2xx
    expect(
      await db().query.processedWebhookEvents.findFirst({ where: eq(processedWebhookEvents.id, evt.id) }),
    ).toBeUndefined();
    expect(await profileOf(member.id)).toMatchObject({ currentPlan: null, planStatus: null });
    expect(await db().query.payments.findFirst({ where: eq(payments.stripeSessionId, sessionId) })).toMatchObject({
      status: "open",
    });

    const redelivered = await callWorker(`${APP}/api/stripe/webhook`, await signed(evt), withDb(failing));
    expect(redelivered.status).toBe(200);
    expect(
      await db().query.processedWebhookEvents.findFirst({ where: eq(processedWebhookEvents.id, evt.id) }),
    ).toBeDefined();
    expect(await profileOf(member.id)).toMatchObject({ currentPlan: "CARE ACCESS", planStatus: "active" });
    expect(await db().query.payments.findFirst({ where: eq(payments.stripeSessionId, sessionId) })).toMatchObject({
      status: "paid",
    });
  });
});
