/**
 * A bill line the reader could not match to a code ("None of these"): it travels with the bill form as hidden
 * fields (`unmatched[i].description`, `unmatched[i].amount`), is kept on the case, shown as "Not matched" and named
 * in the letter's request for the itemized bill with codes (docs/product.md#reading-a-bill). Never priced.
 */
import * as v from "valibot";

/** As many as a bill has lines (app/domain/bills.ts MAX_BILL_LINES); also the door's bound on the list. */
const MAX_UNMATCHED_LINES = 100;

/** One kept line: what the bill calls it and its amount. */
export type UnmatchedBillLine = { description: string; amountCents: number };

/** The form's words for it (dollars as the reader writes them, e.g. "12.50"). */
export type TypedUnmatchedLine = { description: string; amount: string };

const AMOUNT = /^\d{1,9}(?:\.\d{1,2})?$/;

const field = (max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string()), ""),
    v.transform((x) => (x ?? "").trim()),
    v.maxLength(max, `Please keep this under ${max} characters`),
  );

const unmatchedRow = v.pipe(
  v.object({ description: field(200), amount: field(20) }),
  v.forward(
    v.check((l) => (!l.description && !l.amount) || AMOUNT.test(l.amount), "Please enter an amount in dollars"),
    ["amount"],
  ),
  v.transform((l): UnmatchedBillLine | null =>
    !l.description && !l.amount
      ? null
      : { description: l.description, amountCents: Math.round(Number(l.amount) * 100) },
  ),
);

/** The bill form's (and /api/bills') optional list of lines we could not price; blank rows are dropped. */
export const unmatchedField = v.pipe(
  v.optional(
    v.pipe(
      v.array(unmatchedRow),
      v.maxLength(MAX_UNMATCHED_LINES, `A bill can have at most ${MAX_UNMATCHED_LINES} lines here`),
    ),
    [],
  ),
  v.transform((rows) => rows.filter((l): l is UnmatchedBillLine => l !== null)),
);

/** A kept line as the form carries it again. */
export const typedUnmatched = (l: UnmatchedBillLine): TypedUnmatchedLine => ({
  description: l.description,
  amount: (l.amountCents / 100).toFixed(2),
});
