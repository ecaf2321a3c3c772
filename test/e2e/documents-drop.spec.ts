import { formatBytes as size } from "../../app/format/bytes";
import { DEMO, expect, expectNoA11yViolations, signInAs, test, waitForHydration } from "./fixtures";

const PDF_TEXT = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";
// A 1x1 PNG.
const PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

test("dropping two files on the documents zone uploads both; each is listed with its size, a check, and a safe view link", async ({
  page,
}) => {
  await signInAs(page, DEMO.james);
  await page.goto("/dashboard");
  await waitForHydration(page);

  const zone = page.getByRole("group", { name: "Drop documents to upload" });
  await expect(zone).toBeVisible();
  // The keyboard path lives in the same zone.
  await expect(zone.getByRole("button", { name: "Upload documents" })).toBeEnabled();

  // Real File objects in a real DataTransfer, built in the page.
  const dataTransfer = await page.evaluateHandle(
    ({ pdfText, pngBase64 }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([pdfText], "drop-summary.pdf", { type: "application/pdf" }));
      const png = Uint8Array.from(atob(pngBase64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([png], "drop-pixel.png", { type: "image/png" }));
      return transfer;
    },
    { pdfText: PDF_TEXT, pngBase64: PNG_BASE64 },
  );
  await zone.dispatchEvent("dragenter", { dataTransfer });
  await zone.dispatchEvent("dragover", { dataTransfer });
  await expect(zone).toHaveClass(/dropzone--active/);
  await zone.dispatchEvent("drop", { dataTransfer });

  await expect(page.getByRole("status").filter({ hasText: "2 documents uploaded." })).toBeVisible();
  // Stored, each file is named once: in the documents list, not again in a progress list under "Done".
  await expect(page.getByRole("list", { name: "Upload progress" })).toHaveCount(0);
  await expect(zone).not.toHaveClass(/dropzone--active/);

  const docs = page.getByRole("list", { name: "Your documents" });
  const sizes = {
    "drop-summary.pdf": Buffer.byteLength(PDF_TEXT),
    "drop-pixel.png": Buffer.from(PNG_BASE64, "base64").length,
  };
  for (const [name, bytes] of Object.entries(sizes)) {
    const row = docs.getByRole("listitem").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(page.getByText(name, { exact: true })).toHaveCount(1);
    await expect(row).toContainText(size(bytes));
    await expect(row).toContainText(name.endsWith(".pdf") ? "PDF ·" : "PNG image ·");
    await expect(row).not.toContainText("application/");
    await expect(row).not.toContainText("image/png");
    await expect(row).not.toContainText("0.0 KB");
    await expect(row.getByRole("img", { name: "Upload completed" })).toBeVisible();
  }
  await expect(page.getByRole("alert")).toHaveCount(0);

  // The file comes back through its View link, with our headers (docs/decisions/0006-documents.md).
  const view = docs
    .getByRole("listitem")
    .filter({ hasText: "drop-summary.pdf" })
    .getByRole("link", { name: /^View drop-summary\.pdf/ });
  const href = await view.getAttribute("href");
  expect(href).toMatch(/^\/documents\/[^/]+\/file\?disposition=inline$/);
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  const headers = res.headers();
  expect(headers["content-disposition"]).toMatch(/^inline; filename="drop-summary\.pdf"/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["content-type"]).toBe("application/pdf");
  expect(headers["cache-control"]).toBe("private, no-store");
  expect(await res.text()).toBe(PDF_TEXT);

  await expectNoA11yViolations(page);
});

test("without JavaScript the upload form posts the batch and the documents page names the file that stopped it", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAs(page, DEMO.claire);
  await page.goto("/dashboard");
  const name = `plain-post-${Date.now()}.pdf`;
  await page.getByLabel("Choose documents to upload").setInputFiles([
    { name, mimeType: "application/pdf", buffer: Buffer.from(PDF_TEXT) },
    { name: "renamed.pdf", mimeType: "application/pdf", buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00]) },
  ]);
  await page.getByRole("button", { name: "Upload documents" }).click();
  await expect(page).toHaveURL(/\/dashboard\/documents$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your documents");
  await expect(page.getByRole("status").filter({ hasText: "1 document uploaded." })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText(
    "renamed.pdf: File type not supported. Please use PDF, images, Word documents, or text files.",
  );
  const docs = page.getByRole("list", { name: "Your documents" });
  await expect(docs).toContainText(name);
  await expect(docs).not.toContainText("renamed.pdf");
  await context.close(); // (axe needs JavaScript: the page's checks run in the journeys with it)
});

test("a document that is not yours (or no longer there) opens a page with the product's message, in the site's frame", async ({
  page,
}) => {
  await signInAs(page, DEMO.james);
  const res = await page.goto(`/documents/${crypto.randomUUID()}/file?disposition=inline`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Document unavailable");
  await expect(page.getByRole("alert")).toHaveText("Unable to view document. Please try downloading it instead.");
  await expect(page.getByRole("banner")).toBeVisible(); // the site header
  await page.goto(`/documents/${crypto.randomUUID()}/file?disposition=attachment`);
  await expect(page.getByRole("alert")).toHaveText("Unable to download document. Please try again.");
  await expect(page.getByRole("link", { name: "Back to your documents" })).toHaveAttribute(
    "href",
    "/dashboard#documents",
  );
  await expectNoA11yViolations(page);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

  test("the zone offers 'Choose files' (nothing to drag there), and a file's bar and percentage sit side by side at 320 px", async ({
    page,
  }) => {
    await signInAs(page, DEMO.james);
    await page.goto("/dashboard");
    await waitForHydration(page);
    const zone = page.getByRole("group", { name: "Drop documents to upload" });
    await expect(zone.getByRole("button", { name: "Choose files" })).toBeVisible();
    await expect(zone).not.toContainText("Drag files");

    // The upload is held on its way, so its line is drawn as it travels.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/dashboard/documents/upload", async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByLabel("Choose documents to upload")
      .setInputFiles([{ name: "phone-scan.pdf", mimeType: "application/pdf", buffer: Buffer.from(PDF_TEXT) }]);
    const line = page.getByRole("list", { name: "Upload progress" }).getByRole("listitem");
    const bar = line.locator("progress");
    const percent = line.locator("span.tabular");
    await expect(bar).toBeVisible();
    const [b, p] = [await bar.boundingBox(), await percent.boundingBox()];
    expect(b!.x + b!.width).toBeLessThanOrEqual(p!.x);
    expect(p!.x + p!.width).toBeLessThanOrEqual(320);
    release();
    await expect(page.getByRole("status").filter({ hasText: "1 document uploaded." })).toBeVisible();
  });
});
