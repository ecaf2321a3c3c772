/**
 * Who owns a hospital, in three words a patient can use. CMS's "Hospital Ownership" labels
 * (hospitals.csv, see docs/prices.md): "Voluntary non-profit - Private|Church|Other", "Proprietary",
 * "Physician", "Government - Federal|State|Local|Hospital District or Authority", "Tribal".
 * A non-profit hospital must keep a written financial assistance policy (IRS section 501(r)),
 * which is why the bill check and the hospital page ask.
 */
export type OwnershipKind = "non-profit" | "for-profit" | "government";

/** The kind of owner behind a CMS ownership label; null when the label is empty or unknown. */
export function classifyOwnership(label: string | null | undefined): OwnershipKind | null {
  const value = label?.trim().toLowerCase() ?? "";
  if (value.startsWith("voluntary non-profit")) return "non-profit";
  if (value === "proprietary" || value === "physician") return "for-profit";
  if (value.startsWith("government") || value === "tribal") return "government";
  return null;
}
