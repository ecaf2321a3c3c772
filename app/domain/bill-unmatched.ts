/**
 * A bill line the reader could not match to a code ("None of these"): it travels with the bill form as hidden
 * fields (`unmatched[i].description`, `unmatched[i].amount`), is kept on the case, shown as "Not matched" and named
 * in the letter's request for the itemized bill with codes (docs/product.md#reading-a-bill). Never priced.
 */
import * as v from "valibot";
import { formText } from "./common";

/** One kept line: what the bill calls it and its amount. */
export type UnmatchedBillLine = { description: string; amountCents: number };

/** The form's words for it (dollars as the reader writes them, e.g. "12.50"). */
export type TypedUnmatchedLine = { description: string; amount: string };

const AMOUNT = /^\d{1,9}(?:\.\d{1,2})?$/;

/** The bill form's words for a refusal (app/domain/bills.ts BILL_MESSAGES, each said by its code). */
type UnmatchedMessages = { amountInvalid: string; tooManyLines: string };

/**
 * The bill form's (and /api/bills') optional list of lines we could not price, at most `maxLines` (as many as a
 * bill has lines; also the door's bound on the list); blank rows are dropped.
 */
export function unmatchedField(maxLines: number, messages: UnmatchedMessages) {
  const row = v.pipe(
    v.object({ description: formText(200), amount: formText(20) }),
    v.forward(
      v.check((l) => (!l.description && !l.amount) || AMOUNT.test(l.amount), messages.amountInvalid),
      ["amount"],
    ),
    v.transform((l): UnmatchedBillLine | null =>
      !l.description && !l.amount
        ? null
        : { description: l.description, amountCents: Math.round(Number(l.amount) * 100) },
    ),
  );
  return v.pipe(
    v.optional(v.pipe(v.array(row), v.maxLength(maxLines, messages.tooManyLines)), []),
    v.transform((rows) => rows.filter((l): l is UnmatchedBillLine => l !== null)),
  );
}

/** A kept line as the form carries it again. */
export const typedUnmatched = (l: UnmatchedBillLine): TypedUnmatchedLine => ({
  description: l.description,
  amount: (l.amountCents / 100).toFixed(2),
});
