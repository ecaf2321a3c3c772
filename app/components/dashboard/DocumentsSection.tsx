import type { RefObject } from "react";
import type { DocumentView } from "~/domain/documents";
import type { RequestSummary } from "~/domain/requests";
import { wordsIn } from "~/i18n/pick";
import { en } from "~/i18n/documents/en";
import { es } from "~/i18n/documents/es";
import { usePageLang } from "~/utils/member-lang";
import { DocumentList } from "./documents/DocumentList";
import { DocumentUploadForm, type UploadAnswer } from "./documents/DocumentUploadForm";

/** The dashboard's Documents card: the upload form above the list (docs/product.md#registration-and-dashboard). */
export function DocumentsSection({
  documents,
  requests,
  fileInputRef,
  initial,
}: {
  documents: DocumentView[];
  requests: Pick<RequestSummary, "id" | "title">[];
  fileInputRef: RefObject<HTMLInputElement>;
  /** What the documents page says after a form post without JavaScript. */
  initial?: UploadAnswer;
}) {
  return (
    <section className="card" aria-labelledby="documents-title" id="documents">
      <h2 id="documents-title">{wordsIn(usePageLang(), { en, es }).sectionTitle}</h2>
      <DocumentUploadForm requests={requests} fileInputRef={fileInputRef} initial={initial} />
      <DocumentList documents={documents} />
    </section>
  );
}
