/**
 * Draws a PDF's pages as pictures beside the team's lines form, with PDF.js loaded only then (a `.client` module
 * is empty on the server; docs/decisions/0053-reading-bills-in-the-browser.md). The file's own answer forbids
 * frames (`frame-ancestors 'none'`), so it is drawn rather than embedded.
 */
import workerSrc from "pdfjs-dist/build/pdf.worker.min.mjs?url";

const MAX_PAGES = 20;

export async function renderPdf(data: Uint8Array, into: HTMLElement, pageLabel: (n: number) => string) {
  const pdfjs = await import("pdfjs-dist");
  pdfjs.GlobalWorkerOptions.workerSrc = workerSrc;
  const task = pdfjs.getDocument({ data });
  try {
    const doc = await task.promise;
    into.replaceChildren();
    for (let n = 1; n <= Math.min(doc.numPages, MAX_PAGES); n++) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: 1.5 });
      const canvas = document.createElement("canvas");
      canvas.width = Math.ceil(viewport.width);
      canvas.height = Math.ceil(viewport.height);
      canvas.setAttribute("role", "img");
      canvas.setAttribute("aria-label", pageLabel(n));
      into.appendChild(canvas);
      await page.render({ canvas, viewport }).promise;
    }
  } finally {
    await task.destroy();
  }
}
