// "Put these in the form": what the read bill becomes in "Check a bill" (app/domain/bill-reading/fill.ts), and the
// hospital offered for confirmation (app/domain/bill-reading/match-hospital.ts).
import { describe, expect, it } from "vitest";
import type { BillReading } from "~/domain/bill-reading/bill-reader";
import { fillFrom } from "~/domain/bill-reading/fill";
import { rankHospitals } from "~/domain/bill-reading/match-hospital";

const line = (code: string | null, modifier: string | null, description: string, amountCents: number, units = 1) => ({
  date: "2026-09-14",
  revenueCode: null,
  code,
  modifier,
  description,
  units,
  amountCents,
});
const reading: BillReading = {
  kind: "bill",
  hospital: { name: "ST VINCENT HOSPITAL", address: "123 SUMMER STREET", city: "WORCESTER", state: "MA", zip: "01608" },
  accountNumber: "88412007",
  statementDate: "2026-10-02",
  serviceDate: "2026-09-14",
  lines: [
    line("73721", "RT", "MRI KNEE W/O CONTRAST", 635900),
    line(null, null, "XR CHEST 2 VIEWS", 41300),
    line(null, null, "PHARMACY", 12000),
    line("36415", null, "VENIPUNCTURE", 8000, 2),
  ],
  credits: [],
  unread: [],
  totals: { chargesCents: null, creditsCents: null, balanceCents: null },
};

describe("filling the form from what was read", () => {
  it("keeps codes with their modifiers, uses the procedure chosen for a line without one, and leaves out the rest", () => {
    const { start, unmatched } = fillFrom(reading, { ccn: "220176", chosen: { 1: "71046" } });
    expect(start).toEqual({
      ccn: "220176",
      service_date: "2026-09-14",
      bill_date: "2026-10-02",
      coverage: "",
      lines: [
        { code: "73721-RT", description: "MRI KNEE W/O CONTRAST", units: "1", billed_amount: "6359.00" },
        { code: "71046", description: "XR CHEST 2 VIEWS", units: "1", billed_amount: "413.00" },
        { code: "36415", description: "VENIPUNCTURE", units: "2", billed_amount: "80.00" },
      ],
    });
    // "None of these" (no code, none chosen): handed back as not matched, with what the bill calls it and its amount.
    expect(unmatched).toEqual([{ description: "PHARMACY", amountCents: 12000 }]);
  });
});

describe("the hospital offered", () => {
  const listed = [
    { ccn: "220176", name: "Saint Vincent Hospital", city: "Worcester", state: "MA" },
    { ccn: "220077", name: "UMass Memorial Medical Center", city: "Worcester", state: "MA" },
  ];
  it("is the one whose name and city match the bill's", () => {
    expect(rankHospitals(reading.hospital!, listed).offered?.ccn).toBe("220176");
  });
  it("is none when no name matches: the person chooses", () => {
    expect(rankHospitals(reading.hospital!, [listed[1]]).offered).toBeNull();
  });
});
