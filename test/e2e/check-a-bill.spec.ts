import type { Page } from "@playwright/test";
import { chooseHospital } from "./hospital-picker";
import { askForEmailLink, expect, expectNoA11yViolations, linkFromMailbox, test, waitForHydration } from "./fixtures";

const BELLEVUE = "Bellevue Hospital, Bellevue OH";

/** Ten days ago, as the form reads a date. */
const serviceDate = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);

/** A Bellevue bill: a head CT billed far above the hospital's own posted $778, and a blood count. */
async function fillBellevueBill(page: Page, { js = true } = {}) {
  if (js) await chooseHospital(page, "Bellevue", BELLEVUE);
  else {
    await page.getByLabel("Find the hospital by name, city or ZIP").fill("Bellevue");
    await page.getByRole("button", { name: "Search hospitals" }).click();
    await page.getByLabel("Hospital", { exact: true }).selectOption("360107");
  }
  await page.getByLabel("Date of service").fill(serviceDate);
  await page.getByLabel("Uninsured or paying myself (self-pay)").check();
  await page.getByLabel("Code (line 1)").fill("70450");
  await page.getByLabel("Billed amount (line 1)").fill("2500");
  await page.getByLabel("Code (line 2)").fill("85025");
  await page.getByLabel("Billed amount (line 2)").fill("80");
  await page.getByRole("button", { name: "Check this bill" }).click();
  await expect(page.getByRole("heading", { name: "Your bill from Bellevue Hospital, Bellevue" })).toBeVisible();
  await expect(page.getByText("$1,722 above this hospital's own posted cash price")).toBeVisible();
}

test("a visitor checks a bill from the home page without an account, saves it by joining, and finds it on the dashboard", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = `bill-visitor-${Date.now()}@example.com`;
  await page.goto("/");
  await page.getByRole("main").getByRole("link", { name: "Check a bill" }).click();
  await expect(page.getByRole("heading", { name: "Check a bill", level: 1 })).toBeVisible();
  await waitForHydration(page);
  await fillBellevueBill(page);
  // The answer takes focus, so a screen reader reads it.
  await expect(page.getByRole("heading", { name: "Your bill from Bellevue Hospital, Bellevue" })).toBeFocused();
  await page.getByText("What these columns mean").click();
  await expect(page.getByText(/45 CFR part 180/)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole("button", { name: "Save this check" }).click();
  await expect(page).toHaveURL(/\/sign-in\?then=save-bill$/);
  await expect(page.getByRole("status")).toContainText("Join to save your bill check");
  await askForEmailLink(page, email);
  await page.goto(await linkFromMailbox(page, email));
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL(/\/form$/);
  await waitForHydration(page);
  await page.getByLabel("Full name").fill("Bea Visitor");
  await page.getByLabel("Phone number").fill("(305) 555-0145");
  await page.getByLabel("ZIP code").fill("33101");
  await page.getByLabel("Date of birth").fill("1985-02-03");
  await page.getByRole("button", { name: /Next Step/ }).click();
  await page.getByLabel("I don't have health insurance").check();
  await page.getByLabel("Service needed").fill("Help with a hospital bill");
  await page.getByRole("button", { name: "Complete Registration" }).click();
  await page
    .getByRole("dialog", { name: "Thank you for registering!" })
    .getByRole("link", { name: "Go to Member Dashboard" })
    .click();

  // The dashboard opens the check as it was typed; checked again, it is the member's own.
  await expect(page).toHaveURL(/\/dashboard\/bills\/new\?check=/);
  // The bill form also has the bill reader's own (empty) status: the one that says this.
  await expect(
    page.getByRole("status").filter({ hasText: "Here is the bill you checked before joining" }),
  ).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Hospital", exact: true })).toHaveValue(BELLEVUE);
  await expect(page.getByLabel("Code (line 1)")).toHaveValue("70450");
  await expect(page.getByLabel("Billed amount (line 2)")).toHaveValue("80.00");
  await page.getByRole("button", { name: "Check this bill" }).click();
  await expect(page.getByRole("heading", { name: "Your bill from Bellevue Hospital" })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByRole("list", { name: "Your bill checks" })).toContainText("Bellevue Hospital");
});

test("without JavaScript a visitor checks a bill and Save this check asks them to join", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/check-a-bill");
  await fillBellevueBill(page, { js: false });
  await page.getByRole("button", { name: "Save this check" }).click();
  await expect(page).toHaveURL(/\/sign-in\?then=save-bill$/);
  await expect(page.getByRole("status")).toContainText("Join to save your bill check");
  await context.close();
});

test("the hospital is one combobox: found by city or by ZIP, chosen with the keyboard, at 390 px and desktop", async ({
  page,
}) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/check-a-bill");
    await waitForHydration(page);
    // With JavaScript the combobox searches: the search-then-list form steps aside.
    await expect(page.getByRole("button", { name: "Search hospitals" })).toHaveCount(0);
    const box = page.getByRole("combobox", { name: "Hospital", exact: true });
    await box.fill("Worcester");
    const list = page.getByRole("listbox");
    await expect(list.getByRole("option", { name: "St Vincent Hospital, Worcester MA", exact: true })).toBeVisible();
    await expect(page.getByText(/hospitals? found/)).toBeVisible();
    await expectNoA11yViolations(page);
    // The arrows move through the list and Enter chooses, without posting the form.
    const names = await list.getByRole("option").allTextContents();
    for (let i = 0; i <= names.indexOf("St Vincent Hospital, Worcester MA"); i++) await box.press("ArrowDown");
    await expect(box).toHaveAttribute(
      "aria-activedescendant",
      (await list.getByRole("option", { name: "St Vincent Hospital, Worcester MA" }).getAttribute("id"))!,
    );
    await box.press("Enter");
    await expect(box).toHaveValue("St Vincent Hospital, Worcester MA");
    await expect(list).toBeHidden();
    await expect(page).toHaveURL(/\/check-a-bill$/);

    await chooseHospital(page, "44811", "Bellevue Hospital, Bellevue OH");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});
