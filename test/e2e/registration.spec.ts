import { expect, expectNoA11yViolations, signInAs, test, waitForHydration } from "./fixtures";
import { formatBytes } from "../../app/format/bytes";

/** Seeded, not registered yet (db/seed-data.ts DEMO_NEW_MEMBER_2); payments.spec.ts uses the other one. */
const NEW_MEMBER = "nora.new@example.com";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
// A 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

test("a new member registers in two steps by keyboard, keeps the draft over a reload, then uses the dashboard", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, NEW_MEMBER);
  await expect(page).toHaveURL(/\/form$/);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Basic Information" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Care Finder" })).toBeVisible();
  await expectNoA11yViolations(page);

  // --- Step 1, keyboard only: Enter on an empty form shows every message.
  const fullName = page.getByLabel("Full name");
  await fullName.focus();
  await page.keyboard.press("Enter");
  for (const message of [
    "Full name is required",
    "Phone number is required",
    "ZIP code is required",
    "Date of birth is required",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(fullName).toBeFocused();
  await expectNoA11yViolations(page);

  await page.keyboard.type("Nora Novak");
  await page.keyboard.press("Tab");
  // Signed in, the email is the account's sign-in identity: shown, not editable.
  const email = page.getByLabel("Email");
  await expect(email).toBeFocused();
  await expect(email).toHaveValue(NEW_MEMBER);
  await expect(email).not.toBeEditable();
  await page.keyboard.press("Tab");
  await page.keyboard.type("(305) 555-0188");
  await page.keyboard.press("Tab");
  await page.keyboard.type("331");
  await page.keyboard.press("Tab");
  await page.keyboard.type("05171990");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Please enter a valid ZIP code")).toBeVisible();
  await expect(page.getByLabel("ZIP code")).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("33101");
  await page.keyboard.press("Enter");

  // --- Step 2.
  await expect(page.getByRole("heading", { name: "Care & Coverage" })).toBeFocused();
  await expect(page.getByLabel(/Insurance provider/)).toHaveCount(0);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("I have health insurance")).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.getByLabel(/Insurance provider/)).toBeVisible();

  // A reload mid-way keeps the draft (and the step).
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Care & Coverage" })).toBeVisible();
  await expect(page.getByLabel("I have health insurance")).toBeChecked();
  await page.getByRole("button", { name: /Previous Step/ }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Full name")).toHaveValue("Nora Novak");
  await expect(page.getByLabel("ZIP code")).toHaveValue("33101");
  await page.getByLabel("Date of birth").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Care & Coverage" })).toBeFocused();

  // Complete Registration without the required step-2 field.
  await page.getByRole("button", { name: "Complete Registration" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Service needed is required")).toBeVisible();
  await expect(page.getByLabel("Service needed")).toBeFocused();
  await page.keyboard.type("Help with a hospital bill");
  await page.getByLabel(/Insurance provider/).focus();
  await page.keyboard.type("Aetna");
  await page.getByRole("button", { name: "Complete Registration" }).focus();
  await page.keyboard.press("Enter");

  const thankYou = page.getByRole("dialog", { name: "Thank you for registering!" });
  await expect(thankYou).toBeVisible();
  await expect(thankYou.getByRole("link", { name: /Schedule Consultation \(30 min\)/ })).toHaveAttribute(
    "href",
    /^mailto:.+\?subject=/,
  );
  expect(await page.evaluate(() => window.localStorage.getItem("carefinder:signup-draft"))).toBeNull();
  await thankYou.getByRole("link", { name: "Go to Member Dashboard" }).focus();
  await page.keyboard.press("Enter");

  // --- Dashboard.
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Nora");
  await expect(page.getByText(`Signed in as ${NEW_MEMBER}`)).toBeVisible();
  await expectNoA11yViolations(page);

  // Edit the profile.
  await page.getByRole("link", { name: "Edit profile" }).click();
  const edit = page.getByRole("dialog", { name: "Edit profile" });
  await expect(edit).toBeVisible();
  await edit.getByLabel("Phone number").fill("");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit.getByText("Phone number is required")).toBeVisible();
  await edit.getByLabel("Phone number").fill("(786) 555-0111");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole("region", { name: "Your profile" })).toContainText("(786) 555-0111");

  // A new request, listed as pending.
  await page.getByRole("link", { name: "New Request" }).click();
  const newRequest = page.getByRole("dialog", { name: "New help request" });
  await newRequest.getByLabel("Title").fill("   ");
  await newRequest.getByRole("button", { name: "Submit Request" }).click();
  await expect(newRequest.getByRole("alert")).toHaveText("Please fill in all required fields");
  await newRequest.getByLabel("Type of help").selectOption("bill_review");
  await newRequest.getByLabel("Title").fill("ER bill looks wrong");
  await newRequest.getByLabel("Description").fill("Charged twice for the same visit.");
  await newRequest.getByRole("button", { name: "Submit Request" }).click();
  await expect(newRequest).toBeHidden();
  const requestItem = page
    .getByRole("list", { name: "Your help requests" })
    .getByRole("listitem")
    .filter({ hasText: "ER bill looks wrong" });
  await expect(requestItem).toContainText("Pending");
  await expect(requestItem).toContainText("Bill review");

  // Upload a PDF and an image together.
  await page.getByLabel("Choose documents to upload").setInputFiles([
    { name: "bill.pdf", mimeType: "application/pdf", buffer: PDF },
    { name: "card.png", mimeType: "image/png", buffer: PNG },
  ]);
  await expect(page.getByText("2 documents uploaded.")).toBeVisible();
  const docs = page.getByRole("list", { name: "Your documents" });
  const pdfRow = docs.getByRole("listitem").filter({ hasText: "bill.pdf" });
  const pngRow = docs.getByRole("listitem").filter({ hasText: "card.png" });
  await expect(pdfRow).toContainText(formatBytes(PDF.length));
  await expect(pdfRow.getByRole("img", { name: "Upload completed" })).toBeVisible();
  await expect(pngRow).toContainText("PNG image");

  // View opens a new tab with the file inline.
  const [popup] = await Promise.all([
    context.waitForEvent("page"),
    pngRow.getByRole("link", { name: /View card.png/ }).click(),
  ]);
  await popup.waitForURL(/\/documents\/[^/]+\/file\?disposition=inline$/);
  const served = await page.request.get(popup.url());
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(served.headers()["content-disposition"]).toMatch(/^inline; /);
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect(served.headers()["cache-control"]).toBe("private, no-store");
  await popup.close();

  // Download gives the file with its name.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    pdfRow.getByRole("link", { name: /Download bill.pdf/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("bill.pdf");

  // Delete one, with confirmation.
  await pngRow.getByRole("link", { name: "Delete card.png" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete document?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
  await expect(docs.getByRole("listitem").filter({ hasText: "card.png" })).toHaveCount(0);
  await expect(pdfRow).toBeVisible();

  // Onboarded now: /form goes to the dashboard.
  await page.goto("/form");
  await expect(page).toHaveURL(/\/dashboard$/);
});
