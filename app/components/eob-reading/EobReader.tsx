import { lazy, Suspense, useId, useState, type FormEvent } from "react";
import type { DocumentOption } from "~/components/bills/CheckBillForm";
import type { EobFill, EobRead } from "~/domain/eob-reading";
import { wordsIn } from "~/i18n/pick";
import { en } from "~/i18n/eob-reading/en";
import { es } from "~/i18n/eob-reading/es";
import { UploadedPdfSelect } from "~/components/bill-reading/UploadedPdfSelect";

const EobReview = lazy(() => import("./review.client").then((m) => ({ default: m.EobReview })));

/** A file larger than this is no EOB we read in a phone's memory. */
const MAX_BYTES = 20 * 1024 * 1024;

type State =
  | { kind: "idle" }
  | { kind: "reading" }
  | { kind: "problem"; message: string }
  | { kind: "read"; id: number; read: EobRead };

/**
 * "Read my EOB" (docs/product.md#bill-check): the member picks their Explanation of Benefits as a PDF and it is read
 * in the browser with the bill reader's code, PDF.js loaded only on the click
 * (docs/decisions/0061-eob-read-into-its-own-page.md). It needs JavaScript: `EobReaderSlot` loads it once the page
 * runs it (a `.client` module, so neither it nor its words reach the Worker); without, the totals are typed as before.
 */
export function EobReader({
  lang,
  documents = [],
  billServiceDate,
  onFill,
}: {
  lang?: string;
  /** The member's uploaded PDFs: one of them may be read instead of a picked file. */
  documents?: DocumentOption[];
  billServiceDate: string | null;
  onFill: (values: EobFill) => void;
}) {
  const words = wordsIn(lang, { en, es });
  const id = useId();
  const [state, setState] = useState<State>({ kind: "idle" });

  async function read(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem("eob_file");
    const picked = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
    const file = picked && picked.size > 0 ? picked : null;
    const documentId = String(new FormData(event.currentTarget).get("eob_document") ?? "");
    if (!file && !documentId) return setState({ kind: "problem", message: words.chooseFirst });
    if (file && (file.size > MAX_BYTES || !/pdf$/i.test(file.type || file.name))) {
      return setState({ kind: "problem", message: words.notPdf });
    }
    setState({ kind: "reading" });
    try {
      const bytes = new Uint8Array(file ? await file.arrayBuffer() : await fetchDocument(documentId));
      const { readEobPdf } = await import("./read-eob.client");
      setState({ kind: "read", id: Date.now(), read: await readEobPdf(bytes) });
    } catch {
      setState({ kind: "problem", message: words.failed });
    }
  }

  const read_ = state.kind === "read" ? state.read : null;
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{words.title}</h2>
      <p>{words.intro}</p>
      <form onSubmit={read}>
        <div className="field">
          <label className="label" htmlFor={`${id}-file`}>
            {words.fileLabel}
          </label>
          <input id={`${id}-file`} name="eob_file" type="file" accept="application/pdf,.pdf" className="input" />
        </div>
        <UploadedPdfSelect
          id={`${id}-document`}
          name="eob_document"
          label={words.uploadedLabel}
          none={words.uploadedNone}
          documents={documents}
        />
        <button type="submit" className="btn btn-secondary" disabled={state.kind === "reading"}>
          {words.read}
        </button>
      </form>
      <div role="status">
        {state.kind === "reading" ? <p>{words.reading}</p> : null}
        {state.kind === "problem" ? <p className="alert alert-error">{state.message}</p> : null}
        {read_?.kind === "no-text" ? <p className="alert alert-info">{words.noText}</p> : null}
        {read_?.kind === "bill" ? <p className="alert alert-info">{words.bill}</p> : null}
      </div>
      {state.kind === "read" && state.read.kind === "eob" ? (
        <Suspense fallback={<p>{words.reading}</p>}>
          <EobReview
            key={state.id}
            read={state.read}
            billServiceDate={billServiceDate}
            lang={lang}
            words={words}
            onFill={onFill}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/** A member's uploaded file, from the route that answers only its owner or an admin. */
async function fetchDocument(id: string): Promise<ArrayBuffer> {
  const response = await fetch(`/documents/${encodeURIComponent(id)}/file`);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.arrayBuffer();
}
