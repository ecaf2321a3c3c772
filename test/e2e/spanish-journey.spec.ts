import { SELECTED_PLAN_KEY } from "../../app/utils/storage";
import { expect, expectNoA11yViolations, linkFromMailbox, test, waitForHydration } from "./fixtures";
import type { Page } from "@playwright/test";

/** The card's heading names the procedure in Spanish, with the English name beside it. */
const KNEE_CARD = /Precio estimado: Cirugía artroscópica de rodilla \(menisco\) — Knee Surgery/;

/** A Spanish visitor finds knee surgery by a Spanish word and previews it near 10001 on /precios-y-planes. */
async function previewInSpanish(page: Page) {
  await page.goto("/precios-y-planes");
  await waitForHydration(page);
  await page.getByLabel("Código postal (ZIP)").fill("10001");
  await page.getByLabel(/Buscar un procedimiento/).fill("rodilla");
  await expect(page.getByText(/^6 procedimientos coinciden/)).toBeVisible();
  const list = page.getByLabel("Procedimiento", { exact: true });
  await expect(list.locator("option", { hasText: "Radiografía de rodilla (Knee X-Ray) · CPT 73562" })).toHaveCount(1);
  await list.selectOption("knee-surgery");
  await page.getByRole("button", { name: "Ver precios – gratis" }).click();
  // A GET form: the preview has its own address.
  await expect(page).toHaveURL(/\/precios-y-planes\?zip=10001&procedure=knee-surgery$/);
  const card = page.getByRole("region", { name: KNEE_CARD });
  await expect(card).toBeVisible();
  return card;
}

for (const viewport of [
  { name: "phone", size: { width: 390, height: 844 } },
  { name: "desktop", size: { width: 1280, height: 900 } },
]) {
  test.describe(`a Spanish visitor (${viewport.name})`, () => {
    test.use({ viewport: viewport.size });

    test("previews a price in Spanish, chooses a plan, and signs in in Spanish", async ({ page }) => {
      const card = await previewInSpanish(page);
      await expect(card).toContainText("Después de cubrir su deducible: $800–$900");
      await expect(card).toContainText("Incluye los honorarios del médico, la tarifa del centro quirúrgico");
      const hospitals = card.getByRole("region", {
        name: "Hospitales cerca de 10001 que publican un precio en efectivo",
      });
      await expect(hospitals.getByRole("table")).toBeVisible();
      await expect(hospitals.getByRole("columnheader", { name: "Precio en efectivo publicado" })).toBeVisible();
      await expectNoA11yViolations(page);

      // Back from a hospital's page shows the same Spanish preview and its fields again.
      await hospitals.getByRole("table").getByRole("link").first().click();
      await expect(page).toHaveURL(/\/hospitals\//);
      await page.goBack();
      await expect(page).toHaveURL(/\/precios-y-planes\?zip=10001&procedure=knee-surgery$/);
      await expect(page.getByRole("region", { name: KNEE_CARD })).toContainText("Después de cubrir su deducible");
      await expect(page.getByLabel("Código postal (ZIP)")).toHaveValue("10001");
      await expect(page.getByLabel("Procedimiento", { exact: true })).toHaveValue("knee-surgery");
      // The hospital page's own link back leads to the Spanish preview too.
      await page.getByRole("region", { name: KNEE_CARD }).getByRole("table").getByRole("link").first().click();
      await page.getByRole("link", { name: "← Volver a la vista previa de precios" }).click();
      await expect(page).toHaveURL(/\/precios-y-planes\?zip=10001&procedure=knee-surgery$/);
      await expect(page.getByRole("region", { name: KNEE_CARD })).toBeVisible();

      const essential = page.getByRole("article").filter({ hasText: "Acompañamiento esencial" });
      await expect(essential.getByText("Essential Care", { exact: true })).toHaveAttribute("lang", "en");
      await essential.getByRole("button", { name: "Elegir Acompañamiento esencial" }).click();

      await expect(page).toHaveURL(/\/sign-in\?plan=ESSENTIAL(%20|\+)CARE&lang=es$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inicie sesión o cree su cuenta");
      await expect(page.getByRole("region", { name: "El plan que eligió" })).toContainText(
        "Eligió Acompañamiento esencial (Essential Care), $49 al mes.",
      );
      await expect(page.getByRole("textbox", { name: "Correo electrónico" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Enviarme un enlace" })).toBeVisible();
      expect(await page.evaluate((key) => localStorage.getItem(key), SELECTED_PLAN_KEY)).toContain("ESSENTIAL CARE");
      await expectNoA11yViolations(page);
    });
  });
}

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test("the Spanish card and the Spanish sign-in page never scroll sideways", async ({ page }) => {
    await previewInSpanish(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.goto("/sign-in?plan=ESSENTIAL%20CARE&lang=es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inicie sesión o cree su cuenta");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

test("without JavaScript, a Spanish word narrows the list, a bad ZIP is said in Spanish, and the preview has its address", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/precios-y-planes");
  await page.getByLabel("Código postal (ZIP)").fill("123");
  await page.getByLabel(/Buscar un procedimiento/).fill("rodilla");
  await page.getByRole("button", { name: "Ver precios – gratis" }).click();
  await expect(page).toHaveURL(/\/precios-y-planes\?zip=123&find=rodilla&procedure=$/);
  await expect(page.getByText("6 procedimientos coinciden con “rodilla”. Elija uno de la lista.")).toBeVisible();
  await expect(page.getByLabel("Código postal (ZIP)")).toHaveValue("123");
  await expect(page.getByLabel(/Buscar un procedimiento/)).toHaveValue("rodilla");
  await expect(page.getByLabel("Procedimiento", { exact: true }).locator("option[value]:not([value=''])")).toHaveCount(
    6,
  );

  await page.getByLabel("Código postal (ZIP)").fill("10001");
  await page.getByLabel("Procedimiento", { exact: true }).selectOption("knee-x-ray");
  await page.getByRole("button", { name: "Ver precios – gratis" }).click();
  await expect(
    page.getByRole("region", { name: /Precio estimado: Radiografía de rodilla \(Knee X-Ray\)/ }),
  ).toBeVisible();
  await context.close();
});

test("without JavaScript, choosing a plan on the Spanish page leads to the Spanish sign-in page", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/precios-y-planes");
  await page.getByRole("button", { name: "Elegir Revisión experta" }).click();
  await expect(page).toHaveURL(/\/sign-in\?plan=CARE(%20|\+)ACCESS&lang=es$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inicie sesión o cree su cuenta");
  await context.close();
});

/** Asks for an emailed link on the Spanish sign-in page already open (the Turnstile stand-in answers first). */
async function askForLinkInSpanish(page: Page, email: string) {
  await waitForHydration(page);
  await expect(page.locator("input[name='cf-turnstile-response']").first()).toHaveValue(/^standin\./);
  await page.getByRole("textbox", { name: "Correo electrónico" }).fill(email);
  await page.getByRole("button", { name: "Enviarme un enlace" }).click();
  await expect(page.getByRole("heading", { name: "Revise su correo" })).toBeVisible();
}

test.describe("a Spanish visitor registers (phone, 390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("chooses a paid plan, signs up by emailed link in Spanish, and the Spanish form says what Checkout charges", async ({
    page,
  }) => {
    const email = `lucia.${Date.now().toString(36)}@example.com`;
    await page.goto("/precios-y-planes");
    await waitForHydration(page);
    const essential = page.getByRole("article").filter({ hasText: "Acompañamiento esencial" });
    await essential.getByRole("button", { name: "Elegir Acompañamiento esencial" }).click();
    await expect(page).toHaveURL(/\/sign-in\?plan=ESSENTIAL(%20|\+)CARE&lang=es$/);
    await askForLinkInSpanish(page, email);

    await page.goto(await linkFromMailbox(page, email, "/auth/link?lang=es#token="));
    // The link's own page speaks Spanish too.
    await expect(page.getByRole("heading", { name: "Cree su cuenta de Care Finder" })).toBeVisible();
    await page.getByRole("button", { name: "Crear mi cuenta" }).click();
    await expect(page).toHaveURL(/\/form\?lang=es$/);
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Regístrese para Acompañamiento esencial (Essential Care)",
    );
    await expect(page.getByRole("region", { name: "El plan que eligió" })).toContainText(
      "Eligió Acompañamiento esencial (Essential Care), $49 al mes.",
    );
    await expect(page.getByRole("heading", { level: 2, name: "Datos básicos" })).toBeVisible();
    await expectNoA11yViolations(page);

    // A problem is said in Spanish under its field, before anything is posted.
    await page.getByRole("button", { name: "Paso siguiente" }).click();
    await expect(page.getByText("Escriba su nombre completo")).toBeVisible();
    await page.getByLabel("Nombre completo").fill("Lucía Fernández");
    await page.getByLabel("Número de teléfono").fill("(305) 555-0142");
    await page.getByLabel("Código postal (ZIP)").fill("33101");
    await page.getByLabel("Fecha de nacimiento").fill("1984-02-29");
    await page.getByRole("button", { name: "Paso siguiente" }).click();

    await expect(page.getByRole("heading", { level: 2, name: "Atención y cobertura" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "No tengo seguro médico" })).toBeVisible();
    const note = page
      .locator("p.alert-info")
      .filter({ hasText: "Después de registrarse, Stripe Checkout le pedirá $49 al mes" });
    await expect(note).toContainText("por Acompañamiento esencial (Essential Care), renovable cada mes");
    await expect(note).toContainText("La página de pago de Stripe está en inglés.");
    await expect(page.getByRole("button", { name: "Completar el registro" })).toBeVisible();
    await expectNoA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The longer Spanish words (step names, the plan's two names) still fit the narrowest phone.
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test("signing in with Google from the Spanish page lands on the Spanish form", async ({ page }) => {
    await page.goto("/sign-in?plan=ESSENTIAL%20CARE&lang=es");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Continuar con Google" }).click();
    await expect(page.getByRole("heading", { name: "Sign in with Google" })).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Name").fill("Gabriel Google");
    await page.getByLabel("Email").fill(`gabriel.${Date.now().toString(36)}@example.com`);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/form\?lang=es$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Regístrese para Acompañamiento esencial (Essential Care)",
    );
  });
});
