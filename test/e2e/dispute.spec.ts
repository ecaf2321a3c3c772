import { DEMO_BILL_MEMBER } from "../../db/seed-data";
import { disputeByDate } from "../../app/domain/bill-rules";
import { formatCalendarDate } from "../../app/format/dates";
import { expect, expectNoA11yViolations, signInAs, test, waitForHydration } from "./fixtures";

/*
 * A self-pay member whose provider billed $400 or more above its Good Faith Estimate prints a dispute summary.
 * Ben's seeded Bellevue case (no date of the bill given, so the 120 days count from the date of service); it runs
 * after bills.spec.ts, whose counts are the seed's and are not changed by an estimate.
 */
const { profile, billCase } = DEMO_BILL_MEMBER;

test("a member checks a Good Faith Estimate, opens 'Print my dispute summary' and prints it", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, profile.email);
  await page.goto("/dashboard/bills");
  // The seeded case, by its date of service: bills.spec.ts, which runs first, adds a Bellevue case of its own.
  await page
    .getByRole("listitem")
    .filter({ hasText: `Date of service ${formatCalendarDate(billCase.serviceDate)}` })
    .getByRole("link", { name: /Bellevue Hospital/ })
    .click();
  await page.getByRole("link", { name: "I got a Good Faith Estimate" }).click();
  await page.getByLabel("Provider (provider 1)").fill("Bellevue Hospital");
  await page.getByLabel("Good Faith Estimate (provider 1)").fill("400");
  await page.getByLabel("Billed amount (provider 1)").fill("980");
  await page.getByRole("button", { name: "Check my estimates" }).click();
  await expect(page.getByRole("heading", { name: "You can dispute this bill" })).toBeVisible();
  await page.getByRole("link", { name: "Gather what the dispute needs" }).click();

  // The date of service is never called the bill's date; the deadline's reminder is set.
  await expect(page.getByText("Date of the bill: not given.")).toBeVisible();
  await expect(page.getByText(/^Reminder set: we will email you on /).first()).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("link", { name: "Print my dispute summary" }).click();

  await expect(page.getByRole("heading", { name: "My dispute summary", level: 1 })).toBeVisible();
  await waitForHydration(page);
  const sideBySide = page.getByRole("table");
  await expect(sideBySide.getByRole("rowheader", { name: "Bellevue Hospital" })).toBeVisible();
  await expect(sideBySide).toContainText("$400");
  await expect(sideBySide).toContainText("$980");
  await expect(
    page.getByText("Bellevue Hospital: $980 − $400 = $580 over: $400 or more, so it may be disputed."),
  ).toBeVisible();
  const deadline = `Start the dispute by ${formatCalendarDate(disputeByDate(billCase.serviceDate))}`;
  await expect(page.getByText(deadline)).toBeVisible();
  await expect(page.getByRole("heading", { name: "What to send" })).toBeVisible();
  await expect(page.getByText("A way to pay the $25 fee.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Print this page" })).toBeVisible();
  await expectNoA11yViolations(page);

  // On paper: the figures and the deadline, without the site's header and footer or the page's buttons.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("button", { name: "Print this page" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Back to what your dispute needs" })).toBeHidden();
  await expect(page.getByText(deadline)).toBeVisible();
  await expect(sideBySide.getByRole("rowheader", { name: "Bellevue Hospital" })).toBeVisible();
  await page.emulateMedia({ media: "screen" });
  await expect(page.getByRole("banner")).toBeVisible();

  // On a phone the side-by-side table reads as one card a provider, with no sideways scroll.
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
});
