/**
 * Who holds the new-member offers (the $39 Care Access price and the $39 credit on the first
 * membership invoice), against the Stripe stand-in: the plans page's figures are read and compared
 * with the amounts of the Checkout Sessions the stand-in made.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payments } from "../../db/schema";
import { cookieFor } from "../support/admin-helpers";
import { appFetch } from "../support/browser";
import { insertAdmin } from "../support/factories";
import { pageFigures } from "../support/plan-figures";
import { APP, checkoutAndPay, db, deliverLater, member } from "../support/stripe-journeys";

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
