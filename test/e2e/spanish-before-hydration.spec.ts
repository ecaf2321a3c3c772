import type { Page, Route } from "@playwright/test";
import { DEMO, expect, signInAs, test, waitForHydration } from "./fixtures";

/**
 * A form posted before the page's JavaScript ran (a slow phone) comes back with its refusal drawn by the server in
 * Spanish; when the code arrives and the page hydrates, the refusal must still read in Spanish, with no mismatch
 * between the server's words and the browser's first draw (the Spanish refusals load before hydration: ADR 0067).
 */

/** Holds every script the page asks for until `release()`: the page stays as the server drew it. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let releasing = false;
  await page.route(/\/assets\/.*\.js$/, (route) => (releasing ? route.continue() : void held.push(route)));
  return {
    release: async () => {
      releasing = true;
      await page.unroute(/\/assets\/.*\.js$/);
      // The first page's scripts went with its navigation (already handled); the answer page's go on now.
      await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    },
  };
}

test("a Spanish refusal drawn before hydration reads in Spanish after it, with no hydration mismatch", async ({
  page,
}) => {
  await signInAs(page, DEMO.maria);
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));

  const scripts = await holdScripts(page);
  // Held scripts hold the load events too: the page is read as soon as the server's HTML is there.
  await page.goto("/dashboard/requests/new?lang=es", { waitUntil: "commit" });
  await page.getByRole("button", { name: /Enviar/ }).click();
  const refusal = page.getByText("Complete todos los campos obligatorios").first();
  await expect(refusal).toBeVisible();

  await scripts.release();
  await waitForHydration(page);
  await expect(refusal).toBeVisible();
  await expect(page.getByText("Please fill in all required fields")).toHaveCount(0);
  expect(problems.filter((text) => /hydrat|did not match|Minified React error #4(18|19|23|25)/i.test(text))).toEqual(
    [],
  );
});
