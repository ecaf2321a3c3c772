import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, test, waitForHydration } from "./fixtures";

async function openContact(page: Page) {
  await page.getByRole("contentinfo").getByRole("button", { name: "Contact Us" }).click();
  const dialog = page.getByRole("dialog", { name: "Contact Us" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("the contact modal sends, says so, closes after 3 s and resets 300 ms later", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  await waitForHydration(page);
  const dialog = await openContact(page);
  const send = dialog.getByRole("button", { name: "Send Message" });
  await expect(send).toBeDisabled();

  await dialog.getByLabel("Name").fill("Ana Ruiz");
  await dialog.getByLabel("Email").fill("ana@example.com");
  await dialog.getByLabel("Message").fill("   ");
  await expect(send).toBeDisabled(); // blank after trimming
  await dialog.getByLabel("Message").fill("How much is a knee MRI in Miami?");
  await expect(send).toBeEnabled();
  await expectNoA11yViolations(page);

  // From here the page's timers only move when the test moves them.
  await page.clock.pauseAt(Date.now() + 1000);
  await send.click();
  await expect(dialog.getByRole("status")).toHaveText("Message sent successfully!");

  await page.clock.runFor(2_900);
  await expect(dialog).toBeVisible();
  await page.clock.runFor(100);
  await expect(dialog).toBeHidden();

  // 300 ms after closing the form is empty again.
  await page.clock.runFor(300);
  const again = await openContact(page);
  await expect(again.getByLabel("Name")).toHaveValue("");
  await expect(again.getByLabel("Message")).toHaveValue("");
  await expect(again.getByRole("button", { name: "Send Message" })).toBeDisabled();
});

test("Escape closes the modal and focus returns to the footer button", async ({ page }) => {
  await page.goto("/pricing");
  await waitForHydration(page);
  const dialog = await openContact(page);
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("contentinfo").getByRole("button", { name: "Contact Us" })).toBeFocused();
});

test.describe("contact failures", () => {
  async function fillAndSend(page: Page) {
    await page.goto("/");
    await waitForHydration(page);
    const dialog = await openContact(page);
    await dialog.getByLabel("Name").fill("Ana");
    await dialog.getByLabel("Email").fill("ana@example.com");
    await dialog.getByLabel("Message").fill("Hello");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    return dialog;
  }

  test("shows the server's error and keeps what was typed", async ({ page }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({ error: "Please wait a minute and try again." }),
      }),
    );
    const dialog = await fillAndSend(page);
    await expect(dialog.getByRole("alert")).toHaveText("Please wait a minute and try again.");
    await expect(dialog.getByLabel("Message")).toHaveValue("Hello");
  });

  test("says 'Failed to send message' when the server gives no reason", async ({ page }) => {
    await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "oops" }));
    const dialog = await fillAndSend(page);
    await expect(dialog.getByRole("alert")).toHaveText("Failed to send message");
  });

  test("says 'An unexpected error occurred' when the request cannot be made", async ({ page }) => {
    await page.route("**/api/contact", (route) => route.abort("failed"));
    const dialog = await fillAndSend(page);
    await expect(dialog.getByRole("alert")).toHaveText("An unexpected error occurred");
  });
});
