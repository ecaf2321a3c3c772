/**
 * "Refund the review fee" on the team's bill case page (the money-back promise), as a browser
 * without JavaScript uses it: the button is a link to a confirmation page whose form posts to the
 * same service as POST /api/admin/bill-cases/:id/refund-review-fee; the result shows on the case page.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, billCases, payments } from "../../db/schema";
import { REFUND_MESSAGES } from "../../app/domain/payments";
import { cookieFor } from "../support/auth-helpers";
import { appFetch } from "../support/browser";
import { insertAdmin } from "../support/factories";
import { APP, checkoutAndPay, db, deliverLater, member, standInBase } from "../support/stripe-journeys";

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replaceAll("&#x27;", "'")
    .replace(/\s+/g, " ");

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

async function refundCalls(paymentIntent: string) {
  const all = (await (await fetch(`${standInBase()}/__standin/requests`)).json()) as {
    method: string;
    path: string;
    body: Record<string, unknown>;
  }[];
  return all.filter((r) => r.method === "POST" && r.path === "/v1/refunds" && r.body.payment_intent === paymentIntent);
}

const page = async (cookie: string, path: string) => {
  const res = await appFetch(`${APP}${path}`, { headers: { Cookie: cookie } });
  return { status: res.status, html: await res.text() };
};
const confirm = (cookie: string, caseId: string, reason: string) =>
  appFetch(`${APP}/admin-dashboard/bills/${caseId}/refund-review-fee`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ reason }),
    redirect: "manual",
  });

describe("the bill case page's 'Refund the review fee'", () => {
  it("leads to a confirmation whose post refunds the fee through Stripe once, audited, and the case page shows the result", async () => {
    const { profile, cookie } = await member();
    const adminCookie = await cookieFor((await insertAdmin(db())).id);
    const paid = await checkoutAndPay(cookie, "CARE ACCESS");
    const fee = (await db().query.payments.findFirst({ where: eq(payments.stripeSessionId, paid.sessionId) }))!;
    const caseId = await resolvedCase(profile.id, 8_000);
    const confirmPath = `/admin-dashboard/bills/${caseId}/refund-review-fee`;

    const casePage = await page(adminCookie, `/admin-dashboard/bills/${caseId}`);
    expect(casePage.html).toMatch(new RegExp(`<a[^>]*href="${confirmPath}"[^>]*>Refund the review fee</a>`));
    expect(text(casePage.html)).toContain("refunds the member's $39 review fee");

    const confirmation = await page(adminCookie, confirmPath);
    expect(confirmation.status).toBe(200);
    expect(confirmation.html).toMatch(/<form[^>]*method="post"/);
    expect(text(confirmation.html)).toContain("Stripe refunds $39 to the card that paid");

    // A reason is required: the page says so and Stripe is not asked.
    const refused = await confirm(adminCookie, caseId, "  ");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(REFUND_MESSAGES.reasonRequired);
    expect(await refundCalls(fee.stripePaymentIntentId!)).toEqual([]);

    const after = Date.now();
    const done = await confirm(adminCookie, caseId, "The review found no saving");
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe(`/admin-dashboard/bills/${caseId}?saved=refund`);
    expect(await refundCalls(fee.stripePaymentIntentId!)).toHaveLength(1);
    const [audit] = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "admin.payment_refunded"), eq(adminAuditLog.targetId, fee.id)));
    expect(audit.details).toMatchObject({ bill_case_id: caseId, reason: "The review found no saving" });

    const asked = text((await page(adminCookie, `/admin-dashboard/bills/${caseId}?saved=refund`)).html);
    expect(asked).toContain(REFUND_MESSAGES.requested);
    expect(asked).toContain("Refund of $39 asked of Stripe");
    expect(asked).not.toContain("Refund the review fee");

    // Posting again (a second tab) refuses without a second Stripe refund.
    expect((await confirm(adminCookie, caseId, "again")).status).toBe(409);
    expect(await refundCalls(fee.stripePaymentIntentId!)).toHaveLength(1);

    await deliverLater(paid.customer, after, "charge.refunded");
    expect(text((await page(adminCookie, `/admin-dashboard/bills/${caseId}`)).html)).toContain(
      "Refunded: $39, confirmed by Stripe.",
    );
  });

  it("a case that saved something offers no refund, and its confirmation refuses", async () => {
    const { profile, cookie } = await member();
    const adminCookie = await cookieFor((await insertAdmin(db())).id);
    await checkoutAndPay(cookie, "CARE ACCESS");
    const caseId = await resolvedCase(profile.id, 5_000);
    expect((await page(adminCookie, `/admin-dashboard/bills/${caseId}`)).html).not.toContain("Refund the review fee");
    const confirmation = text((await page(adminCookie, `/admin-dashboard/bills/${caseId}/refund-review-fee`)).html);
    expect(confirmation).toContain("Only a resolved bill check that saved nothing refunds the review fee.");
    expect((await confirm(adminCookie, caseId, "Trying anyway")).status).toBe(409);
  });

  it("a member is refused the confirmation page and its post", async () => {
    const { profile, cookie } = await member();
    const caseId = await resolvedCase(profile.id, 8_000);
    const res = await appFetch(`${APP}/admin-dashboard/bills/${caseId}/refund-review-fee`, {
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(res.status).not.toBe(200);
    const posted = await confirm(cookie, caseId, "mine");
    expect(posted.headers.get("Location")).not.toContain("saved=refund");
    const audits = await db().select().from(adminAuditLog).where(eq(adminAuditLog.action, "admin.payment_refunded"));
    expect(audits.filter((a) => (a.details as { bill_case_id?: string } | null)?.bill_case_id === caseId)).toEqual([]);
  });
});
