import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from "react";
import type { DocumentOption } from "~/components/bills/CheckBillForm";
import type { PdfReading } from "./read-pdf.client";
import { en } from "~/i18n/bill-reading/en";
import { es } from "~/i18n/bill-reading/es";
import { wordsIn } from "~/i18n/pick";
import type { ReadFill } from "./read-fill";
import { handToTeam, TeamReadsNotice } from "./hand-to-team";
import { UploadedPdfSelect } from "./UploadedPdfSelect";

const ReadingReview = lazy(() => import("./review.client").then((m) => ({ default: m.ReadingReview })));

/** A file larger than this is no statement we read in a phone's memory: the team reads it. */
const MAX_BYTES = 20 * 1024 * 1024;
const IMAGES = "image/jpeg,.jpg,.jpeg,image/png,.png,image/gif,.gif";

type State =
  | { kind: "idle" }
  | { kind: "reading" }
  | { kind: "problem"; message: string }
  | { kind: "team" }
  | ({ kind: "read"; id: number } & PdfReading);

/**
 * "Read my bill" (docs/product.md#reading-a-bill): the person picks a PDF (or one they uploaded) and it is read in
 * the browser, PDF.js loaded only now (docs/decisions/0053-reading-bills-in-the-browser.md). It needs JavaScript,
 * so it shows once the page runs it; without, the form is typed as before.
 */
export function BillReader({
  lang,
  documents = [],
  searchPath,
  onFill,
  teamReads = false,
}: {
  lang?: string;
  /** The member's uploaded files: the PDFs among them may be read. */
  documents?: DocumentOption[];
  /** The page whose `?q=` hospital search finds the bill's hospital. */
  searchPath: string;
  onFill: (fill: ReadFill) => void;
  /** The page's bill form has "We'll read it for you": a photo or a scan is handed to it. */
  teamReads?: boolean;
}) {
  const words = wordsIn(lang, { en, es });
  const id = useId();
  const [running, setRunning] = useState(false);
  const [state, setState] = useState<State>({ kind: "idle" });
  useEffect(() => setRunning(true), []);
  if (!running) return null;
  const pdfs = documents.filter((d) => (teamReads ? /\.(pdf|png|jpe?g|gif)$/i : /\.pdf$/i).test(d.filename));

  async function read(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get("bill_file");
    const documentId = String(form.get("bill_document") ?? "");
    const picked = file instanceof File && file.size > 0 ? file : null;
    if (!picked && !documentId) return setState({ kind: "problem", message: words.chooseFirst });
    const pdf = picked ? /pdf$/i.test(picked.type || picked.name) : /\.pdf$/i.test(optionName(documentId));
    // A photo (or a file too large to read on a phone) is not read here: the team reads it.
    if (teamReads && (!pdf || (picked && picked.size > MAX_BYTES))) return team(picked, documentId);
    if (picked && (picked.size > MAX_BYTES || !pdf)) {
      return setState({ kind: "problem", message: words.notPdf });
    }
    setState({ kind: "reading" });
    try {
      const bytes = picked ? await picked.arrayBuffer() : await fetchDocument(documentId);
      const { readPdf } = await import("./read-pdf.client");
      const read = await readPdf(new Uint8Array(bytes));
      if (teamReads && read.reading.kind === "no-text") return team(picked, documentId);
      setState({ kind: "read", ...read, id: Date.now() });
    } catch {
      setState({ kind: "problem", message: words.failed });
    }
  }

  function team(file: File | null, documentId: string) {
    handToTeam(file, documentId);
    setState({ kind: "team" });
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{words.title}</h2>
      <p>{words.intro}</p>
      <form onSubmit={read}>
        <div className="field">
          <label className="label" htmlFor={`${id}-file`}>
            {words.fileLabel(teamReads)}
          </label>
          <p className="hint" id={`${id}-file-hint`}>
            {words.fileHint(teamReads)}
          </p>
          <input
            id={`${id}-file`}
            name="bill_file"
            type="file"
            accept={teamReads ? `application/pdf,.pdf,${IMAGES}` : "application/pdf,.pdf"}
            className="input"
            aria-describedby={`${id}-file-hint`}
          />
        </div>
        <UploadedPdfSelect
          id={`${id}-document`}
          name="bill_document"
          label={words.uploadedLabel}
          none={words.uploadedNone}
          documents={pdfs}
        />
        <button type="submit" className="btn btn-secondary" disabled={state.kind === "reading"}>
          {words.read}
        </button>
      </form>
      <div role="status">
        {state.kind === "reading" ? <p>{words.reading}</p> : null}
        {state.kind === "problem" ? <p className="alert alert-error">{state.message}</p> : null}
        {state.kind === "team" ? <TeamReadsNotice lang={lang} /> : null}
        {state.kind === "read" && state.reading.kind === "no-text" ? (
          <p className="alert alert-info">{words.noText}</p>
        ) : null}
        {state.kind === "read" && state.reading.kind === "eob" ? <p className="alert alert-info">{words.eob}</p> : null}
      </div>
      {state.kind === "read" && state.reading.kind === "bill" ? (
        <Suspense fallback={<p>{words.reading}</p>}>
          <ReadingReview
            key={state.id}
            reading={state.reading}
            matches={state.matches}
            words={words}
            searchPath={searchPath}
            onFill={onFill}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

async function fetchDocument(id: string): Promise<ArrayBuffer> {
  const response = await fetch(`/documents/${encodeURIComponent(id)}/file`);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.arrayBuffer();
}

/** The name of the uploaded file picked in the reader's list. */
function optionName(documentId: string): string {
  if (!documentId || typeof document === "undefined") return "";
  const option = document.querySelector<HTMLOptionElement>(`option[value="${CSS.escape(documentId)}"]`);
  return option?.textContent ?? "";
}
