/**
 * A case's checked lines as they are kept: one row per case in `bill_case_lines` (migration 0038,
 * docs/decisions/0081-bill-lines-as-one-row.md), a JSON array in position order, each line an array of its
 * fields in `BillLineRow`'s order. Ids are made in key order (line-ids.server.ts) and unique within their case.
 */
import type { PriceStatus } from "../../domain/bill-rules";
import { orderedLineIds } from "./line-ids.server";

/** One checked line: the columns a line has always had, but its case (the row it is kept in). */
export type BillLineRow = {
  id: string;
  position: number;
  code: string;
  description: string;
  units: number;
  billedCents: number;
  /** The figures the line was checked against (cents, times the units); null where the data has none. */
  procedureSlug: string | null;
  postedCents: number | null;
  fairLowCents: number | null;
  fairHighCents: number | null;
  medicareCents: number | null;
  abovePostedCents: number;
  aboveFair: boolean;
  duplicate: boolean;
  possibleSavingCents: number;
  priceStatus: PriceStatus;
};

type StoredLine = [
  string,
  number,
  string,
  string,
  number,
  number,
  string | null,
  number | null,
  number | null,
  number | null,
  number | null,
  number,
  boolean,
  boolean,
  number,
  PriceStatus,
];

/** The lines as kept, each its id (made here, in key order, unless given) and then its other fields. */
export function linesJson(rows: (Omit<BillLineRow, "id"> & { id?: string })[]): string {
  const ids = rows.some((r) => !r.id) ? orderedLineIds(rows.length) : [];
  return JSON.stringify(
    rows.map((r, i): StoredLine => [
      r.id ?? ids[i],
      r.position,
      r.code,
      r.description,
      r.units,
      r.billedCents,
      r.procedureSlug,
      r.postedCents,
      r.fairLowCents,
      r.fairHighCents,
      r.medicareCents,
      r.abovePostedCents,
      r.aboveFair,
      r.duplicate,
      r.possibleSavingCents,
      r.priceStatus,
    ]),
  );
}

/** The lines of a kept row (none when a case has no row yet: a bill the team has still to read). */
export function readLines(json: string | null | undefined): BillLineRow[] {
  if (!json) return [];
  return (JSON.parse(json) as StoredLine[]).map(
    ([
      id,
      position,
      code,
      description,
      units,
      billedCents,
      procedureSlug,
      postedCents,
      fairLowCents,
      fairHighCents,
      medicareCents,
      abovePostedCents,
      aboveFair,
      duplicate,
      possibleSavingCents,
      priceStatus,
    ]) => ({
      id,
      position,
      code,
      description,
      units,
      billedCents,
      procedureSlug,
      postedCents,
      fairLowCents,
      fairHighCents,
      medicareCents,
      abovePostedCents,
      aboveFair,
      duplicate,
      possibleSavingCents,
      priceStatus,
    }),
  );
}
