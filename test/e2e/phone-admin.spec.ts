import type { Page } from "@playwright/test";
import { DEMO_MEMBERS } from "../../db/seed-data";
import {
  DEMO,
  askForEmailLink,
  expect,
  expectNoA11yViolations,
  linkFromMailbox,
  signInAs,
  test,
  waitForHydration,
} from "./fixtures";

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

/** How many lines a cell's words take: one box top per line of text. */
async function linesIn(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((cells) =>
    cells.map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    }),
  );
}

test("a very long email wraps at 320 px on the Users tab and the email and task pages; phone and ZIP never break", async ({
  page,
}) => {
  // A member of its own, signed up by email and registered, with an address longer than a phone is wide.
  const email = `alexandrina.konstantinopoulou-featherstonehaugh.${Date.now()}@patient-services.example-hospital.org`;
  const name = "Alexandrina Konstantinopoulou";
  await page.goto("/sign-in");
  await askForEmailLink(page, email);
  await page.goto(await linkFromMailbox(page, email));
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL(/\/form$/);
  await waitForHydration(page);
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Phone number").fill("(305) 555-0144");
  await page.getByLabel("ZIP code").fill("33101");
  await page.getByLabel("Date of birth").fill("1988-04-12");
  await page.getByRole("button", { name: /Next Step/ }).click();
  await page.getByLabel("I don't have health insurance").check();
  await page.getByLabel("Service needed").fill("Help with a hospital bill");
  await page.getByRole("button", { name: "Complete Registration" }).click();
  await expect(page.getByRole("dialog", { name: "Thank you for registering!" })).toBeVisible();

  await signInAs(page, DEMO.admin);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`/admin-dashboard?q=${encodeURIComponent("Konstantinopoulou")}`);
  await waitForHydration(page);
  await expect(page.locator(".admin-data-table tbody tr").first()).toContainText(email);
  expect(await horizontalOverflow(page)).toBe(0);
  await page
    .locator(".admin-data-table")
    .getByRole("button", { name: `Open ${name}`, exact: true })
    .click();
  const detail = page.locator(".admin-detail-row");
  await expect(detail).toContainText(email);
  expect(await horizontalOverflow(page)).toBe(0);
  const paths = [
    await detail.getByRole("link", { name: `Send Email to ${name}` }).getAttribute("href"),
    await detail.getByRole("link", { name: `Add Task for ${name}` }).getAttribute("href"),
  ];
  for (const path of paths) {
    await page.goto(path!);
    await waitForHydration(page);
    await expect(page.getByText(email)).toBeVisible();
    expect({ path, overflow: await horizontalOverflow(page) }).toEqual({ path, overflow: 0 });
  }

  // In the table (wider than 700 px) the long address wraps, but a phone number or a ZIP stays whole.
  for (const width of [768, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/admin-dashboard?q=${encodeURIComponent("Konstantinopoulou")}`);
    await waitForHydration(page);
    const cells = (label: string) => `.admin-data-table tbody td[data-label="${label}"]`;
    expect({ width, phone: await linesIn(page, cells("Phone")), zip: await linesIn(page, cells("ZIP")) }).toEqual({
      width,
      phone: [1],
      zip: [1],
    });
    expect(await horizontalOverflow(page)).toBe(0);
  }
  await expectNoA11yViolations(page);
});
