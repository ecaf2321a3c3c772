import { env } from "cloudflare:test";
import { appFetch } from "../support/browser";
import { describe, expect, it } from "vitest";
import { database } from "../../db";
import { insertAdmin, insertDocument, insertHelpRequest, insertProfile } from "../support/factories";
import { createServerContext, type ServerContext } from "../../app/.server/context.server";
import { deleteDocument, uploadDocument } from "../../app/.server/documents/documents.server";
import type { DocumentView } from "../../app/domain/documents";
import { cookieFor } from "../support/auth-helpers";

const db = () => database(env.DB);

const bytes = (...parts: (string | number[])[]) => {
  const out: number[] = [];
  for (const part of parts) {
    if (typeof part === "string") out.push(...new TextEncoder().encode(part));
    else out.push(...part);
  }
  return new Uint8Array(out);
};

const PDF = bytes("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 0]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF");
const GIF = bytes("GIF89a", [1, 0, 1, 0]);
const DOC = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const DOCX = bytes([0x50, 0x4b, 0x03, 0x04], "word/document.xml");
const EXE = bytes([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]);

function base64(data: Uint8Array): string {
  let binary = "";
  const chunk = 0x8000;
  for (let i = 0; i < data.length; i += chunk) binary += String.fromCharCode(...data.subarray(i, i + chunk));
  return btoa(binary);
}

async function upload(cookie: string, filename: string, data: Uint8Array, extra: Record<string, unknown> = {}) {
  return appFetch("https://app.test/api/upload-document", {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({
      filename,
      file_type: "application/pdf",
      file_size: data.byteLength,
      file_data: base64(data),
      ...extra,
    }),
  });
}

async function objectKeys(prefix: string) {
  const listed = await env.DOCUMENTS.list({ prefix });
  return listed.objects.map((o) => o.key);
}

async function rowsFor(userId: string) {
  return db().query.documents.findMany({ where: (d, { eq }) => eq(d.userId, userId) });
}

const UNSUPPORTED = "File type not supported. Please use PDF, images, Word documents, or text files.";

describe("upload rules (docs/product.md#documents, docs/decisions/0006-documents.md)", () => {
  it("accepts every allowlisted type whose content matches, and stores under a generated key", async () => {
    const member = await insertProfile(db());
    const cookie = await cookieFor(member.id);
    const files: [string, Uint8Array, string][] = [
      ["bill.pdf", PDF, "application/pdf"],
      ["scan.PNG", PNG, "image/png"],
      ["photo.jpg", JPEG, "image/jpeg"],
      ["photo.jpeg", JPEG, "image/jpeg"],
      ["anim.gif", GIF, "image/gif"],
      ["letter.doc", DOC, "application/msword"],
      ["letter.docx", DOCX, "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
      ["notes.txt", bytes("Café bill: $120\n"), "text/plain"],
    ];
    for (const [name, data, type] of files) {
      const res = await upload(cookie, name, data);
      expect(res.status, name).toBe(201);
      const doc = (await res.json()) as DocumentView;
      expect(doc).toMatchObject({
        filename: name,
        file_type: type,
        file_size: data.byteLength,
        upload_status: "completed",
      });
    }
    const rows = await rowsFor(member.id);
    expect(rows).toHaveLength(files.length);
    for (const row of rows) {
      expect(row.r2Key).toMatch(new RegExp(`^documents/${member.id}/[0-9a-f-]{36}$`));
      expect(row.r2Key).not.toContain(row.filename);
    }
    const list = (await (
      await appFetch("https://app.test/api/uploaded-documents", { headers: { cookie } })
    ).json()) as DocumentView[];
    expect(list).toHaveLength(files.length);
  });

  it("refuses a renamed executable, a wrong signature, binary text and unknown extensions", async () => {
    const member = await insertProfile(db());
    const cookie = await cookieFor(member.id);
    const bad: [string, Uint8Array][] = [
      ["x.pdf", EXE],
      ["x.png", PDF],
      ["x.docx", DOC],
      ["x.txt", bytes("abc", [0], "def")],
      ["x.txt", bytes([0xff, 0xfe, 0xfd])],
      ["x.exe", EXE],
      ["x.svg", bytes("<svg xmlns='http://www.w3.org/2000/svg'/>")],
      ["x.html", bytes("<html></html>")],
      ["pdf", PDF],
      ["x.pdf.exe", EXE],
    ];
    for (const [name, data] of bad) {
      const res = await upload(cookie, name, data);
      expect(res.status, name).toBe(415);
      expect(((await res.json()) as { error: string }).error).toBe(UNSUPPORTED);
    }
    expect(await rowsFor(member.id)).toEqual([]);
    expect(await objectKeys(`documents/${member.id}/`)).toEqual([]);
  });

  it("refuses 10 MB + 1 byte with 'File size must be less than 10MB' and accepts exactly 10 MB", async () => {
    const member = await insertProfile(db());
    const cookie = await cookieFor(member.id);
    const big = new Uint8Array(10 * 1024 * 1024 + 1).fill(0x61);
    big.set(PDF);
    const res = await upload(cookie, "big.pdf", big);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toBe("File size must be less than 10MB");
    // A lying file_size does not get past the byte count.
    const lying = await upload(cookie, "big.pdf", big, { file_size: 10 });
    expect(lying.status).toBe(413);
    const exact = await upload(cookie, "exact.pdf", big.subarray(0, 10 * 1024 * 1024));
    expect(exact.status).toBe(201);
    expect(await rowsFor(member.id)).toHaveLength(1);
  });

  it("refuses an empty file and garbage base64", async () => {
    const member = await insertProfile(db());
    const cookie = await cookieFor(member.id);
    expect((await upload(cookie, "empty.pdf", new Uint8Array())).status).toBe(400);
    const garbage = await appFetch("https://app.test/api/upload-document", {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ filename: "a.pdf", file_data: "!!!not base64!!!" }),
    });
    expect(garbage.status).toBe(400);
    expect((await upload(cookie, "", PDF)).status).toBe(400);
    expect(await rowsFor(member.id)).toEqual([]);
  });

  it("keeps only the last path part of odd filenames and serves unicode names with RFC 5987", async () => {
    const member = await insertProfile(db());
    const cookie = await cookieFor(member.id);
    const names: [string, string][] = [
      ["../../etc/passwd.pdf", "passwd.pdf"],
      ["C:\\Users\\me\\bill.pdf", "bill.pdf"],
      ["..\\..\\x.pdf", "x.pdf"],
      ['évaluation "final"\u0007 résumé ✓.pdf', "évaluation final résumé ✓.pdf"],
    ];
    for (const [given, kept] of names) {
      const res = await upload(cookie, given, PDF);
      expect(res.status, given).toBe(201);
      const doc = (await res.json()) as DocumentView;
      expect(doc.filename).toBe(kept);
      const file = await appFetch(`https://app.test/api/documents/${doc.id}/file?disposition=attachment`, {
        headers: { cookie },
      });
      const disposition = file.headers.get("Content-Disposition") ?? "";
      expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(kept)}`);
      expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; /);
      expect(disposition).not.toMatch(/[/\\]/);
      await file.arrayBuffer();
    }
    expect((await upload(cookie, "/", PDF)).status).toBe(415);
  });

  it("attaches a document to the member's own request only", async () => {
    const member = await insertProfile(db());
    const other = await insertProfile(db());
    const mine = await insertHelpRequest(db(), member.id);
    const theirs = await insertHelpRequest(db(), other.id);
    const cookie = await cookieFor(member.id);
    const attached = (await (await upload(cookie, "a.pdf", PDF, { request_id: mine.id })).json()) as DocumentView;
    expect(attached.request_id).toBe(mine.id);
    const notAttached = (await (await upload(cookie, "b.pdf", PDF, { request_id: theirs.id })).json()) as DocumentView;
    expect(notAttached.request_id).toBeNull();
    const random = (await (
      await upload(cookie, "c.pdf", PDF, { request_id: crypto.randomUUID() })
    ).json()) as DocumentView;
    expect(random.request_id).toBeNull();
  });
});

describe("the authorized file route", () => {
  it("serves the owner with our headers: inline only for pdf and images", async () => {
    const member = await insertProfile(db());
    const cookie = await cookieFor(member.id);
    const pdf = (await (await upload(cookie, "bill.pdf", PDF)).json()) as DocumentView;
    const txt = (await (await upload(cookie, "notes.txt", bytes("<script>alert(1)</script>"))).json()) as DocumentView;

    const inline = await appFetch(`https://app.test/api/documents/${pdf.id}/file?disposition=inline`, {
      headers: { cookie },
    });
    expect(inline.status).toBe(200);
    expect(inline.headers.get("Content-Type")).toBe("application/pdf");
    expect(inline.headers.get("Content-Disposition")).toMatch(/^inline; /);
    expect(inline.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(inline.headers.get("Cache-Control")).toBe("private, no-store");
    expect(new Uint8Array(await inline.arrayBuffer())).toEqual(PDF);

    const download = await appFetch(`https://app.test/api/documents/${pdf.id}/file?disposition=attachment`, {
      headers: { cookie },
    });
    expect(download.headers.get("Content-Disposition")).toMatch(/^attachment; /);
    expect(download.headers.get("Cache-Control")).toBe("private, no-store");
    await download.arrayBuffer();

    const text = await appFetch(`https://app.test/api/documents/${txt.id}/file?disposition=inline`, {
      headers: { cookie },
    });
    expect(text.headers.get("Content-Disposition")).toMatch(/^attachment; /);
    expect(text.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(text.headers.get("Cache-Control")).toBe("private, no-store");
    await text.arrayBuffer();

    const head = await appFetch(`https://app.test/api/documents/${pdf.id}/file?disposition=inline`, {
      method: "HEAD",
      headers: { cookie },
    });
    expect(head.status).toBe(200);
  });

  it("answers 404 to another member for view, download and delete; the admin may read", async () => {
    const owner = await insertProfile(db());
    const stranger = await insertProfile(db());
    const admin = await insertAdmin(db());
    const doc = await insertDocument(db(), env.DOCUMENTS, owner.id, { filename: "bill.txt" });
    const strangerCookie = await cookieFor(stranger.id);
    for (const disposition of ["inline", "attachment"]) {
      const res = await appFetch(`https://app.test/api/documents/${doc.id}/file?disposition=${disposition}`, {
        headers: { cookie: strangerCookie },
      });
      expect(res.status).toBe(404);
      await res.arrayBuffer();
    }
    const del = await appFetch(`https://app.test/api/upload-document/${doc.id}`, {
      method: "DELETE",
      headers: { cookie: strangerCookie },
    });
    expect(del.status).toBe(404);
    const list = (await (
      await appFetch("https://app.test/api/uploaded-documents", { headers: { cookie: strangerCookie } })
    ).json()) as unknown[];
    expect(list).toEqual([]);
    expect(await env.DOCUMENTS.head(doc.r2Key)).not.toBeNull();

    const asAdmin = await appFetch(`https://app.test/api/documents/${doc.id}/file?disposition=attachment`, {
      headers: { cookie: await cookieFor(admin.id) },
    });
    expect(asAdmin.status).toBe(200);
    expect(await asAdmin.text()).toContain("Itemized bill");

    const visitor = await appFetch(`https://app.test/api/documents/${doc.id}/file`);
    expect(visitor.status).toBe(401);
  });

  it("deletes the row and the object for the owner", async () => {
    const owner = await insertProfile(db());
    const doc = await insertDocument(db(), env.DOCUMENTS, owner.id);
    const res = await appFetch(`https://app.test/api/upload-document/${doc.id}`, {
      method: "DELETE",
      headers: { cookie: await cookieFor(owner.id) },
    });
    expect(res.status).toBe(200);
    expect(await rowsFor(owner.id)).toEqual([]);
    expect(await env.DOCUMENTS.head(doc.r2Key)).toBeNull();
  });
});

describe("D1 row and R2 object never exist one without the other", () => {
  function withBucket(patch: Partial<R2Bucket>): ServerContext {
    const server = createServerContext(env);
    const bucket = new Proxy(env.DOCUMENTS, {
      get(target, prop) {
        if (prop in patch) return patch[prop as keyof R2Bucket];
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    return { ...server, env: { ...env, DOCUMENTS: bucket } };
  }

  it("removes the object when the row insert fails", async () => {
    // No such profile: the foreign key makes the insert fail after the put.
    const ghost = crypto.randomUUID();
    const server = createServerContext(env);
    await expect(uploadDocument(server, ghost, { filename: "a.pdf", bytes: PDF })).rejects.toThrow();
    expect(await objectKeys(`documents/${ghost}/`)).toEqual([]);
  });

  it("writes no row when the object put fails", async () => {
    const member = await insertProfile(db());
    const server = withBucket({
      put: (() => Promise.reject(new Error("R2 down"))) as R2Bucket["put"],
    });
    await expect(uploadDocument(server, member.id, { filename: "a.pdf", bytes: PDF })).rejects.toMatchObject({
      status: 503,
    });
    expect(await rowsFor(member.id)).toEqual([]);
    expect(await objectKeys(`documents/${member.id}/`)).toEqual([]);
  });

  it("puts the row back when the object delete fails", async () => {
    const member = await insertProfile(db());
    const doc = await insertDocument(db(), env.DOCUMENTS, member.id);
    const server = withBucket({ delete: (() => Promise.reject(new Error("R2 down"))) as R2Bucket["delete"] });
    await expect(deleteDocument(server, member.id, doc.id)).rejects.toMatchObject({ status: 503 });
    const rows = await rowsFor(member.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: doc.id, r2Key: doc.r2Key, filename: doc.filename });
    expect(await env.DOCUMENTS.head(doc.r2Key)).not.toBeNull();
  });

  it("leaves both in place when the row delete fails", async () => {
    const member = await insertProfile(db());
    const doc = await insertDocument(db(), env.DOCUMENTS, member.id);
    const server = createServerContext(env);
    const failing: ServerContext = {
      ...server,
      db: new Proxy(server.db, {
        get(target, prop) {
          if (prop === "delete") return () => ({ where: () => Promise.reject(new Error("D1 down")) });
          const value = Reflect.get(target, prop);
          return typeof value === "function" ? value.bind(target) : value;
        },
      }),
    };
    await expect(deleteDocument(failing, member.id, doc.id)).rejects.toThrow("D1 down");
    expect(await rowsFor(member.id)).toHaveLength(1);
    expect(await env.DOCUMENTS.head(doc.r2Key)).not.toBeNull();
  });
});
