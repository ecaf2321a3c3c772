import { DEMO, expect, expectNoA11yViolations, signInAs, test, waitForHydration } from "./fixtures";

const UNSUPPORTED = "File type not supported. Please use PDF, images, Word documents, or text files.";

test("a member opens a request by keyboard, follows its timeline and writes to the team", async ({ page }) => {
  await signInAs(page, DEMO.james);
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, James");
  await expectNoA11yViolations(page);

  // Keyboard only: open the modal, fill it in, submit.
  await page.getByRole("link", { name: "New Request" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "New help request" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Type of help").focus();
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Title")).toBeFocused();
  await page.keyboard.type("Lab bill from March");
  await page.keyboard.press("Tab");
  await page.keyboard.type("The lab billed $640 for routine blood work.");
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Priority")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Submit Request" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();

  const item = page
    .getByRole("list", { name: "Your help requests" })
    .getByRole("listitem")
    .filter({ hasText: "Lab bill from March" });
  await expect(item).toContainText("Pending");
  // The seeded completed request shows its green check with the word.
  await expect(page.getByRole("list", { name: "Your help requests" })).toContainText("Completed");

  await item.getByRole("link", { name: "Lab bill from March" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/requests\/[0-9a-f-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lab bill from March");
  await expect(page.getByRole("region", { name: "Status timeline" })).toContainText("Pending");
  await page.getByLabel("Your message").focus();
  await page.keyboard.type("I have the itemized bill if you need it.");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("list", { name: "Message thread" })).toContainText(
    "I have the itemized bill if you need it.",
  );
  await expect(page.getByLabel("Your message")).toHaveValue("");
  await expectNoA11yViolations(page);
});

test("the first invalid file stops the batch: the file before it is uploaded, it and the ones after are not, and it is named", async ({
  page,
}) => {
  await signInAs(page, DEMO.james);
  await waitForHydration(page);
  const input = page.getByLabel("Choose documents to upload");
  const goodName = `good-${Date.now()}.txt`;
  await input.setInputFiles([
    { name: goodName, mimeType: "text/plain", buffer: Buffer.from("fine text\n") },
    { name: "invoice.pdf", mimeType: "application/pdf", buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]) },
    { name: "after.txt", mimeType: "text/plain", buffer: Buffer.from("never sent\n") },
  ]);
  await expect(page.getByRole("alert")).toHaveText(`invoice.pdf: ${UNSUPPORTED}`);
  await expect(page.getByRole("status").filter({ hasText: "1 document uploaded." })).toBeVisible();
  const docs = page.getByRole("list", { name: "Your documents" });
  await expect(docs).toContainText(goodName);
  await expect(docs).not.toContainText("invoice.pdf");
  await expect(docs).not.toContainText("after.txt");
  const progress = page.getByRole("list", { name: "Upload progress" });
  await expect(progress.getByRole("listitem").filter({ hasText: "invoice.pdf" })).toContainText("Not uploaded");

  await input.setInputFiles([
    { name: "huge.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x25) },
  ]);
  await expect(page.getByRole("alert")).toHaveText("huge.pdf: File size must be less than 10MB");

  // The server refuses the same file on its own (the check is not only in the browser).
  const res = await page.request.post("/api/upload-document", {
    headers: { Origin: new URL(page.url()).origin }, // what the page's own fetch would send
    data: {
      filename: "invoice.pdf",
      file_type: "application/pdf",
      file_size: 5,
      file_data: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]).toString("base64"),
    },
  });
  expect(res.status()).toBe(415);
  expect((await res.json()).error).toBe(UNSUPPORTED);
});

test("'Payment Successful' shows once, the address is cleaned, and the plan is unchanged", async ({ page }) => {
  await signInAs(page, DEMO.james);
  await page.goto("/dashboard?payment=success&plan=PREMIUM%20CARE");
  await waitForHydration(page);
  await expect(page.getByRole("status").filter({ hasText: "Payment Successful" })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const plan = page.getByRole("region", { name: "Your Plan" });
  await expect(plan.getByTestId("plan-status")).toHaveText("Never paid");
  await expect(plan.getByRole("link", { name: "Choose a plan" })).toHaveAttribute("href", "/pricing");
});

test("an active plan offers 'Manage Plan'; quick actions email support and name the plan that includes the call", async ({
  page,
}) => {
  await signInAs(page, DEMO.maria);
  await waitForHydration(page);
  const plan = page.getByRole("region", { name: "Your Plan" });
  await expect(plan).toContainText("Essential Care");
  await expect(plan.getByRole("button", { name: "Manage Plan" })).toBeVisible();
  const quick = page.getByRole("region", { name: "Quick Actions" });
  // "Write to support" opens Messages, the conversation with the team. The call is Premium Care's: an
  // Essential member is told so instead of being offered a booking they cannot make.
  await expect(quick.getByRole("link", { name: "Write to support" })).toHaveAttribute("href", "/dashboard/messages");
  await expect(quick).toContainText("A booked 30-minute call each month comes with Premium Care.");
  await expect(quick.getByRole("link", { name: "Premium Care" })).toHaveAttribute("href", "/pricing");
  await expect(quick.getByRole("link", { name: /30-minute call/ })).toHaveCount(0);
  // One Sign Out for the whole page: the header's.
  await expect(page.getByRole("button", { name: "Sign Out" })).toHaveCount(1);
});

test("a visitor is sent from /dashboard to sign in, an admin to /admin-dashboard", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/sign-in$/);
  await signInAs(page, DEMO.admin);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/admin-dashboard$/);
});

test("no horizontal scroll at 320 px on /dashboard and /sign-in", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/sign-in");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await signInAs(page, DEMO.claire);
  await page.goto("/dashboard");
  await waitForHydration(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
