import type { Page } from "@playwright/test";
import { findPlan, planPrice } from "../../app/data/plans";
import { askForEmailLink, expect, expectNoA11yViolations, linkFromMailbox, test, waitForHydration } from "./fixtures";

const essential = findPlan("ESSENTIAL CARE")!;
const named = `You chose ${essential.label}, ${planPrice(essential).amount}/month. You can change or skip it.`;

/** A new account through the emailed link, as a visitor makes one. */
async function signUp(page: Page, email: string) {
  await askForEmailLink(page, email);
  await page.goto(await linkFromMailbox(page, email));
  await page.getByRole("button", { name: "Create my account" }).click();
}

async function fillRegistration(page: Page) {
  await page.getByLabel("Full name").fill("Nina Newcomer");
  await page.getByLabel("Phone number").fill("(305) 555-0177");
  await page.getByLabel("ZIP code").fill("33130");
  await page.getByLabel("Date of birth").fill("1990-02-14");
  await page.getByRole("button", { name: "Next Step" }).click();
  await page.getByLabel("I don't have health insurance").check();
  await page.getByLabel("Service needed").fill("Help choosing a plan");
}

test("a visitor's chosen plan is named through sign-up and registration, and Checkout is announced before it starts", async ({
  page,
}) => {
  await page.goto("/pricing");
  await waitForHydration(page);
  await page.getByRole("button", { name: `Choose ${essential.label}` }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole("region", { name: "Your chosen plan" })).toContainText(named);
  await expectNoA11yViolations(page);

  await signUp(page, `plan.${Date.now()}@example.com`);
  await expect(page).toHaveURL(/\/form/);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Register for ${essential.label}`);
  await expect(page.getByRole("region", { name: "Your chosen plan" })).toContainText(named);

  await fillRegistration(page);
  const note = `After you register, Stripe Checkout asks for ${planPrice(essential).amount} a month for ${essential.label}`;
  // Said again just above the button that leads to Checkout.
  await expect(page.locator("#registration").getByText(note)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole("button", { name: "Complete Registration" }).click();
  await page.waitForURL(/\/c\/pay\/cs_test_\w+$/);
});

test("skipping the chosen plan registers for free, with no Checkout", async ({ page }) => {
  await page.goto("/pricing");
  await waitForHydration(page);
  await page.getByRole("button", { name: `Choose ${essential.label}` }).click();
  await expect(page.getByRole("region", { name: "Your chosen plan" })).toBeVisible();
  await page.getByRole("link", { name: "Skip it and register for free" }).click();
  await expect(page.getByRole("region", { name: "Your chosen plan" })).toHaveCount(0);
  await waitForHydration(page);

  await signUp(page, `free.${Date.now()}@example.com`);
  await expect(page).toHaveURL(/\/form/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Register for free expert help");
  await fillRegistration(page);
  await expect(page.getByText("Registering is free: nothing is charged.")).toBeVisible();
  await page.getByRole("button", { name: "Complete Registration" }).click();
  await expect(page.getByRole("dialog", { name: "Thank you for registering!" })).toBeVisible();
  expect(page.url()).toMatch(/\/form/);
});
