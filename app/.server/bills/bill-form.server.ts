/**
 * The member's bill form as it arrives: a plain form post, or (the member's page, which carries the bill's file for
 * "We'll read it for you") multipart. Both go through the bounded door (docs/decisions/0048-bounded-forms.md): only
 * the form's own names, the text within the form limit and one file within the upload limit. The file is stored as
 * the member's document by the documents' own rules (type by extension and content, size, quota, rate) and named
 * in the form as its `document_id`, so whichever button was pressed, the case links it.
 */
import { KEPT_CHECK_FIELD } from "../../domain/bill-check-fields";
import { checkBillSchema } from "../../domain/bills";
import { MAX_UPLOAD_BYTES } from "../../domain/common";
import { BILL_FILE_FIELD, TEAM_READS_FIELD } from "../../domain/team-reads";
import { enforceUploadRate } from "../documents/quotas.server";
import { storeDocument } from "../documents/upload.server";
import { ServiceError } from "../errors.server";
import { readFormData } from "../forms.server";
import { FORM_BODY_BYTES } from "../forms/form-limits.server";
import { readMultipartStream } from "../uploads/multipart.server";
import type { ServerContext } from "../context.server";

/** The names the bill form may send beside its schema's. */
const ALSO = [KEPT_CHECK_FIELD, TEAM_READS_FIELD] as const;

export type BillForm = {
  formData: FormData;
  /** Why the file was not stored (its type, size, the member's room or rate), in the documents' words. */
  fileRefused: string | null;
};

export async function readBillForm(server: ServerContext, userId: string, request: Request): Promise<BillForm> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "multipart/form-data") {
    return { formData: await readFormData(request, checkBillSchema, { also: ALSO }), fileRefused: null };
  }
  const fields: Record<string, string> = {};
  let stored: string | null = null;
  let fileRefused: string | null = null;
  try {
    await readMultipartStream(
      request,
      { schemas: checkBillSchema, also: [...ALSO, BILL_FILE_FIELD], maxBytes: MAX_UPLOAD_BYTES + FORM_BODY_BYTES },
      async (file) => {
        // A form sent with no file chosen still carries one empty part; one file a bill.
        if (file.name !== BILL_FILE_FIELD || file.filename === "" || stored || fileRefused) return;
        try {
          await enforceUploadRate(server, userId);
          stored = (await storeDocument(server, userId, { filename: file.filename, chunks: file.data })).id;
        } catch (error) {
          if (!(error instanceof ServiceError) || error.status >= 500) throw error;
          fileRefused = error.message;
        }
      },
      fields,
    );
  } catch (error) {
    // The door's refusal (a name the form has not, a body over the limit, a broken body) is a small page.
    if (error instanceof ServiceError && error.status < 500)
      throw new Response(error.message, { status: error.status });
    throw error;
  }
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  if (stored) formData.set("document_id", stored);
  return { formData, fileRefused };
}
