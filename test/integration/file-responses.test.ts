import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { EMAIL_ATTACHMENT_PREFIX, signAttachmentToken } from "../../app/.server/email/attachments.server";
import { DOCUMENT_MESSAGES, type DocumentView } from "../../app/domain/documents";
import { call, signedInMember } from "../support/auth-helpers";

const TEXT = new TextEncoder().encode("Itemised bill\n");
const toBase64 = (data: Uint8Array) => btoa(String.fromCharCode(...data));

function upload(cookie: string, filename: string, data = TEXT) {
  return call("/api/upload-document", {
    method: "POST",
    cookie,
    json: { filename, file_type: "text/plain", file_size: data.byteLength, file_data: toBase64(data) },
  });
}

function expectFileHeaders(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Security-Policy")).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");
  expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(res.headers.get("Referrer-Policy")).toBe("no-referrer");
}

describe("served files", () => {
  it("documents are sandboxed, never sniffed, and keep no-referrer", async () => {
    const { cookie } = await signedInMember();
    const doc = (await (await upload(cookie, "bill.txt")).json()) as DocumentView;
    for (const query of ["", "?disposition=attachment"]) {
      expectFileHeaders(await call(`/api/documents/${doc.id}/file${query}`, { cookie }));
    }
  });

  it("email attachment links are sandboxed, never sniffed, and keep no-referrer", async () => {
    const r2Key = `${EMAIL_ATTACHMENT_PREFIX}${crypto.randomUUID()}`;
    await env.DOCUMENTS.put(r2Key, TEXT);
    const token = await signAttachmentToken(
      env,
      { r2Key, filename: "scan.html", type: "text/html" },
      new Date(Date.now() + 60_000),
    );
    expectFileHeaders(await call(`/api/email-attachments/${token}`));
  });
});

describe("file names", () => {
  it("bidi controls are taken out, so a name shows as what it is", async () => {
    const { cookie } = await signedInMember();
    const res = await upload(cookie, "bill\u202Egnp.\u2066txt");
    expect(res.status).toBe(201);
    const doc = (await res.json()) as DocumentView;
    expect(doc.filename).toBe("billgnp.txt");
  });

  it("a 1,001-character name gets the length message; 1,000 characters of emoji are not too long", async () => {
    const { cookie } = await signedInMember();
    const tooLong = await upload(cookie, `${"a".repeat(997)}.txt`);
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { error: string }).error).toBe(DOCUMENT_MESSAGES.filenameTooLong);

    // 996 emoji + ".txt" = 1,000 characters but 1,996 UTF-16 units.
    const emoji = await upload(cookie, `${"\u{1F4C4}".repeat(996)}.txt`);
    expect(emoji.status).toBe(201);
    const doc = (await emoji.json()) as DocumentView;
    expect(doc.filename.endsWith(".txt")).toBe(true);
    expect(doc.filename).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/); // no half characters
  });
});
