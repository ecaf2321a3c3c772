import type { DocumentRecord } from "../../../db/schema";
import { documentViewUrl, type DocumentView } from "../../domain/documents";

/** Who is asking: the owner sees their own documents, an admin sees anyone's. */
export type DocumentViewer = { id: string; role: "member" | "admin" };

/** What a document's view takes of its row (the member's list reads only these columns). */
export type DocumentViewRow = Pick<
  DocumentRecord,
  "id" | "filename" | "fileType" | "fileSize" | "uploadStatus" | "createdAt" | "requestId" | "adminNotes"
>;

export function toDocumentView(row: DocumentViewRow): DocumentView {
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
