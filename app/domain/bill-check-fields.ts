/**
 * A checked bill's fields as the "Check a bill" form types them: what the public check carries to
 * "Save this check" and what the member's form starts with once they have joined (docs/product.md#bill-check).
 */
import type { CheckBillInput } from "./bills";
import { typedUnmatched, type TypedUnmatchedLine } from "./bill-unmatched";

/** `/sign-in?then=save-bill`: sent there by "Save this check". */
export const SAVE_BILL_CHECK = "save-bill";

/** The member's form field naming the visitor's kept check, forgotten once the member's own is saved. */
export const KEPT_CHECK_FIELD = "kept_check";

export type TypedBillCheck = {
  ccn: string;
  service_date: string;
  bill_date: string;
  coverage: string;
  lines: { code: string; description: string; units: string; billed_amount: string }[];
  /** Read lines we could not match to a code, carried as hidden fields (./bill-unmatched.ts). */
  unmatched?: TypedUnmatchedLine[];
};

/** The checked bill (cents) as the form's fields (dollars as typed, e.g. "1250.00"). */
export function typedFieldsOf(input: CheckBillInput): TypedBillCheck {
  return {
    ccn: input.ccn,
    service_date: input.service_date,
    bill_date: input.bill_date ?? "",
    coverage: input.coverage,
    lines: input.lines.map((l) => ({
      code: l.code,
      description: l.description,
      units: String(l.units),
      billed_amount: (l.billedCents / 100).toFixed(2),
    })),
    unmatched: input.unmatched.map(typedUnmatched),
  };
}

/** The same fields as flat form names ("lines[0].code"), for a form that sends them on unseen. */
export function flatFieldsOf(typed: TypedBillCheck): [string, string][] {
  const { lines, unmatched = [], ...rest } = typed;
  const listed = (name: string, rows: Record<string, string>[]) =>
    rows.flatMap((l, i) => Object.entries(l).map(([key, value]): [string, string] => [`${name}[${i}].${key}`, value]));
  return [...Object.entries(rest), ...listed("lines", lines), ...listed("unmatched", unmatched)];
}
