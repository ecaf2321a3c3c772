/**
 * What a PDF's text says it is, read (docs/decisions/0053-reading-bills-in-the-browser.md): a hospital's bill, an
 * insurer's Explanation of Benefits, or nothing to read (a scan or a photo: the team reads it).
 */
import { readBill, type BillReading } from "./bill-reader";
import { readEob, type EobReading } from "./eob-reader";
import { rowsOf, type TextItem } from "./rows";

export type DocumentReading = BillReading | EobReading | { kind: "no-text" };

export function readDocument(items: readonly TextItem[]): DocumentReading {
  const rows = rowsOf(items);
  if (!rows.length) return { kind: "no-text" };
  if (rows.some((r) => /explanation of benefits|this is not a bill/i.test(r.text))) return readEob(rows);
  return readBill(rows);
}
