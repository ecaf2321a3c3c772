import { DEMO, expect, linkFromMailbox, signInAs, test, waitForHydration } from "./fixtures";

test("a member downloads their data, deletes their account; their document links answer 404 and their email can join anew", async ({
  page,
}) => {
  await signInAs(page, DEMO.james);
  await page.goto("/dashboard/profile/edit");

  // Download my data: one JSON file with their documents and expiring links.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^care-finder-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await (await import("node:fs/promises")).readFile((await download.path())!, "utf8")) as {
    profile: { email: string };
    documents: { filename: string; download: string }[];
  };
  expect(exported.profile.email).toBe(DEMO.james);
  expect(exported.documents.length).toBeGreaterThan(0);
  const documentLink = new URL(exported.documents[0].download);
  const file = await page.request.get(`${documentLink.pathname}${documentLink.search}`);
  expect(file.status()).toBe(200);

  // Delete my account, after the confirmation.
  await page.getByRole("link", { name: "Delete my account" }).click();
  await expect(page.getByRole("heading", { name: "Delete my account", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("alert")).toContainText("Tick the box to confirm");
  await page.getByLabel("I understand: delete my account and everything in it").check();
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole("heading", { name: "Your account is deleted" })).toBeVisible();

  // Their document links answer 404; their dashboard is closed.
  expect((await page.request.get(`${documentLink.pathname}${documentLink.search}`)).status()).toBe(404);
  await page.goto("/dashboard");
  await expect(page).not.toHaveURL(/\/dashboard$/);

  // The same email joins anew: a sign-up link.
  await page.goto("/sign-in");
  await waitForHydration(page);
  await expect(page.locator("input[name='cf-turnstile-response']").first()).toHaveValue(/^standin\./);
  await page.getByLabel("Email", { exact: true }).fill(DEMO.james);
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  const link = await linkFromMailbox(page, DEMO.james);
  await page.goto(new URL(link).pathname + new URL(link).search);
  // A sign-up link, not a sign-in one: the address has no account any more.
  await expect(page.getByRole("heading", { name: "Create your Care Finder account" })).toBeVisible();
});
