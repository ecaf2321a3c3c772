import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { askForEmailLink, expect, linkFromMailbox, mailFor, test, waitForHydration } from "./fixtures";

/**
 * Members' data rights, end to end. The member is made here (signed up by email,
 * registered, one document uploaded) and deleted here: the seeded members are the
 * ones other journeys sign in as, so none of them is ever deleted.
 */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

async function askForLink(page: Page, email: string) {
  await page.goto("/sign-in");
  await askForEmailLink(page, email);
}

test("a new member downloads their data, deletes their account; their document links answer 404 and their email can join anew", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `leaver.${Date.now()}@example.com`;

  // Joins by email and registers.
  await askForLink(page, email);
  const firstLink = await linkFromMailbox(page, email);
  await page.goto(firstLink);
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL(/\/form$/);
  await waitForHydration(page);
  await page.getByLabel("Full name").fill("Lena Leaver");
  await page.getByLabel("Phone number").fill("(305) 555-0144");
  await page.getByLabel("ZIP code").fill("33101");
  await page.getByLabel("Date of birth").fill("1988-04-12");
  await page.getByRole("button", { name: /Next Step/ }).click();
  await expect(page.getByRole("heading", { name: "Care & Coverage" })).toBeVisible();
  await page.getByLabel("I don't have health insurance").check();
  await page.getByLabel("Service needed").fill("Help with a hospital bill");
  await page.getByRole("button", { name: "Complete Registration" }).click();
  await page
    .getByRole("dialog", { name: "Thank you for registering!" })
    .getByRole("link", { name: "Go to Member Dashboard" })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForHydration(page);

  // One document of their own.
  await page.getByLabel("Choose documents to upload").setInputFiles({
    name: "leaver-bill.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await expect(page.getByRole("list", { name: "Your documents" })).toContainText("leaver-bill.pdf");

  // Download my data: one JSON file with their profile and their document's expiring link.
  await page.goto("/dashboard/profile/edit");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^care-finder-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, "utf8")) as {
    profile: { email: string };
    documents: { filename: string; download: string }[];
  };
  expect(exported.profile.email).toBe(email);
  expect(exported.documents.map((d) => d.filename)).toEqual(["leaver-bill.pdf"]);
  const documentLink = new URL(exported.documents[0].download);
  const documentPath = `${documentLink.pathname}${documentLink.search}`;
  expect((await page.request.get(documentPath)).status()).toBe(200);

  // Delete my account, after the confirmation.
  await page.getByRole("link", { name: "Delete my account" }).click();
  await expect(page.getByRole("heading", { name: "Delete my account", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("alert")).toContainText("Tick the box to confirm");
  await page.getByLabel("I understand: delete my account and everything in it").check();
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole("heading", { name: "Your account is deleted" })).toBeVisible();

  // Their document link answers 404; their dashboard is closed.
  expect((await page.request.get(documentPath)).status()).toBe(404);
  await page.goto("/dashboard");
  await expect(page).not.toHaveURL(/\/dashboard$/);

  // The same address joins anew: a new sign-up link, which creates a fresh account.
  await askForLink(page, email);
  let joinAgain = "";
  await expect
    .poll(async () => {
      const mail = (await mailFor(page, email)).filter((m) => m.subject === "Create your Care Finder account");
      joinAgain = mail.flatMap((m) => m.links).find((l) => l.includes("/auth/link#token=") && l !== firstLink) ?? "";
      return joinAgain;
    })
    .toBeTruthy();
  await page.goto(joinAgain);
  await expect(page.getByText(`This link creates a Care Finder account for ${email}`)).toBeVisible();
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL(/\/form$/);
});
