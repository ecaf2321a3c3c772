import { DEMO, expect, expectNoA11yViolations, signInAs, stripeDelivered, test, waitForHydration } from "./fixtures";

test("an admin refunds a member's Care Access payment and the refund shows on the member's dashboard", async ({
  page,
}) => {
  await signInAs(page, DEMO.james);
  await page.goto("/pricing");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Choose Care Access" }).click();
  await expect(page.getByRole("heading", { name: "Pay Care Finder" })).toBeVisible();
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/payment-success\?plan=CARE%20ACCESS&session_id=cs_test_\w+$/);

  await page.goto("/dashboard");
  const plan = page.getByRole("region", { name: "Your Plan" });
  const payments = page.getByRole("region", { name: "Payments", exact: true });
  await expect(plan.getByText("Active", { exact: true })).toBeVisible();
  await expect(payments.getByRole("link", { name: /^Receipt/ })).toHaveAttribute("href", /\/receipts\/ch_\w+$/);

  await signInAs(page, DEMO.admin);
  await page.goto("/admin-dashboard");
  await page.getByRole("link", { name: "Payments and refunds" }).click();
  await page.getByLabel("Member name or email").fill(DEMO.james);
  await page.getByRole("button", { name: "Search" }).click();
  await page
    .getByRole("link", { name: /^Refund/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Refund a payment" })).toBeVisible();
  await waitForHydration(page);
  await expectNoA11yViolations(page);

  // A refund needs a reason, said beside the field.
  await page.getByRole("button", { name: /^Refund \$/ }).click();
  await expect(page.getByText("Please say why this payment is refunded.")).toBeVisible();
  await page.getByLabel("Reason (kept in the audit log)").fill("Bought by mistake");
  const asked = Date.now();
  await page.getByRole("button", { name: /^Refund \$/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Refund requested from Stripe" })).toBeVisible();

  // Stripe's charge.refunded reaches the webhook on its own time: the member's dashboard follows it.
  await stripeDelivered("charge.refunded", asked);
  await signInAs(page, DEMO.james);
  await page.goto("/dashboard");
  await expect(plan.getByText("Refunded", { exact: true })).toBeVisible();
  await expect(payments).toContainText(/Refunded \$\d+/);
  await expect(plan.getByRole("link", { name: "Choose a plan" })).toBeVisible();
  await expectNoA11yViolations(page);
});
