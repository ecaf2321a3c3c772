import { CheckCircle2, Download, Eye, Trash2 } from "lucide-react";
import { useState } from "react";
import { LocalTime } from "~/components/LocalTime";
import { formatBytes } from "~/format/bytes";
import { formatFileType } from "~/format/file-types";
import { DialogLink } from "~/components/DialogLink";
import { deleteDocumentUrl, documentFileUrl, type DocumentView } from "~/domain/documents";
import { ErrorList } from "~/components/forms";
import { wordsIn } from "~/i18n/pick";
import { en } from "~/i18n/documents/en";
import { es } from "~/i18n/documents/es";
import { usePageLang } from "~/utils/member-lang";

async function fileAvailable(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { method: "HEAD", credentials: "same-origin" });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * One document: name, type, size, date; View, Download, Delete. With
 * JavaScript a missing file shows the product's message in the row; without
 * it the links land on a page with the same message.
 */
export function DocumentRow({ doc, onDelete }: { doc: DocumentView; onDelete: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const lang = usePageLang();
  const w = wordsIn(lang, { en, es });
  const viewUrl = doc.file_url;
  const downloadUrl = documentFileUrl(doc.id, "attachment");
  return (
    <li className="dash-list__item">
      <div className="min-w-0">
        <p className="dash-list__title m-0">
          {doc.upload_status === "completed" ? (
            <CheckCircle2 size={16} color="var(--color-done)" role="img" aria-label={w.completed} />
          ) : null}{" "}
          {doc.filename}
        </p>
        <p className="muted tabular m-0 text-sm">
          {w.fileType(formatFileType(doc.file_type))} · <span className="tabular">{formatBytes(doc.file_size)}</span> ·{" "}
          <LocalTime iso={doc.created_at} withTime={false} />
        </p>
        <ErrorList errors={error} alert />
      </div>
      <div className="dash-list__actions">
        <a
          className="btn btn-ghost btn-sm"
          href={viewUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={w.viewLabel(doc.filename)}
          onClick={async (event) => {
            event.preventDefault();
            setError(null);
            if (await fileAvailable(viewUrl)) window.open(viewUrl, "_blank", "noopener,noreferrer");
            else setError(w.viewFailed);
          }}
        >
          <Eye aria-hidden="true" size={16} /> {w.view}
        </a>
        <a
          className="btn btn-ghost btn-sm"
          href={downloadUrl}
          download={doc.filename}
          aria-label={w.downloadLabel(doc.filename)}
          onClick={async (event) => {
            event.preventDefault();
            setError(null);
            if (!(await fileAvailable(downloadUrl))) return setError(w.downloadFailed);
            const link = document.createElement("a");
            link.href = downloadUrl;
            link.download = doc.filename;
            link.click();
          }}
        >
          <Download aria-hidden="true" size={16} /> {w.download}
        </a>
        {/* Without JavaScript the link leads to the same question as a page of its own. */}
        <DialogLink
          to={deleteDocumentUrl(doc.id)}
          className="btn btn-ghost btn-sm"
          onOpen={onDelete}
          aria-label={w.deleteLabel(doc.filename)}
        >
          <Trash2 aria-hidden="true" size={16} /> {w.delete}
        </DialogLink>
      </div>
    </li>
  );
}
