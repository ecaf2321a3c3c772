/**
 * Without JavaScript, every document on /dashboard/documents has its Delete control: a plain link to the page
 * that asks first (/dashboard/documents/:id/delete), on a phone and on a desktop.
 */
import { DEMO, expect, signInAs, test } from "./fixtures";

test.use({ javaScriptEnabled: false });

for (const viewport of [
  { name: "phone", size: { width: 390, height: 844 } },
  { name: "desktop", size: { width: 1280, height: 900 } },
]) {
  test(`the documents page links each document to its delete page (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport.size);
    await signInAs(page, DEMO.maria);
    await page.goto("/dashboard/documents");
    const list = page.getByRole("list", { name: "Your documents" });
    const remove = list.getByRole("link", { name: "Delete er-bill.txt" });
    await expect(remove).toBeVisible();
    await expect(remove).toHaveAttribute("href", /^\/dashboard\/documents\/[^/]+\/delete$/);
    await remove.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delete document?");
    // Asked, not done: the way back keeps the document.
    await page.goBack();
    await expect(list).toContainText("er-bill.txt");
  });
}
