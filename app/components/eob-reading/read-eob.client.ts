/**
 * Reads an EOB's PDF in the browser with the bill reader's own code (PDF.js fetched only now, on the click; a
 * `.client` module is empty on the server), then takes the figures the EOB page's form wants
 * (docs/decisions/0061-eob-read-into-its-own-page.md).
 */
import { readPdf } from "~/components/bill-reading/read-pdf.client";
import { eobRead, type EobRead } from "~/domain/eob-reading";

export async function readEobPdf(data: Uint8Array): Promise<EobRead> {
  return eobRead((await readPdf(data)).reading);
}
