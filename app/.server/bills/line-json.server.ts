/**
 * A case's checked lines as they are kept: one row per case in `bill_case_lines` (migration 0038,
 * docs/decisions/0081-bill-lines-as-one-row.md), a JSON array in position order, each line an array of its
 * fields in `LINE_FIELDS`' order. Ids are made in key order (line-ids.server.ts) and unique within their case.
 */
import type { CheckedLine, PriceStatus } from "../../domain/bill-rules";
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
  priceStatus: PriceStatus;
} & Omit<CheckedLine, "status">;

/** The order a kept line's fields are written in: one list, so the write and the read cannot disagree. */
const LINE_FIELDS = [
  "id",
  "position",
  "code",
  "description",
  "units",
  "billedCents",
  "procedureSlug",
  "postedCents",
  "fairLowCents",
  "fairHighCents",
  "medicareCents",
  "abovePostedCents",
  "aboveFair",
  "duplicate",
  "possibleSavingCents",
  "priceStatus",
] as const satisfies readonly (keyof BillLineRow)[];

// Every field of a line is in the list (a field added to BillLineRow but not here fails to compile).
const everyField: Exclude<keyof BillLineRow, (typeof LINE_FIELDS)[number]> extends never ? true : false = true;
void everyField;

type StoredLine = BillLineRow[(typeof LINE_FIELDS)[number]][];

/** The lines as kept, each its id (made here, in key order, unless given) and then its other fields. */
export function linesJson(rows: (Omit<BillLineRow, "id"> & { id?: string })[]): string {
  const ids = rows.some((r) => !r.id) ? orderedLineIds(rows.length) : [];
  return JSON.stringify(
    rows.map((r, i): StoredLine => {
      const line = { ...r, id: r.id ?? ids[i] };
      return LINE_FIELDS.map((field) => line[field]);
    }),
  );
}

/** The lines of a kept row (none when a case has no row yet: a bill the team has still to read). */
export function readLines(json: string | null | undefined): BillLineRow[] {
  if (!json) return [];
  return (JSON.parse(json) as StoredLine[]).map(
    (stored) => Object.fromEntries(LINE_FIELDS.map((field, i) => [field, stored[i]])) as BillLineRow,
  );
}
