import {
  cleanFilename,
  DOCUMENT_MESSAGES,
  MAX_FILES_PER_UPLOAD,
  type DocumentView,
  type UploadBatchResult,
} from "../../domain/documents";
import type { ServerContext } from "../context.server";
import { ServiceError } from "../errors.server";
import { logError } from "../observability.server";
import { readMultipartStream } from "../uploads/multipart.server";
import { enforceUploadRate } from "./quotas.server";
import { storeDocument } from "./upload.server";

/** The multipart field names our upload form sends; `request_id` must come before the files. */
const UPLOAD_FIELDS = { files: "files", requestId: "request_id" } as const;

/**
 * A batch from our pages (multipart/form-data), stored file by file as it
 * streams in. The first invalid file stops the batch (docs/product.md#documents):
 * the files before it are kept, it and every file after it are not, and the
 * result names it. Each file goes through the same `storeDocument` as the
 * JSON API.
 */
export async function uploadDocumentBatch(
  server: ServerContext,
  userId: string,
  request: Request,
): Promise<UploadBatchResult> {
  const uploaded: DocumentView[] = [];
  let refused: UploadBatchResult["refused"] = null;
  let files = 0;

  await enforceUploadRate(server, userId);
  await readMultipartStream(request, async (file, fields) => {
    // A form sent with no file chosen still carries one empty, nameless part.
    if (file.name !== UPLOAD_FIELDS.files || file.filename === "") return;
    files += 1;
    if (refused) return;
    const shownName = cleanFilename(file.filename) || file.filename || "(no name)";
    if (files > MAX_FILES_PER_UPLOAD) {
      refused = { filename: shownName, message: DOCUMENT_MESSAGES.tooManyFiles, status: 413 };
      return;
    }
    try {
      uploaded.push(
        await storeDocument(server, userId, {
          filename: file.filename,
          chunks: file.data,
          requestId: fields[UPLOAD_FIELDS.requestId],
        }),
      );
    } catch (error) {
      if (!(error instanceof ServiceError)) logError("documents.batch", error, request);
      const known = error instanceof ServiceError && error.status !== 500 && error.status !== 503;
      refused = known
        ? { filename: shownName, message: error.message, status: error.status }
        : { filename: shownName, message: DOCUMENT_MESSAGES.saveFailed, status: 503 };
    }
  });

  if (files === 0) throw new ServiceError(400, DOCUMENT_MESSAGES.noFiles, { files: DOCUMENT_MESSAGES.noFiles });
  return { uploaded, refused };
}
