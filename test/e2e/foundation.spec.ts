import { expect, test, waitForHydration } from "./fixtures";

test("the landing page renders, hydrates and its header links navigate", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("banner")).toContainText("Care Finder");
  await expect(page.getByRole("contentinfo")).toContainText("available in all 50 states");
  await waitForHydration(page);

  // After hydration, links navigate on the client: a value set on window survives.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Care Concierge" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Care Concierge");
  await nav.getByRole("link", { name: "Care Coverage" }).click();
  await expect(page).toHaveURL(/\/insurance-guidance$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Care Coverage");
  await nav.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await nav.getByRole("link", { name: "Care Finder" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Know what care costs before you go");
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test("an unknown page shows the site's not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
  await expect(page.getByRole("banner")).toBeVisible();
});

test("hashed assets are cached for a year without revalidation; unhashed files are not (public/_headers)", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const script = /(\/assets\/[\w.-]+-[\w-]{8}\.js)/.exec(html)?.[1];
  expect(script, "the home page loads a hashed script").toBeTruthy();
  const asset = await request.get(script!);
  expect(asset.status()).toBe(200);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  const favicon = await request.get("/favicon.svg");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["cache-control"] ?? "").not.toContain("immutable");
});
