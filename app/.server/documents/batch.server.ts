import * as v from "valibot";
import { MAX_UPLOAD_BYTES } from "../../domain/common";
import {
  cleanFilename,
  DOCUMENT_MESSAGES,
  MAX_FILES_PER_UPLOAD,
  REST_OF_UPLOAD,
  type DocumentView,
  type UploadBatchResult,
} from "../../domain/documents";
import type { ServerContext } from "../context.server";
import { englishOf } from "../../domain/refusals";
import { ServiceError } from "../errors.server";
import { FORM_BODY_BYTES } from "../forms/form-limits.server";
import { logError } from "../observability.server";
import { readMultipartStream } from "../uploads/multipart.server";
import { enforceUploadRate } from "./quotas.server";
import { storeDocument } from "./upload.server";

/** The multipart field names our upload form sends; `request_id` must come before the files. */
const UPLOAD_FIELDS = { files: "files", requestId: "request_id" } as const;

/** Files one post may name (those past MAX_FILES_PER_UPLOAD are listed as not stored, never read). */
const MAX_FILES_PER_POST = 5 * MAX_FILES_PER_UPLOAD;

/**
 * The door's limits for an upload (docs/decisions/0048-bounded-forms.md): its two
 * fields, and a body of at most MAX_FILES_PER_UPLOAD full-size files.
 */
const UPLOAD_FORM = {
  schemas: v.object({
    [UPLOAD_FIELDS.files]: v.pipe(v.array(v.unknown()), v.maxLength(MAX_FILES_PER_POST)),
    [UPLOAD_FIELDS.requestId]: v.optional(v.string()),
  }),
  maxBytes: MAX_FILES_PER_UPLOAD * MAX_UPLOAD_BYTES + FORM_BODY_BYTES,
};

/**
 * A batch from our pages (multipart/form-data), stored file by file as it
 * streams in. The first invalid file stops the batch (docs/product.md#documents):
 * the files before it are kept, it and every file after it are not, and the
 * result names it and lists every file not stored (the routes answer 207 when
 * some were: `batchStatus`). Each file goes through the same `storeDocument` as the
 * JSON API.
 */
export async function uploadDocumentBatch(
  server: ServerContext,
  userId: string,
  request: Request,
): Promise<UploadBatchResult> {
  const uploaded: DocumentView[] = [];
  const notStored: UploadBatchResult["notStored"] = [];
  let refused: UploadBatchResult["refused"] = null;
  let files = 0;
  const refuse = (filename: string, { message, code }: Pick<ServiceError, "message" | "code">, status: number) => {
    refused ??= { filename, message, code, status };
    notStored.push({ filename, message, code });
  };
  const said = (code: "tooManyFiles" | "notRead" | "documentSaveFailed") => ({ code, message: englishOf({ code }) });

  await enforceUploadRate(server, userId);
  try {
    await readMultipartStream(request, UPLOAD_FORM, async (file, fields) => {
      // A form sent with no file chosen still carries one empty, nameless part.
      if (file.name !== UPLOAD_FIELDS.files || file.filename === "") return;
      files += 1;
      const shownName = cleanFilename(file.filename) || file.filename || "(no name)";
      if (files > MAX_FILES_PER_UPLOAD) return refuse(shownName, said("tooManyFiles"), 413);
      if (refused) return refuse(shownName, said("notRead"), 413);
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
        if (known) refuse(shownName, error, error.status);
        else refuse(shownName, said("documentSaveFailed"), 503);
      }
    });
  } catch (error) {
    // The request refused whole (its size, its fields) or broken off after files were stored:
    // what was stored stays, and the answer says so (a bare refusal would read as "nothing stored").
    if (!(error instanceof ServiceError) || uploaded.length === 0) throw error;
    refuse(REST_OF_UPLOAD, error, error.status);
  }

  if (files === 0) throw ServiceError.refusing(400, { code: "noFiles" }, { files: DOCUMENT_MESSAGES.noFiles });
  return { uploaded, refused, notStored };
}
