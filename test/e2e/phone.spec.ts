import type { Page } from "@playwright/test";
import { ADMIN_TABS } from "../../app/domain/admin";
import { DEMO, expect, expectNoA11yViolations, signInAs, test, waitForHydration } from "./fixtures";

/** Every page a visitor, a member or an admin meets, checked at phone and desktop widths. */
const PUBLIC = [
  "/",
  "/pricing",
  "/insurance-guidance",
  "/assurance-sante",
  "/precios-y-planes",
  "/privacy-terms",
  "/methodology",
  "/form",
  "/sign-in",
  "/account-deleted",
  "/no-such-page",
];
// The dialogs' own pages (used without JavaScript) too.
const MEMBER = [
  "/dashboard",
  "/payment-success",
  "/dashboard/profile/edit",
  "/dashboard/requests/new",
  "/dashboard/call",
  "/dashboard/bills",
  "/dashboard/bills/new",
  "/dashboard/documents",
  "/dashboard/account/delete",
  "/account/passkeys",
];
// Every tab the dashboard has (the Outbox and Bills tabs included), and the payments page.
const ADMIN = [...ADMIN_TABS.map((tab) => `/admin-dashboard?tab=${tab}`), "/admin-dashboard/payments"];

// Each journey walks many pages with axe on a shared machine: a generous budget per test.
test.describe.configure({ timeout: 240_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const nav = (page: Page) => page.locator("header nav").first();

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The first bill case on the admin dashboard's Bills tab (the seed has one). */
async function billCasePath(page: Page) {
  await page.goto("/admin-dashboard?tab=bills");
  return (
    (await page.locator(".admin-data-table a[href^='/admin-dashboard/bills/']").first().getAttribute("href")) ?? ""
  );
}

/**
 * Every link, button, field and disclosure drawn on the page smaller than 24 × 24 px (WCAG 2.2 target size).
 * Visually hidden ones (a 1 px clip until focused, like the skip link) are not targets yet and are left out.
 */
async function smallTargets(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("a, button, input, select, summary, textarea")]
      .filter((el) => el.checkVisibility({ visibilityProperty: true }))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 1 && box.height > 1 && (box.width < 24 || box.height < 24))
      .map(({ el, box }) => `${el.tagName} "${(el.textContent ?? "").trim().slice(0, 30)}" ${box.width}×${box.height}`),
  );
}

/** The member's first help request page, found from the dashboard. */
async function firstRequestPath(page: Page) {
  await page.goto("/dashboard");
  return (
    (await page.getByRole("list", { name: "Your help requests" }).getByRole("link").first().getAttribute("href")) ?? ""
  );
}

/** The Add Task and Send Email pages of the first user on the admin dashboard. */
async function userPagePaths(page: Page) {
  await page.goto("/admin-dashboard");
  await waitForHydration(page);
  // (At 320 px the table is drawn as cards, so it is found by its class, not its role.)
  await page
    .locator(".admin-data-table")
    .getByRole("button", { name: /^Open / })
    .first()
    .click();
  const links = page.locator(".admin-detail-row");
  const task = await links.getByRole("link", { name: /^Add Task for/ }).getAttribute("href");
  const email = await links.getByRole("link", { name: /^Send Email to/ }).getAttribute("href");
  return [task ?? "", email ?? ""];
}

for (const [size, viewport] of [
  ["390 px", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test.describe(`at ${size}`, () => {
    test.use({ viewport });

    test("every public page passes axe", async ({ page }) => {
      for (const path of PUBLIC) {
        await page.goto(path);
        await waitForHydration(page);
        await expectNoA11yViolations(page);
      }
    });

    test("every member page passes axe", async ({ page }) => {
      await signInAs(page, DEMO.maria);
      for (const path of [...MEMBER, await firstRequestPath(page)]) {
        await page.goto(path);
        await waitForHydration(page);
        await expectNoA11yViolations(page);
      }
    });

    test("every admin tab passes axe", async ({ page }) => {
      await signInAs(page, DEMO.admin);
      for (const path of [...ADMIN, ...(await userPagePaths(page))]) {
        await page.goto(path);
        await waitForHydration(page);
        await expectNoA11yViolations(page);
      }
    });
  });
}

for (const width of [320, 390, 768]) {
  test(`at ${width} px the header is one row and its menu is a disclosure`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInAs(page, DEMO.maria);
    await page.goto("/pricing");
    await waitForHydration(page);
    const header = page.locator("header").first();
    const brand = header.getByRole("link", { name: "Care Finder home" });
    const menu = nav(page).getByRole("button", { name: "Menu" });
    // One row: the menu button sits beside the brand, the header no taller than a button row.
    const [b, m, h] = await Promise.all([brand.boundingBox(), menu.boundingBox(), header.boundingBox()]);
    expect(Math.abs(b!.y + b!.height / 2 - (m!.y + m!.height / 2))).toBeLessThan(4);
    expect(h!.height).toBeLessThan(80);

    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(nav(page).getByRole("link", { name: "My Care Dashboard" })).toBeHidden();
    const controls = await menu.getAttribute("aria-controls");
    // Keyboard: Enter opens it, Escape closes it and gives focus back.
    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`[id="${controls}"]`);
    await expect(panel.getByRole("link", { name: "My Care Dashboard" })).toBeVisible();
    await expect(panel.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Español" })).toHaveAttribute("hreflang", "es");
    await expectNoA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeFocused();

    // A link in the menu leads on and the menu closes behind it.
    await menu.click();
    await panel.getByRole("link", { name: "Care Coverage" }).click();
    await expect(page).toHaveURL(/\/insurance-guidance$/);
    await expect(menu).toHaveAttribute("aria-expanded", "false");
  });
}

test("one Sign Out for a member; an admin's menu leads to the admin dashboard, never the member's", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInAs(page, DEMO.maria);
  await expect(page.getByRole("button", { name: "Sign Out" })).toHaveCount(1);
  await signInAs(page, DEMO.admin);
  await page.goto("/admin-dashboard");
  await expect(page.getByRole("button", { name: "Sign Out" })).toHaveCount(1);
  await expect(nav(page).getByRole("link", { name: "Admin Dashboard" })).toHaveAttribute("href", "/admin-dashboard");
  await expect(page.getByRole("link", { name: "My Care Dashboard" })).toHaveCount(0);
});

test("without JavaScript a phone still reaches every header link", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto("/");
  await expect(nav(page).getByRole("button", { name: "Menu" })).toBeHidden();
  for (const name of ["Care Concierge", "Care Coverage", "Sign In", "Français", "Español"]) {
    await expect(nav(page).getByRole("link", { name })).toBeVisible();
  }
  await context.close();
});

test("on a phone the benefit table scrolls inside a labelled region reached by keyboard", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/insurance-guidance");
  const region = page.getByRole("region", { name: "Benefits at a glance" });
  await expect(region).toHaveAttribute("tabindex", "0");
  const scrolls = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(scrolls).toBe(true);
  await region.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});

test("on a phone the profile dialog scrolls its body and keeps its title and buttons in view", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 640 });
  await signInAs(page, DEMO.maria);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Edit profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit profile" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Service needed").scrollIntoViewIfNeeded();
  await expect(dialog.getByRole("heading", { name: "Edit profile" })).toBeInViewport();
  await expect(dialog.getByRole("button", { name: "Save changes" })).toBeInViewport();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeInViewport();
});

test("every target on the admin pages is at least 24 × 24 px, on a phone and a desktop", async ({ page }) => {
  await signInAs(page, DEMO.admin);
  const paths = [...ADMIN, await billCasePath(page)];
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    for (const path of paths) {
      await page.goto(path);
      await waitForHydration(page);
      expect({ path, width: viewport.width, small: await smallTargets(page) }).toEqual({
        path,
        width: viewport.width,
        small: [],
      });
    }
  }
});

test("on a phone each admin tab shows its list above the fold, and the totals wait under it behind Stats", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, DEMO.admin);
  for (const tab of ADMIN_TABS) {
    await page.goto(`/admin-dashboard?tab=${tab}`);
    const list = page.locator(".admin-panel");
    // The list's heading and its first row (or its "Nothing matches") start on the first screen.
    await expect(list.getByRole("heading", { level: 2 })).toBeInViewport();
    await expect(list.locator("tbody tr, .muted").first()).toBeInViewport();
    await expect(page.getByRole("region", { name: "Totals" })).toBeHidden();
    const stats = page.locator("summary", { hasText: "Stats" });
    const [listBox, statsBox] = await Promise.all([list.boundingBox(), stats.boundingBox()]);
    expect(statsBox!.y).toBeGreaterThan(listBox!.y);
    // A disclosure: its totals open without JavaScript's help.
    await stats.click();
    await expect(page.locator(".admin-stats-fold dt", { hasText: "Pending requests" })).toBeVisible();
  }
  // On a desktop the totals are boxes above the tabs again.
  await page.setViewportSize(DESKTOP);
  await expect(page.getByRole("region", { name: "Totals" })).toBeVisible();
  await expect(page.locator("summary", { hasText: "Stats" })).toBeHidden();
});

test.describe("at 320 px, no page scrolls sideways", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("public pages", async ({ page }) => {
    for (const path of PUBLIC) {
      await page.goto(path);
      await waitForHydration(page);
      expect({ path, overflow: await horizontalOverflow(page) }).toEqual({ path, overflow: 0 });
    }
  });

  test("member and admin pages", async ({ page }) => {
    await signInAs(page, DEMO.maria);
    for (const path of [...MEMBER, await firstRequestPath(page)]) {
      await page.goto(path);
      await waitForHydration(page);
      expect({ path, overflow: await horizontalOverflow(page) }).toEqual({ path, overflow: 0 });
    }
    await signInAs(page, DEMO.admin);
    for (const path of [...ADMIN, ...(await userPagePaths(page)), await billCasePath(page)]) {
      await page.goto(path);
      await waitForHydration(page);
      expect({ path, overflow: await horizontalOverflow(page) }).toEqual({ path, overflow: 0 });
    }
  });

  test("the admin bill case: a member's long email wraps instead of being cut off", async ({ page }) => {
    await signInAs(page, DEMO.admin);
    await page.goto(await billCasePath(page));
    const member = page.locator(".admin-case-for");
    // Whichever member's case is newest: the line names them with their address.
    await expect(member).toContainText(/<[^>]+@[^>]+>/);
    // The seeded address fits; a long one (they exist) in its place must wrap too.
    const long = "the.member.with.a.very.long.address@care-finder-example.example.org";
    await member.evaluate((el, email) => {
      el.firstChild!.textContent = `For ${email} <${email}> · date of service Sep 14, 2026 · `;
    }, long);
    expect(await member.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    const box = await member.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    expect(await horizontalOverflow(page)).toBe(0);
  });
});

test("the footer's contact dialog looks the same on every page", async ({ page }) => {
  const looks: Record<string, string[]> = {};
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  for (const path of [
    "/",
    "/pricing",
    "/insurance-guidance",
    "/assurance-sante",
    "/precios-y-planes",
    "/form",
    "/privacy-terms",
  ]) {
    await page.goto(path);
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("button").first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    looks[path] = await dialog.locator("button[type=submit], button.btn-secondary").evaluateAll((buttons) =>
      buttons.map((b) => {
        const s = getComputedStyle(b);
        return `${b.className} ${s.backgroundColor} ${s.borderTopWidth} ${s.paddingLeft} ${s.minHeight}`;
      }),
    );
    await page.keyboard.press("Escape");
  }
  expect(errors).toEqual([]);
  const first = Object.values(looks)[0];
  expect(first).toHaveLength(2);
  // The send button is filled, not a bare link-like button.
  expect(first.join(" ")).toContain("rgb(11, 85, 99)");
  for (const [path, look] of Object.entries(looks)) expect({ path, look }).toEqual({ path, look: first });
});
