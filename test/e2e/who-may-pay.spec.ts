// Who else may pay (docs/product.md#who-else-may-pay): Medicaid first where likely, then the hospital's state law,
// the application letter and its PDF. Runs after bills.spec.ts (file order), whose member it reuses and renames.
import type { Page } from "@playwright/test";
import { DEMO_BILL_MEMBER } from "../../db/seed-data";
import { DEMO, expect, expectNoA11yViolations, signInAs, test } from "./fixtures";

const MEMBER = DEMO_BILL_MEMBER.profile;
const ACCENTED = "María José Peña Núñez";
const serviceDate = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);

async function billAt(page: Page, ccn: string): Promise<string> {
  const res = await page.request.post("/api/bills", {
    headers: { Origin: new URL(page.url()).origin }, // what the page's own fetch would send
    data: { ccn, service_date: serviceDate, coverage: "self_pay", lines: [{ code: "85025", billed_amount: "80" }] },
  });
  expect(res.status()).toBe(201);
  return `/dashboard/bills/${((await res.json()) as { id: string }).id}`;
}

async function answer(page: Page) {
  await page.getByLabel("Household size").fill("1");
  await page.getByLabel("Yearly household income").fill("17400");
  await page.getByLabel("An adult 19–64 without children").check();
  await page.getByRole("button", { name: "Check who may pay" }).click();
}

test("an uninsured adult at 109 % with a Denver bill sees Medicaid first with its date, then Colorado's law, and gets the application letter with an accented name", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, MEMBER.email);
  const renamed = await page.request.post("/api/user-profile", {
    headers: { Origin: new URL(page.url()).origin },
    data: {
      full_name: ACCENTED,
      email: MEMBER.email,
      phone_number: "(555) 555-0100",
      zip_code: MEMBER.zipCode,
      date_of_birth: "1980-01-01",
      insurance_status: "uninsured",
      service_needed: MEMBER.serviceNeeded,
    },
  });
  expect(renamed.ok()).toBe(true);
  await page.goto(await billAt(page, "060011")); // Denver Health, Denver CO
  await expect(page.getByRole("heading", { name: "Could Medicaid pay this bill?" })).toBeVisible();
  await answer(page);
  const routes = page.getByRole("list", { name: "Who may pay, largest first" }).getByRole("listitem");
  await expect(routes.first()).toContainText("Medicaid likely");
  await expect(routes.first()).toContainText("Apply for Medicaid by");
  await expect(routes.nth(1)).toContainText("Discount by state law");
  await expect(page.getByText(/retroactive/).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Colorado state law" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole("link", { name: "Write my application letter" }).click();
  await expect(page.getByRole("heading", { name: "Write my application letter", level: 1 })).toBeVisible();
  await expect(page.getByRole("article", { name: "Your letter" })).toContainText(ACCENTED);
  await expect(page.getByRole("article", { name: "Your letter" })).toContainText("presumptively eligible");
  const pdf = await page.request.get(
    (await page.getByRole("link", { name: "download the letter as a PDF" }).getAttribute("href"))!,
  );
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(new TextDecoder("latin1").decode(await pdf.body())).toContain(`(${ACCENTED})`);

  // Kept, the answers become reminders and the team's Route column.
  await page.goBack();
  await page.getByRole("button", { name: "Remind me of these dates" }).click();
  await expect(page.getByText(/^Saved\. We will email you/)).toBeVisible();
  await signInAs(page, DEMO.admin);
  await page.goto(`/admin-dashboard?tab=bills&q=${encodeURIComponent(MEMBER.email)}&route=medicaid`);
  const bills = page.getByRole("table", { name: "Bills", exact: true });
  await expect(bills.getByRole("columnheader", { name: "Route" })).toBeVisible();
  await expect(bills.locator("tbody tr")).toHaveCount(1);
  await expect(bills.locator("tbody tr")).toContainText("Medicaid likely");
});

test("the same income at a Texas hospital is told why Medicaid likely does not cover an adult, and sees the hospital's own policy", async ({
  page,
}) => {
  await signInAs(page, MEMBER.email);
  await page.goto(await billAt(page, "450068")); // Memorial Hermann, Houston TX
  await answer(page);
  await expect(page.getByText("Texas does not cover adults without children")).toBeVisible();
  const routes = page.getByRole("list", { name: "Who may pay, largest first" }).getByRole("listitem");
  await expect(routes.first()).toContainText("Hospital policy");
  await expect(page.getByText("Apply for Medicaid by")).toHaveCount(0);
});

test("a public Washington hospital and a for-profit California one are each bound by their state's law", async ({
  page,
}) => {
  await signInAs(page, MEMBER.email);
  for (const [ccn, state, name] of [
    ["500088", "Washington", "Valley Medical Center"],
    ["050549", "California", "Los Robles Hospital & Medical Center"],
  ]) {
    await page.goto(`${await billAt(page, ccn)}/charity`);
    await expect(page.getByRole("heading", { name: `${state} state law` })).toBeVisible();
    await expect(page.getByText(`It covers ${name}, whoever owns it.`)).toBeVisible();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the screen answers from its plain form", async ({ page }) => {
    await signInAs(page, MEMBER.email);
    await page.goto(await billAt(page, "060011"));
    await answer(page);
    await expect(page.getByText(/Apply for Medicaid by/).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Write my application letter" })).toBeVisible();
  });
});
