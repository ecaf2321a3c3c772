import type { Page } from "@playwright/test";
import { DEMO, expect, expectNoA11yViolations, signInAs, test, waitForHydration } from "./fixtures";
import { chooseHospital } from "./hospital-picker";

/** A 1 × 1 PNG: a photo of a bill as far as the browser and the documents' checks can tell. */
const PHOTO = {
  name: "bill-photo.png",
  mimeType: "image/png",
  buffer: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  ),
};
/** Ten days ago, as the form reads a date. */
const serviceDate = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);

/**
 * The bill form's hospital (the combobox, or without JavaScript its plain GET search and list), date and coverage:
 * what the team cannot read for the member.
 */
async function billDetails(page: Page, { javaScript = true } = {}) {
  if (javaScript) await chooseHospital(page, "Bellevue", "Bellevue Hospital, Bellevue OH");
  else {
    await page.getByLabel("Find the hospital by name, city or ZIP").fill("Bellevue");
    await page.getByRole("button", { name: "Search hospitals" }).click();
    await page.getByLabel("Hospital", { exact: true }).selectOption("360107");
  }
  await page.getByLabel("Date of service").fill(serviceDate);
  await page.getByLabel("Uninsured or paying myself (self-pay)").check();
}

const reading = "our team is reading the bill you sent";

test("a photo becomes a task the admin completes from one screen", async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, DEMO.james);
  await page.goto("/dashboard/bills/new");
  await waitForHydration(page);
  await billDetails(page);
  // The reader cannot read a photo on the device: it hands the file to the team's part of the form.
  await page.getByLabel("Your bill (PDF or photo)").setInputFiles(PHOTO);
  await page.getByRole("button", { name: "Read my bill" }).click();
  await expect(page.getByText(/it looks like a scan or a photo/)).toBeVisible();
  const handed = page.getByLabel("Your bill as a file (photo or PDF)");
  expect(await handed.evaluate((input) => (input as HTMLInputElement).files?.length)).toBe(1);
  await page.getByRole("button", { name: "We'll read it for you" }).click();

  await expect(page.getByRole("heading", { name: "Your bill from Bellevue Hospital" })).toBeVisible();
  await expect(page.getByText(reading)).toBeVisible();
  const caseUrl = page.url();
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page);

  // The team: the task in the list leads to the case's lines form, the photo beside it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, DEMO.admin);
  await page.goto(`/admin-dashboard?tab=tasks&q=${encodeURIComponent(DEMO.james)}`);
  await page.getByRole("link", { name: "Enter the lines beside the bill" }).first().click();
  await expect(page.getByRole("heading", { name: "Bill from Bellevue Hospital" })).toBeVisible();
  await expect(page.getByRole("img", { name: "The uploaded bill, bill-photo.png" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel("Code (line 1)").fill("70450");
  await page.getByLabel("Billed amount (line 1)").fill("2500");
  await page.getByRole("button", { name: "Save the lines and check again" }).click();
  await expect(page.getByText("Lines saved and the bill checked again.")).toBeVisible();

  // The member's case now shows the lines the team read.
  await signInAs(page, DEMO.james);
  await page.goto(caseUrl);
  await expect(page.getByText(reading)).toHaveCount(0);
  await expect(page.getByRole("main").getByText("70450").first()).toBeVisible();
});

test("without JavaScript, the bill's photo is uploaded from the bill form and the team reads it", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAs(page, DEMO.james);
  await page.goto("/dashboard/bills/new");
  await billDetails(page, { javaScript: false });
  await page.getByLabel("Your bill as a file (photo or PDF)").setInputFiles(PHOTO);
  await page.getByRole("button", { name: "We'll read it for you" }).click();
  await expect(page.getByRole("heading", { name: "Your bill from Bellevue Hospital" })).toBeVisible();
  await expect(page.getByText(reading)).toBeVisible();
  await context.close();
});
