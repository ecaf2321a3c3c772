import type { Page } from "@playwright/test";
import {
  askForEmailLink,
  DEMO,
  expect,
  expectNoA11yViolations,
  linkFromMailbox,
  signInAs,
  test,
  waitForHydration,
} from "./fixtures";

/** The token of the newest emailed link to `email`, read from the local mailbox. */
async function emailedToken(page: Page, email: string): Promise<string> {
  const link = await linkFromMailbox(page, email);
  return new URLSearchParams(new URL(link).hash.slice(1)).get("token")!;
}

async function askForLink(page: Page, email: string) {
  await page.goto("/sign-in");
  await askForEmailLink(page, email);
  await expect(page.getByRole("status").filter({ hasText: `We emailed a link to ${email}` })).toContainText(
    "expires in 15 minutes",
  );
}

test("the sign-in page: Google and email side by side, spec messages for a bad address, accessible at desktop and 390 px", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in or create an account");
  await waitForHydration(page);
  const google = await page.getByRole("button", { name: "Continue with Google" }).boundingBox();
  const email = await page.getByLabel("Email", { exact: true }).boundingBox();
  expect(Math.abs(google!.y - email!.y)).toBeLessThan(120); // side by side on a desktop
  expect(email!.x).toBeGreaterThan(google!.x + google!.width);

  await page.getByLabel("Email", { exact: true }).fill("maria@nowhere");
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page.getByText("Please enter a valid email")).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectNoA11yViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/sign-in");
  const stackedGoogle = await page.getByRole("button", { name: "Continue with Google" }).boundingBox();
  const stackedEmail = await page.getByLabel("Email", { exact: true }).boundingBox();
  expect(stackedEmail!.y).toBeGreaterThan(stackedGoogle!.y + stackedGoogle!.height); // stacked on a phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoA11yViolations(page);
});

test("(c) an existing member signs in by emailed link and lands on /dashboard", async ({ page }) => {
  await askForLink(page, DEMO.james);
  // Resend waits, with the countdown described to assistive technology.
  const resend = page.getByRole("button", { name: "Resend the link" });
  await expect(resend).toBeDisabled();
  await expect(page.locator("#resend-wait")).toContainText("You can ask for a new link in");
  await expectNoA11yViolations(page);

  const token = await emailedToken(page, DEMO.james);
  await page.goto(`/auth/link#token=${token}`);
  await expect(page.getByText(`This link signs you in as ${DEMO.james}`)).toBeVisible();
  // The page posted the token from the fragment and dropped it from the address bar and history.
  await expect.poll(() => new URL(page.url()).hash).toBe("");
  await page.getByRole("button", { name: "Continue to Care Finder" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Signed in as ${DEMO.james}`)).toBeVisible();

  // The link works once.
  await page.goto(`/auth/link#token=${token}`);
  await expect(page.getByRole("alert")).toHaveText(
    "This sign-in link has already been used. Please request a new one.",
  );
});

test("a visitor signs up with a new email, follows the link and lands on /form to register", async ({ page }) => {
  const email = `joiner.${Date.now()}@example.com`;
  await askForLink(page, email);
  const token = await emailedToken(page, email);
  // Nothing exists yet: the account is made only when the link is followed.
  expect((await page.request.get("/api/users/me")).status()).toBe(401);

  await page.goto(`/auth/link#token=${token}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your Care Finder account");
  await expect(page.getByText(`This link creates a Care Finder account for ${email}`)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL(/\/form$/);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Basic Information" })).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  expect(await (await page.request.get("/api/users/me")).json()).toMatchObject({ email, onboarding_completed: false });

  // The same link a second time creates nothing more.
  await page.goto(`/auth/link#token=${token}`);
  await expect(page.getByRole("alert")).toContainText("This sign-up link has already been used.");
});

test("a signed-in member who opens the sign-in page goes to their dashboard", async ({ page }) => {
  await signInAs(page, DEMO.maria);
  await page.goto("/sign-in");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("without JavaScript the bot check cannot pass: a plain refusal that keeps the address", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/sign-in");
  const email = `nojs.${Date.now()}@example.com`;
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page.getByRole("alert")).toContainText("We couldn't confirm you're a person. Please try again.");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await context.close();
});

test("with JavaScript the Turnstile stand-in's widget vouches for the person and the link is sent", async ({
  page,
}) => {
  await page.goto("/sign-in");
  await waitForHydration(page);
  // The widget's hidden field is filled by the stand-in's frame (as Cloudflare's frame does).
  await expect(page.locator("input[name='cf-turnstile-response']").first()).toHaveValue(/^standin\./);
  const email = `widget.${Date.now()}@example.com`;
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  expect(await linkFromMailbox(page, email)).toContain("/auth/link#token=");
});

test("without JavaScript the link still signs in: pasted into the page, confirmed with the button", async ({
  browser,
  page: asker,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // Asked for with JavaScript (the bot check needs it), opened where JavaScript is off.
  await askForLink(asker, DEMO.claire);
  const link = await linkFromMailbox(asker, DEMO.claire);
  // The page without a fragment: the field to paste the link into (axe needs JavaScript, so checked here).
  await asker.goto("/auth/link");
  await expect(asker.getByLabel("Link from your email")).toBeVisible();
  await expectNoA11yViolations(asker);

  await page.goto(link);
  await expect(page.getByText("This page opens the link from your email.")).toBeVisible();
  await page.getByLabel("Link from your email").fill(link);
  await page.getByRole("button", { name: "Open my link" }).click();
  await expect(page.getByText(`This link signs you in as ${DEMO.claire}`)).toBeVisible();
  await page.getByRole("button", { name: "Continue to Care Finder" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await context.close();
});
