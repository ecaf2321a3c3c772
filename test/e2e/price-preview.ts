import type { Page } from "@playwright/test";
import { expect, waitForHydration } from "./fixtures";

/** The two sizes the price preview's journeys are walked at. */
export const PHONE_AND_DESKTOP = [
  { name: "desktop", size: { width: 1280, height: 900 } },
  { name: "phone", size: { width: 390, height: 844 } },
] as const;

/** Asks the home page's form for a preview (JavaScript on): the ZIP, the procedure by its slug, then the button. */
export async function preview(page: Page, zip: string, slug: string) {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByLabel("ZIP code").fill(zip);
  await page.getByLabel("Procedure", { exact: true }).selectOption(slug);
  await page.getByRole("button", { name: /Preview Real Prices/ }).click();
}

/** Opens a hospital's own page from the preview's list of hospitals near `zip`. */
export async function openHospital(page: Page, zip: string, name: string) {
  await page
    .getByRole("region", { name: `Hospitals near ${zip} that post a cash price` })
    .getByRole("link", { name })
    .click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

/** The MRI preview near 10001 as its address draws it: the address, the figures, and the form's fields. */
export async function expectMriPreviewNear10001(page: Page) {
  await expect(page).toHaveURL(/\/\?zip=10001&procedure=mri$/);
  await expect(page.getByRole("region", { name: /MRI price preview/ })).toContainText("$500–$1,000");
  await expect(page.getByLabel("ZIP code")).toHaveValue("10001");
  await expect(page.getByLabel("Procedure", { exact: true })).toHaveValue("mri");
}
