import { and, desc, eq } from "drizzle-orm";
import { documents, helpRequests, type DocumentRecord } from "../../../db/schema";
import { MAX_UPLOAD_BYTES } from "../../schemas/common";
import {
  ALLOWED_EXTENSIONS,
  checkFileContent,
  checkFileMeta,
  cleanFilename,
  DOCUMENT_MESSAGES,
  documentViewUrl,
  extensionOf,
  isInlineKind,
  uploadDocumentSchema,
  type DocumentView,
} from "../../schemas/documents";
import type { ServerContext } from "../context";
import { notFound, ServiceError } from "../errors";
import { parseInput } from "../validation.server";
import { FILE_RESPONSE_HEADERS } from "../file-headers.server";

/** Who is asking: the owner sees their own documents, an admin sees anyone's. */
export type DocumentViewer = { id: string; role: "member" | "admin" };

export function toDocumentView(row: DocumentRecord): DocumentView {
  return {
    id: row.id,
    filename: row.filename,
    file_type: row.fileType,
    file_size: row.fileSize,
    file_url: documentViewUrl({ id: row.id, filename: row.filename }),
    upload_status: row.uploadStatus,
    created_at: row.createdAt.toISOString(),
    request_id: row.requestId,
    admin_notes: row.adminNotes,
  };
}

/** The member's own documents, newest first; optionally only those attached to one request. */
export async function listDocuments(
  server: ServerContext,
  userId: string,
  { requestId }: { requestId?: string } = {},
): Promise<DocumentView[]> {
  const rows = await server.db
    .select()
    .from(documents)
    .where(requestId ? and(eq(documents.userId, userId), eq(documents.requestId, requestId)) : eq(documents.userId, userId))
    .orderBy(desc(documents.createdAt));
  return rows.map(toDocumentView);
}

/** Storage key: generated, never derived from the person's filename (docs/decisions/0006-documents.md). */
function newObjectKey(userId: string): string {
  return `documents/${userId}/${crypto.randomUUID()}`;
}

/**
 * Stores one file: checks size, extension and content signature, puts the R2
 * object, then inserts the row. If the insert fails the object is deleted, so
 * neither half is left behind. R2 or D1 failing is a 503 the person can retry.
 */
export async function uploadDocument(
  server: ServerContext,
  userId: string,
  file: { filename: string; bytes: Uint8Array; requestId?: string | null },
): Promise<DocumentView> {
  const filename = cleanFilename(file.filename);
  if (!filename || !extensionOf(filename)) {
    throw new ServiceError(415, DOCUMENT_MESSAGES.unsupported, { file: DOCUMENT_MESSAGES.unsupported });
  }
  const problem = checkFileContent(filename, file.bytes);
  if (problem) {
    const status = problem === DOCUMENT_MESSAGES.tooLarge ? 413 : problem === DOCUMENT_MESSAGES.empty ? 400 : 415;
    throw new ServiceError(status, problem, { file: problem });
  }
  const { contentType } = ALLOWED_EXTENSIONS[extensionOf(filename)];
  const requestId = await ownRequestIdOrNull(server, userId, file.requestId);

  const id = crypto.randomUUID();
  const r2Key = newObjectKey(userId);
  try {
    await server.env.DOCUMENTS.put(r2Key, file.bytes, {
      httpMetadata: { contentType },
      customMetadata: { documentId: id },
    });
  } catch (error) {
    throw storageFailure("Document upload", error, DOCUMENT_MESSAGES.uploadFailed);
  }
  try {
    const [row] = await server.db
      .insert(documents)
      .values({
        id,
        userId,
        requestId,
        filename,
        fileType: contentType.split(";")[0],
        fileSize: file.bytes.byteLength,
        r2Key,
        uploadStatus: "completed",
      })
      .returning();
    return toDocumentView(row);
  } catch (error) {
    await server.env.DOCUMENTS.delete(r2Key).catch((cleanupError: unknown) => {
      console.error(`Document upload cleanup failed: ${(cleanupError as Error)?.name ?? "unknown"}`);
    });
    throw storageFailure("Document upload", error, DOCUMENT_MESSAGES.uploadFailed);
  }
}

/** R2 or D1 unavailable: a 503 with our words (the error's name is logged, never its message). */
function storageFailure(what: string, error: unknown, message: string): ServiceError {
  if (error instanceof ServiceError) return error;
  console.error(`${what} failed: ${error instanceof Error ? error.name : "unknown"}`);
  return new ServiceError(503, message);
}

/**
 * POST /api/upload-document (docs/product.md#api): base64 `file_data`. The client's
 * `file_type` and `file_size` are not trusted; the bytes decide.
 */
export async function uploadDocumentFromJson(server: ServerContext, userId: string, input: unknown): Promise<DocumentView> {
  const body = parseInput(uploadDocumentSchema, input);
  const early = checkFileMeta(body.filename, Math.min(body.file_size ?? 0, MAX_UPLOAD_BYTES + 1));
  if (early === DOCUMENT_MESSAGES.tooLarge) throw new ServiceError(413, early, { file: early });
  const bytes = decodeBase64(body.file_data);
  return uploadDocument(server, userId, { filename: body.filename, bytes, requestId: body.request_id });
}

/** Accepts plain base64 or a data: URL; refuses anything over the limit before decoding. */
export function decodeBase64(data: string): Uint8Array {
  const comma = data.startsWith("data:") ? data.indexOf(",") : -1;
  const b64 = (comma >= 0 ? data.slice(comma + 1) : data).replace(/\s+/g, "");
  if (b64.length > Math.ceil((MAX_UPLOAD_BYTES + 1) / 3) * 4 + 4) {
    throw new ServiceError(413, DOCUMENT_MESSAGES.tooLarge, { file: DOCUMENT_MESSAGES.tooLarge });
  }
  let binary: string;
  try {
    binary = atob(b64);
  } catch {
    throw new ServiceError(400, DOCUMENT_MESSAGES.badData, { file: DOCUMENT_MESSAGES.badData });
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * A request id the member owns, else null. The spec's client sends a random
 * id when a file belongs to no request, so an unknown id means "none"; it
 * never attaches a file to someone else's request.
 */
async function ownRequestIdOrNull(server: ServerContext, userId: string, requestId?: string | null) {
  if (!requestId) return null;
  const row = await server.db
    .select({ id: helpRequests.id })
    .from(helpRequests)
    .where(and(eq(helpRequests.id, requestId), eq(helpRequests.userId, userId)))
    .get();
  return row?.id ?? null;
}

/** The row if the viewer owns it or is an admin; 404 otherwise. */
export async function getDocumentForViewer(
  server: ServerContext,
  viewer: DocumentViewer,
  documentId: string,
): Promise<DocumentRecord> {
  const where =
    viewer.role === "admin"
      ? eq(documents.id, documentId)
      : and(eq(documents.id, documentId), eq(documents.userId, viewer.id));
  const row = await server.db.select().from(documents).where(where).get();
  if (!row) throw notFound();
  return row;
}

/**
 * The file itself, for the owner or an admin. We set the headers: inline only
 * for pdf and images, attachment otherwise; FILE_RESPONSE_HEADERS.
 */
export async function documentFileResponse(
  server: ServerContext,
  viewer: DocumentViewer,
  documentId: string,
  requested: string | null | undefined,
  method: "GET" | "HEAD" = "GET",
): Promise<Response> {
  const row = await getDocumentForViewer(server, viewer, documentId);
  const entry = ALLOWED_EXTENSIONS[extensionOf(row.filename)];
  const inline = requested !== "attachment" && entry != null && isInlineKind(entry.kind);
  const headers = new Headers({
    "Content-Type": entry?.contentType ?? "application/octet-stream",
    "Content-Disposition": contentDisposition(inline ? "inline" : "attachment", row.filename),
    ...FILE_RESPONSE_HEADERS,
  });
  // The spec's view and download messages when R2 cannot answer.
  const unavailable = (error: unknown) =>
    storageFailure("Document read", error, inline ? DOCUMENT_MESSAGES.viewFailed : DOCUMENT_MESSAGES.downloadFailed);
  if (method === "HEAD") {
    const head = await server.env.DOCUMENTS.head(row.r2Key).catch((error: unknown) => {
      throw unavailable(error);
    });
    if (!head) throw notFound("Document file is missing");
    headers.set("Content-Length", String(head.size));
    return new Response(null, { status: 200, headers });
  }
  const object = await server.env.DOCUMENTS.get(row.r2Key).catch((error: unknown) => {
    throw unavailable(error);
  });
  if (!object) throw notFound("Document file is missing");
  headers.set("Content-Length", String(object.size));
  return new Response(object.body, { status: 200, headers });
}

/** RFC 6266 / RFC 5987: an ASCII fallback plus the exact UTF-8 name. */
export function contentDisposition(type: "inline" | "attachment", filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_") || "document";
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Deletes the row, then the object. If the object cannot be deleted the row
 * is put back, so the two never exist one without the other.
 */
export async function deleteDocument(server: ServerContext, userId: string, documentId: string): Promise<void> {
  const row = await getDocumentForViewer(server, { id: userId, role: "member" }, documentId);
  await server.db.delete(documents).where(and(eq(documents.id, row.id), eq(documents.userId, userId)));
  try {
    await server.env.DOCUMENTS.delete(row.r2Key);
  } catch (error) {
    await server.db
      .insert(documents)
      .values(row)
      .catch((restoreError: unknown) => {
        console.error(`Document delete compensation failed: ${(restoreError as Error)?.name ?? "unknown"}`);
      });
    console.error(`Document delete failed: ${(error as Error)?.name ?? "unknown"}`);
    throw new ServiceError(503, "The document could not be deleted. Please try again.");
  }
}
