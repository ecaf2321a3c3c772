import { and, eq, type SQL } from "drizzle-orm";
import { documents, type DocumentRecord } from "../../../db/schema";
import { ALLOWED_EXTENSIONS, extensionOf, isInlineKind, type DocumentView } from "../../domain/documents";
import type { Database } from "../../../db";
import type { ServerContext } from "../context.server";
import { notFound, ServiceError } from "../errors.server";
import { FILE_RESPONSE_HEADERS } from "../file-headers.server";
import { storageFailure } from "./upload.server";
import { toDocumentView, type DocumentViewer, type DocumentViewRow } from "./view.server";
import { log } from "../../utils/log";
import { newestFirst } from "../insertion-order.server";

// Uploads (JSON and multipart) share one rule set: upload.server.ts.
export { uploadDocument, uploadDocumentFromJson } from "./upload.server";
export { toDocumentView, type DocumentViewer };

/** The member's own documents, newest first; optionally only those attached to one request. */
export async function listDocuments(
  server: ServerContext,
  userId: string,
  options: { requestId?: string } = {},
): Promise<DocumentView[]> {
  const rows = await memberDocumentsQuery(server.db, userId, options);
  return rows.map(toDocumentView);
}

/** The columns a list's `toDocumentView` takes: not the owner, the storage key or the retention notice. */
const VIEW_COLUMNS = {
  id: documents.id,
  filename: documents.filename,
  fileType: documents.fileType,
  fileSize: documents.fileSize,
  uploadStatus: documents.uploadStatus,
  createdAt: documents.createdAt,
  requestId: documents.requestId,
  adminNotes: documents.adminNotes,
} satisfies { [K in keyof DocumentViewRow]: unknown };

/**
 * The same read as a statement, so a page can send it in one batch with others.
 * `userId` may be a subquery (liveSessionOwner) for reads that start beside the guard.
 */
export function memberDocumentsQuery(db: Database, userId: string | SQL, { requestId }: { requestId?: string } = {}) {
  return db
    .select(VIEW_COLUMNS)
    .from(documents)
    .where(
      requestId ? and(eq(documents.userId, userId), eq(documents.requestId, requestId)) : eq(documents.userId, userId),
    )
    .orderBy(...newestFirst(documents, documents.createdAt));
}

/** The row if the viewer owns it or is an admin; 404 otherwise. */
async function getDocumentForViewer(
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
    storageFailure("Document read", error, { code: inline ? "viewFailed" : "downloadFailed" });
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
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** One of the member's own documents, as the lists show it; someone else's id is a 404. */
export async function getMemberDocument(server: ServerContext, userId: string, documentId: string) {
  return toDocumentView(await getDocumentForViewer(server, { id: userId, role: "member" }, documentId));
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
        log.error(`Document delete compensation failed: ${(restoreError as Error)?.name ?? "unknown"}`);
      });
    log.error(`Document delete failed: ${(error as Error)?.name ?? "unknown"}`);
    throw ServiceError.refusing(503, { code: "deleteFailed" });
  }
}
