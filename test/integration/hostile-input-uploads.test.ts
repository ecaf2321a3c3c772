/**
 * Hostile uploads, one finding each: a multipart body cut off mid-file is the
 * sender's broken request (400, our page or JSON, our security headers), on
 * every route that reads one, and leaves no document behind. Uploads have
 * limits a person can read: files per request, storage per member, requests
 * per minute.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  DOCUMENT_MESSAGES,
  MAX_FILES_PER_UPLOAD,
  MEMBER_STORAGE_BYTES,
  NOT_READ_MESSAGE,
  type UploadBatchResult,
} from "../../app/domain/documents";
import { insertDocument, insertProfile } from "../support/factories";
import { db, signedInAdmin, signedInMember } from "../support/auth-helpers";
import { appFetch, type SendRequest } from "../support/browser";
import { oneLimitWindow } from "../support/rate-limits";

const BOUNDARY = "----hostile-boundary";

/** A real multipart body with one PDF file part, cut off `keep` bytes into the file. */
function truncatedBody(fields: Record<string, string>, fileField: string, keep = 40): string {
  const head = Object.entries(fields)
    .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join("");
  const file = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="bill.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n${"a".repeat(5000)}`;
  return head + file.slice(0, file.indexOf("%PDF") + keep);
}

const post = (path: string, cookie: string, body: string) =>
  appFetch(`https://app.test${path}`, {
    method: "POST",
    headers: { cookie, "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
    body,
  });

const documentCount = async (userId: string) =>
  (await env.DB.prepare("select count(*) n from documents where user_id = ?").bind(userId).first<{ n: number }>())!.n;

function expectOurHeaders(res: Response) {
  expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(res.headers.get("Strict-Transport-Security")).toBeTruthy();
}

describe("a multipart body cut off mid-file", () => {
  it("/dashboard/documents/upload (with JavaScript): a JSON 400, nothing stored", async () => {
    const { member, cookie } = await signedInMember();
    const res = await post("/dashboard/documents/upload", cookie, truncatedBody({}, "files"));
    expect(res.status).toBe(400);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await res.json()).toMatchObject({ error: expect.stringMatching(/form/i), uploaded: [] });
    expectOurHeaders(res);
    expect(await documentCount(member.id)).toBe(0);
  });

  it("/dashboard/documents (without JavaScript): our page with its message, a 400, nothing stored", async () => {
    const { member, cookie } = await signedInMember();
    const res = await post("/dashboard/documents", cookie, truncatedBody({ intent: "upload" }, "files"));
    expect(res.status).toBe(400);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expectOurHeaders(res);
    expect(await res.text()).not.toContain("We hit a problem on our side");
    expect(await documentCount(member.id)).toBe(0);
  });

  it("/admin-dashboard/users/:id/email (attachments): our page, a 400, no email queued", async () => {
    const { cookie } = await signedInAdmin();
    const target = await insertProfile(db());
    const before = await env.DB.prepare("select count(*) n from email_outbox").first<{ n: number }>();
    const res = await post(
      `/admin-dashboard/users/${target.id}/email`,
      cookie,
      truncatedBody({ subject: "Your bill", message: "See attached." }, "attachments"),
    );
    expect(res.status).toBe(400);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expectOurHeaders(res);
    const after = await env.DB.prepare("select count(*) n from email_outbox").first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });
});

const PDF = "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n";

function pdfForm(count: number): FormData {
  const body = new FormData();
  for (let n = 0; n < count; n++) body.append("files", new File([PDF], `bill-${n}.pdf`));
  return body;
}

const upload = (cookie: string, body: FormData, via: SendRequest = appFetch) =>
  via("https://app.test/dashboard/documents/upload", { method: "POST", headers: { cookie }, body });

describe("upload limits with plain messages", () => {
  it(`stores at most ${MAX_FILES_PER_UPLOAD} files from one request, answers 207 and lists what was and was not stored`, async () => {
    const { member, cookie } = await signedInMember();
    const res = await upload(cookie, pdfForm(60));
    expect(res.status).toBe(207);
    const result = (await res.json()) as UploadBatchResult;
    expect(result.uploaded.map((d) => d.filename)).toEqual(
      Array.from({ length: MAX_FILES_PER_UPLOAD }, (_, n) => `bill-${n}.pdf`),
    );
    expect(result.refused).toMatchObject({
      filename: `bill-${MAX_FILES_PER_UPLOAD}.pdf`,
      message: DOCUMENT_MESSAGES.tooManyFiles,
    });
    expect(result.notStored).toEqual(
      Array.from({ length: 60 - MAX_FILES_PER_UPLOAD }, (_, n) => ({
        filename: `bill-${MAX_FILES_PER_UPLOAD + n}.pdf`,
        code: "tooManyFiles",
        message: DOCUMENT_MESSAGES.tooManyFiles,
      })),
    );
    expect(await documentCount(member.id)).toBe(MAX_FILES_PER_UPLOAD);
  });

  it("without JavaScript, a partly stored upload's page lists both the stored files and the ones not stored", async () => {
    const { cookie } = await signedInMember();
    const body = pdfForm(MAX_FILES_PER_UPLOAD + 2);
    const res = await appFetch("https://app.test/dashboard/documents", { method: "POST", headers: { cookie }, body });
    expect(res.status).toBe(207);
    const html = await res.text();
    expect(html).toContain(`${MAX_FILES_PER_UPLOAD} documents uploaded.`);
    expect(html).toMatch(/<ul aria-label="Uploaded"[^>]*><li>bill-0\.pdf<\/li>/);
    expect(html).toContain(`<li>bill-${MAX_FILES_PER_UPLOAD - 1}.pdf</li>`);
    expect(html).toMatch(/<ul aria-label="Not uploaded"[^>]*>/);
    expect(html).toContain(`<li>bill-${MAX_FILES_PER_UPLOAD + 1}.pdf: ${DOCUMENT_MESSAGES.tooManyFiles}</li>`);
  });

  it("stores files until a refusal and lists the files after it as not read", async () => {
    const { cookie } = await signedInMember();
    const body = pdfForm(2);
    body.append("files", new File(["not a pdf"], "notes.exe"));
    body.append("files", new File([PDF], "after.pdf"));
    const res = await upload(cookie, body);
    expect(res.status).toBe(207);
    const result = (await res.json()) as UploadBatchResult;
    expect(result.uploaded).toHaveLength(2);
    expect(result.notStored).toEqual([
      { filename: "notes.exe", code: "fileUnsupported", message: DOCUMENT_MESSAGES.unsupported },
      { filename: "after.pdf", code: "notRead", message: NOT_READ_MESSAGE },
    ]);
  });

  it("a post that names a field the upload form does not have is refused before any file is stored", async () => {
    const { member, cookie } = await signedInMember();
    const body = new FormData();
    body.append(`files[1000000000]`, new File([PDF], "bill.pdf"));
    const res = await upload(cookie, body);
    expect(res.status).toBe(400);
    expect(await documentCount(member.id)).toBe(0);
  });

  it("refuses a file that would take a member past their storage, on both doors, keeping nothing", async () => {
    const { member, cookie } = await signedInMember();
    await insertDocument(db(), env.DOCUMENTS, member.id, { fileSize: MEMBER_STORAGE_BYTES - 10 });
    const res = await upload(cookie, pdfForm(1));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { refused: { message: string } }).refused.message).toBe(
      DOCUMENT_MESSAGES.storageFull,
    );
    const api = await appFetch("https://app.test/api/upload-document", {
      method: "POST",
      headers: { cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ filename: "bill.pdf", file_data: btoa(PDF) }),
    });
    expect(api.status).toBe(413);
    expect(await api.json()).toMatchObject({ error: DOCUMENT_MESSAGES.storageFull });
    expect(await documentCount(member.id)).toBe(1);
    expect((await env.DOCUMENTS.list({ prefix: `documents/${member.id}/` })).objects).toHaveLength(1);
  });

  it("limits upload requests per member a minute with a clear 429", async () => {
    const inWindow = oneLimitWindow().fetch;
    const { cookie } = await signedInMember();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let n = 0; n < 11; n++) {
      last = await upload(cookie, pdfForm(1), inWindow);
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    expect(last!.headers.get("Retry-After")).toBe("60");
    expect(await last!.json()).toMatchObject({ error: DOCUMENT_MESSAGES.uploadRate });
  });
});
