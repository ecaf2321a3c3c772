import { Upload } from "lucide-react";
import { useEffect, useId, useState, type DragEvent, type RefObject } from "react";
import { useHydrated } from "~/components/useHydrated";
import { ACCEPT_ATTRIBUTE } from "~/domain/documents";
import type { RequestSummary } from "~/domain/requests";
import { UPLOAD_PAGE_URL } from "./upload-request";
import { useDocumentUpload, type FileProgress } from "./useDocumentUpload";
import { wordsIn } from "~/i18n/pick";
import { en } from "~/i18n/documents/en";
import { es } from "~/i18n/documents/es";
import { usePageLang } from "~/utils/member-lang";
import { useSayMessage } from "~/components/forms";

/** One file's line: its name above, then its bar and percentage while it travels, or why it stopped. */
function ProgressRow({ item }: { item: FileProgress }) {
  const w = wordsIn(usePageLang(), { en, es });
  return (
    <li>
      <span className="upload-progress__name">{item.name}</span>
      {item.state === "refused" ? (
        <span>{w.notUploaded}</span>
      ) : (
        <>
          <progress max={100} value={item.percent} aria-label={w.uploadingName(item.name)}>
            {item.percent}%
          </progress>
          <span className="tabular">{item.percent}%</span>
        </>
      )}
    </li>
  );
}

/** True where the pointer is a finger (phones, tablets): there is nothing to drag files with. */
function useCoarsePointer(): boolean {
  const [coarse, setCoarse] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(pointer: coarse)");
    setCoarse(query.matches);
    const onChange = () => setCoarse(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return coarse;
}

/**
 * The upload form. Without JavaScript it is a plain multipart form posted to
 * the documents page; with it, a drop zone whose files go up as soon as they
 * are chosen or dropped, with progress. The request select comes before the
 * files: the server reads the body in order.
 */
/** The page's answer to a post without JavaScript: its words, and the files stored and not stored. */
export type UploadAnswer = { notice?: string | null; error?: string | null; stored?: string[]; notStored?: string[] };

export function DocumentUploadForm({
  requests,
  fileInputRef,
  initial,
}: {
  requests: Pick<RequestSummary, "id" | "title">[];
  fileInputRef: RefObject<HTMLInputElement>;
  initial?: UploadAnswer;
}) {
  const w = wordsIn(usePageLang(), { en, es });
  const hydrated = useHydrated();
  const coarsePointer = useCoarsePointer();
  const { progress, error, notice, busy, upload } = useDocumentUpload(initial);
  // The refusals come in English (the server's and this page's own check): said in the page's language.
  const say = useSayMessage();
  const [dragging, setDragging] = useState(false);
  const [requestId, setRequestId] = useState("");
  const ids = { attach: useId(), hint: useId(), error: useId() };

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

  async function send(files: FileList | File[] | null) {
    await upload(files, requestId);
    // Cleared every time, so choosing the same file again works.
    if (fileInputRef.current) fileInputRef.current.value = "";
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void send(event.dataTransfer.files);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    // Both dragenter and dragover must be cancelled for the zone to be a drop target.
    event.preventDefault();
    setDragging(true);
  };

  return (
    <form
      method="post"
      action={UPLOAD_PAGE_URL}
      encType="multipart/form-data"
      onSubmit={(event) => {
        event.preventDefault();
        void send(fileInputRef.current?.files ?? null);
      }}
    >
      {requests.length ? (
        <div className="field">
          <label className="label" htmlFor={ids.attach}>
            {w.attachTo}
          </label>
          <select
            id={ids.attach}
            name="request_id"
            className="select"
            value={requestId}
            onChange={(e) => setRequestId(e.target.value)}
          >
            <option value="">{w.noRequest}</option>
            {requests.map((r) => (
              <option key={r.id} value={r.id}>
                {r.title}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div
        className={`dropzone${dragging ? " dropzone--active" : ""}`}
        role="group"
        aria-label={w.dropLabel}
        aria-describedby={ids.hint}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {hydrated ? (
          <>
            {/* A phone has no files to drag: its button says what it does there. */}
            {coarsePointer ? null : <p className="m-0">{w.dragHere}</p>}
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={() => fileInputRef.current?.click()}
              disabled={busy}
            >
              <Upload aria-hidden="true" size={16} />{" "}
              {busy ? w.uploading : coarsePointer ? w.chooseFiles : w.uploadDocuments}
            </button>
          </>
        ) : null}
        <input
          ref={fileInputRef}
          type="file"
          name="files"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          className={hydrated ? "visually-hidden" : "input"}
          tabIndex={hydrated ? -1 : undefined}
          aria-label={w.chooseLabel}
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => void send(event.target.files)}
        />
        <p id={ids.hint} className="hint m-0">
          {w.hint}
        </p>
        {hydrated ? null : (
          <button type="submit" className="btn btn-primary btn-sm">
            <Upload aria-hidden="true" size={16} /> {w.uploadDocuments}
          </button>
        )}
      </div>
      {error ? (
        <div id={ids.error} className="alert alert-error mt-3" role="alert">
          {say(error)}
          {/* Without JavaScript a partly stored upload lists every file it did not keep, and why. */}
          {error === initial?.error && initial.notStored && initial.notStored.length > 1 ? (
            <FileNames label={w.notUploaded} names={initial.notStored.map(say)} />
          ) : null}
        </div>
      ) : null}
      <div role="status" aria-live="polite">
        {notice ? (
          <div className="alert alert-success mt-3">
            <p className="m-0">{notice}</p>
            {notice === initial?.notice && initial.stored?.length ? (
              <FileNames label={w.uploadedList} names={initial.stored} />
            ) : null}
          </div>
        ) : null}
      </div>
      {progress.length ? (
        <ul className="upload-progress" aria-label={w.progressLabel}>
          {progress.map((item, i) => (
            <ProgressRow key={`${item.name}-${i}`} item={item} />
          ))}
        </ul>
      ) : null}
    </form>
  );
}

function FileNames({ label, names }: { label: string; names: string[] }) {
  return (
    <ul aria-label={label} className="mb-0">
      {names.map((name, i) => (
        <li key={`${name}-${i}`}>{name}</li>
      ))}
    </ul>
  );
}
