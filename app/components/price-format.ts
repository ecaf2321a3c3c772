/** How price figures read on the page (client-safe). */
import type { PriceRange } from "~/schemas/prices";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
export const formatUsd = (n: number) => usd.format(n);

/** A figure rounded up to $100 that is exactly $100 may be $8: it reads "under $100". */
const SMALL = 100;
const formatEnd = (n: number) => (n === SMALL ? `under ${formatUsd(SMALL)}` : formatUsd(n));

export function formatRange(r: PriceRange): string {
  if (r.min === r.max || (r.min <= SMALL && r.max === SMALL && r.min !== 0)) return formatEnd(r.max);
  return `${formatEnd(r.min)}–${formatEnd(r.max)}`;
}

export const formatFigure = (n: number) => formatEnd(n);

/** The to-the-dollar estimate shown beside a figure that reads "under $100"; null when not needed. */
export function exactBeside(shown: PriceRange | number, exact: PriceRange | number | null | undefined): string | null {
  if (exact === null || exact === undefined) return null;
  const ends = typeof shown === "number" ? [shown] : [shown.min, shown.max];
  if (!ends.includes(SMALL)) return null;
  if (typeof exact === "number") return `about ${formatUsd(exact)}`;
  return exact.min === exact.max ? `about ${formatUsd(exact.max)}` : `about ${formatUsd(exact.min)}–${formatUsd(exact.max)}`;
}
