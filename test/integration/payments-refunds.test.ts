/**
 * Refunds and receipts against the Stripe stand-in: an admin refunds a payment (reason required,
 * audited) through Stripe's refunds API, and Stripe's `charge.refunded` changes the plan and the
 * member's dashboard; the dashboard links each payment's receipt or invoice.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, billCases, payments, profiles } from "../../db/schema";
import { cookieFor } from "../support/auth-helpers";
import { appFetch } from "../support/browser";
import { insertAdmin } from "../support/factories";
import { APP, checkoutAndPay, db, deliverLater, member, standInBase } from "../support/stripe-journeys";

type Recorded = { method: string; path: string; body: Record<string, unknown>; idempotencyKey: string | null };

async function refundCalls(paymentIntent: string): Promise<Recorded[]> {
  const all = (await (await fetch(`${standInBase()}/__standin/requests`)).json()) as Recorded[];
  return all.filter((r) => r.method === "POST" && r.path === "/v1/refunds" && r.body.payment_intent === paymentIntent);
}

const paymentOf = async (sessionId: string) =>
  (await db().query.payments.findFirst({ where: eq(payments.stripeSessionId, sessionId) }))!;
const profileOf = (id: string) => db().query.profiles.findFirst({ where: eq(profiles.id, id) });
const text = (html: string) => html.replace(/<[^>]*>/g, "");

async function dashboard(cookie: string) {
  return (await appFetch(`${APP}/dashboard`, { headers: { Cookie: cookie } })).text();
}

/** The admin's refund form, posted as the page posts it. */
async function postRefund(adminCookie: string, paymentId: string, reason: string) {
  return appFetch(`${APP}/admin-dashboard/payments/${paymentId}/refund`, {
    method: "POST",
    headers: { Cookie: adminCookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ reason }),
    redirect: "manual",
  });
}

describe("an admin refunds a one-time Care Access payment", () => {
  it("needs a reason, refunds through Stripe once, and charge.refunded ends the access and shows on the dashboard", async () => {
    const { profile, cookie } = await member();
    const admin = await insertAdmin(db());
    const adminCookie = await cookieFor(admin.id);
    const paid = await checkoutAndPay(cookie, "CARE ACCESS");
    const payment = await paymentOf(paid.sessionId);
    expect(payment).toMatchObject({ status: "paid", amountCents: 3900 });
    expect(payment.stripePaymentIntentId).toMatch(/^pi_/);
    expect(await profileOf(profile.id)).toMatchObject({ currentPlan: "CARE ACCESS", planStatus: "active" });

    // The admin console lists it with its refund page.
    const list = await (await appFetch(`${APP}/admin-dashboard/payments`, { headers: { Cookie: adminCookie } })).text();
    expect(list).toContain(`/admin-dashboard/payments/${payment.id}/refund`);

    // No reason: the form says so and Stripe is not asked.
    const refused = await postRefund(adminCookie, payment.id, "   ");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Please say why this payment is refunded.");
    expect(await refundCalls(payment.stripePaymentIntentId!)).toEqual([]);

    const after = Date.now();
    const done = await postRefund(adminCookie, payment.id, "Charged before the member meant to buy");
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/admin-dashboard/payments?refunded=1");
    const calls = await refundCalls(payment.stripePaymentIntentId!);
    expect(calls).toHaveLength(1);
    expect(calls[0].idempotencyKey).toBe(`care-finder-refund-${payment.id}`);
    const audit = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "admin.payment_refunded"), eq(adminAuditLog.targetId, payment.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, targetType: "payment" });
    expect(audit[0].details).toMatchObject({ reason: "Charged before the member meant to buy", amount_cents: 3900 });

    // Until Stripe's event arrives the plan stands, and a second refund is refused without asking Stripe.
    expect(await profileOf(profile.id)).toMatchObject({ planStatus: "active" });
    const again = await appFetch(`${APP}/api/admin/payments/${payment.id}/refund`, {
      method: "POST",
      headers: { Cookie: adminCookie, "Content-Type": "application/json" },
      body: JSON.stringify({ reason: "again" }),
    });
    expect(again.status).toBe(409);
    expect(await refundCalls(payment.stripePaymentIntentId!)).toHaveLength(1);

    const events = await deliverLater(paid.customer, after, "charge.refunded");
    expect(events.find((e) => e.type === "charge.refunded")!.data.object).toMatchObject({
      refunded: true,
      amount_refunded: 3900,
    });
    expect(await paymentOf(paid.sessionId)).toMatchObject({ status: "refunded", refundedCents: 3900 });
    expect(await profileOf(profile.id)).toMatchObject({ currentPlan: "CARE ACCESS", planStatus: "refunded" });

    const page = text(await dashboard(cookie));
    expect(page).toContain("Refunded $39");
    expect(page).toMatch(/Your Plan\s*Care Access\s*Refunded/);

    // Refunded is final: asking again is refused without calling Stripe.
    const late = await appFetch(`${APP}/api/admin/payments/${payment.id}/refund`, {
      method: "POST",
      headers: { Cookie: adminCookie, "Content-Type": "application/json" },
      body: JSON.stringify({ reason: "again" }),
    });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error: "This payment has already been refunded." });
    expect(await refundCalls(payment.stripePaymentIntentId!)).toHaveLength(1);
  });

  it("a member's refund call is refused (403)", async () => {
    const { cookie } = await member();
    const refused = await appFetch(`${APP}/api/admin/payments/anything/refund`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ reason: "mine" }),
    });
    expect(refused.status).toBe(403);
  });
});

describe("a refunded membership invoice", () => {
  it("is refunded through the invoice's payment and leaves the membership to its own events", async () => {
    const { profile, cookie } = await member();
    const admin = await insertAdmin(db());
    const adminCookie = await cookieFor(admin.id);
    await checkoutAndPay(cookie, "CARE ACCESS");
    const essential = await checkoutAndPay(cookie, "ESSENTIAL CARE");
    const payment = await paymentOf(essential.sessionId);
    expect(payment.stripeInvoiceId).toMatch(/^in_/);
    expect(payment.stripePaymentIntentId).toBe(null);

    const after = Date.now();
    expect((await postRefund(adminCookie, payment.id, "Signed up twice")).status).toBe(302);
    const refunded = await paymentOf(essential.sessionId);
    expect(refunded.stripePaymentIntentId).toMatch(/^pi_/);
    expect(await refundCalls(refunded.stripePaymentIntentId!)).toHaveLength(1);

    await deliverLater(essential.customer, after, "charge.refunded");
    // The $39 credit left $10 to pay: that is what Stripe refunded.
    expect(await paymentOf(essential.sessionId)).toMatchObject({ status: "refunded", refundedCents: 1000 });
    expect(await profileOf(profile.id)).toMatchObject({ currentPlan: "ESSENTIAL CARE", planStatus: "active" });
  });
});

describe("receipts", () => {
  it("the dashboard lists each payment with Stripe's receipt (one-time) or hosted invoice (membership)", async () => {
    const { cookie } = await member();
    const access = await checkoutAndPay(cookie, "CARE ACCESS");
    const essential = await checkoutAndPay(cookie, "ESSENTIAL CARE");
    const receipt = (await paymentOf(access.sessionId)).receiptUrl!;
    const invoicePaid = essential.events.find((e) => e.type === "invoice.paid")!.data.object;
    expect(receipt).toMatch(new RegExp(`^${standInBase()}/receipts/ch_`));
    expect((await paymentOf(essential.sessionId)).receiptUrl).toBe(invoicePaid.hosted_invoice_url);

    const html = await dashboard(cookie);
    expect(html).toContain(`href="${receipt}"`);
    expect(html).toContain(`href="${String(invoicePaid.hosted_invoice_url)}"`);
    const items = html.split('data-testid="member-payment"').slice(1).map(text);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatch(/^.*Essential Care\s*\$10/); // newest first: what the first month cost after the credit
    expect(items[0]).toContain("Invoice");
    expect(items[1]).toMatch(/Care Access\s*\$39/);
    expect(items[1]).toContain("Receipt");
  });
});

describe("Refund the review fee (the money-back promise)", () => {
  async function resolvedCase(userId: string, finalAmountCents: number) {
    const id = crypto.randomUUID();
    await db().insert(billCases).values({
      id,
      userId,
      ccn: "360107",
      hospitalName: "Bellevue Hospital Center",
      hospitalCity: "New York",
      hospitalState: "NY",
      serviceDate: "2026-10-01",
      coverage: "self_pay",
      status: "resolved",
      billedCents: 8_000,
      finalAmountCents,
      resolvedAt: new Date(),
      postedTotalCents: 0,
      postedLines: 0,
      countedLines: 1,
      possibleSavingCents: 0,
    });
    return id;
  }
  const refundFee = (adminCookie: string, caseId: string) =>
    appFetch(`${APP}/api/admin/bill-cases/${caseId}/refund-review-fee`, {
      method: "POST",
      headers: { Cookie: adminCookie, "Content-Type": "application/json" },
      body: JSON.stringify({ reason: "The review found no saving" }),
    });

  it("refunds the member's Care Access fee when a resolved case saved nothing, and only then", async () => {
    const { profile, cookie } = await member();
    const adminCookie = await cookieFor((await insertAdmin(db())).id);
    const paid = await checkoutAndPay(cookie, "CARE ACCESS");
    const fee = await paymentOf(paid.sessionId);

    const saved = await resolvedCase(profile.id, 5_000);
    const refused = await refundFee(adminCookie, saved);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: "Only a resolved bill check that saved nothing refunds the review fee.",
    });
    expect(await refundCalls(fee.stripePaymentIntentId!)).toEqual([]);

    const nothing = await resolvedCase(profile.id, 8_000);
    const res = await refundFee(adminCookie, nothing);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ payment_id: fee.id, amount_cents: 3900 });
    expect(await refundCalls(fee.stripePaymentIntentId!)).toHaveLength(1);
    const [audit] = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "admin.payment_refunded"), eq(adminAuditLog.targetId, fee.id)));
    expect(audit.details).toMatchObject({ bill_case_id: nothing, reason: "The review found no saving" });

    // The fee is refunded once: asking again finds none left.
    const again = await refundFee(adminCookie, nothing);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: "This member has no paid review fee left to refund." });
  });
});
