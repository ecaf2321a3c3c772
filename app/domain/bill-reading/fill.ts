/**
 * What "Put these in the form" puts in "Check a bill": the read lines as the form types them, a line without a
 * printed code with the code of the procedure the person chose for it; a line with neither ("None of these") stays
 * out of the check and is handed back as not matched, so the page can name it (docs/product.md#reading-a-bill). Nothing here is checked: the person presses "Check this bill" themselves.
 */
import type { TypedBillCheck } from "../bill-check-fields";
import { MAX_BILL_LINES } from "../bills";

/** As long as a typed line's description may be (app/domain/bills.ts). */
const MAX_DESCRIPTION = 200;
import type { BillReading, ReadLine } from "./bill-reader";

/** A read line we could not price: what the bill calls it (bounded as the form's descriptions are) and its amount. */
export type UnmatchedLine = { description: string; amountCents: number };

/** The code the form gets for a line: its own (with its modifier), else the one chosen, else none. */
function codeFor(line: ReadLine, chosen: string | undefined): string | null {
  if (line.code) return line.modifier ? `${line.code}-${line.modifier}` : line.code;
  return chosen || null;
}

export function fillFrom(
  reading: BillReading,
  { ccn, chosen }: { ccn: string; chosen: Record<number, string> },
): { start: TypedBillCheck; unmatched: UnmatchedLine[]; cut: boolean } {
  const coded = reading.lines.flatMap((line, i) => {
    const code = codeFor(line, chosen[i]);
    return code ? [{ line, code }] : [];
  });
  return {
    start: {
      ccn,
      service_date: reading.serviceDate ?? "",
      bill_date: reading.statementDate ?? "",
      coverage: "",
      lines: coded.slice(0, MAX_BILL_LINES).map(({ line, code }) => ({
        code,
        description: line.description,
        units: String(line.units),
        billed_amount: (line.amountCents / 100).toFixed(2),
      })),
    },
    unmatched: reading.lines
      .filter((line, i) => !codeFor(line, chosen[i]))
      .slice(0, MAX_BILL_LINES)
      .map((line) => ({ description: line.description.slice(0, MAX_DESCRIPTION), amountCents: line.amountCents })),
    cut: coded.length > MAX_BILL_LINES,
  };
}
