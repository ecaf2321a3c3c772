/**
 * Who holds the new-member offers (the $39 Care Access price and the $39 credit on the first
 * membership invoice), against the Stripe stand-in: the plans page's figures are read and compared
 * with the amounts of the Checkout Sessions the stand-in made.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { checkoutOfferClaims, payments } from "../../db/schema";
import { PAYMENT_MESSAGES } from "../../app/domain/payments";
import { cookieFor } from "../support/auth-helpers";
import { appFetch } from "../support/browser";
import { insertAdmin } from "../support/factories";
import { pageFigures } from "../support/plan-figures";
import { APP, checkoutAndPay, db, deliverLater, member, standInBase } from "../support/stripe-journeys";

const paymentOf = async (sessionId: string) =>
  (await db().query.payments.findFirst({ where: eq(payments.stripeSessionId, sessionId) }))!;

/** An admin refunds a payment through the console's API, and Stripe's charge.refunded is delivered. */
async function refund(sessionId: string, customer: string) {
  const adminCookie = await cookieFor((await insertAdmin(db())).id);
  const after = Date.now();
  const res = await appFetch(`${APP}/api/admin/payments/${(await paymentOf(sessionId)).id}/refund`, {
    method: "POST",
    headers: { Cookie: adminCookie, "Content-Type": "application/json" },
    body: JSON.stringify({ reason: "Asked for their money back" }),
  });
  expect(res.status).toBe(200);
  await deliverLater(customer, after, "charge.refunded");
  expect(await paymentOf(sessionId)).toMatchObject({ status: "refunded" });
}

describe("a member whose only payments were refunded is new again", () => {
  it("the page offers the $39 Care Access and then the credit again, and Checkout charges exactly that", async () => {
    const { cookie } = await member();
    const first = await pageFigures(cookie);
    expect(first["Care Access"]).toEqual({ price: 3900, credit: null, firstMonth: null });
    const access = await checkoutAndPay(cookie, "CARE ACCESS");
    expect(access.amountTotal).toBe(first["Care Access"].price);
    const credited = await pageFigures(cookie);
    const essential = await checkoutAndPay(cookie, "ESSENTIAL CARE");
    expect(essential.amountTotal).toBe(credited["Essential Care"].firstMonth);
    expect(essential.amountTotal).toBe(1000);

    // Paid and not refunded: no longer new, the credit spent.
    const spent = await pageFigures(cookie);
    expect(spent["Care Access"].price).toBe(14900);
    expect(spent["Premium Care"]).toEqual({ price: 9900, credit: null, firstMonth: null });

    // One refund leaves the other payment standing: still not new.
    await refund(access.sessionId, access.customer);
    expect((await pageFigures(cookie))["Care Access"].price).toBe(14900);

    // Both refunded: new again, on the page and at Checkout.
    await refund(essential.sessionId, essential.customer);
    const again = await pageFigures(cookie);
    expect(again["Care Access"]).toEqual({ price: 3900, credit: null, firstMonth: null });
    expect(again["Essential Care"]).toEqual({ price: 4900, credit: null, firstMonth: null });
    const secondAccess = await checkoutAndPay(cookie, "CARE ACCESS");
    expect(secondAccess.amountTotal).toBe(again["Care Access"].price);

    const creditedAgain = await pageFigures(cookie);
    expect(creditedAgain["Premium Care"]).toEqual({ price: 9900, credit: 3900, firstMonth: 6000 });
    const premium = await checkoutAndPay(cookie, "PREMIUM CARE");
    expect(premium.amountTotal).toBe(creditedAgain["Premium Care"].firstMonth);
  });
});

type Recorded = { method: string; path: string; body: Record<string, unknown> };
const requests = async () => (await (await fetch(`${standInBase()}/__standin/requests`)).json()) as Recorded[];
/** The Checkout Sessions the stand-in was asked to make for one member. */
const sessionsAskedFor = async (userId: string) =>
  (await requests()).filter(
    (r) => r.method === "POST" && r.path === "/v1/checkout/sessions" && r.body.client_reference_id === userId,
  );
const startCheckout = (cookie: string, planName: string) =>
  appFetch(`${APP}/api/create-checkout-session`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie },
    body: JSON.stringify({ plan_name: planName }),
  });
const standInSession = async (id: string) =>
  (await (
    await fetch(`${standInBase()}/v1/checkout/sessions/${id}`, { headers: { Authorization: "Bearer sk_test_standin" } })
  ).json()) as { amount_total: number; status: string; customer: string; url: string | null };

describe("one checkout at a time carries a new-member offer", () => {
  it("two Care Access checkouts at once: one gets the $39 price, the other is refused and reaches no Stripe session", async () => {
    const { profile, cookie } = await member();
    const answers = await Promise.all([startCheckout(cookie, "CARE ACCESS"), startCheckout(cookie, "CARE ACCESS")]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(await refused.json()).toMatchObject({ error: PAYMENT_MESSAGES.offerBusy });
    const asked = await sessionsAskedFor(profile.id);
    expect(asked).toHaveLength(1);
    const made = (await answers.find((a) => a.status === 200)!.json()) as { session_id: string };
    expect((await standInSession(made.session_id)).amount_total).toBe(3900);
    const open = await db().select().from(payments).where(eq(payments.userId, profile.id));
    expect(open.map((p) => [p.stripeSessionId, p.amountCents])).toEqual([[made.session_id, 3900]]);
  });

  it("two membership checkouts at once: only one carries the $39 credit", async () => {
    const { profile, cookie } = await member();
    await checkoutAndPay(cookie, "CARE ACCESS");
    const answers = await Promise.all([startCheckout(cookie, "ESSENTIAL CARE"), startCheckout(cookie, "PREMIUM CARE")]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const withCredit = (await sessionsAskedFor(profile.id)).filter((r) => Array.isArray(r.body.discounts));
    expect(withCredit).toHaveLength(1);
  });

  it("a second click takes the offer over only by expiring the first session at Stripe, which can then not be paid", async () => {
    const { profile, cookie } = await member();
    const first = (await (await startCheckout(cookie, "CARE ACCESS")).json()) as { session_id: string };
    const firstUrl = (await standInSession(first.session_id)).url!;
    const second = await startCheckout(cookie, "CARE ACCESS");
    expect(second.status).toBe(200);
    const { session_id } = (await second.json()) as { session_id: string };
    expect((await standInSession(session_id)).amount_total).toBe(3900);
    expect((await standInSession(first.session_id)).status).toBe("expired");
    expect((await requests()).some((r) => r.path === `/v1/checkout/sessions/${first.session_id}/expire`)).toBe(true);
    expect((await fetch(firstUrl, { method: "POST", body: new URLSearchParams({ action: "pay" }) })).status).toBe(409);

    // Stripe's checkout.session.expired for the first lets go of nothing the second holds.
    const { customer } = await standInSession(session_id);
    await deliverLater(customer, 0, "checkout.session.expired");
    expect(await paymentOf(first.session_id)).toMatchObject({ status: "expired" });
    const [claim] = await db().select().from(checkoutOfferClaims).where(eq(checkoutOfferClaims.userId, profile.id));
    expect(claim).toMatchObject({ offer: "new_member_price", stripeSessionId: session_id });
  });

  it("a session paid at Stripe before its event arrived keeps the offer: the next checkout is refused, not given $39 again", async () => {
    const { cookie } = await member();
    const first = (await (await startCheckout(cookie, "CARE ACCESS")).json()) as { session_id: string };
    // Paid on Stripe's page; the webhook has not reached us yet, so our row still says open.
    await (
      await fetch((await standInSession(first.session_id)).url!, {
        method: "POST",
        body: new URLSearchParams({ action: "pay" }),
        redirect: "manual",
      })
    ).arrayBuffer();
    expect((await standInSession(first.session_id)).status).toBe("complete");
    expect(await paymentOf(first.session_id)).toMatchObject({ status: "open" });
    const again = await startCheckout(cookie, "CARE ACCESS");
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: PAYMENT_MESSAGES.offerSpent });
  });
});
