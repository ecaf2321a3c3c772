import { expect, expectNoA11yViolations, test } from "./fixtures";

/**
 * "Could Medicaid pay for this?" under the Spanish price preview, on a phone (issue 36). The form is a plain GET form
 * (test/integration/price-preview-medicaid.test.ts reads its server-rendered HTML); axe needs JavaScript in the page.
 */
test.describe("a Spanish visitor without insurance checks Medicaid under the price preview (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("picks 'no insurance', answers four questions and reads why Medicaid likely does not cover her", async ({
    page,
  }) => {
    await page.goto("/precios-y-planes?zip=77001&procedure=mri");
    await page.getByText("¿No tiene seguro? ¿Podría Medicaid pagar esto?").click();
    await expect(page.getByLabel("Estado donde vive")).toHaveValue("TX");
    await page.getByLabel("Personas en su hogar").fill("1");
    await page.getByLabel("Ingresos anuales del hogar ($)").fill("15000");
    await page.getByLabel("Un adulto de 19 a 64 años sin hijos").check();
    await page.getByRole("button", { name: "Revisar Medicaid" }).click();
    await expect(page).toHaveURL(
      /\/precios-y-planes\?zip=77001&procedure=mri&household_size=1&income=15000&state=TX&group=adult/,
    );
    const answer = page.getByRole("status").filter({ hasText: "Es probable que no califique" });
    await expect(answer).toContainText("Texas no cubre a los adultos sin hijos (no ha ampliado Medicaid).");
    await expect(answer.getByRole("link", { name: "CuidadoDeSalud.gov" })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
