import { useState } from "react";
import type { DocumentView } from "~/domain/documents";
import { DeleteDocumentModal } from "./DeleteDocumentModal";
import { DocumentRow } from "./DocumentRow";
import { wordsIn } from "~/i18n/pick";
import { en } from "~/i18n/documents/en";
import { es } from "~/i18n/documents/es";
import { usePageLang } from "~/utils/member-lang";

/** The member's documents, newest first, each with its actions; one delete dialog for the list. */
export function DocumentList({ documents }: { documents: DocumentView[] }) {
  const [toDelete, setToDelete] = useState<DocumentView | null>(null);
  const w = wordsIn(usePageLang(), { en, es });
  return (
    <>
      {documents.length === 0 ? (
        <p className="muted">{w.none}</p>
      ) : (
        <ul className="dash-list" aria-label={w.listLabel}>
          {documents.map((doc) => (
            <DocumentRow key={doc.id} doc={doc} onDelete={() => setToDelete(doc)} />
          ))}
        </ul>
      )}
      <DeleteDocumentModal doc={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
}
