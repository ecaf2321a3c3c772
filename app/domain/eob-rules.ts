/**
 * The insurer's statement (Explanation of Benefits, EOB) against the hospital's bill (docs/product.md#bill-check).
 * Pure rules: what the bill asks beyond the EOB's patient responsibility, a bill sent before the claim was
 * processed, and balance billing the No Surprises Act forbids (42 U.S.C. 300gg-131 and 300gg-132; 45 CFR 149.410
 * and 149.420): emergency care, and an out-of-network clinician at an in-network hospital, as the member answers.
 */

/** The No Surprises Help Desk (CMS), as the dispute page shows it. */
export const NO_SURPRISES_HELP_DESK = { phone: "1-800-985-3059", tel: "+18009853059" } as const;

type EobTotals = {
  billedCents: number;
  allowedCents: number;
  planPaidCents: number;
  patientResponsibilityCents: number;
  /** The day the insurer processed the claim, "YYYY-MM-DD"; null when the EOB does not say. */
  processedOn: string | null;
};

export type EobCheckInput = {
  /** What the hospital's bill asks the patient to pay now. */
  amountDueCents: number;
  /** The date on the hospital's bill; null when not known. */
  billDate: string | null;
  eob: EobTotals;
  /** The member's answers: the care was an emergency; a clinician was out of network at an in-network hospital. */
  emergency: boolean;
  outOfNetworkClinician: boolean;
};

type NoSurprisesGround = "emergency" | "out_of_network_clinician";

export type EobFindings = {
  /** How much more the bill asks than the EOB says the patient owes; 0 when it asks no more. */
  overCents: number;
  /** The bill is dated before the insurer processed the claim: it cannot reflect what the plan paid. */
  billedBeforeProcessed: boolean;
  /** Asking more than the patient responsibility where the No Surprises Act forbids balance billing. */
  balanceBillingBarred: NoSurprisesGround | null;
};

export function checkAgainstEob(input: EobCheckInput): EobFindings {
  const overCents = Math.max(0, input.amountDueCents - input.eob.patientResponsibilityCents);
  const { billDate } = input;
  const { processedOn } = input.eob;
  const ground: NoSurprisesGround | null = input.emergency
    ? "emergency"
    : input.outOfNetworkClinician
      ? "out_of_network_clinician"
      : null;
  return {
    overCents,
    billedBeforeProcessed: billDate !== null && processedOn !== null && billDate < processedOn,
    balanceBillingBarred: overCents > 0 ? ground : null,
  };
}

/** Whether anything was found worth a letter. */
export const eobFoundSomething = (f: EobFindings) => f.overCents > 0 || f.billedBeforeProcessed;
