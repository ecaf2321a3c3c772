import type * as v from "valibot";
import { and, eq } from "drizzle-orm";
import { documents, helpRequests } from "../../../db/schema";
import { MAX_UPLOAD_BYTES } from "../../domain/common";
import {
  ALLOWED_EXTENSIONS,
  checkFileMeta,
  cleanFilename,
  createContentCheck,
  DOCUMENT_MESSAGES,
  extensionOf,
  MEMBER_STORAGE_BYTES,
  type uploadDocumentSchema,
  type DocumentView,
} from "../../domain/documents";
import type { ServerContext } from "../context.server";
import { ServiceError } from "../errors.server";
import type { Refusal } from "../../domain/refusals";
import { streamToR2 } from "../uploads/stream-to-r2.server";
import { assertRoomLeft, enforceUploadRate, storageFull } from "./quotas.server";
import { toDocumentView } from "./view.server";
import { log } from "../../utils/log";

/**
 * Every upload (the JSON API's base64 and our pages' multipart stream) comes
 * through `storeDocument`: one place for the rules of docs/decisions/0006-documents.md.
 */

/** Storage key: generated, never derived from the person's filename. */
function newObjectKey(userId: string): string {
  return `documents/${userId}/${crypto.randomUUID()}`;
}

/** The content check's answer (app/domain/documents.ts: too large, empty, or not a type we take) as its refusal. */
function refusal(problem: string): ServiceError {
  const details = { file: problem };
  if (problem === DOCUMENT_MESSAGES.tooLarge) return ServiceError.refusing(413, { code: "fileTooLarge" }, details);
  if (problem === DOCUMENT_MESSAGES.empty) return ServiceError.refusing(400, { code: "fileEmpty" }, details);
  return ServiceError.refusing(415, { code: "fileUnsupported" }, details);
}

/**
 * Stores one file as its bytes arrive: the name's extension, the size limit
 * and the content signature are checked on the way into R2, then the row is
 * inserted. A refused file leaves no object; if the insert fails the object is
 * deleted, so neither half is ever left behind.
 */
export async function storeDocument(
  server: ServerContext,
  userId: string,
  file: { filename: string; chunks: AsyncIterable<Uint8Array>; requestId?: string | null },
): Promise<DocumentView> {
  const filename = cleanFilename(file.filename);
  const used = await assertRoomLeft(server, userId);
  const requestId = await ownRequestIdOrNull(server, userId, file.requestId);
  const id = crypto.randomUUID();
  const r2Key = newObjectKey(userId);
  const contentType = ALLOWED_EXTENSIONS[extensionOf(filename)]?.contentType ?? "application/octet-stream";
  const stored = await streamToR2(server.env.DOCUMENTS, r2Key, file.chunks, createContentCheck(filename), {
    httpMetadata: { contentType },
    customMetadata: { documentId: id },
  }).catch((error: unknown) => {
    throw storageFailure("Document upload", error, { code: "uploadFailed" });
  });
  if (!stored.ok) throw refusal(stored.problem);
  if (used + stored.size > MEMBER_STORAGE_BYTES) {
    await server.env.DOCUMENTS.delete(r2Key).catch(() => {});
    throw storageFull();
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
        fileSize: stored.size,
        r2Key,
        uploadStatus: "completed",
      })
      .returning();
    return toDocumentView(row);
  } catch (error) {
    await server.env.DOCUMENTS.delete(r2Key).catch((cleanupError: unknown) => {
      log.error(`Document upload cleanup failed: ${(cleanupError as Error)?.name ?? "unknown"}`);
    });
    throw storageFailure("Document upload", error, { code: "uploadFailed" });
  }
}

/** R2 or D1 unavailable: a 503 with our words (the error's name is logged, never its message). */
export function storageFailure(what: string, error: unknown, refusal: Refusal): ServiceError {
  if (error instanceof ServiceError) return error;
  log.error(`${what} failed: ${error instanceof Error ? error.name : "unknown"}`);
  return ServiceError.refusing(503, refusal);
}

/** One file already in memory (the JSON API): the same rules as a stream of one chunk. */
export function uploadDocument(
  server: ServerContext,
  userId: string,
  file: { filename: string; bytes: Uint8Array; requestId?: string | null },
): Promise<DocumentView> {
  return storeDocument(server, userId, {
    filename: file.filename,
    chunks: oneChunk(file.bytes),
    requestId: file.requestId,
  });
}

async function* oneChunk(bytes: Uint8Array) {
  if (bytes.byteLength > 0) yield bytes;
}

/**
 * POST /api/upload-document (docs/product.md#api): base64 `file_data`. The client's
 * `file_type` and `file_size` are not trusted; the bytes decide.
 */
export async function uploadDocumentFromJson(
  server: ServerContext,
  userId: string,
  body: v.InferOutput<typeof uploadDocumentSchema>,
): Promise<DocumentView> {
  await enforceUploadRate(server, userId);
  const early = checkFileMeta(body.filename, Math.min(body.file_size ?? 0, MAX_UPLOAD_BYTES + 1));
  if (early === DOCUMENT_MESSAGES.tooLarge) throw refusal(early);
  const bytes = decodeBase64(body.file_data);
  return uploadDocument(server, userId, { filename: body.filename, bytes, requestId: body.request_id });
}

/** Accepts plain base64 or a data: URL; refuses anything over the limit before decoding. */
function decodeBase64(data: string): Uint8Array {
  const comma = data.startsWith("data:") ? data.indexOf(",") : -1;
  const b64 = (comma >= 0 ? data.slice(comma + 1) : data).replace(/\s+/g, "");
  if (b64.length > Math.ceil((MAX_UPLOAD_BYTES + 1) / 3) * 4 + 4) throw refusal(DOCUMENT_MESSAGES.tooLarge);
  let binary: string;
  try {
    binary = atob(b64);
  } catch {
    throw ServiceError.refusing(400, { code: "fileBadData" }, { file: DOCUMENT_MESSAGES.badData });
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
