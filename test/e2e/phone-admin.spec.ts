import type { Page } from "@playwright/test";
import { DEMO_MEMBERS } from "../../db/seed-data";
import { DEMO, expect, expectNoA11yViolations, signInAs, test, waitForHydration } from "./fixtures";

/*
 * The admin console on a phone: the audit log readable as cards, every focus visible, the chart legible.
 * It adds a task, so it runs after admin.spec.ts, whose counts are the seed's (files run in name order).
 */
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "serial", timeout: 120_000 });

const james = DEMO_MEMBERS[1].profile;

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test("the audit tab at 390 px: one card per entry, naming who and what, with no sideways scroll", async ({ page }) => {
  await signInAs(page, DEMO.admin);
  // Something to audit: a task for James, made on the Add Task page.
  await page.goto("/admin-dashboard");
  await waitForHydration(page);
  await page
    .locator(".admin-data-table")
    .getByRole("button", { name: `Open ${james.fullName}`, exact: true })
    .click();
  const taskPath = await page.getByRole("link", { name: `Add Task for ${james.fullName}` }).getAttribute("href");
  await page.goto(taskPath!);
  await page.getByLabel("Task Description").fill("Phone audit check for James");
  await page.getByRole("button", { name: "Create Task" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\?tab=tasks&saved=task$/);

  await page.goto("/admin-dashboard?tab=audit");
  await waitForHydration(page);
  // (At 390 px the table is drawn as cards, so rows are found by their element, not their role.)
  const entry = page.locator(".admin-data-table tbody tr").filter({ hasText: "Created a task" }).first();
  await expect(entry).toBeVisible();
  // Names, not ids: the task's words, and who did it.
  await expect(entry).toContainText("Phone audit check for James");
  await expect(entry).toContainText(DEMO.admin);
  const box = await entry.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  expect(await horizontalOverflow(page)).toBe(0);
  await expectNoA11yViolations(page);
});

test("on a phone every control the keyboard reaches on the Users tab is on screen", async ({ page }) => {
  await signInAs(page, DEMO.admin);
  await page.goto("/admin-dashboard");
  await waitForHydration(page);
  const hidden: string[] = [];
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    const where = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const r = el.getBoundingClientRect();
      const clipped = r.width <= 1 || r.height <= 1;
      return { clipped, name: el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? el.tagName };
    });
    if (where?.clipped) hidden.push(where.name);
  }
  expect(hidden).toEqual([]);
});

test("the traffic chart has a name, and its words are at least 12 px on a phone", async ({ page }) => {
  await signInAs(page, DEMO.admin);
  await page.goto("/admin-dashboard");
  await waitForHydration(page);
  const chart = page.getByRole("img", { name: /Page views per day/ });
  await expect(chart).toBeVisible();
  const sizes = await page
    .locator(".admin-traffic")
    .evaluate((section) =>
      [...section.querySelectorAll<HTMLElement | SVGTextElement>(".admin-traffic__axis, text")].map(
        (el) => el.getBoundingClientRect().height,
      ),
    );
  expect(sizes.length).toBeGreaterThan(0);
  // A rendered line of 12 px text is at least 12 px tall.
  expect(sizes.every((h) => h >= 12)).toBe(true);
});
