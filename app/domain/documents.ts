/**
 * Document upload rules (docs/product.md#documents, docs/decisions/0006-documents.md), client-safe so the dashboard
 * can refuse a bad file before sending it; the server runs the same checks.
 */
import * as v from "valibot";
import { MAX_UPLOAD_BYTES } from "./common";

/** At most this many files in one upload (docs/security.md). */
export const MAX_FILES_PER_UPLOAD = 20;
/** What one member may keep in documents at once: 500 MB, fifty full-size files. */
export const MEMBER_STORAGE_BYTES = 500 * 1024 * 1024;

export const DOCUMENT_MESSAGES = {
  deleted: "Document deleted.",
  tooManyFiles: `Upload at most ${MAX_FILES_PER_UPLOAD} files at a time.`,
  storageFull: "Your documents have reached the 500 MB each account may keep. Delete some to upload more.",
  uploadRate: "You have uploaded several times in a short time. Please wait a minute and try again.",
  tooLarge: "File size must be less than 10MB",
  unsupported: "File type not supported. Please use PDF, images, Word documents, or text files.",
  empty: "This file is empty. Please choose another file.",
  filenameRequired: "A file name is required",
  filenameTooLong: "File names must be 1,000 characters or fewer",
  badData: "The file data could not be read. Please try again.",
  /** The browser could not read the file it was given (the page's check, before sending). */
  unreadable: "This file could not be read. Please try again.",
  uploadFailed: "The document could not be uploaded. Please try again.",
  viewFailed: "Unable to view document. Please try downloading it instead.",
  downloadFailed: "Unable to download document. Please try again.",
  noFiles: "Choose at least one file to upload.",
  saveFailed: "The document could not be saved. Please try again.",
} as const;

/** How a refused file is reported: the batch stops at it and the message names it (docs/product.md#documents). */
export function fileProblem(filename: string, message: string): string {
  return `${filename}: ${message}`;
}

/**
 * What a multipart batch upload answers: the files stored before the first
 * refused one, that one (its reason and status), and every file not stored
 * (it and the ones after it, each with its reason).
 */
export type UploadBatchResult = {
  uploaded: DocumentView[];
  /** `message` is the English reason, `code` the refusal's (app/domain/refusals.ts), said in the page's language. */
  refused: { filename: string; message: string; code: string; status: number } | null;
  notStored: { filename: string; message: string; code: string }[];
};

/** A batch's status: 201 all stored, 207 some stored and some not, else the refusal's own (docs/product.md#documents). */
export const batchStatus = (result: UploadBatchResult): number =>
  !result.refused ? 201 : result.uploaded.length ? 207 : result.refused.status;

/** A file after the refused one is not read (the batch stops at the first refusal). */
export const NOT_READ_MESSAGE = "Not uploaded: an earlier file was refused.";
/** Where the upload stopped without naming a file (the request broke off or was refused whole). */
export const REST_OF_UPLOAD = "(the rest of this upload)";

export type DocumentKind = "pdf" | "jpeg" | "png" | "gif" | "doc" | "docx" | "text";

/** Extension → kind and the Content-Type we serve it with (never the client's word). */
export const ALLOWED_EXTENSIONS: Record<string, { kind: DocumentKind; contentType: string }> = {
  pdf: { kind: "pdf", contentType: "application/pdf" },
  jpg: { kind: "jpeg", contentType: "image/jpeg" },
  jpeg: { kind: "jpeg", contentType: "image/jpeg" },
  png: { kind: "png", contentType: "image/png" },
  gif: { kind: "gif", contentType: "image/gif" },
  doc: { kind: "doc", contentType: "application/msword" },
  docx: {
    kind: "docx",
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
  txt: { kind: "text", contentType: "text/plain; charset=utf-8" },
};

export const ACCEPT_ATTRIBUTE = Object.keys(ALLOWED_EXTENSIONS)
  .map((ext) => `.${ext}`)
  .join(",");

/** Inline view only for pdf and images (docs/decisions/0006-documents.md); everything else downloads. */
export function isInlineKind(kind: DocumentKind): boolean {
  return kind === "pdf" || kind === "jpeg" || kind === "png" || kind === "gif";
}

export function extensionOf(filename: string): string {
  const match = /\.([A-Za-z0-9]+)$/.exec(filename.trim());
  return match ? match[1].toLowerCase() : "";
}

function kindOfFilename(filename: string): DocumentKind | null {
  return ALLOWED_EXTENSIONS[extensionOf(filename)]?.kind ?? null;
}

/**
 * The name we keep and show: no path parts, no control characters, at most
 * 200 characters, extension kept. Never used as a storage key.
 */
export function cleanFilename(filename: string): string {
  const base = filename.split(/[/\\]/).pop() ?? "";
  // Bidi controls go too: "invoice\u202Efdp.exe" would show as "invoiceexe.pdf".
  let name = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, "")
    .replace(BIDI_CONTROLS, "")
    .trim();
  name = name.replace(/^\.+/, "").trim();
  const chars = [...name]; // code points: never cut a character in half
  if (chars.length > 200) {
    const ext = extensionOf(name);
    name = `${chars
      .slice(0, 190 - ext.length)
      .join("")
      .trim()}.${ext}`;
  }
  return name.normalize("NFC");
}

/** Embeddings, overrides, isolates and marks that reorder how a name is shown. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Length in characters (code points), as a person counts them, not UTF-16 units. */
const charCount = (text: string) => [...text].length;

/** Size and extension: the cheap checks, in the spec's order. Null when fine. */
export function checkFileMeta(filename: string, size: number): string | null {
  if (size > MAX_UPLOAD_BYTES) return DOCUMENT_MESSAGES.tooLarge;
  if (!kindOfFilename(filename)) return DOCUMENT_MESSAGES.unsupported;
  if (size <= 0) return DOCUMENT_MESSAGES.empty;
  return null;
}

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/** Does the content look like what the extension says? (docs/decisions/0006-documents.md: extension AND signature) */
function matchesSignature(kind: DocumentKind, bytes: Uint8Array): boolean {
  switch (kind) {
    case "pdf":
      return startsWith(bytes, [0x25, 0x50, 0x44, 0x46]); // %PDF
    case "jpeg":
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case "png":
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47]);
    case "gif":
      return startsWith(bytes, [0x47, 0x49, 0x46, 0x38]); // GIF8
    case "doc":
      return startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0]); // OLE2 compound file
    case "docx":
      return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]); // PK\x03\x04 (zip)
    case "text":
      return isPlainText(bytes);
  }
}

/** Valid UTF-8 with no NUL bytes. */
function isPlainText(bytes: Uint8Array): boolean {
  const check = plainTextCheck();
  return check.push(bytes) && check.end();
}

/** The plain-text rule chunk by chunk: a character split across two chunks is fine. */
function plainTextCheck() {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const ok = (work: () => unknown) => {
    try {
      work();
      return true;
    } catch {
      return false;
    }
  };
  return {
    push: (chunk: Uint8Array) => !chunk.includes(0) && ok(() => decoder.decode(chunk, { stream: true })),
    end: () => ok(() => decoder.decode()),
  };
}

/** The longest signature we compare (see matchesSignature). */
const SIGNATURE_BYTES = 4;

/**
 * Every content rule for one file, fed chunk by chunk as it arrives, so a
 * server can check a stream without holding the file: the size limit, the
 * signature of the first bytes and (for text) valid UTF-8. `push` and `end`
 * answer null while the file is fine, else the product's message; the first
 * message is final. The name's extension is checked when the check is made.
 */
export function createContentCheck(filename: string) {
  const kind = kindOfFilename(filename);
  let size = 0;
  let head = new Uint8Array(0);
  let signatureChecked = false;
  let problem: string | null = kind ? null : DOCUMENT_MESSAGES.unsupported;
  const text = kind === "text" ? plainTextCheck() : null;

  const checkSignature = () => {
    signatureChecked = true;
    // Text has no signature: its rule is checked on every chunk (the first bytes may end mid-character).
    if (!text && !matchesSignature(kind!, head)) problem = DOCUMENT_MESSAGES.unsupported;
  };

  return {
    get size() {
      return size;
    },
    push(chunk: Uint8Array): string | null {
      if (problem) return problem;
      size += chunk.byteLength;
      if (size > MAX_UPLOAD_BYTES) return (problem = DOCUMENT_MESSAGES.tooLarge);
      if (!signatureChecked) {
        const take = chunk.subarray(0, SIGNATURE_BYTES - head.byteLength);
        const joined = new Uint8Array(head.byteLength + take.byteLength);
        joined.set(head);
        joined.set(take, head.byteLength);
        head = joined;
        if (head.byteLength >= SIGNATURE_BYTES) checkSignature();
      }
      if (!problem && text && !text.push(chunk)) problem = DOCUMENT_MESSAGES.unsupported;
      return problem;
    },
    end(): string | null {
      if (problem) return problem;
      if (size === 0) return (problem = DOCUMENT_MESSAGES.empty);
      if (!signatureChecked) checkSignature();
      if (!problem && text && !text.end()) problem = DOCUMENT_MESSAGES.unsupported;
      return problem;
    },
  };
}

/** POST /api/upload-document body (docs/product.md#api). `file_type`/`file_size` are the client's claims. */
export const uploadDocumentSchema = v.object({
  filename: v.pipe(
    v.string(DOCUMENT_MESSAGES.filenameRequired),
    v.trim(),
    v.nonEmpty(DOCUMENT_MESSAGES.filenameRequired),
    v.check((name) => charCount(name) <= 1000, DOCUMENT_MESSAGES.filenameTooLong),
  ),
  file_type: v.optional(v.nullable(v.string()), ""),
  file_size: v.optional(v.nullable(v.number()), null),
  file_data: v.pipe(v.string(DOCUMENT_MESSAGES.badData), v.nonEmpty(DOCUMENT_MESSAGES.empty)),
  request_id: v.optional(v.nullable(v.string()), null),
});

/** A document as the API and pages show it (field names: docs/product.md#data). */
export type DocumentView = {
  id: string;
  filename: string;
  file_type: string;
  file_size: number;
  file_url: string;
  upload_status: string;
  created_at: string;
  request_id: string | null;
  admin_notes: string | null;
};

/**
 * The page-side file route (app/routes/documents.$id.file.ts): a refusal lands on a
 * page with our message. `/api/documents/{id}/file` keeps answering JSON for API clients.
 */
/** The page that asks before deleting a document (the dialog's page, for a browser without JavaScript). */
export const deleteDocumentUrl = (id: string) => `/dashboard/documents/${encodeURIComponent(id)}/delete`;

export function documentFileUrl(id: string, disposition: "inline" | "attachment"): string {
  return `/documents/${encodeURIComponent(id)}/file?disposition=${disposition}`;
}

export function documentUnavailableUrl(id: string, disposition: "inline" | "attachment"): string {
  return `/documents/${encodeURIComponent(id)}/unavailable?disposition=${disposition}`;
}

/** Only PDFs and images open in the browser; every other type downloads (docs/decisions on documents). */
function viewsInline(filename: string): boolean {
  const kind = ALLOWED_EXTENSIONS[extensionOf(filename)]?.kind;
  return kind != null && isInlineKind(kind);
}

/** The one place a document's view link is made: inline where allowed, else a download. */
export function documentViewUrl(doc: { id: string; filename: string }): string {
  return documentFileUrl(doc.id, viewsInline(doc.filename) ? "inline" : "attachment");
}
