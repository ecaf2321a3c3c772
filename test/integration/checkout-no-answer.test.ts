/**
 * "Complete Registration" with a paid plan, while Stripe never answers opening Checkout (the
 * stand-in's hang fault on the member's Checkout Session create). The wait is bounded: the call is
 * made once (no silent retry that doubled the wait), the person is sent back to /form with plain
 * words and a "try again" that opens Checkout with the same idempotency key, their profile kept and
 * no payment row half-written (docs/decisions/0065-checkout-wait-bounded.md).
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { CHECKOUT_FAILURE_WORDS } from "../../app/domain/payments";
import { checkoutFailuresEs } from "../../app/i18n/checkout/es";
import { payments, profiles } from "../../db/schema";
import { cookieFor, db } from "../support/auth-helpers";
import { insertProfile } from "../support/factories";
import { stripeFaults } from "../support/faults";
import { callWorker } from "../support/worker-call";

const APP = "https://app.test";
const STANDIN = (env as unknown as { STRIPE_API_BASE: string }).STRIPE_API_BASE;
const faults = stripeFaults(STANDIN);
/** The test's bound: the SDK gives up on a silent Stripe after 300 ms (the stand-in-only override). */
const shortTimeout = { ...env, STRIPE_API_TIMEOUT_MS: "300" } as unknown as Env;

type Recorded = { method: string; path: string; body: Record<string, unknown>; idempotencyKey: string | null };

const sessionCreates = async (userId: string) =>
  ((await (await fetch(`${STANDIN}/__standin/requests`)).json()) as Recorded[]).filter(
    (r) => r.method === "POST" && r.path === "/v1/checkout/sessions" && r.body.client_reference_id === userId,
  );

const cleared: string[] = [];
afterEach(async () => {
  await Promise.all(cleared.splice(0).map((match) => faults.clear(match)));
});

function postCheckout(cookie: string, fields: Record<string, string>) {
  return callWorker(
    `${APP}/checkout`,
    {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ plan_name: "ESSENTIAL CARE", source: "form", ...fields }),
    },
    shortTimeout,
  );
}

describe("Checkout from the registration form while Stripe does not answer", () => {
  it("asks Stripe once, answers on /form in plain words with the profile kept, and the retry opens one session", async () => {
    const profile = await insertProfile(db(), { currentPlan: null, planStatus: null, fullName: "Rosa Waits" });
    const cookie = await cookieFor(profile.id);
    const hangs = `client_reference_id=${profile.id}`;
    cleared.push(hangs);
    await faults.add(hangs, "hang");

    const refused = await postCheckout(cookie, {});
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe("/form?error=checkout&reason=no_answer&plan=ESSENTIAL%20CARE");
    // Asked once: no retry behind the person's back, and with our own idempotency key.
    const [attempt, ...more] = await sessionCreates(profile.id);
    expect(more).toEqual([]);
    expect(attempt?.idempotencyKey).toMatch(new RegExp(`^care-finder-checkout-${profile.id}-0-`));
    expect(await db().select().from(payments).where(eq(payments.userId, profile.id)).all()).toEqual([]);

    // The answer: the profile is saved, payment did not start, and a button to try again.
    const page = await callWorker(`${APP}${refused.headers.get("Location")}`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    expect(page.body).toContain(CHECKOUT_FAILURE_WORDS.no_answer);
    expect(page.body).toContain("your details are saved");
    expect(page.body).toMatch(/<form method="post" action="\/checkout"[^]*name="plan_name" value="ESSENTIAL CARE"/);
    expect(await db().query.profiles.findFirst({ where: eq(profiles.id, profile.id) })).toMatchObject({
      fullName: "Rosa Waits",
      onboardingCompleted: true,
      currentPlan: null,
    });

    // Stripe answers again: the same key (Stripe would hand back a session it made meanwhile), one session recorded.
    await faults.clear(hangs);
    const retried = await postCheckout(cookie, {});
    expect(retried.headers.get("Location")).toMatch(new RegExp(`^${STANDIN}/c/pay/cs_test_`));
    const attempts = await sessionCreates(profile.id);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]?.idempotencyKey).toBe(attempt?.idempotencyKey);
    expect(await db().select().from(payments).where(eq(payments.userId, profile.id)).all()).toHaveLength(1);
  });

  it("says it in Spanish on the Spanish form", async () => {
    const profile = await insertProfile(db(), { currentPlan: null, planStatus: null });
    const cookie = await cookieFor(profile.id);
    const hangs = `client_reference_id=${profile.id}`;
    cleared.push(hangs);
    await faults.add(hangs, "hang");

    const refused = await postCheckout(cookie, { lang: "es" });
    const back = refused.headers.get("Location") ?? "";
    expect(back).toContain("reason=no_answer");
    const page = await callWorker(`${APP}${back}`, { headers: { Cookie: cookie } });
    expect(page.body).toContain(checkoutFailuresEs.no_answer);
  });
});
