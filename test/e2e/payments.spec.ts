import type { Page } from "@playwright/test";
import { DEMO, expect, expectNoA11yViolations, signInAs, stripeStandIn, test, waitForHydration } from "./fixtures";

/** Seeded by scripts/seed.ts: signed up, not registered yet, so /dev/sign-in lands on /form. */
const NEW_MEMBER = "new.member@example.com";

type Recorded = { method: string; path: string; body: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function standInRequests(): Promise<Recorded[]> {
  return (await (await fetch(`${stripeStandIn()}/__standin/requests`)).json()) as Recorded[];
}

async function markPaid(sessionId: string) {
  const res = await fetch(`${stripeStandIn()}/__standin/sessions/${sessionId}`, {
    method: "POST",
    body: JSON.stringify({ status: "complete", payment_status: "paid" }),
  });
  expect(res.status).toBe(200);
}

/**
 * A plain form POST to /checkout answers 302 to Stripe, and the browser's
 * follow-up is not routable here: catch the POST, keep where it pointed.
 */
async function captureCheckoutRedirects(page: Page): Promise<string[]> {
  const locations: string[] = [];
  await page.route(/\/checkout$/, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    const response = await route.fetch({ maxRedirects: 0 });
    expect(response.status()).toBe(302);
    locations.push(response.headers()["location"]);
    await route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><html lang='en'><title>Redirecting</title><h1>Redirecting to Stripe</h1></html>",
    });
  });
  return locations;
}

/** The stand-in's hosted Checkout page (scripts/stand-ins/stripe/pages.mjs). */
const CHECKOUT_URL = /^http:\/\/127\.0\.0\.1:\d+\/c\/pay\/(cs_test_\w+)$/;

/** Chooses a plan on /pricing as a signed-in member and returns the session the app created. */
async function checkoutFromPricing(page: Page, button: string): Promise<string> {
  await page.goto("/pricing");
  await waitForHydration(page);
  await page.getByRole("button", { name: button }).click();
  await page.waitForURL(CHECKOUT_URL);
  return CHECKOUT_URL.exec(page.url())![1];
}

test("a visitor's plan choice survives registration, which then starts Stripe Checkout", async ({ page }) => {
  const redirects = await captureCheckoutRedirects(page);
  await page.goto("/pricing");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Choose Essential Care" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await signInAs(page, NEW_MEMBER);
  await expect(page).toHaveURL(/\/form/);
  await waitForHydration(page);

  await page.getByLabel("Full name").fill("Nina Newcomer");
  await expect(page.getByLabel("Email")).toHaveValue(NEW_MEMBER); // the signed-in account's, read-only
  await page.getByLabel("Phone number").fill("(305) 555-0177");
  await page.getByLabel("ZIP code").fill("33130");
  await page.getByLabel("Date of birth").fill("1990-02-14");
  await page.getByRole("button", { name: "Next Step" }).click();
  await page.getByLabel("I don't have health insurance").check();
  await page.getByLabel("Service needed").fill("Help choosing a plan");
  await page.getByRole("button", { name: "Complete Registration" }).click();

  // The app sent the browser to the Checkout page of the session it created at the stand-in.
  await expect(page.getByRole("heading", { name: "Redirecting to Stripe" })).toBeVisible();
  expect(redirects).toHaveLength(1);
  expect(redirects[0]).toMatch(CHECKOUT_URL);
  const sessionId = CHECKOUT_URL.exec(redirects[0])![1];
  // That session, as Stripe (the stand-in) holds it: the catalog's plan and amount.
  const session = (await (
    await fetch(`${stripeStandIn()}/v1/checkout/sessions/${sessionId}`, {
      headers: { Authorization: "Bearer sk_test_standin" },
    })
  ).json()) as { success_url: string };
  expect(session).toMatchObject({
    mode: "subscription",
    amount_total: 4900,
    metadata: { plan_name: "ESSENTIAL CARE" },
  });
  expect(session.success_url).toMatch(/\/payment-success\?plan=ESSENTIAL%20CARE&session_id=\{CHECKOUT_SESSION_ID\}$/);
});

test("/payment-success shows pending, success and failure from Stripe's answers, and grants nothing", async ({
  page,
}) => {
  await signInAs(page, DEMO.james);
  const sessionId = await checkoutFromPricing(page, "Choose Premium Care");

  // Not paid yet at Stripe: pending.
  await page.goto(`/payment-success?plan=PREMIUM%20CARE&session_id=${sessionId}`);
  await expect(page.getByRole("heading", { name: "Payment Pending" })).toBeVisible();
  await expect(
    page.getByText("Your payment is still being processed. This usually takes just a few moments."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue to Dashboard" })).toHaveAttribute("href", "/dashboard");

  // Paid at Stripe: success, naming the plan.
  await markPaid(sessionId);
  await page.goto(`/payment-success?plan=PREMIUM%20CARE&session_id=${sessionId}`);
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await expect(page.getByText("Premium Care", { exact: true })).toBeVisible();
  await waitForHydration(page);
  await expectNoA11yViolations(page);

  // A session Stripe does not know (or someone else's): failed.
  await page.goto(`/payment-success?plan=PREMIUM%20CARE&session_id=cs_test_notarealsession`);
  await expect(page.getByRole("heading", { name: "Payment Failed" })).toBeVisible();
  await expect(
    page.getByText(
      "There was an issue processing your payment. Please try again or contact our support team if the problem persists.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Try Again" })).toHaveAttribute("href", "/pricing");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Contact Support" }).click();
  await expect(page.getByRole("dialog", { name: "Contact Us" })).toBeVisible();
  await page.keyboard.press("Escape");

  // Success on screen changed nothing: only Stripe's webhook grants a plan.
  await page.getByRole("link", { name: "Try Again" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.goto(`/payment-success?plan=PREMIUM%20CARE&session_id=${sessionId}`);
  await page.getByRole("link", { name: "Go to Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  const plan = page.getByRole("region", { name: "Your Plan" });
  await expect(plan.getByRole("link", { name: "Choose a plan" })).toBeVisible();
  await expect(plan.getByRole("button", { name: "Manage Plan" })).toHaveCount(0);
});

test("the dashboard offers 'Manage Plan' for an active plan and 'Choose a plan' to a member who never paid", async ({
  page,
}) => {
  await signInAs(page, DEMO.maria);
  await page.goto("/dashboard");
  const plan = page.getByRole("region", { name: "Your Plan" });
  await expect(plan).toContainText("Essential Care");
  await expect(plan.getByRole("button", { name: "Manage Plan" })).toBeVisible();
  await expect(plan.getByRole("link", { name: /Choose a/ })).toHaveCount(0);
  // Maria's seeded membership is Stripe's too (scripts/seed-payments.ts): the portal shows it.
  await waitForHydration(page);
  await plan.getByRole("button", { name: "Manage Plan" }).click();
  await expect(page.getByRole("heading", { name: "Manage your plan" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Essential Care" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Care Finder" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.context().clearCookies();
  await signInAs(page, DEMO.james);
  await page.goto("/dashboard");
  const jamesPlan = page.getByRole("region", { name: "Your Plan" });
  await expect(jamesPlan.getByTestId("plan-status")).toHaveText("Never paid");
  await expect(jamesPlan.getByRole("link", { name: "Choose a plan" })).toHaveAttribute("href", "/pricing");
  await expect(jamesPlan.getByRole("button", { name: "Manage Plan" })).toHaveCount(0);
});

test("'Manage Plan' opens Stripe's customer portal for a member with a Stripe customer", async ({ page }) => {
  await signInAs(page, DEMO.claire);
  await checkoutFromPricing(page, "Choose Premium Care"); // creates Claire's Stripe customer
  await page.goto("/dashboard");
  await waitForHydration(page);
  await page.getByRole("region", { name: "Your Plan" }).getByRole("button", { name: "Manage Plan" }).click();
  await page.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/p\/session\/bps_\w+$/);
  const portal = (await standInRequests()).filter((r) => r.path === "/v1/billing_portal/sessions").at(-1);
  expect(portal?.body.return_url).toMatch(/\/dashboard$/);
});
