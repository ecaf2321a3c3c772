/**
 * What "Put these in the form" puts in "Check a bill": the read lines as the form types them, a line without a
 * printed code with the code of the procedure the person chose for it; a line with neither stays out of the check
 * (docs/product.md#reading-a-bill). Nothing here is checked: the person presses "Check this bill" themselves.
 */
import type { TypedBillCheck } from "../bill-check-fields";
import { MAX_BILL_LINES } from "../bills";
import type { BillReading, ReadLine } from "./bill-reader";

/** The code the form gets for a line: its own (with its modifier), else the one chosen, else none. */
function codeFor(line: ReadLine, chosen: string | undefined): string | null {
  if (line.code) return line.modifier ? `${line.code}-${line.modifier}` : line.code;
  return chosen || null;
}

export function fillFrom(
  reading: BillReading,
  { ccn, chosen }: { ccn: string; chosen: Record<number, string> },
): { start: TypedBillCheck; leftOut: number; cut: boolean } {
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
    leftOut: reading.lines.length - coded.length,
    cut: coded.length > MAX_BILL_LINES,
  };
}
