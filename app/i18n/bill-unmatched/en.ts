/** Read bill lines we could not match to a code (docs/product.md#reading-a-bill): the result page and the letter page. */
export const en = {
  /** The line's "What we found" cell: it has no code, so no price is compared. */
  notMatched: "Not matched: we could not price this line",
  /** The code cell of such a line. */
  noCode: "No code",
  /** The letter's explanation (shown in Spanish only: the letter itself is in English). */
  explain: (lines: string) =>
    `The codes of the lines we could not match: ${lines}. Without a code we cannot compare their price.`,
};

export type BillUnmatchedWords = typeof en;
