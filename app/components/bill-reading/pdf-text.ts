/**
 * A PDF's text with where each piece sits, through PDF.js (pdfjs-dist), handed in by the caller: the page loads
 * it on demand in the browser, the tests load its Node build (docs/decisions/0053-reading-bills-in-the-browser.md).
 */
import type * as Pdfjs from "pdfjs-dist";
import type { TextItem } from "~/domain/bill-reading/rows";

/** Bills longer than this are read up to here; the rest is the team's (a 100-line bill is about 5 pages). */
const MAX_PAGES = 20;

type PdfjsModule = Pick<typeof Pdfjs, "getDocument">;

export async function pdfTextItems(
  pdfjs: PdfjsModule,
  data: Uint8Array,
  options: Omit<Parameters<typeof Pdfjs.getDocument>[0] & object, "data"> = {},
): Promise<TextItem[]> {
  const task = pdfjs.getDocument({ ...options, data });
  try {
    const doc = await task.promise;
    const items: TextItem[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, MAX_PAGES); n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      for (const item of content.items) {
        if (!("str" in item)) continue;
        const [, , c, d, x, y] = item.transform as number[];
        items.push({ page: n, text: item.str, x, y, width: item.width, size: Math.hypot(c, d) });
      }
    }
    return items;
  } finally {
    await task.destroy();
  }
}
