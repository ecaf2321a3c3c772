import { useEffect, useRef, useState, type ReactNode } from "react";
import { documentFileUrl } from "~/domain/documents";
import type { BillReadingWords } from "~/i18n/bill-reading/en";
import styles from "./bill-reading.module.css";

const IMAGE = /\.(png|jpe?g|gif|webp)$/i;

/**
 * The member's uploaded bill beside the team's "Enter or edit the lines" form, so the team reads from one screen
 * (docs/product.md#reading-a-bill): a photo as itself, a PDF drawn page by page once the page runs JavaScript.
 * The link opens the file in every case, and is all there is without JavaScript.
 */
export function DocumentBeside({
  document: file,
  words,
  children,
}: {
  document: { id: string; filename: string } | null;
  words: BillReadingWords;
  children: ReactNode;
}) {
  if (!file) return <>{children}</>;
  return (
    <div className={styles.beside}>
      <figure className={styles.document}>
        <figcaption>
          <a href={documentFileUrl(file.id, "inline")}>{words.openDocument(file.filename)}</a>
        </figcaption>
        {IMAGE.test(file.filename) ? (
          <img src={documentFileUrl(file.id, "inline")} alt={words.documentAlt(file.filename)} />
        ) : /\.pdf$/i.test(file.filename) ? (
          <PdfPages id={file.id} words={words} />
        ) : null}
      </figure>
      <div>{children}</div>
    </div>
  );
}

function PdfPages({ id, words }: { id: string; words: BillReadingWords }) {
  const pages = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let gone = false;
    (async () => {
      const response = await fetch(documentFileUrl(id, "inline"));
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const data = new Uint8Array(await response.arrayBuffer());
      const { renderPdf } = await import("./render-pdf.client");
      if (!gone && pages.current) await renderPdf(data, pages.current, words.documentPage);
    })().catch(() => setFailed(true));
    return () => {
      gone = true;
    };
  }, [id, words]);
  return (
    <>
      <div ref={pages} className={styles.pages} />
      {failed ? <p className="hint">{words.documentFailed}</p> : null}
    </>
  );
}
