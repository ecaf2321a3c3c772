import { join } from "node:path";
import { chooseHospital } from "./hospital-picker";
import { DEMO, expect, expectNoA11yViolations, signInAs, test } from "./fixtures";

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
/** Evergreen's claim table: billed $10,247.00, allowed $4,098.80, plan paid $3,279.04, patient responsibility $819.76. */
const EVERGREEN_EOB = join(import.meta.dirname, "../fixtures/bills/eob-table-evergreen.pdf");

test("an insured member reads their EOB, and a bill asking more than its patient responsibility gets the flag and the letter", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, DEMO.james);
  await page.goto("/dashboard/bills/new?q=bellevue");
  await chooseHospital(page, "Bellevue", "Bellevue Hospital, Bellevue OH");
  await page.getByLabel("Date of service").fill(daysAgo(30));
  await page.getByLabel("Insurance paid part of it").check();
  await page.getByLabel("Code (line 1)").fill("99284");
  await page.getByLabel("Billed amount (line 1)").fill("9000");
  await page.getByRole("button", { name: "Check this bill" }).click();
  await page.getByRole("link", { name: "Compare with your Explanation of Benefits" }).click();

  await expect(page.getByRole("heading", { name: "Your Explanation of Benefits", exact: true })).toBeVisible();
  // The PDF is read on the device; what was read is shown first, and the form is filled only when asked.
  await page.getByLabel("Your Explanation of Benefits (PDF)").setInputFiles(EVERGREEN_EOB);
  await page.getByRole("button", { name: "Read my EOB" }).click();
  const review = page.getByRole("region", { name: "Check what we read" });
  await expect(review).toContainText("Evergreen Mutual Insurance");
  await expect(review).toContainText("$819.76");
  await expect(review).toContainText("Check that it is the EOB for this bill");
  await expect(page.getByLabel(/Your patient responsibility/)).toHaveValue("");
  await review.getByRole("button", { name: "Put these in the form" }).click();
  await expect(page.getByLabel(/Your patient responsibility/)).toHaveValue("819.76");
  await expect(page.getByLabel("Amount billed (on the EOB)")).toHaveValue("10247.00");
  await expect(page.getByLabel("Amount allowed by your plan")).toHaveValue("4098.80");
  await expect(page.getByLabel("Amount your plan paid")).toHaveValue("3279.04");
  await expect(page.getByLabel("Date the claim was processed (optional)")).toHaveValue("2026-08-14");

  await page.getByLabel("What the hospital's bill asks you to pay").fill("1200");
  await page.getByLabel("It was emergency care").check();
  await page.getByRole("button", { name: "Compare with my bill" }).click();

  const flag = page.getByRole("heading", { name: "Your bill asks $380.24 more than your insurer says you owe" });
  await expect(flag).toBeVisible();
  await expect(flag).toBeFocused();
  const letter = page.getByRole("article", { name: "Your letter to the billing office" });
  await expect(letter).toContainText("Please bill me only my patient responsibility of $819.76");
  await expect(letter).toContainText("No Surprises Act");
  await expect(page.getByRole("link", { name: "1-800-985-3059" }).first()).toBeVisible();
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page);
});
