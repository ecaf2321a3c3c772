import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { englishWordsInText } from "../support/spanish-page";
import { expect, expectNoA11yViolations, linkFromMailbox, test, waitForHydration } from "./fixtures";
import { chooseHospital } from "./hospital-picker";

const serviceDate = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);

/** Every label of the bill form, in Spanish (issue 39: "every label of the bill form in Spanish"). */
const BILL_FORM_LABELS = [
  "Hospital",
  "Fecha del servicio",
  "Fecha de la primera factura (opcional)",
  "Sin seguro o pago por mi cuenta",
  "El seguro pagó una parte",
  ...[1, 2, 3].flatMap((n) => [
    `Código (línea ${n})`,
    `Descripción (opcional) (línea ${n})`,
    `Unidades (línea ${n})`,
    `Monto facturado (línea ${n})`,
  ]),
  "O pegue las líneas: una «código, monto» por línea",
];

/** Names shown in English beside the Spanish on purpose: the brand, the plan names, the hospital, places and states. */
const ALLOWED = [
  "Care Finder",
  "Care Concierge",
  "Care Access",
  "Essential Care",
  "Premium Care",
  "Bellevue Hospital",
  "New York",
  "District of Columbia",
];

/**
 * No English word on the page outside the allowed names and parts marked `lang="en"` (the letter): its text
 * nodes and what assistive technology reads aloud, as test/support/spanish-page.ts counts them.
 */
async function expectNoEnglish(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const text = await page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    body.querySelectorAll('script, style, template, [lang="en"]').forEach((element) => element.remove());
    const parts = [document.title];
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? "");
    for (const element of body.querySelectorAll("[aria-label], [alt], [title], [placeholder]"))
      for (const name of ["aria-label", "alt", "title", "placeholder"]) parts.push(element.getAttribute(name) ?? "");
    return parts.join(" ").replace(/\S+@\S+|https?:\/\/\S+/g, " ");
  });
  expect(englishWordsInText(text, ALLOWED), new URL(page.url()).pathname).toEqual([]);
}

/** axe at desktop, 390 px and 320 px, and nothing scrolls sideways at 320 px. */
async function axeAtEachWidth(page: Page) {
  for (const width of [1280, 390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    await expectNoA11yViolations(page);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a Spanish visitor checks a bill, joins to save it, and as a member reads the result and the charity screen in Spanish and downloads the English letter", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const email = `ines.${Date.now().toString(36)}@example.com`;

  // From the English home page, "Español", then the public door in Spanish.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await page.getByRole("list", { name: "Languages" }).getByRole("link", { name: "Español" }).click();
  await expect(page).toHaveURL(/\/precios-y-planes$/);
  await page.getByRole("navigation").getByRole("link", { name: "Revisar una factura" }).click();
  await expect(page.getByRole("heading", { name: "Revisar una factura", level: 1 })).toBeVisible();
  await waitForHydration(page);
  await chooseHospital(page, "Bellevue", "Bellevue Hospital, Bellevue OH");
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Revisar esta factura" }) });
  expect((await form.locator("label").allInnerTexts()).map((t) => t.replace(/\s+/g, " ").trim())).toEqual(
    BILL_FORM_LABELS,
  );
  await page.getByLabel("Fecha del servicio").fill(serviceDate);
  await page.getByLabel("Sin seguro o pago por mi cuenta").check();
  await page.getByLabel("Código (línea 1)").fill("70450");
  await page.getByLabel("Monto facturado (línea 1)").fill("2500");
  await page.getByRole("button", { name: "Revisar esta factura" }).click();
  await expect(page.getByRole("heading", { name: "Su factura de Bellevue Hospital, Bellevue" })).toBeFocused();
  await expect(page.getByText("$1,722 por encima del precio en efectivo que publica este hospital")).toBeVisible();
  await expectNoEnglish(page);
  await axeAtEachWidth(page);

  // "Save this check" asks them to join, in Spanish; the emailed link and the registration stay Spanish.
  await page.getByRole("button", { name: "Guardar esta revisión" }).click();
  await expect(page).toHaveURL(/\/sign-in\?then=save-bill&lang=es$/);
  await expect(page.getByRole("status")).toContainText("Únase para guardar la revisión de su factura");
  await waitForHydration(page);
  await expect(page.locator("input[name='cf-turnstile-response']").first()).toHaveValue(/^standin\./);
  await page.getByRole("textbox", { name: "Correo electrónico" }).fill(email);
  await page.getByRole("button", { name: "Enviarme un enlace" }).click();
  await expect(page.getByRole("heading", { name: "Revise su correo" })).toBeVisible();
  await page.goto(await linkFromMailbox(page, email, "/auth/link?lang=es#token="));
  await page.getByRole("button", { name: "Crear mi cuenta" }).click();
  await expect(page).toHaveURL(/\/form\?lang=es$/);
  await waitForHydration(page);
  await page.getByLabel("Nombre completo").fill("Inés Morales");
  await page.getByLabel("Número de teléfono").fill("(305) 555-0146");
  await page.getByLabel("Código postal (ZIP)").fill("33101");
  await page.getByLabel("Fecha de nacimiento").fill("1986-04-12");
  await page.getByRole("button", { name: "Paso siguiente" }).click();
  await page.getByLabel("No tengo seguro médico").check();
  await expectNoEnglish(page);
  await page.getByLabel("Servicio que necesita").fill("Revisar una factura del hospital");
  await page.getByRole("button", { name: "Completar el registro" }).click();
  await page
    .getByRole("dialog", { name: "¡Gracias por registrarse!" })
    .getByRole("link", { name: "Ir a mi panel" })
    .click();

  // The member's own form opens the check as typed, in Spanish; checked again, it is saved.
  await expect(page).toHaveURL(/\/dashboard\/bills\/new\?check=/);
  await expect(page.getByLabel("Código (línea 1)")).toHaveValue("70450");
  await expectNoEnglish(page);
  await page.getByRole("button", { name: "Revisar esta factura" }).click();
  await expect(page.getByRole("heading", { name: "Su factura de Bellevue Hospital", level: 1 })).toBeVisible();

  // "Su panel" at 390 px lists the saved bill; it opens the result.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("link", { name: "Volver a su panel" }).click();
  await expect(page.getByRole("heading", { name: "Su panel: hola, Inés", level: 1 })).toBeVisible();
  await expectNoEnglish(page);
  await expectNoA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page
    .getByRole("list", { name: "Sus facturas revisadas" })
    .getByRole("link", { name: /Bellevue Hospital/ })
    .click();
  await expect(page.getByRole("heading", { name: "Su factura de Bellevue Hospital", level: 1 })).toBeVisible();
  await expect(page.getByText("Pedir una factura detallada: ahora")).toBeVisible();
  await expectNoEnglish(page);
  await axeAtEachWidth(page);
  const caseUrl = new URL(page.url()).pathname;

  // The charity screen: the answer takes focus, in Spanish.
  await page.getByRole("link", { name: "Ver si califica para ayuda financiera" }).click();
  await expect(page.getByRole("heading", { name: "Ayuda financiera (atención benéfica)", level: 1 })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel("Personas en el hogar").fill("3");
  await page.getByLabel("Ingreso anual del hogar").fill("40980");
  await page.getByRole("button", { name: "Ver si califica" }).click();
  await expect(
    page.getByRole("heading", { name: "Su hogar está al 150 % del nivel federal de pobreza" }),
  ).toBeFocused();
  await expect(page.getByRole("heading", { name: "La política propia del hospital" })).toBeVisible();
  await expectNoEnglish(page);
  await axeAtEachWidth(page);

  // The letter page explains in Spanish; the letter itself, and its PDF, are English for the billing office.
  await page.goto(`${caseUrl}/letter`);
  await expect(page.getByRole("heading", { name: "Qué pide esta carta" })).toBeVisible();
  await expect(page.getByText("To the billing office:")).toBeVisible();
  await expectNoEnglish(page);
  await axeAtEachWidth(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "descargue la carta en PDF" }).click(),
  ]);
  const pdf = (await readFile(await download.path())).toString("latin1");
  expect(pdf.startsWith("%PDF-")).toBe(true);
  expect(pdf).toContain("(To the billing office:)");
});
