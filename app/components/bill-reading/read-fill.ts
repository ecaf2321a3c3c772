import type { HospitalOption } from "~/domain/bill-views";
import type { TypedBillCheck } from "~/domain/bill-check-fields";

/** What "Put these in the form" hands the page: the form's new start, and the hospitals its list offers. */
export type ReadFill = { key: string; start: TypedBillCheck; hospitals: HospitalOption[] };

/** The form's hospital list once a bill is read: the hospitals offered for it first, then the page's own search. */
export function withRead(hospitals: HospitalOption[], read: ReadFill | null): HospitalOption[] {
  if (!read) return hospitals;
  return [...read.hospitals, ...hospitals.filter((h) => !read.hospitals.some((r) => r.ccn === h.ccn))];
}
