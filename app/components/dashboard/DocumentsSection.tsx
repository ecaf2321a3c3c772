import { useFetcher, useRevalidator } from "@remix-run/react";
import { CheckCircle2, Download, Eye, Trash2, Upload } from "lucide-react";
import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { Modal } from "~/components/Modal";
import {
  ACCEPT_ATTRIBUTE,
  checkFileContent,
  checkFileMeta,
  DOCUMENT_MESSAGES,
  documentFileUrl,
  type DocumentView,
} from "~/schemas/documents";
import type { RequestView } from "~/schemas/requests";
import { LocalTime } from "~/components/LocalTime";
import { formatBytes } from "~/format/bytes";

type Progress = { name: string; percent: number; done: boolean };
type ActionResult = { intent: string; ok: boolean; error?: string };

/** Reads a file as base64 (without the data: prefix). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result ?? "");
      resolve(url.slice(url.indexOf(",") + 1));
    };
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** POST /api/upload-document with upload progress (XHR: fetch has none). */
function sendFile(
  body: Record<string, unknown>,
  onProgress: (percent: number) => void,
): Promise<{ ok: true } | { ok: false; message: string }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/upload-document");
    xhr.withCredentials = true;
    xhr.setRequestHeader("Content-Type", "application/json");
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve({ ok: true });
      else resolve({ ok: false, message: `Upload failed: ${xhr.status} ${xhr.statusText} - ${xhr.responseText}` });
    };
    xhr.onerror = () => resolve({ ok: false, message: `Upload failed: ${xhr.status} ${xhr.statusText} - network error` });
    xhr.send(JSON.stringify(body));
  });
}

export function DocumentsSection({
  documents,
  requests,
  fileInputRef,
}: {
  documents: DocumentView[];
  requests: RequestView[];
  fileInputRef: React.RefObject<HTMLInputElement>;
}) {
  const revalidator = useRevalidator();
  const [progress, setProgress] = useState<Progress[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [requestId, setRequestId] = useState("");
  const [toDelete, setToDelete] = useState<DocumentView | null>(null);
  const attachId = useId();
  const dropHintId = useId();

  // One batch at a time; a ref, because state lags behind two quick drops.
  const working = useRef(false);

  useEffect(() => {
    // A file dropped beside the zone would make the browser open it and leave the dashboard.
    const keepPage = (event: globalThis.DragEvent) => {
      if (event.dataTransfer?.types.includes("Files")) event.preventDefault();
    };
    window.addEventListener("dragover", keepPage);
    window.addEventListener("drop", keepPage);
    return () => {
      window.removeEventListener("dragover", keepPage);
      window.removeEventListener("drop", keepPage);
    };
  }, []);

  async function handleFiles(list: FileList | File[] | null) {
    const files = Array.from(list ?? []);
    if (!files.length) return;
    if (working.current) {
      setNotice("Please wait for the current upload to finish.");
      return;
    }
    working.current = true;
    setError(null);
    setNotice(null);
    let uploaded = 0;
    try {
      // The first invalid file stops the batch (nothing is sent; docs/product.md#documents).
      const problem = await firstInvalidFile(files);
      if (problem) {
        setError(problem);
        return;
      }
      setBusy(true);
      setProgress(files.map((file) => ({ name: file.name, percent: 0, done: false })));
      for (const [index, file] of files.entries()) {
        const result = await sendFile(
          {
            filename: file.name,
            file_type: file.type,
            file_size: file.size,
            file_data: await readBase64(file),
            request_id: requestId || null,
          },
          (percent) => setProgress((p) => p.map((item, i) => (i === index ? { ...item, percent } : item))),
        );
        if (!result.ok) {
          setError(result.message);
          break;
        }
        uploaded++;
        setProgress((p) => p.map((item, i) => (i === index ? { ...item, percent: 100, done: true } : item)));
      }
    } catch {
      setError(`Upload failed: 0 - ${DOCUMENT_MESSAGES.badData}`);
    } finally {
      working.current = false;
      setBusy(false);
      // Cleared on every exit, so choosing the same file again works.
      if (fileInputRef.current) fileInputRef.current.value = "";
      if (uploaded) {
        setNotice(uploaded === 1 ? "1 document uploaded." : `${uploaded} documents uploaded.`);
        revalidator.revalidate();
      }
    }
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void handleFiles(event.dataTransfer.files);
  };

  return (
    <section className="card" aria-labelledby="documents-title" id="documents">
      <h2 id="documents-title">Documents</h2>
      <div
        className={`dropzone${dragging ? " dropzone--active" : ""}`}
        role="group"
        aria-label="Drop documents to upload"
        aria-describedby={dropHintId}
        // Both dragenter and dragover must be cancelled for the zone to be a drop target.
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p className="m-0">Drag files here, or</p>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => fileInputRef.current?.click()} disabled={busy}>
          <Upload aria-hidden="true" size={16} /> {busy ? "Uploading..." : "Upload documents"}
        </button>
        <input
          ref={fileInputRef}
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          className="visually-hidden"
          tabIndex={-1}
          aria-label="Choose documents to upload"
          onChange={(event) => void handleFiles(event.target.files)}
        />
        <p id={dropHintId} className="hint m-0">
          PDF, images (JPG, PNG, GIF), Word documents or text files, up to 10MB each.
        </p>
      </div>
      {requests.length ? (
        <div className="field mt-3">
          <label className="label" htmlFor={attachId}>
            Attach to a request (optional)
          </label>
          <select id={attachId} className="select" value={requestId} onChange={(e) => setRequestId(e.target.value)}>
            <option value="">No request</option>
            {requests.map((r) => (
              <option key={r.id} value={r.id}>
                {r.title}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {error ? (
        <div className="alert alert-error mt-3" role="alert">
          {error}
        </div>
      ) : null}
      <div role="status" aria-live="polite">
        {notice ? <p className="alert alert-success mt-3">{notice}</p> : null}
      </div>
      {progress.length ? (
        <ul className="upload-progress" aria-label="Upload progress">
          {progress.map((item, i) => (
            <li key={`${item.name}-${i}`}>
              <span>{item.name}</span>
              <progress max={100} value={item.percent} aria-label={`Uploading ${item.name}`}>
                {item.percent}%
              </progress>
              <span className="tabular">{item.done ? "Done" : `${item.percent}%`}</span>
            </li>
          ))}
        </ul>
      ) : null}
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
    </section>
  );
}

/** The first file that breaks the document rules (docs/product.md#documents), as "<name>: <spec message>", or null. */
async function firstInvalidFile(files: File[]): Promise<string | null> {
  for (const file of files) {
    const metaProblem = checkFileMeta(file.name, file.size);
    if (metaProblem) return `${file.name}: ${metaProblem}`;
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await file.arrayBuffer());
    } catch {
      return `${file.name}: This file could not be read. Please try again.`;
    }
    const contentProblem = checkFileContent(file.name, bytes);
    if (contentProblem) return `${file.name}: ${contentProblem}`;
  }
  return null;
}

async function fileAvailable(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { method: "HEAD", credentials: "same-origin" });
    return res.ok;
  } catch {
    return false;
  }
}

function DocumentRow({ doc, onDelete }: { doc: DocumentView; onDelete: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const viewUrl = doc.file_url;
  const downloadUrl = documentFileUrl(doc.id, "attachment");
  return (
    <li className="dash-list__item">
      <div className="min-w-0">
        <p className="dash-list__title m-0">
          {doc.upload_status === "completed" ? (
            <CheckCircle2 size={16} color="var(--color-done)" role="img" aria-label="Upload completed" />
          ) : null}{" "}
          {doc.filename}
        </p>
        <p className="muted tabular m-0 text-sm">
          {doc.file_type} · <span className="tabular">{formatBytes(doc.file_size)}</span> · <LocalTime iso={doc.created_at} withTime={false} />
        </p>
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="dash-list__actions">
        <a
          className="btn btn-ghost btn-sm"
          href={viewUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`View ${doc.filename} (opens in a new tab)`}
          onClick={async (event) => {
            event.preventDefault();
            setError(null);
            if (await fileAvailable(viewUrl)) window.open(viewUrl, "_blank", "noopener,noreferrer");
            else setError(DOCUMENT_MESSAGES.viewFailed);
          }}
        >
          <Eye aria-hidden="true" size={16} /> View
        </a>
        <a
          className="btn btn-ghost btn-sm"
          href={downloadUrl}
          download={doc.filename}
          aria-label={`Download ${doc.filename}`}
          onClick={async (event) => {
            event.preventDefault();
            setError(null);
            if (!(await fileAvailable(downloadUrl))) return setError(DOCUMENT_MESSAGES.downloadFailed);
            const link = document.createElement("a");
            link.href = downloadUrl;
            link.download = doc.filename;
            link.click();
          }}
        >
          <Download aria-hidden="true" size={16} /> Download
        </a>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDelete} aria-label={`Delete ${doc.filename}`}>
          <Trash2 aria-hidden="true" size={16} /> Delete
        </button>
      </div>
    </li>
  );
}

function DeleteDocumentModal({ doc, onClose }: { doc: DocumentView | null; onClose: () => void }) {
  const fetcher = useFetcher<ActionResult>({ key: "delete-document" });
  const busy = fetcher.state !== "idle";
  const [error, setError] = useState<string | null>(null);
  const last = useRef<DocumentView | null>(null);
  if (doc) last.current = doc;

  useEffect(() => {
    if (doc) setError(null);
  }, [doc]);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data.intent !== "delete-document") return;
    if (fetcher.data.ok) onClose();
    else setError(fetcher.data.error ?? "The document could not be deleted. Please try again.");
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  return (
    <Modal
      open={doc !== null}
      onClose={onClose}
      title="Delete document?"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={busy}
            onClick={() => doc && fetcher.submit({ intent: "delete-document", id: doc.id }, { method: "post" })}
          >
            {busy ? "Deleting..." : "Delete"}
          </button>
        </>
      }
    >
      {error ? (
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      ) : null}
      <p>
        <strong>{last.current?.filename}</strong> will be removed for good. This cannot be undone.
      </p>
    </Modal>
  );
}
