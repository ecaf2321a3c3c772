import type { Page } from "@playwright/test";
import { expect, waitForHydration } from "./fixtures";

/**
 * Chooses the bill's hospital in the form's combobox (app/components/bills/HospitalCombobox.tsx): types the name,
 * city or ZIP and picks the option by name. Without JavaScript the page's search form and list stand in its place.
 */
export async function chooseHospital(page: Page, search: string, option: string) {
  await waitForHydration(page);
  const box = page.getByRole("combobox", { name: "Hospital", exact: true });
  await box.fill(search);
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}
