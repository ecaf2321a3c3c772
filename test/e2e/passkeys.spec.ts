import { execFileSync } from "node:child_process";
import type { CDPSession, Page } from "@playwright/test";
import config from "../../playwright.config";
import { askForEmailLink, DEMO, expect, expectNoA11yViolations, mailFor, test, waitForHydration } from "./fixtures";

/**
 * Passkeys as the admins' second factor, in Chromium with its virtual authenticator
 * (docs/decisions/0044-passkeys-admin-second-factor.md). WebAuthn needs a secure
 * context whose host matches the RP ID, and development's RP ID is `localhost`: this
 * journey browses http://localhost:<port>, never 127.0.0.1 (no passkey can live on an
 * IP address). The admin signs in by emailed link each time, so every session is new:
 * three links, the address's budget for a minute (EMAIL_LINK_ADDRESS_LIMITER), so the
 * journey never waits one out.
 */
const onLocalhost = new URL(config.use!.baseURL!);
onLocalhost.hostname = "localhost";
test.use({ baseURL: onLocalhost.origin });

/** A platform authenticator that verifies its user (fingerprint, face or screen lock) and holds discoverable keys. */
async function addVirtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

/** Tokens of the links already followed: each sign-in waits for a link it has not used. */
const followed = new Set<string>();

/** Asks for a sign-in link, follows the new one on this host, and continues: a fresh session. */
async function signInByEmailLink(page: Page, email: string) {
  await page.goto("/sign-in");
  await askForEmailLink(page, email);
  let link = "";
  await expect
    .poll(async () => {
      link = (await mailFor(page, email)).flatMap((m) => m.links).find((l) => isNewLink(l)) ?? "";
      return link;
    })
    .toBeTruthy();
  // The emailed link names the app's configured address (127.0.0.1); the token in its fragment is what counts.
  const { hash } = new URL(link);
  followed.add(hash);
  await page.goto(`/auth/link${hash}`);
  await page.getByRole("button", { name: "Continue to Care Finder" }).click();
}

const isNewLink = (link: string) => link.includes("/auth/link#token=") && !followed.has(new URL(link).hash);

/** The recovery codes on the page, once all ten are there. */
async function recoveryCodesShown(page: Page): Promise<string[]> {
  const items = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(items).toHaveCount(10);
  return items.allInnerTexts();
}

/**
 * An enrollment code for the admin's first passkey, made as whoever runs the app makes one:
 * `npm run admin:invite` (scripts/admin-invite.ts) against this server's local state.
 */
function adminInvitation(email: string): string {
  const port = new URL(config.use!.baseURL!).port;
  const out = execFileSync("npx", ["tsx", "scripts/admin-invite.ts", email, "--persist-to", `.wrangler/e2e-${port}`], {
    encoding: "utf8",
  });
  return /Enrollment code for \S+: (\S+)/.exec(out)![1];
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign Out" }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" })).toBeVisible();
}

test("an admin enrolls a first passkey only with an enrollment code, sees recovery codes once, makes a new set, signs in again with the passkey; a recovery code works once", async ({
  page,
}) => {
  // Three sign-ins by emailed link, each waiting for the mail queue, and the code made by the real script: a budget, not a speed goal.
  test.setTimeout(180_000);
  await addVirtualAuthenticator(page);
  // Links other journeys asked for are not this journey's.
  for (const old of (await mailFor(page, DEMO.admin)).flatMap((m) => m.links)) followed.add(new URL(old).hash);

  // First sign-in: the team's pages wait for a passkey, which the admin creates here.
  await signInByEmailLink(page, DEMO.admin);
  await expect(page).toHaveURL(/\/second-factor$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Set up your passkey");
  await waitForHydration(page);
  // The emailed link alone is not enough: without an enrollment code the passkey is refused, in plain words.
  await page.getByRole("button", { name: "Create a passkey" }).click();
  await expect(page.getByRole("alert")).toHaveText(/Your first passkey needs an enrollment code/);
  await page.getByLabel("Enrollment code").fill("0000-0000-0000-0000");
  await page.getByRole("button", { name: "Create a passkey" }).click();
  await expect(page.getByRole("alert")).toHaveText(/That enrollment code is not valid/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Set up your passkey");
  await expectNoA11yViolations(page);
  await page.getByLabel("Enrollment code").fill(adminInvitation(DEMO.admin));
  await page.getByRole("button", { name: "Create a passkey" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your passkey is set up");
  const codes = await recoveryCodesShown(page);
  for (const code of codes) expect(code).toMatch(/^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/);
  await page.getByRole("link", { name: "I have saved my codes: continue" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Admin:");

  // Shown once: the account page lists the passkey and counts the codes, never shows them.
  await page.getByRole("link", { name: "Passkeys and recovery codes" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Passkeys");
  await expect(page.getByRole("list", { name: "Your passkeys" }).getByRole("listitem")).toHaveCount(1);
  await expect(page.getByText("You have 10 unused codes left.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Recovery codes" })).toHaveCount(0);
  await expectNoA11yViolations(page);

  // New codes replace the first set, and are shown once too.
  await waitForHydration(page);
  await page.getByRole("button", { name: "Make new recovery codes" }).click();
  const newCodes = await recoveryCodesShown(page);
  expect(newCodes.filter((code) => codes.includes(code))).toEqual([]);
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.reload();
  await expect(page.getByText("You have 10 unused codes left.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Recovery codes" })).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 720 });

  // A new session shows the passkey.
  await signOut(page);
  await signInByEmailLink(page, DEMO.admin);
  await expect(page).toHaveURL(/\/second-factor$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm it's you");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Use my passkey" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Admin:");

  // Without the passkey: the first set no longer works; a new code lets the admin in once.
  await signOut(page);
  await signInByEmailLink(page, DEMO.admin);
  await expect(page).toHaveURL(/\/second-factor$/);
  await page.getByLabel("Recovery code").fill(codes[0]);
  await page.getByRole("button", { name: "Use this code" }).click();
  await expect(page.getByText("That recovery code is not valid or was already used.")).toBeVisible();
  await page.getByLabel("Recovery code").fill(newCodes[0]);
  await page.getByRole("button", { name: "Use this code" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);

  // The code is spent: the account page counts what is left (a spent code refused again: passkeys.test.ts).
  await page.getByRole("link", { name: "Passkeys and recovery codes" }).click();
  await expect(page.getByText("You have 9 unused codes left.")).toBeVisible();
  // Every admin heard of the passkey added (the notice names the account, never a key or code).
  const notices = (await mailFor(page, DEMO.admin)).filter((m) => m.subject.startsWith("A passkey was added"));
  expect(notices.length).toBeGreaterThan(0);
  for (const code of [...codes, ...newCodes]) expect(notices[0].text).not.toContain(code);
});
