import { expect, expectNoA11yViolations, signInAs, stripeStandIn, test, waitForHydration } from "./fixtures";

const AUTH = { Authorization: "Bearer sk_test_local_stand_in" };
/** db/seed-data.ts DEMO_RETURNING_MEMBER: paid for Care Access before, his customer seeded in the stand-in. */
const PAUL = "paul.martin@example.com";

async function customersOf(standIn: string, email: string): Promise<string[]> {
  const res = await fetch(`${standIn}/v1/customers?email=${encodeURIComponent(email)}`, { headers: AUTH });
  return ((await res.json()) as { data: { id: string }[] }).data.map((customer) => customer.id);
}

test("a member who paid before pays again after Stripe forgot their customer", async ({ page }) => {
  const standIn = stripeStandIn();
  await signInAs(page, PAUL);
  await page.goto("/dashboard");
  const plan = page.getByRole("region", { name: "Your Plan" });
  const payments = page.getByRole("region", { name: "Payments", exact: true });
  await expect(plan).toContainText("Care Access");
  // The seeded payment is Stripe's too: its receipt is served by the stand-in.
  const receipt = await payments.getByRole("link", { name: /^Receipt/ }).getAttribute("href");
  expect(receipt).toMatch(new RegExp(`^${standIn}/receipts/ch_\\w+$`));
  expect(await (await fetch(receipt!)).text()).toContain("Receipt from Care Finder");

  // Stripe forgets him (deleted in its Dashboard, or a stand-in restarted without its memory).
  const [seeded] = await customersOf(standIn, PAUL);
  expect(seeded).toMatch(/^cus_/);
  expect((await fetch(`${standIn}/v1/customers/${seeded}`, { method: "DELETE", headers: AUTH })).status).toBe(200);

  // Paying again works: a new customer is made for him, once, and Checkout opens with it.
  await page.goto("/pricing");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Choose Essential Care" }).click();
  await expect(page.getByRole("heading", { name: "Pay Care Finder" })).toBeVisible();
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/payment-success\?plan=ESSENTIAL%20CARE&session_id=cs_test_\w+$/);
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  const now = await customersOf(standIn, PAUL);
  expect(now).toHaveLength(1);
  expect(now[0]).not.toBe(seeded);

  await page.goto("/dashboard");
  await expect(plan).toContainText("Essential Care");
  await expect(plan.getByText("Active", { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
});
