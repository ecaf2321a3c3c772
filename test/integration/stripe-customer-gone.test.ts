/**
 * A member whose Stripe customer is gone (deleted in Stripe's Dashboard, test data cleared, the
 * local stand-in restarted without its memory) can still pay: the stored customer is made again,
 * once, stored and audited (app/.server/payments/customers.server.ts). Stripe's refusals read as
 * refusals with a reference, never as "could not reach", and the log line carries Stripe's code.
 */
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PAYMENT_MESSAGES, REFUND_MESSAGES } from "../../app/domain/payments";
import { adminAuditLog, payments, profiles } from "../../db/schema";
import { cookieFor, db } from "../support/auth-helpers";
import { appFetch } from "../support/browser";
import { insertAdmin, insertProfile } from "../support/factories";
import { stripeFaults } from "../support/faults";
import { APP, standInBase } from "../support/stripe-journeys";

type Recorded = { method: string; path: string; body: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
const AUTH = { Authorization: "Bearer sk_test_standin" };
const faults = stripeFaults(standInBase());
const cleared: string[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(cleared.splice(0).map((match) => faults.clear(match)));
});

async function member() {
  const profile = await insertProfile(db(), { currentPlan: null, planStatus: null });
  return { id: profile.id, email: profile.email, cookie: await cookieFor(profile.id) };
}

const storedCustomer = async (id: string) =>
  (await db().query.profiles.findFirst({ where: eq(profiles.id, id) }))?.stripeCustomerId;

async function recorded(filter: (r: Recorded) => boolean): Promise<Recorded[]> {
  return ((await (await fetch(`${standInBase()}/__standin/requests`)).json()) as Recorded[]).filter(filter);
}
const customersMadeFor = (id: string) =>
  recorded((r) => r.method === "POST" && r.path === "/v1/customers" && r.body.metadata?.user_id === id);

/** Stripe forgets the customer, as a deletion in its Dashboard does. */
async function forget(customer: string) {
  const res = await fetch(`${standInBase()}/v1/customers/${customer}`, { method: "DELETE", headers: AUTH });
  expect(res.status).toBe(200);
}

const checkout = (cookie: string) =>
  appFetch(`${APP}/api/create-checkout-session`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify({ plan_name: "ESSENTIAL CARE" }),
  });

describe("checkout when Stripe no longer knows the member's customer", () => {
  it("makes a new customer once, stores it, audits it, and opens Checkout with it", async () => {
    const { id, cookie } = await member();
    expect((await checkout(cookie)).status).toBe(200);
    const gone = (await storedCustomer(id))!;
    await forget(gone);

    const res = await checkout(cookie);
    expect(res.status).toBe(200);
    const { session_id } = (await res.json()) as { session_id: string };
    const fresh = await storedCustomer(id);
    expect(fresh).toMatch(/^cus_/);
    expect(fresh).not.toBe(gone);
    const session = (await (
      await fetch(`${standInBase()}/v1/checkout/sessions/${session_id}`, { headers: AUTH })
    ).json()) as { customer: string };
    expect(session.customer).toBe(fresh);
    const row = await db().query.payments.findFirst({ where: eq(payments.stripeSessionId, session_id) });
    expect(row?.stripeCustomerId).toBe(fresh);
    const audit = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "payment.customer_recreated"), eq(adminAuditLog.targetId, id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: id, details: { from: gone, to: fresh } });

    // The new customer is kept: the next checkout makes none.
    expect((await checkout(cookie)).status).toBe(200);
    expect(await customersMadeFor(id)).toHaveLength(2);
  });

  it("tries once more only: a second refusal answers what the member can do, with Stripe's request id, and logs Stripe's code", async () => {
    const { id, email, cookie } = await member();
    const match = `client_reference_id=${id}`;
    cleared.push(match);
    await faults.add(match, "error", {
      status: 400,
      error: { type: "invalid_request_error", code: "resource_missing", param: "customer" },
    });
    const written: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...parts: unknown[]) => void written.push(parts.join(" ")));

    const res = await checkout(cookie);
    expect(res.status).toBe(502);
    const { error } = (await res.json()) as { error: string };
    expect(error).not.toBe(PAYMENT_MESSAGES.unreachable);
    const reference = /quote reference (req_\w+)\./.exec(error)?.[1];
    expect(error).toMatch(/^Our payment provider turned this request down\. Please try again; if it happens again/);
    expect(reference).toBeTruthy();
    // Two checkout calls (the stored customer, then the new one) and one new customer: no loop.
    expect(
      await recorded(
        (r) => r.method === "POST" && r.path === "/v1/checkout/sessions" && r.body.client_reference_id === id,
      ),
    ).toHaveLength(2);
    expect(await customersMadeFor(id)).toHaveLength(2);

    const line = written.find((text) => text.includes('"where":"stripe checkout"'));
    expect(line).toBeDefined();
    expect(JSON.parse(line!)).toMatchObject({
      status: 400,
      stripeType: "invalid_request_error",
      code: "resource_missing",
      param: "customer",
      stripeRequestId: reference,
    });
    expect(line).not.toContain(email);
    expect(line).not.toContain("sk_test");
    expect(line).not.toContain("No such");
  });

  it("a Stripe 5xx still reads as 'could not reach', with Stripe's status in the log", async () => {
    const { id, cookie } = await member();
    const match = `client_reference_id=${id}`;
    cleared.push(match);
    await faults.add(match, "error", { status: 500 });
    const written: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...parts: unknown[]) => void written.push(parts.join(" ")));
    const res = await checkout(cookie);
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: string }).error).toBe(PAYMENT_MESSAGES.unreachable);
    const line = written.find((text) => text.includes('"where":"stripe checkout"'));
    expect(JSON.parse(line!)).toMatchObject({ status: 500, stripeType: "api_error" });
  });
});

describe("'Manage Plan' when Stripe no longer knows the member's customer", () => {
  it("makes a new one and says plainly there is no subscription to manage, instead of an empty portal", async () => {
    const { id, cookie } = await member();
    expect((await checkout(cookie)).status).toBe(200);
    const gone = (await storedCustomer(id))!;
    await forget(gone);

    const res = await appFetch(`${APP}/billing-portal`, {
      method: "POST",
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/dashboard?billing=none");
    const fresh = await storedCustomer(id);
    expect(fresh).toMatch(/^cus_/);
    expect(fresh).not.toBe(gone);
    expect(
      await recorded((r) => r.path === "/v1/billing_portal/sessions" && [gone, fresh].includes(r.body.customer)),
    ).toHaveLength(1); // only the refused one, for the gone customer
    const page = await (await appFetch(`${APP}/dashboard?billing=none`, { headers: { Cookie: cookie } })).text();
    expect(page).toContain(PAYMENT_MESSAGES.noSubscription);
  });
});

describe("a refund of a payment Stripe no longer knows", () => {
  it("says so to the admin, asks nothing more and changes nothing", async () => {
    const { id } = await member();
    const admin = await insertAdmin(db());
    const [payment] = await db()
      .insert(payments)
      .values({
        userId: id,
        stripeSessionId: `cs_test_gone_${id}`,
        stripePaymentIntentId: `pi_gone_${id.replaceAll("-", "")}`,
        planName: "CARE ACCESS",
        planType: "one_time",
        amountCents: 3900,
        status: "paid",
      })
      .returning();
    const res = await appFetch(`${APP}/admin-dashboard/payments/${payment.id}/refund`, {
      method: "POST",
      headers: { Cookie: await cookieFor(admin.id), "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ reason: "Bought twice" }),
      redirect: "manual",
    });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain(REFUND_MESSAGES.goneAtStripe.replace(/'/g, "&#x27;"));
    const after = await db().query.payments.findFirst({ where: eq(payments.id, payment.id) });
    expect(after).toMatchObject({ status: "paid", refundRequestedAt: null });
  });
});
