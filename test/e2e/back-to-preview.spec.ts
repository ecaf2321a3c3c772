/**
 * Browser Back from a hospital's page returns to the price preview as it was (docs/product.md#pages): the ZIP
 * and procedure in the form, and the results, on a phone and on a desktop.
 */
import { expect, test, waitForHydration } from "./fixtures";
import { expectMriPreviewNear10001, openHospital, PHONE_AND_DESKTOP } from "./price-preview";

for (const viewport of PHONE_AND_DESKTOP) {
  test.describe(`Back from a hospital (${viewport.name})`, () => {
    test.use({ viewport: viewport.size });

    test("the ZIP, the procedure and the results are still there", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      await page.getByLabel("ZIP code").click();
      await page.keyboard.type("10001");
      await page.getByLabel(/Find a procedure/).click();
      await page.keyboard.type("MRI");
      await page.getByLabel("Procedure", { exact: true }).selectOption("mri");
      await page.getByRole("button", { name: /Preview Real Prices/ }).click();
      const results = page.getByRole("region", { name: /MRI price preview/ });
      await expect(results).toContainText("$500–$1,000");

      await openHospital(page, "10001", "Bellevue Hospital Center");
      await page.goBack();
      await expectMriPreviewNear10001(page);

      // The hospital's page as a document of its own (reloaded, or opened before the page was ready), then Back:
      // the preview's page is drawn again from its address.
      await page.goForward();
      await expect(page.getByRole("heading", { level: 1, name: "Bellevue Hospital Center" })).toBeVisible();
      await page.reload();
      await waitForHydration(page);
      await page.goBack();
      await expectMriPreviewNear10001(page);
    });
  });
}
