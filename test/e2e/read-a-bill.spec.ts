import { join } from "node:path";
import { DEMO, expect, expectNoA11yViolations, signInAs, test, waitForHydration } from "./fixtures";

const THIRTY_LINES = join(import.meta.dirname, "../fixtures/bills/itemized-date-first-30-lines.pdf");

test("a member reads a 30-line itemized PDF, checks what we read, fixes one line and checks the bill", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, DEMO.james);
  await page.setViewportSize({ width: 390, height: 844 });
  // The form's line fields, by name (each label also names its line for screen readers).
  const codes = page.locator('input[name$="].code"]');
  const units = page.locator('input[name$="].units"]');
  await page.goto("/dashboard/bills/new");
  await waitForHydration(page);
  await page.getByLabel("Your bill (PDF or photo)").setInputFiles(THIRTY_LINES);
  await page.getByRole("button", { name: "Read my bill" }).click();

  await expect(page.getByRole("heading", { name: "Check what we read" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "30 lines we read" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "St Vincent Hospital, Worcester MA" })).toBeChecked();
  await expect(page.getByText("88412007")).toBeVisible();
  await expectNoA11yViolations(page);
  // Nothing is in the form, let alone checked, until the person says so.
  await expect(codes).toHaveCount(3);
  await page.getByRole("button", { name: "Put these in the form" }).click();
  await expect(page.getByText(/We put what we read in the form below/)).toBeVisible();

  await expect(codes).toHaveCount(30);
  await expect(codes.nth(1)).toHaveValue("73721-RT");
  await expect(page.getByRole("combobox", { name: "Hospital", exact: true })).toHaveValue(
    "St Vincent Hospital, Worcester MA",
  );
  await expect(page.getByLabel("Date of service")).toHaveValue("2026-09-14");
  // The person corrects a line the hospital billed twice over: 2 units, not 3.
  await expect(units.nth(21)).toHaveValue("3");
  await units.nth(21).fill("2");
  await page.getByLabel("Uninsured or paying myself (self-pay)").check();
  await page.getByRole("button", { name: "Check this bill" }).click();

  await expect(page.getByRole("heading", { name: /Your bill from St Vincent Hospital/ })).toBeVisible();
  await expect(page.getByText(/^We checked 30 of 30 lines/)).toBeVisible();
  await expectNoA11yViolations(page);
});
