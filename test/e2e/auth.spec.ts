import type { Page } from "@playwright/test";
import { DEMO, expect, expectNoA11yViolations, signInAs, test, waitForHydration } from "./fixtures";

const header = (page: Page) => page.getByRole("navigation", { name: "Main" });

test("a seeded member signs in through /dev/sign-in, lands on /dashboard and sees the signed-in header", async ({
  page,
}) => {
  const refreshed = page.waitForRequest((req) => req.url().endsWith("/api/refresh-session") && req.method() === "POST");
  await signInAs(page, DEMO.maria);
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForHydration(page);
  await expect(header(page).getByRole("link", { name: "My Care Dashboard" })).toHaveAttribute("href", "/dashboard");
  await expect(header(page).getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Sign In" })).toHaveCount(0);
  // The session is refreshed on sign-in (docs/product.md#accounts).
  await refreshed;
  const me = await page.request.get("/api/users/me");
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ email: DEMO.maria, role: "member", onboarding_completed: true });
  await expectNoA11yViolations(page);
});

test("the admin lands on /admin-dashboard", async ({ page }) => {
  await signInAs(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(header(page).getByRole("button", { name: "Sign Out" })).toBeVisible();
  // An admin's header leads to their own dashboard and never offers the member's.
  await expect(header(page).getByRole("link", { name: "Admin Dashboard" })).toHaveAttribute("href", "/admin-dashboard");
  await expect(header(page).getByRole("link", { name: "My Care Dashboard" })).toHaveCount(0);
  expect(((await (await page.request.get("/api/users/me")).json()) as { role: string }).role).toBe("admin");
});

test("a member who types /admin-dashboard is turned away, and the admin API refuses them", async ({ page }) => {
  await signInAs(page, DEMO.maria);
  await page.goto("/admin-dashboard");
  await expect(page).not.toHaveURL(/\/admin-dashboard/);
  await expect(page).toHaveURL(/\/dashboard$/);
  const res = await page.request.get("/api/admin/users");
  expect(res.status()).toBe(403);
});

test("Sign Out returns to a signed-out header and ends the session", async ({ page }) => {
  await signInAs(page, DEMO.james);
  await waitForHydration(page);
  await header(page).getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/sign-in");
  await expect(header(page).getByRole("button", { name: "Sign Out" })).toHaveCount(0);
  await expect(header(page).getByRole("link", { name: "My Care Dashboard" })).toHaveCount(0);
  expect((await page.request.get("/api/users/me")).status()).toBe(401);
  // The member pages are closed again.
  await page.goto("/dashboard");
  await expect(page).not.toHaveURL(/\/dashboard/);
});

test("Sign Out works before hydration too (a plain form post)", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAs(page, DEMO.claire);
  await header(page).getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole("link", { name: "Sign In" })).toBeVisible();
  await context.close();
});

test("the French page labels the header button 'Se connecter' / 'Mon Dashboard'", async ({ page }) => {
  const nav = page.getByRole("navigation", { name: "Navigation principale" });
  await page.goto("/assurance-sante");
  await expect(nav.getByRole("link", { name: "Se connecter" })).toHaveAttribute("href", "/sign-in");
  await signInAs(page, DEMO.maria);
  await page.goto("/assurance-sante");
  await expect(nav.getByRole("link", { name: "Mon Dashboard" })).toHaveAttribute("href", "/dashboard");
  await expect(nav.getByRole("button", { name: "Se déconnecter" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Se connecter" })).toHaveCount(0);
});

test("/auth/callback without a code shows 'Completing Sign In...' then goes home with the spec's error", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  const response = await page.goto("/auth/callback");
  expect(await response?.text()).toContain("Completing Sign In...");
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toContain("Cannot exchange code for session token: no code provided in the URL search params");
});

test("/auth/callback with a bad state goes home signed out", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  await page.goto("/auth/callback?code=made-up&state=made-up");
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toContain("Failed to exchange code for session token: API responded with HTTP status 400");
  await expect(header(page).getByRole("link", { name: "Sign In" })).toBeVisible();
});

test("when the session has expired, regaining focus sends the member to sign in", async ({ page, context }) => {
  await signInAs(page, DEMO.maria);
  await waitForHydration(page);
  const warnings: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "warning") warnings.push(msg.text());
  });
  // The server-side session ends (as if it expired); the page does not know yet.
  // (as the app's own fetch sends it: another site's link cannot sign anyone out)
  expect((await page.request.get("/api/logout", { headers: { "Sec-Fetch-Site": "same-origin" } })).status()).toBe(200);
  await context.clearCookies();
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(warnings).toContain("Session expired, user will be redirected to login");
  await expect(header(page).getByRole("link", { name: "Sign In" })).toBeVisible();
});

test("an unusable sign-in link explains itself and offers a new one", async ({ page }) => {
  const response = await page.goto("/auth/link#token=not-a-real-token");
  expect(response?.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByRole("alert")).toHaveText("This sign-in link is not valid. Please request a new one.");
  await expect(page.getByRole("link", { name: "Get a new sign-in link" })).toHaveAttribute("href", "/sign-in");
  await expectNoA11yViolations(page);
});
