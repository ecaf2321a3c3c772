import { formatUsd, formatUsdRange } from "./money";

/** Whole cents as dollars: 125050 → "$1,250.50", 120000 → "$1,200". */
export const formatCents = (cents: number) => formatUsd(cents / 100);

/** A range in cents: "$1,500–$3,000". */
export const formatCentsRange = (low: number, high: number) => formatUsdRange(low / 100, high / 100);
