import { chooseHospital } from "./hospital-picker";
import { DEMO, expect, expectNoA11yViolations, signInAs, test } from "./fixtures";

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

test("an insured member whose bill asks more than the EOB's patient responsibility gets the flag and the letter", async ({
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
  await page.getByLabel("What the hospital's bill asks you to pay").fill("1200");
  await page.getByLabel("Amount billed (on the EOB)").fill("9000");
  await page.getByLabel("Amount allowed by your plan").fill("3100");
  await page.getByLabel("Amount your plan paid").fill("2750");
  await page.getByLabel(/Your patient responsibility/).fill("350");
  await page.getByLabel("It was emergency care").check();
  await page.getByRole("button", { name: "Compare with my bill" }).click();

  const flag = page.getByRole("heading", { name: "Your bill asks $850 more than your insurer says you owe" });
  await expect(flag).toBeVisible();
  await expect(flag).toBeFocused();
  const letter = page.getByRole("article", { name: "Your letter to the billing office" });
  await expect(letter).toContainText("Please bill me only my patient responsibility of $350");
  await expect(letter).toContainText("No Surprises Act");
  await expect(page.getByRole("link", { name: "1-800-985-3059" }).first()).toBeVisible();
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page);
});
