/**
 * Whole payment journeys against the Stripe stand-in, whose catalog globalSetup made
 * with `npm run stripe:setup`'s own code: the member checks out and pays on the
 * stand-in's hosted page, and its events (what Stripe would send) are delivered to
 * our webhook signed, as Stripe does.
 */
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { describe, expect, it, vi } from "vitest";
import { processedWebhookEvents, profiles } from "../../db/schema";
import { appFetch } from "../support/browser";
import { PLAN_PAGES, pageFigures } from "../support/plan-figures";
import { act, APP, checkoutAndPay, db, deliver, member, standInBase } from "../support/stripe-journeys";

const profileOf = (id: string) => db().query.profiles.findFirst({ where: eq(profiles.id, id) });

describe("a plan switch in Stripe's customer portal", () => {
  it("Essential → Premium changes the plan through the price's lookup key; the metadata still says Essential", async () => {
    const { profile, cookie } = await member();
    const { customer } = await checkoutAndPay(cookie, "ESSENTIAL CARE");
    expect(await profileOf(profile.id)).toMatchObject({ currentPlan: "ESSENTIAL CARE", planStatus: "active" });

    const portal = await appFetch(`${APP}/billing-portal`, {
      method: "POST",
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    const portalUrl = portal.headers.get("Location")!;
    expect(portalUrl).toMatch(new RegExp(`^${standInBase()}/p/session/`));
    const page = await (await fetch(portalUrl)).text();
    // The portal offers only what our configuration (stripe:setup) allows: the other membership.
    const options = [...page.matchAll(/<option value="(price_\w+)">([^<]+)<\/option>/g)];
    expect(options.map((o) => o[2])).toEqual(["Premium Care ($99.00 / month)"]);
    const subscriptionId = /name="subscription" value="(sub_\w+)"/.exec(page)![1];

    const events = await act(
      portalUrl,
      { action: "switch", subscription: subscriptionId, price: options[0][1] },
      customer,
    );
    const updated = events.find((e) => e.type === "customer.subscription.updated")!;
    expect((updated.data.object.metadata as Record<string, string>).plan_name).toBe("ESSENTIAL CARE");
    expect(await profileOf(profile.id)).toMatchObject({ currentPlan: "PREMIUM CARE", planStatus: "active" });
  });
});

describe("every figure on the plans page is what Checkout charges", () => {
  it("a new member pays $39 for Care Access, and the $39 is credited to their first membership invoice, once", async () => {
    const { cookie } = await member();
    const before = await pageFigures(cookie);
    expect(before["Care Access"]).toEqual({ price: 3900, credit: null, firstMonth: null });
    expect(await pageFigures()).toEqual(before); // a visitor sees a new member's figures
    for (const path of PLAN_PAGES) expect(await pageFigures(cookie, path), path).toEqual(before);
    expect(await pageFigures(undefined, "/precios-y-planes")).toEqual(before);

    const access = await checkoutAndPay(cookie, "CARE ACCESS");
    expect(access.amountTotal).toBe(before["Care Access"].price);

    const credited = await pageFigures(cookie);
    expect(await pageFigures(cookie, "/precios-y-planes")).toEqual(credited);
    expect(credited["Care Access"].price).toBe(14900);
    expect(credited["Essential Care"]).toEqual({ price: 4900, credit: 3900, firstMonth: 1000 });
    expect(credited["Premium Care"]).toEqual({ price: 9900, credit: 3900, firstMonth: 6000 });

    const dashboard = async () =>
      (await (await appFetch(`${APP}/dashboard`, { headers: { Cookie: cookie } })).text()).replace(/<[^>]*>/g, "");
    const creditLine =
      "Your $39 Care Access payment will be credited to your first Essential Care or Premium Care month.";
    expect(await dashboard()).toContain(creditLine);

    const essential = await checkoutAndPay(cookie, "ESSENTIAL CARE");
    expect(essential.amountTotal).toBe(credited["Essential Care"].firstMonth);
    const invoice = essential.events.find((e) => e.type === "invoice.paid")!.data.object;
    expect(invoice).toMatchObject({ subtotal: 4900, amount_paid: 1000 });

    // The credit is spent: the next membership costs what the page says, in full.
    expect(await dashboard()).not.toContain(creditLine);
    const after = await pageFigures(cookie);
    expect(await pageFigures(cookie, "/precios-y-planes")).toEqual(after);
    expect(after["Premium Care"]).toEqual({ price: 9900, credit: null, firstMonth: null });
    const premium = await checkoutAndPay(cookie, "PREMIUM CARE");
    expect(premium.amountTotal).toBe(after["Premium Care"].price);
  });
});

describe("the stand-in is never kinder than the product expects", () => {
  it("refuses a Checkout Session with inline price_data (a product per session)", async () => {
    const res = await fetch(`${standInBase()}/v1/checkout/sessions`, {
      method: "POST",
      headers: { Authorization: "Bearer sk_test_standin", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        mode: "payment",
        success_url: `${APP}/payment-success`,
        "line_items[0][quantity]": "1",
        "line_items[0][price_data][currency]": "usd",
        "line_items[0][price_data][unit_amount]": "100",
        "line_items[0][price_data][product_data][name]": "Anything",
      }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { param: string } }).error.param).toBe("line_items[0][price_data]");
  });
});

describe("one API version", () => {
  it("an event in another API version is refused (400) with a logged error, and changes nothing", async () => {
    const { profile } = await member();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const event = {
        id: `evt_${crypto.randomUUID().replaceAll("-", "")}`,
        object: "event",
        api_version: "2024-06-20",
        created: Math.floor(Date.now() / 1000),
        type: "checkout.session.completed",
        data: {
          object: {
            id: `cs_test_${crypto.randomUUID().replaceAll("-", "")}`,
            object: "checkout.session",
            mode: "payment",
            status: "complete",
            payment_status: "paid",
            client_reference_id: profile.id,
            metadata: { user_id: profile.id, plan_name: "CARE ACCESS" },
            amount_total: 14900,
            currency: "usd",
          },
        },
      };
      const res = await deliver(event);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: "Unsupported Stripe API version.", code: "webhookVersionUnsupported" });
      expect(
        await db().query.processedWebhookEvents.findFirst({ where: eq(processedWebhookEvents.id, event.id) }),
      ).toBe(undefined);
      expect(await profileOf(profile.id)).toMatchObject({ currentPlan: null });
      const logged = errors.mock.calls.map((call) => JSON.parse(String(call[0])) as { where: string; name: string });
      expect(logged).toContainEqual(
        expect.objectContaining({
          name: "StripeApiVersionMismatch",
          where: `stripe webhook: event api_version 2024-06-20, endpoint must use ${Stripe.API_VERSION}`,
        }),
      );
    } finally {
      errors.mockRestore();
    }
  });

  it("the stand-in's events carry the SDK's pinned version, which the webhook takes", async () => {
    const { cookie } = await member();
    const { events } = await checkoutAndPay(cookie, "CARE ACCESS");
    expect(events.map((e) => e.api_version)).toEqual([Stripe.API_VERSION]);
  });
});
