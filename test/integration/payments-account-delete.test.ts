/**
 * Deleting an account cancels the member's Stripe subscription first: a deleted account is never
 * billed again, and if Stripe cannot be reached nothing is deleted.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "../../db/schema";
import { appFetch } from "../support/browser";
import { APP, checkoutAndPay, db, member, standInBase } from "../support/stripe-journeys";

type Recorded = { method: string; path: string };

const deleteAccount = (cookie: string) =>
  appFetch(`${APP}/dashboard/account/delete`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ confirm: "yes" }),
    redirect: "manual",
  });

async function subscriptionAtStripe(id: string) {
  const res = await fetch(`${standInBase()}/v1/subscriptions/${id}`, {
    headers: { Authorization: "Bearer sk_test_standin" },
  });
  return (await res.json()) as { status: string };
}

async function cancels(id: string): Promise<Recorded[]> {
  const all = (await (await fetch(`${standInBase()}/__standin/requests`)).json()) as Recorded[];
  return all.filter((r) => r.method === "DELETE" && r.path === `/v1/subscriptions/${id}`);
}

describe("deleting an account with a live membership", () => {
  it("cancels the Stripe subscription before the account goes; a Stripe failure deletes nothing", async () => {
    const { profile, cookie } = await member();
    const { events } = await checkoutAndPay(cookie, "ESSENTIAL CARE");
    const subscriptionId = String(
      events.find((e) => e.type === "checkout.session.completed")!.data.object.subscription,
    );
    expect((await subscriptionAtStripe(subscriptionId)).status).toBe("active");

    // Stripe fails the cancel: the member is told, and the account and membership stay.
    await fetch(`${standInBase()}/__standin/faults`, {
      method: "POST",
      body: JSON.stringify({ match: `DELETE /v1/subscriptions/${subscriptionId}`, times: 2 }),
    });
    const refused = await deleteAccount(cookie);
    expect(refused.status).toBe(502);
    expect(await refused.text()).toContain("We could not reach our payment provider.");
    expect(await db().query.profiles.findFirst({ where: eq(profiles.id, profile.id) })).toBeDefined();
    await fetch(
      `${standInBase()}/__standin/faults?match=${encodeURIComponent(`DELETE /v1/subscriptions/${subscriptionId}`)}`,
      {
        method: "DELETE",
      },
    );

    const deleted = await deleteAccount(cookie);
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/account-deleted");
    expect((await subscriptionAtStripe(subscriptionId)).status).toBe("canceled");
    expect((await cancels(subscriptionId)).filter((r) => !("fault" in r))).toHaveLength(1);
    expect(await db().query.profiles.findFirst({ where: eq(profiles.id, profile.id) })).toBeUndefined();
  });

  it("a member who only bought Care Access (no subscription) is deleted as before", async () => {
    const { profile, cookie } = await member();
    await checkoutAndPay(cookie, "CARE ACCESS");
    expect((await deleteAccount(cookie)).status).toBe(302);
    expect(await db().query.profiles.findFirst({ where: eq(profiles.id, profile.id) })).toBeUndefined();
  });
});
