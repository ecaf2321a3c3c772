// The four insurers' statements among the fixtures, each for one of the fixture bills, in its own layout.
import { ITEMS, sum } from "./items.mjs";

/** The insurer's side of four of the bills: allowed about 40 % of billed, the member's share a deductible and 20 %. */
export function eobFixtures(lines) {
  const services = (billLines) =>
    billLines.slice(0, 4).map((l) => {
      const allowed = Math.round(l.amountCents * 0.4);
      const patient = Math.round(allowed * 0.2);
      return {
        description: ITEMS[l.code][1],
        billedCents: l.amountCents,
        allowedCents: allowed,
        planPaidCents: allowed - patient,
        patientCents: patient,
      };
    });
  const one = (billLines) => {
    const billed = sum(billLines);
    const allowed = Math.round(billed * 0.38);
    const patient = 150000 + Math.round((allowed - 150000) * 0.2);
    return [
      {
        description: "Hospital services",
        billedCents: billed,
        allowedCents: allowed,
        planPaidCents: allowed - patient,
        patientCents: patient,
      },
    ];
  };
  return [
    [
      "eob-pairs-summit",
      {
        style: "pairs",
        insurer: "Summit Health Plan",
        claimNumber: "SHP-26-0098812",
        processedDate: "2026-09-28",
        serviceDate: "2026-09-14",
        provider: "ST VINCENT HOSPITAL",
        dateStyle: "us",
        services: one(lines.thirty),
        labels: {
          billed: "Amount billed",
          allowed: "Allowed amount",
          planPaid: "Plan paid",
          patient: "Patient responsibility",
        },
      },
    ],
    [
      "eob-table-evergreen",
      {
        style: "table",
        insurer: "Evergreen Mutual Insurance",
        claimNumber: "EM7731204",
        processedDate: "2026-08-14",
        serviceDate: "2026-08-03",
        provider: "Methodist Hospital",
        dateStyle: "iso",
        services: services(lines.methodist),
        labels: { billed: "Billed", allowed: "Allowed", planPaid: "Paid by plan", patient: "Your share" },
      },
    ],
    [
      "eob-stacked-lakeshore",
      {
        style: "stacked",
        insurer: "Lakeshore Insurance Co.",
        claimNumber: "LK-40021-7",
        processedDate: "2026-08-01",
        serviceDate: "2026-07-20",
        provider: "Cleveland Clinic",
        dateStyle: "long",
        services: one(lines.cleveland),
        labels: {
          billed: "Provider charges",
          allowed: "Approved amount",
          planPaid: "Plan payment",
          patient: "You may owe",
        },
      },
    ],
    [
      "eob-leaders-pioneer",
      {
        style: "leaders",
        insurer: "PIONEER CARE HMO",
        claimNumber: "PC00018843",
        processedDate: "2026-06-15",
        serviceDate: "2026-06-02",
        provider: "KAISER FOUNDATION HOSPITAL",
        dateStyle: "short",
        services: one(lines.kaiser),
        labels: {
          billed: "TOTAL CHARGES",
          allowed: "AMOUNT ALLOWED",
          planPaid: "BENEFITS PAID",
          patient: "MEMBER RESPONSIBILITY",
        },
      },
    ],
  ];
}
