import { chooseHospital } from "./hospital-picker";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { DEMO, expect, expectNoA11yViolations, signInAs, test, waitForHydration } from "./fixtures";

/** A Spanish reader's browser: every bill page answers in Spanish (pageLang: ?lang, profile, then Accept-Language). */
test.use({ locale: "es-US" });

const serviceDate = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);

/** axe at desktop, 390 px and 320 px. */
async function axeAtEachWidth(page: Page) {
  for (const width of [1280, 390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    await expectNoA11yViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a Spanish visitor checks a bill, saves it to join, then as a member reads the result and the charity screen in Spanish and downloads the English letter", async ({
  page,
}) => {
  test.setTimeout(240_000);
  // The public door, in Spanish.
  await page.goto("/check-a-bill");
  await expect(page.getByRole("heading", { name: "Revisar una factura", level: 1 })).toBeVisible();
  await waitForHydration(page);
  await chooseHospital(page, "Bellevue", "Bellevue Hospital, Bellevue OH");
  await page.getByLabel("Fecha del servicio").fill(serviceDate);
  await page.getByLabel("Sin seguro o pago por mi cuenta").check();
  await page.getByLabel("Código (línea 1)").fill("70450");
  await page.getByLabel("Monto facturado (línea 1)").fill("2500");
  await page.getByRole("button", { name: "Revisar esta factura" }).click();
  await expect(page.getByRole("heading", { name: "Su factura de Bellevue Hospital, Bellevue" })).toBeFocused();
  await expect(page.getByText("$1,722 por encima del precio en efectivo que publica este hospital")).toBeVisible();
  await axeAtEachWidth(page);
  await page.getByRole("button", { name: "Guardar esta revisión" }).click();
  await expect(page).toHaveURL(/\/sign-in\?then=save-bill&lang=es$/);

  // A member (seeded; not the bill member, whose bills another journey counts) checks a bill on their own form, in Spanish.
  await signInAs(page, DEMO.james);
  await page.goto("/dashboard/bills/new");
  await expect(page.getByRole("heading", { name: "Revisar una factura", level: 1 })).toBeVisible();
  await chooseHospital(page, "Bellevue", "Bellevue Hospital, Bellevue OH");
  await page.getByLabel("Fecha del servicio").fill(serviceDate);
  await page.getByLabel("Sin seguro o pago por mi cuenta").check();
  for (const [i, [code, amount]] of [
    ["70450", "2500"],
    ["85025", "80"],
    ["85025", "80"],
  ].entries()) {
    await page.getByLabel(`Código (línea ${i + 1})`).fill(code);
    await page.getByLabel(`Monto facturado (línea ${i + 1})`).fill(amount);
  }
  await axeAtEachWidth(page);
  await page.getByRole("button", { name: "Revisar esta factura" }).click();

  await expect(page.getByRole("heading", { name: "Su factura de Bellevue Hospital", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "¿Podría Medicaid pagar esta factura?" })).toBeVisible();
  await expect(page.getByText(/Posible duplicado/).first()).toBeVisible();
  await expect(page.getByText("Pedir una factura detallada: ahora")).toBeVisible();
  await axeAtEachWidth(page);
  const caseUrl = new URL(page.url()).pathname;

  // The charity screen: the answer takes focus, in Spanish.
  await page.getByRole("link", { name: "Ver si califica para ayuda financiera" }).click();
  await expect(page.getByRole("heading", { name: "Ayuda financiera (atención benéfica)", level: 1 })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel("Personas en el hogar").fill("3");
  await page.getByLabel("Ingreso anual del hogar").fill("40980");
  await page.getByRole("button", { name: "Ver si califica" }).click();
  const answer = page.getByRole("heading", { name: "Su hogar está al 150 % del nivel federal de pobreza" });
  await expect(answer).toBeFocused();
  await expect(page.getByRole("heading", { name: "La política propia del hospital" })).toBeVisible();
  await axeAtEachWidth(page);

  // The letter page explains in Spanish; the letter itself, and its PDF, are English for the billing office.
  await page.goto(`${caseUrl}/letter`);
  await expect(page.getByRole("heading", { name: "Qué pide esta carta" })).toBeVisible();
  await expect(page.getByText("To the billing office:")).toBeVisible();
  await axeAtEachWidth(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "descargue la carta en PDF" }).click(),
  ]);
  const pdf = (await readFile(await download.path())).toString("latin1");
  expect(pdf.startsWith("%PDF-")).toBe(true);
  expect(pdf).toContain("(To the billing office:)");
});
