// Reading a 30-line PDF bill, timed in the same run as a price search (part of `npm run bench`): the read is the
// code the browser runs after "Read my bill" (app/components/bill-reading/pdf-text.ts, then
// app/domain/bill-reading/read-document.ts), loaded through Vite and run in Node on PDF.js's Node build, as the
// fixture tests do (docs/decisions/0053-reading-bills-in-the-browser.md). Timed in turns (search, read, search, …)
// so both meet the same moment's load; the first read, PDF.js's start included, is given apart.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { createServer } from "vite";

const root = resolve(import.meta.dirname, "..");
export const THIRTY_LINE_BILL = resolve(root, "test/fixtures/bills/itemized-date-first-30-lines.pdf");
const standardFontDataUrl = `${resolve(root, "node_modules/pdfjs-dist/standard_fonts")}/`;
const median = (times) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];

/** The page's reading code, loaded from its TypeScript by Vite (the `~` alias as the app has it). */
export async function loadPdfReader() {
  const vite = await createServer({
    root,
    configFile: false,
    logLevel: "silent",
    appType: "custom",
    resolve: { alias: { "~": resolve(root, "app") } },
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { pdfTextItems } = await vite.ssrLoadModule("/app/components/bill-reading/pdf-text.ts");
    const { readDocument } = await vite.ssrLoadModule("/app/domain/bill-reading/read-document.ts");
    return async (bytes) =>
      readDocument(await pdfTextItems({ getDocument }, new Uint8Array(bytes), { standardFontDataUrl }));
  } finally {
    await vite.close();
  }
}

/** Milliseconds a call takes; an answer's body is read to its last byte. */
async function time(call) {
  const start = performance.now();
  const result = await call();
  if (typeof result?.arrayBuffer === "function") await result.arrayBuffer();
  return performance.now() - start;
}

/**
 * `rounds` turns of one price search (`search`, a fetch) and one read of the 30-line bill; prints and returns the
 * medians, the first read apart, and the read's time as a multiple of the search's.
 */
export async function pdfReadVsSearch({ search, rounds, file = THIRTY_LINE_BILL }) {
  const read = await loadPdfReader();
  const bytes = readFileSync(file);
  let lines = 0;
  const readOnce = async () => {
    const reading = await read(bytes);
    lines = reading.kind === "bill" ? reading.lines.length : 0;
  };
  const firstMs = await time(readOnce);
  const turns = { search: [], read: [] };
  for (let i = 0; i < rounds; i++) {
    turns.search.push(await time(search));
    turns.read.push(await time(readOnce));
  }
  const p50 = { search: median(turns.search), read: median(turns.read) };
  const ratio = Number((p50.read / p50.search).toFixed(2));
  console.log(
    `  Reading a ${lines}-line PDF bill (PDF.js in Node, the page's reader): first ${firstMs.toFixed(1)} ms, ` +
      `then p50 ${p50.read.toFixed(1)} ms against a price search's ${p50.search.toFixed(1)} ms = ${ratio}× a search ` +
      `(${rounds} turns; in the browser it runs on the member's device, not the Worker)`,
  );
  return { lines, firstMs, p50, ratio, rounds };
}
