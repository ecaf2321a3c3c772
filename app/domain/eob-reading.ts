/**
 * What an insurer's Explanation of Benefits, read from its PDF (app/domain/bill-reading/eob-reader.ts), puts in the
 * EOB page's form (docs/product.md#bill-check): each total as the member would type it, and the ones we could not
 * read named as such, never guessed (docs/decisions/0061-eob-read-into-its-own-page.md).
 */
import type { DocumentReading } from "./bill-reading/read-document";
import type { EobReading } from "./bill-reading/eob-reader";

/** The form's fields a read EOB fills, in the form's order. */
const EOB_READ_FIELDS = [
  "eob_billed",
  "eob_allowed",
  "eob_plan_paid",
  "eob_patient_responsibility",
  "processed_on",
] as const;
type EobReadField = (typeof EOB_READ_FIELDS)[number];

/** One figure read: the form's value ("2147.64", "2026-06-15"), or null when the EOB did not give it to us. */
export type EobFigure = { field: EobReadField; value: string | null };

export type EobRead =
  | {
      kind: "eob";
      insurer: string | null;
      claimNumber: string | null;
      serviceDate: string | null;
      figures: EobFigure[];
    }
  /** A hospital's bill, not an EOB: its figures are not the insurer's. */
  | { kind: "bill" }
  /** A scan or a photo: nothing to read on the device. */
  | { kind: "no-text" };

const CENTS: Record<Exclude<EobReadField, "processed_on">, keyof EobReading> = {
  eob_billed: "billedCents",
  eob_allowed: "allowedCents",
  eob_plan_paid: "planPaidCents",
  eob_patient_responsibility: "patientResponsibilityCents",
};

/** Whole cents as the form's dollars, "2147.64"; anything but whole non-negative cents is not a figure we read. */
function dollars(cents: unknown): string | null {
  if (typeof cents !== "number" || !Number.isSafeInteger(cents) || cents < 0) return null;
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

export function eobRead(reading: DocumentReading): EobRead {
  if (reading.kind !== "eob") return { kind: reading.kind };
  return {
    kind: "eob",
    insurer: reading.insurer,
    claimNumber: reading.claimNumber,
    serviceDate: reading.serviceDate,
    figures: EOB_READ_FIELDS.map((field) => ({
      field,
      value: field === "processed_on" ? reading.processedDate : dollars(reading[CENTS[field]]),
    })),
  };
}

/** What a read EOB puts in the form, by field name. */
export type EobFill = Partial<Record<EobReadField, string>>;

/** The form's values from the figures read; a figure not read is left out, so what the member typed stays. */
export function eobFormValues(figures: readonly EobFigure[]): EobFill {
  return Object.fromEntries(figures.flatMap((f) => (f.value === null ? [] : [[f.field, f.value]])));
}

/** The EOB is for another day's care than this bill (both dates read): it may be another claim's statement. */
export const otherVisit = (read: { serviceDate: string | null }, billServiceDate: string | null) =>
  read.serviceDate !== null && billServiceDate !== null && read.serviceDate !== billServiceDate;
