/** How price figures read on the page (client-safe). */
import { formatUsd } from "~/format/money";
import type { PriceRange } from "~/domain/prices";
import { en, type RangeWords } from "~/i18n/prices/en";

/** A figure rounded up to $100 that is exactly $100 may be $8: it reads "under $100". */
const SMALL = 100;
const formatEnd = (n: number, w: RangeWords) => (n === SMALL ? w.under(formatUsd(SMALL)) : formatUsd(n));

/**
 * A range as it reads: "$300–$500"; "under $100" when both ends are; "up to $200" when only the bottom is
 * under $100 (never "under $100–$200", which reads as if the whole range were under $100).
 */
export function formatRange(r: PriceRange, w: RangeWords = en.range): string {
  if (r.min === r.max || (r.min <= SMALL && r.max === SMALL && r.min !== 0)) return formatEnd(r.max, w);
  if (r.min === SMALL) return w.upTo(formatUsd(r.max));
  return `${formatEnd(r.min, w)}–${formatEnd(r.max, w)}`;
}

export const formatFigure = (n: number, w: RangeWords = en.range) => formatEnd(n, w);

/** The to-the-dollar estimate shown beside a figure that reads "under $100"; null when not needed. */
export function exactBeside(
  shown: PriceRange | number,
  exact: PriceRange | number | null | undefined,
  w: RangeWords = en.range,
): string | null {
  if (exact === null || exact === undefined) return null;
  const ends = typeof shown === "number" ? [shown] : [shown.min, shown.max];
  if (!ends.includes(SMALL)) return null;
  if (typeof exact === "number") return w.about(formatUsd(exact));
  return exact.min === exact.max
    ? w.about(formatUsd(exact.max))
    : w.about(`${formatUsd(exact.min)}–${formatUsd(exact.max)}`);
}
