import { SELECTED_PLAN_KEY } from "../../app/utils/storage";
import { expect, expectNoA11yViolations, test, waitForHydration } from "./fixtures";

const PUBLIC_PAGES = [
  { path: "/", heading: "Know what care costs before you go" },
  { path: "/pricing", heading: "Care Concierge" },
  { path: "/pricing?payment=cancelled", heading: "Care Concierge" },
  { path: "/insurance-guidance", heading: "Care Coverage" },
  { path: "/privacy-terms", heading: "Privacy Policy and Terms of Service" },
  { path: "/methodology", heading: "How we estimate prices" },
  { path: "/assurance-sante", heading: "Vos soins aux États-Unis, sans mauvaise surprise" },
  { path: "/precios-y-planes", heading: "Sepa cuánto le va a costar antes de ir al médico" },
];

for (const { path, heading } of PUBLIC_PAGES) {
  test(`${path} has its heading and no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expectNoA11yViolations(page);
  });
}

test("FAQ: closing a group closes its open questions", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const about = page.locator("details.faq__group").filter({ has: page.locator("summary", { hasText: "About" }) });
  const question = about.locator("details").filter({ hasText: "What is Care Finder?" });
  const answer = question.getByText("healthcare cost and coverage concierge");

  await expect(page.getByText("What is Care Finder?")).toBeHidden();
  await about.locator("> summary").click();
  await question.locator("summary").click();
  await expect(answer).toBeVisible();
  await expect(question).toHaveAttribute("open", "");

  await about.locator("> summary").click(); // close the group
  await expect(about).not.toHaveAttribute("open", "");
  await about.locator("> summary").click(); // reopen it
  await expect(question).not.toHaveAttribute("open", "");
  await expect(answer).toBeHidden();

  // The four FAQ groups of docs/product.md#pages.
  for (const title of ["About", "Costs & Savings", "Appointments & Care", "Plans & Subscriptions"]) {
    await expect(page.locator("details.faq__group > summary", { hasText: title })).toBeVisible();
  }
});

test("coverage FAQ: six questions, several open at once", async ({ page }) => {
  await page.goto("/insurance-guidance");
  await waitForHydration(page);
  const items = page.locator("details.faq__item");
  await expect(items).toHaveCount(6);
  await items.nth(0).locator("summary").click();
  await items.nth(2).locator("summary").click();
  await expect(items.nth(0)).toHaveAttribute("open", "");
  await expect(items.nth(2)).toHaveAttribute("open", "");
  await expect(page.getByRole("link", { name: "See Your Price" })).toHaveAttribute("href", "/form");
  // Outside links go to real public pages, in a new tab.
  const outside = page.getByRole("link", { name: /HealthCare\.gov|NAIC|CMS/ });
  await expect(outside).toHaveCount(3);
  for (const link of await outside.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test("choosing a plan while signed out stores it (the latest choice wins) and goes to sign in", async ({ page }) => {
  await page.goto("/pricing");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Choose Premium Care" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto("/pricing");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Choose Essential Care" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), SELECTED_PLAN_KEY);
  expect(JSON.parse(stored ?? "null")).toEqual({ name: "ESSENTIAL CARE" });
  // The Insurance Bundle is a choice too: it replaces the plan picked before.
  await page.goto("/pricing");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Get a personalized quote" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(
    JSON.parse((await page.evaluate((key) => window.localStorage.getItem(key), SELECTED_PLAN_KEY)) ?? "null"),
  ).toEqual({
    name: "Insurance Bundle",
  });
});

test("the French page is in French", async ({ page }) => {
  await page.goto("/assurance-sante");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(
    page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Se connecter" }),
  ).toBeVisible();
  await expect(page.getByText("1 100 $")).toBeVisible();
  await expect(page.getByText("jusqu'à 80 %")).toBeVisible();
  await expect(page.getByRole("link", { name: /Obtenir un devis d'assurance/ }).first()).toHaveAttribute(
    "href",
    "/form",
  );
  await waitForHydration(page);
  await page.getByRole("button", { name: "Demander un appel gratuit" }).first().click();
  await expect(page.getByRole("dialog", { name: "Nous contacter" })).toBeVisible();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("each client-side location change is reported once as a page view", async ({ page }) => {
  const reported: string[] = [];
  const answers: number[] = [];
  // Reports go as beacons; intercepting them is the way to read their bodies.
  await page.route("**/api/page-views", async (route) => {
    const request = route.request();
    if (request.method() === "POST") {
      const body = JSON.parse(request.postDataBuffer()?.toString("utf8") ?? "{}") as { path: string; query: string };
      reported.push(`${body.path}${body.query}`);
    }
    // The server's answer, so a beacon the server refuses (a guard, a validator) fails here.
    const response = await route.fetch();
    answers.push(response.status());
    await route.fulfill({ response });
  });
  await page.goto("/");
  await waitForHydration(page);
  await expect.poll(() => reported).toEqual(["/"]);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Care Concierge" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.getByRole("link", { name: "Care Finder", exact: true }).first().click();
  await expect.poll(() => reported).toEqual(["/", "/pricing", "/"]);
  await page.goto("/pricing?payment=cancelled");
  await waitForHydration(page);
  await expect.poll(() => reported).toEqual(["/", "/pricing", "/", "/pricing?payment=cancelled"]);
  await expect.poll(() => answers).toEqual([204, 204, 204, 204]);
});

test.describe("at 320 px wide", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const { path } of PUBLIC_PAGES) {
    test(`${path} has no horizontal scroll`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
