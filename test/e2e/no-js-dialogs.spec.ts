import type { Page } from "@playwright/test";
import { DEMO_MEMBERS } from "../../db/seed-data";
import { DEMO, expect, signInAs, test } from "./fixtures";

/*
 * The dashboards' dialogs without JavaScript: each opener is a link to a page
 * with the same form, posting to the same service; a refusal keeps what was
 * typed, a success goes back to the dashboard and says so. (axe needs
 * JavaScript: phone.spec.ts checks these pages at desktop, 390 and 320 px.)
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial" });

const claire = DEMO_MEMBERS[2].profile;
const james = DEMO_MEMBERS[1].profile;
const profileCard = (page: Page) => page.getByRole("region", { name: "Your profile" });

test("a member edits the profile: a refused date keeps what was typed, the saved profile shows on the dashboard", async ({
  page,
}) => {
  await signInAs(page, DEMO.claire);
  await expect(page).toHaveURL(/\/dashboard$/);
  await profileCard(page).getByRole("link", { name: "Edit profile" }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile\/edit$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit profile");
  await expect(page.getByLabel("Full name")).toHaveValue(claire.fullName);

  await page.getByLabel("Phone number").fill("(786) 555-0199");
  await page.getByLabel("Date of birth").fill("2099-01-01");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile\/edit$/);
  await expect(page.getByText("Please enter a valid date of birth")).toBeVisible();
  await expect(page.getByLabel("Date of birth")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Phone number")).toHaveValue("(786) 555-0199");
  await expect(page.getByLabel("Date of birth")).toHaveValue("2099-01-01");

  await page.getByLabel("Date of birth").fill("1984-06-02");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/dashboard\?saved=profile$/);
  await expect(page.getByRole("status").filter({ hasText: "Your profile is updated." })).toBeVisible();
  await expect(profileCard(page)).toContainText("(786) 555-0199");
});

test("a member opens a new request: a blank title is refused with the description kept, then it is listed as pending", async ({
  page,
}) => {
  await signInAs(page, DEMO.claire);
  await page.getByRole("link", { name: "New Request" }).click();
  await expect(page).toHaveURL(/\/dashboard\/requests\/new$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New help request");

  await page.getByLabel("Type of help").selectOption("bill_review");
  await page.getByLabel("Title").fill("   ");
  await page.getByLabel("Description").fill("Billed twice for one visit.");
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please fill in all required fields");
  await expect(page.getByLabel("Description")).toHaveValue("Billed twice for one visit.");
  await expect(page.getByLabel("Type of help")).toHaveValue("bill_review");

  await page.getByLabel("Title").fill("Double-billed visit");
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page).toHaveURL(/\/dashboard\?saved=request$/);
  await expect(page.getByRole("status").filter({ hasText: "Your request was sent." })).toBeVisible();
  const item = page
    .getByRole("list", { name: "Your help requests" })
    .getByRole("listitem")
    .filter({ hasText: "Double-billed visit" });
  await expect(item).toContainText("Pending");
  await expect(item).toContainText("Bill review");
});

test("a member uploads a document and deletes it, asked first on a page of its own", async ({ page }) => {
  await signInAs(page, DEMO.claire);
  await page.goto("/dashboard");
  const documents = page.getByRole("region", { name: "Documents" });
  await documents.getByLabel("Choose documents to upload").setInputFiles({
    name: "no-script-note.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("Posted without JavaScript.\n"),
  });
  await documents.getByRole("button", { name: "Upload documents" }).click();
  await expect(page).toHaveURL(/\/dashboard\/documents$/);
  await expect(page.getByRole("list", { name: "Your documents" })).toContainText("no-script-note.txt");

  await page.getByRole("link", { name: "Delete no-script-note.txt" }).click();
  await expect(page).toHaveURL(/\/dashboard\/documents\/[^/]+\/delete$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delete document?");
  await expect(page.getByText("This cannot be undone.")).toBeVisible();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/dashboard\?saved=document-deleted$/);
  await expect(page.getByRole("status").filter({ hasText: "Document deleted." })).toBeVisible();
  await expect(page.getByRole("region", { name: "Documents" })).not.toContainText("no-script-note.txt");
});

test("an admin adds a task from a user's row, and the task list says it was created", async ({ page }) => {
  await signInAs(page, DEMO.admin);
  await page.goto("/admin-dashboard");
  await page
    .getByRole("table", { name: "Users", exact: true })
    .getByRole("link", { name: `Open ${james.fullName}`, exact: true })
    .click();
  await page.getByRole("link", { name: `Add Task for ${james.fullName}` }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/users\/[^/]+\/task$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add Task");
  await expect(page.getByText(`<${james.email}>`)).toBeVisible();

  await page.getByLabel("Task Description").fill("   ");
  await page.getByRole("button", { name: "Create Task" }).click();
  await expect(page.getByText("Task description is required")).toBeVisible();

  await page.getByLabel("Task Description").fill("Call James about the no-script quote");
  await page.getByRole("button", { name: "Create Task" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\?tab=tasks&saved=task$/);
  await expect(page.locator(".admin-flash")).toHaveText(/Task created successfully!/);
  const row = page
    .getByRole("table", { name: "Tasks", exact: true })
    .getByRole("row")
    .filter({ hasText: "Call James about the no-script quote" });
  await expect(row).toContainText(james.fullName);
});

test("an admin sends an email from a user's row on its own page", async ({ page }) => {
  await signInAs(page, DEMO.admin);
  await page.goto("/admin-dashboard");
  await page
    .getByRole("table", { name: "Users", exact: true })
    .getByRole("link", { name: `Open ${claire.fullName}`, exact: true })
    .click();
  await page.getByRole("link", { name: `Send Email to ${claire.fullName}` }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/users\/[^/]+\/email$/);
  await page.getByLabel("Subject").fill("Your plan, without scripts");
  await page.getByLabel("Message").fill("Hello Claire, here is the comparison.");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Email queued" })).toBeVisible();
  await expect(page.getByRole("status").getByRole("link", { name: "See it in the Outbox" })).toBeVisible();
});
