import type { Page } from "@playwright/test";
import { DEMO, expect, expectNoA11yViolations, signInAs, stripeDelivered, test, waitForHydration } from "./fixtures";

/** How far the page, and the Payments list's own box, scroll sideways. */
async function sideways(page: Page) {
  return page.evaluate(() => {
    const box = document.querySelector(".admin-table-wrap");
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      box: box ? box.scrollWidth - box.clientWidth : 0,
    };
  });
}

test("the Payments page never scrolls sideways on a phone, empty or full", async ({ page }) => {
  await signInAs(page, DEMO.admin);
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/admin-dashboard/payments?q=nobody-pays-here");
    await expect(page.getByText("No payments match.")).toBeVisible();
    expect(await sideways(page)).toEqual({ page: 0, box: 0 });
    await page.goto("/admin-dashboard/payments");
    await expect(page.getByRole("link", { name: /^Receipt/ }).first()).toBeVisible();
    expect(await sideways(page)).toEqual({ page: 0, box: 0 });
  }
});

test("on a phone, an admin finds Claire's payment, opens its receipt and refunds it; her dashboard shows the refund", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, DEMO.admin);
  await page.goto("/admin-dashboard");
  await page.getByRole("link", { name: "Payments and refunds" }).click();
  await expect(page.getByRole("heading", { name: "Payments", exact: true })).toBeVisible();
  await page.getByLabel("Member name or email").fill("claire");
  await page.getByRole("button", { name: "Search" }).click();
  const row = page.getByRole("row").filter({ hasText: DEMO.claire }).filter({ hasText: "Premium Care" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("$99");

  // The receipt is Stripe's hosted invoice (the stand-in's), paid.
  await row.getByRole("link", { name: /^Receipt/ }).click();
  await expect(page.getByRole("heading", { name: "Invoice from Care Finder" })).toBeVisible();
  await expect(page.getByText("Paid", { exact: true })).toBeVisible();
  await expect(page.getByText("$99.00")).toBeVisible();
  await page.goBack();

  await row.getByRole("link", { name: /^Refund/ }).click();
  await expect(page.getByRole("heading", { name: "Refund a payment" })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel("Reason (kept in the audit log)").fill("Charged before the plan was agreed");
  const asked = Date.now();
  await page.getByRole("button", { name: /^Refund \$99/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Refund requested from Stripe" })).toBeVisible();
  await expectNoA11yViolations(page);

  // Stripe's charge.refunded reaches the webhook on its own time. As at Stripe, refunding a membership's
  // invoice does not cancel the membership: the payment shows refunded, the plan stays active.
  await stripeDelivered("charge.refunded", asked);
  await signInAs(page, DEMO.claire);
  const payments = page.getByRole("region", { name: "Payments", exact: true });
  await page.goto("/dashboard");
  await expect(payments).toContainText(/Refunded \$99/);
  const plan = page.getByRole("region", { name: "Your Plan" });
  await expect(plan).toContainText("Premium Care");
  await expect(plan.getByText("Active", { exact: true })).toBeVisible();
  expect(await sideways(page)).toEqual({ page: 0, box: 0 });

  // Stripe's invoice page says so too.
  await payments
    .getByRole("link", { name: /^Invoice/ })
    .first()
    .evaluate((link) => link.removeAttribute("target"));
  await payments
    .getByRole("link", { name: /^Invoice/ })
    .first()
    .click();
  await expect(page.getByText("Refunded", { exact: true })).toBeVisible();
});
