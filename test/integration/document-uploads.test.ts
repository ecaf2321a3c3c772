/**
 * Our pages' uploads: multipart/form-data streamed to R2 (docs/decisions/0006-documents.md),
 * the batch rule as a person reads it (docs/product.md#documents), and the page a
 * missing or foreign document lands on.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createServerContext } from "../../app/.server/context.server";
import { storeDocument } from "../../app/.server/documents/upload.server";
import { createContentCheck, NOT_READ_MESSAGE, type UploadBatchResult } from "../../app/domain/documents";
import { database } from "../../db";
import { insertAdmin, insertDocument, insertHelpRequest, insertProfile } from "../support/factories";
import { cookieFor } from "../support/auth-helpers";
import { appFetch } from "../support/browser";

const db = () => database(env.DB);
const enc = (text: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(text);

const PDF = enc("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]);
const UNSUPPORTED = "File type not supported. Please use PDF, images, Word documents, or text files.";
const TOO_LARGE = "File size must be less than 10MB";
const MB10 = 10 * 1024 * 1024;

/** A PDF of the given size (signature first, then filler). */
function pdfOfSize(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(0x61);
  bytes.set(PDF);
  return bytes;
}

function form(files: [string, Uint8Array<ArrayBuffer>][], fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, bytes] of files) body.append("files", new File([bytes], name));
  return body;
}

async function post(path: string, cookie: string, body: FormData) {
  return appFetch(`https://app.test${path}`, { method: "POST", headers: { cookie }, body });
}

async function member() {
  const profile = await insertProfile(db());
  return { profile, cookie: await cookieFor(profile.id) };
}

const rowsFor = (userId: string) => db().query.documents.findMany({ where: (d, { eq }) => eq(d.userId, userId) });
const objectKeys = async (userId: string) =>
  (await env.DOCUMENTS.list({ prefix: `documents/${userId}/` })).objects.map((o) => o.key);

async function sha256(bytes: ArrayBuffer | Uint8Array<ArrayBuffer>) {
  return [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
}

describe("POST /dashboard/documents/upload (with JavaScript: multipart in, JSON out)", () => {
  it("stores a valid batch: every file, its row and its object, attached to the member's request", async () => {
    const { profile, cookie } = await member();
    const request = await insertHelpRequest(db(), profile.id);
    const res = await post(
      "/dashboard/documents/upload",
      cookie,
      form(
        [
          ["bill.pdf", PDF],
          ["card.png", PNG],
          ["notes.txt", enc("Café bill: $120\n")],
        ],
        { request_id: request.id },
      ),
    );
    const result = (await res.json()) as UploadBatchResult;
    expect(result.refused).toBeNull();
    expect(res.status).toBe(201);
    expect(result.uploaded.map((d) => [d.filename, d.file_size, d.request_id])).toEqual([
      ["bill.pdf", PDF.byteLength, request.id],
      ["card.png", PNG.byteLength, request.id],
      ["notes.txt", enc("Café bill: $120\n").byteLength, request.id],
    ]);
    const rows = await rowsFor(profile.id);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      const object = await env.DOCUMENTS.get(row.r2Key);
      expect(object?.size).toBe(row.fileSize);
      await object?.arrayBuffer();
    }
  });

  it("stops the batch at the second file: the first is stored, the second and third are not, and the message names it", async () => {
    const { profile, cookie } = await member();
    const res = await post(
      "/dashboard/documents/upload",
      cookie,
      form([
        ["good.pdf", PDF],
        ["invoice.pdf", EXE],
        ["later.png", PNG],
      ]),
    );
    // Partly stored: 207, with both lists (a 415 alone would read as "nothing stored").
    expect(res.status).toBe(207);
    const result = (await res.json()) as UploadBatchResult;
    expect(result.uploaded.map((d) => d.filename)).toEqual(["good.pdf"]);
    // Each refusal carries its code beside its English message (docs/decisions/0063-refusal-codes-everywhere.md).
    expect(result.refused).toEqual({
      filename: "invoice.pdf",
      message: UNSUPPORTED,
      status: 415,
      code: "fileUnsupported",
    });
    expect(result.notStored).toEqual([
      { filename: "invoice.pdf", message: UNSUPPORTED, code: "fileUnsupported" },
      { filename: "later.png", message: NOT_READ_MESSAGE, code: "notRead" },
    ]);
    const rows = await rowsFor(profile.id);
    expect(rows.map((r) => r.filename)).toEqual(["good.pdf"]);
    expect(await objectKeys(profile.id)).toEqual([rows[0].r2Key]);
  });

  it("refuses a file over 10MB as it streams (after a stored first file), and stores exactly 10MB in parts, byte for byte", async () => {
    const { profile, cookie } = await member();
    const over = await post(
      "/dashboard/documents/upload",
      cookie,
      form([
        ["small.pdf", PDF],
        ["huge.pdf", pdfOfSize(MB10 + 1)],
      ]),
    );
    expect(over.status).toBe(207);
    const refused = (await over.json()) as UploadBatchResult;
    expect(refused.refused).toMatchObject({ filename: "huge.pdf", message: TOO_LARGE });
    expect((await rowsFor(profile.id)).map((r) => r.filename)).toEqual(["small.pdf"]);
    expect(await objectKeys(profile.id)).toHaveLength(1);

    const exact = pdfOfSize(MB10);
    const ok = await post("/dashboard/documents/upload", cookie, form([["exact.pdf", exact]]));
    expect(ok.status).toBe(201);
    const [doc] = ((await ok.json()) as UploadBatchResult).uploaded;
    expect(doc.file_size).toBe(MB10);
    const row = (await rowsFor(profile.id)).find((r) => r.id === doc.id)!;
    const object = await env.DOCUMENTS.get(row.r2Key);
    expect(await sha256(await object!.arrayBuffer())).toBe(await sha256(exact));
  });

  it("refuses a wrong signature, an unknown extension and an empty file, keeping nothing", async () => {
    const { profile, cookie } = await member();
    for (const [name, bytes, status, message] of [
      ["scan.png", PDF, 415, UNSUPPORTED],
      ["setup.exe", EXE, 415, UNSUPPORTED],
      ["notes.txt", new Uint8Array([0x61, 0, 0x62]), 415, UNSUPPORTED],
      ["empty.pdf", new Uint8Array(), 400, "This file is empty. Please choose another file."],
    ] as const) {
      const res = await post("/dashboard/documents/upload", cookie, form([[name, bytes]]));
      expect(res.status, name).toBe(status);
      expect(((await res.json()) as UploadBatchResult).refused, name).toMatchObject({ filename: name, message });
    }
    expect(await rowsFor(profile.id)).toEqual([]);
    expect(await objectKeys(profile.id)).toEqual([]);
  });

  it("answers 400 with our words when no file was chosen, and a signed-out visitor stores nothing", async () => {
    const { cookie } = await member();
    const none = await post("/dashboard/documents/upload", cookie, form([], { request_id: "" }));
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ error: "Choose at least one file to upload." });

    const visitor = await appFetch("https://app.test/dashboard/documents/upload", {
      method: "POST",
      body: form([["a.pdf", PDF]]),
      redirect: "manual",
    });
    expect(visitor.status).toBe(302);
  });
});

describe("POST /dashboard/documents (without JavaScript: a plain form post answered with a page)", () => {
  it("shows what was stored and names the file that stopped the batch", async () => {
    const { profile, cookie } = await member();
    const res = await post(
      "/dashboard/documents",
      cookie,
      form([
        ["first.pdf", PDF],
        ["renamed.pdf", EXE],
        ["third.png", PNG],
      ]),
    );
    expect(res.status).toBe(207);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain("1 document uploaded.");
    expect(html).toContain(`renamed.pdf: ${UNSUPPORTED}`);
    expect(html).toContain(`<li>third.png: ${NOT_READ_MESSAGE}</li>`);
    expect(html).toContain("first.pdf"); // in the list below the form
    expect((await rowsFor(profile.id)).map((r) => r.filename)).toEqual(["first.pdf"]);
  });

  it("a whole valid batch is stored and the page lists it", async () => {
    const { profile, cookie } = await member();
    const res = await post(
      "/dashboard/documents",
      cookie,
      form([
        ["a.pdf", PDF],
        ["b.png", PNG],
      ]),
    );
    expect(res.status).toBe(201);
    expect(await res.text()).toContain("2 documents uploaded.");
    expect(await rowsFor(profile.id)).toHaveLength(2);
  });
});

describe("a view or download of a missing or someone else's document lands on a page with the product's message", () => {
  async function follow(path: string, cookie: string) {
    const first = await appFetch(`https://app.test${path}`, { headers: { cookie }, redirect: "manual" });
    expect(first.status).toBe(302);
    const location = first.headers.get("Location")!;
    const page = await appFetch(new URL(location, "https://app.test").toString(), { headers: { cookie } });
    return { location, page };
  }

  it("someone else's document, a made-up id and a lost file all answer the same 404 page, never JSON", async () => {
    const owner = await insertProfile(db());
    const { cookie } = await member();
    const doc = await insertDocument(db(), env.DOCUMENTS, owner.id);
    const ownLost = await insertDocument(db(), env.DOCUMENTS, owner.id, { filename: "lost.pdf" });
    await env.DOCUMENTS.delete(ownLost.r2Key);
    const ownerCookie = await cookieFor(owner.id);

    for (const [id, who] of [
      [doc.id, cookie],
      [crypto.randomUUID(), cookie],
      [ownLost.id, ownerCookie],
    ]) {
      const view = await follow(`/documents/${id}/file?disposition=inline`, who);
      expect(view.page.status).toBe(404);
      expect(view.page.headers.get("Content-Type")).toMatch(/^text\/html/);
      const html = await view.page.text();
      expect(html).toContain("Unable to view document. Please try downloading it instead.");
      expect(html).toContain("<header"); // the site's frame
      const download = await follow(`/documents/${id}/file?disposition=attachment`, who);
      expect(download.page.status).toBe(404);
      expect(await download.page.text()).toContain("Unable to download document. Please try again.");
    }
  });

  it("serves the owner and an admin the file with our headers", async () => {
    const owner = await insertProfile(db());
    const admin = await insertAdmin(db());
    const doc = await insertDocument(db(), env.DOCUMENTS, owner.id, { filename: "bill.txt" });
    for (const cookie of [await cookieFor(owner.id), await cookieFor(admin.id)]) {
      const res = await appFetch(`https://app.test/documents/${doc.id}/file?disposition=attachment`, {
        headers: { cookie },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; /);
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
      expect(await res.text()).toContain("Itemized bill");
      // The page checks with HEAD before opening a file.
      const head = await appFetch(`https://app.test/documents/${doc.id}/file?disposition=inline`, {
        method: "HEAD",
        headers: { cookie },
      });
      expect(head.status).toBe(200);
      expect(head.headers.get("Content-Length")).toBe(String(doc.fileSize));
    }
    const stranger = await cookieFor((await insertProfile(db())).id);
    const refused = await appFetch(`https://app.test/documents/${doc.id}/file?disposition=inline`, {
      method: "HEAD",
      headers: { cookie: stranger },
    });
    expect(refused.status).toBe(404);
  });
});

describe("no R2 object without its D1 row on the streaming path", () => {
  async function* chunked(bytes: Uint8Array, size = 64 * 1024) {
    for (let i = 0; i < bytes.byteLength; i += size) yield bytes.slice(i, i + size);
  }

  it("deletes the object, small or sent in parts, when the row insert fails", async () => {
    // No such profile: the foreign key makes the insert fail after the object is written.
    const ghost = crypto.randomUUID();
    const server = createServerContext(env);
    for (const bytes of [PDF, pdfOfSize(6 * 1024 * 1024)]) {
      await expect(storeDocument(server, ghost, { filename: "a.pdf", chunks: chunked(bytes) })).rejects.toThrow();
    }
    expect(await objectKeys(ghost)).toEqual([]);
  });

  it("accepts text whose characters are split across chunks, refuses a NUL in a later chunk", async () => {
    const text = enc("é".repeat(50_000));
    const server = createServerContext(env);
    const { profile } = await member();
    const stored = await storeDocument(server, profile.id, { filename: "notes.txt", chunks: chunked(text, 4097) });
    expect(stored.file_size).toBe(text.byteLength);
    const withNul = new Uint8Array(text);
    withNul[90_000] = 0;
    await expect(
      storeDocument(server, profile.id, { filename: "bad.txt", chunks: chunked(withNul, 4097) }),
    ).rejects.toMatchObject({ status: 415 });
    expect(await rowsFor(profile.id)).toHaveLength(1);
    expect(await objectKeys(profile.id)).toHaveLength(1);
    // The same check, whole or in pieces.
    const check = createContentCheck("a.pdf");
    expect([check.push(PDF.subarray(0, 2)), check.push(PDF.subarray(2)), check.end()]).toEqual([null, null, null]);
  });
});
