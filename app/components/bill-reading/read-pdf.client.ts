/**
 * Reads a PDF in the browser: PDF.js is fetched only now, when the person asks to read a bill, and never reaches
 * the Worker or the first visit's scripts (a `.client` module is empty on the server; docs/decisions/0053-reading-bills-in-the-browser.md).
 * Its worker file is a static asset with a hashed name.
 */
import workerSrc from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { matchDescription, type MatchResult } from "~/domain/bill-reading/match-description";
import { readDocument, type DocumentReading } from "~/domain/bill-reading/read-document";
import { pdfTextItems } from "./pdf-text";

/** What was read, and for a bill each line's procedures when it prints no code (null when it does). */
export type PdfReading = { reading: DocumentReading; matches: (MatchResult | null)[] };

export async function readPdf(data: Uint8Array): Promise<PdfReading> {
  const pdfjs = await import("pdfjs-dist");
  pdfjs.GlobalWorkerOptions.workerSrc = workerSrc;
  const reading = readDocument(await pdfTextItems(pdfjs, data, { disableFontFace: true }));
  const lines = reading.kind === "bill" ? reading.lines : [];
  return { reading, matches: lines.map((l) => (l.code ? null : matchDescription(l.description))) };
}
