import { useState } from "react";
import type { DocumentView } from "~/domain/documents";
import { DeleteDocumentModal } from "./DeleteDocumentModal";
import { DocumentRow } from "./DocumentRow";

/** The member's documents, newest first, each with its actions; one delete dialog for the list. */
export function DocumentList({ documents }: { documents: DocumentView[] }) {
  const [toDelete, setToDelete] = useState<DocumentView | null>(null);
  return (
    <>
      {documents.length === 0 ? (
        <p className="muted">No documents yet. Upload a bill, an insurance card or a letter.</p>
      ) : (
        <ul className="dash-list" aria-label="Your documents">
          {documents.map((doc) => (
            <DocumentRow key={doc.id} doc={doc} onDelete={() => setToDelete(doc)} />
          ))}
        </ul>
      )}
      <DeleteDocumentModal doc={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
}
