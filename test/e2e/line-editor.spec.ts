import type { Page } from "@playwright/test";
import { DEMO, expect, signInAs, test, waitForHydration } from "./fixtures";

/*
 * The team's line editor on a bill case ("Enter or edit the lines"): "Add line" moves focus to the new row,
 * "Remove line" takes a row away, with JavaScript and without. Nothing is saved, so the seeded case is unchanged.
 */
const codes = (page: Page) => page.getByLabel(/^Code \(line \d+\)$/);

async function billCasePath(page: Page) {
  await page.goto("/admin-dashboard?tab=bills");
  return (
    (await page.locator(".admin-data-table a[href^='/admin-dashboard/bills/']").first().getAttribute("href")) ?? ""
  );
}

test("the admin adds a line (focus on its Code) and removes one (focus on the row in its place)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, DEMO.admin);
  await page.goto(await billCasePath(page));
  await waitForHydration(page);
  const before = await codes(page).count();
  await page.getByRole("button", { name: "Add line" }).click();
  await expect(codes(page)).toHaveCount(before + 1);
  await expect(page.getByLabel(`Code (line ${before + 1})`)).toBeFocused();
  await page.getByLabel(`Code (line ${before + 1})`).fill("99284");

  await page.getByRole("button", { name: "Remove line 1" }).click();
  await expect(codes(page)).toHaveCount(before);
  await expect(page.getByLabel("Code (line 1)")).toBeFocused();
  await expect(page.getByLabel(`Code (line ${before})`)).toHaveValue("99284");
});

test("without JavaScript, Remove line posts and the page comes back without that row", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAs(page, DEMO.admin);
  await page.goto(await billCasePath(page));
  const before = await codes(page).count();
  // "Add line" posts too and comes back with one more row.
  await page.getByRole("button", { name: "Add line" }).click();
  await expect(codes(page)).toHaveCount(before + 1);
  await page.getByLabel(`Code (line ${before + 1})`).fill("99284");
  await page.getByRole("button", { name: "Remove line 1" }).click();
  await expect(codes(page)).toHaveCount(before);
  await expect(page.getByLabel(`Code (line ${before})`)).toHaveValue("99284");
  await context.close();
});
