import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  addDays,
  applyByDate,
  assistanceBand,
  billTotals,
  checkEstimates,
  checkLines,
  disputeByDate,
  duplicateLines,
  fplPercent,
  povertyGuideline,
  regionForState,
  resolvedWithoutSaving,
  savedCents,
  unitsInBundle,
  type LinePrices,
} from "~/domain/bill-rules";
import { BILL_MESSAGES, checkBillSchema, parseDollarsToCents, parsePastedLines } from "~/domain/bills";
import { POVERTY_GUIDELINES } from "~/domain/fpl.generated";

const line = (code: string, billedCents: number, serviceDate = "2026-03-01", units = 1) => ({
  code,
  billedCents,
  serviceDate,
  units,
});
const priced = (posted: number | null, fair: [number, number] | null, medicare = 10_000): LinePrices => ({
  procedureSlug: "x",
  status: posted === null ? "not_posted" : "posted",
  postedUnitCents: posted,
  fairLowUnitCents: fair?.[0] ?? null,
  fairHighUnitCents: fair?.[1] ?? null,
  medicareUnitCents: medicare,
});
const unpriced: LinePrices = {
  procedureSlug: null,
  status: "not_in_data",
  postedUnitCents: null,
  fairLowUnitCents: null,
  fairHighUnitCents: null,
  medicareUnitCents: null,
};

describe("duplicates", () => {
  it("flags a later line with the same code, date and amount, never the first", () => {
    const dupes = duplicateLines([line("99284", 120_000), line("80053", 5_000), line("99284", 120_000)]);
    expect([...dupes]).toEqual([2]);
  });
  it("a different amount or date is not a duplicate", () => {
    const dupes = duplicateLines([
      line("99284", 120_000),
      line("99284", 120_001),
      line("99284", 120_000, "2026-03-02"),
    ]);
    expect(dupes.size).toBe(0);
  });
  it("code case does not matter", () => {
    expect([...duplicateLines([line("j1885", 100), line("J1885", 100)])]).toEqual([1]);
  });
});

describe("lines and totals", () => {
  it("compares each line with the posted price, the fair range, and sums what could be saved", () => {
    const lines = [line("74177", 400_000), line("80053", 5_000), line("80053", 5_000), line("99999", 7_000)];
    const checked = checkLines(lines, [
      priced(139_700, [150_000, 300_000]),
      priced(14_800, [2_000, 4_000]),
      priced(14_800, [2_000, 4_000]),
      unpriced,
    ]);
    expect(checked[0]).toMatchObject({
      abovePostedCents: 260_300,
      aboveFair: true,
      duplicate: false,
      possibleSavingCents: 260_300,
    });
    // Under the posted price but over the fair range: the saving is what is above the range.
    expect(checked[1]).toMatchObject({ abovePostedCents: 0, aboveFair: true, possibleSavingCents: 1_000 });
    expect(checked[2]).toMatchObject({ duplicate: true, possibleSavingCents: 5_000 });
    expect(checked[3]).toMatchObject({ status: "not_in_data", possibleSavingCents: 0, postedCents: null });
    expect(billTotals(lines, checked)).toEqual({
      billedCents: 417_000,
      postedTotalCents: 139_700 + 14_800,
      postedLines: 2,
      countedLines: 3,
      possibleSavingCents: 260_300 + 1_000 + 5_000,
    });
  });
  it("multiplies unit prices by units", () => {
    const [checked] = checkLines([line("97110", 60_000, "2026-03-01", 4)], [priced(10_000, [5_000, 12_000])]);
    expect(checked).toMatchObject({ postedCents: 40_000, fairHighCents: 48_000, abovePostedCents: 20_000 });
  });
  it("reads a catalog bundle's units of one code", () => {
    expect(unitsInBundle("97110x4", "97110")).toBe(4);
    expect(unitsInBundle("73721", "73721")).toBe(1);
    expect(unitsInBundle("80053+85025", "80053")).toBe(0);
  });
  it("saved is billed minus the final amount; a resolved case that saved nothing says so", () => {
    expect(savedCents(500_000, 320_000)).toBe(180_000);
    expect(savedCents(500_000, null)).toBeNull();
    expect(savedCents(500_000, 600_000)).toBe(0);
    expect(resolvedWithoutSaving({ status: "resolved", billedCents: 500_000, finalAmountCents: 500_000 })).toBe(true);
    expect(resolvedWithoutSaving({ status: "negotiating", billedCents: 500_000, finalAmountCents: 500_000 })).toBe(
      false,
    );
    expect(resolvedWithoutSaving({ status: "resolved", billedCents: 500_000, finalAmountCents: 400_000 })).toBe(false);
  });
});

describe("deadlines", () => {
  it("240 days from the first bill, 120 days from the bill, across months and leap years", () => {
    expect(applyByDate("2026-01-15")).toBe("2026-09-12");
    expect(disputeByDate("2026-01-15")).toBe("2026-05-15");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(disputeByDate("2026-11-30")).toBe("2027-03-30");
  });
});

describe("the $400 test, provider by provider", () => {
  it("each provider's bill is compared with its own estimate", () => {
    const [hospital, doctor] = checkEstimates([
      { provider: "Hospital", estimateCents: 100_000, billedCents: 140_000 },
      { provider: "Doctor", estimateCents: 50_000, billedCents: 89_999 },
    ]);
    expect(hospital).toMatchObject({ overByCents: 40_000, canDispute: true });
    // $399.99 over is not enough, even though together the two are $799.99 over.
    expect(doctor).toMatchObject({ overByCents: 39_999, canDispute: false });
  });
});

describe("federal poverty level", () => {
  it("uses the newest year whose row is complete for the household's region", () => {
    expect(povertyGuideline(POVERTY_GUIDELINES, "contiguous")?.year).toBe(2026);
    // 2026 has no confirmed per-person figure for Alaska and Hawaii: 2025 is used.
    expect(povertyGuideline(POVERTY_GUIDELINES, "alaska")?.year).toBe(2025);
    expect(povertyGuideline(POVERTY_GUIDELINES, "hawaii")?.year).toBe(2025);
    expect(regionForState("AK")).toBe("alaska");
    expect(regionForState("OH")).toBe("contiguous");
  });
  it("income ÷ (first person + each further person) × 100, rounded down", () => {
    const g = povertyGuideline(POVERTY_GUIDELINES, "contiguous")!;
    // 2026 contiguous, household of 3: 15,960 + 2 × 5,680 = 27,320.
    expect(fplPercent(27_320, 3, g)).toBe(100);
    expect(fplPercent(54_639, 3, g)).toBe(199);
    expect(fplPercent(54_640, 3, g)).toBe(200);
    expect(assistanceBand(200)).toBe("free");
    expect(assistanceBand(201)).toBe("discount");
    expect(assistanceBand(400)).toBe("discount");
    expect(assistanceBand(401)).toBe("above");
  });
});

describe("the check-a-bill form", () => {
  const base = { ccn: "360107", service_date: "2026-03-01", coverage: "self_pay" };
  it("reads dollars as cents", () => {
    expect(parseDollarsToCents("$1,250.5")).toBe(125_050);
    expect(parseDollarsToCents("80")).toBe(8_000);
    expect(parseDollarsToCents("12,50")).toBeNull();
  });
  it("drops blank rows, adds pasted lines, and refuses a bill with no line", () => {
    const ok = v.safeParse(checkBillSchema, {
      ...base,
      lines: [
        { code: "99284", billed_amount: "1250" },
        { code: "", billed_amount: "" },
      ],
      paste: "80053, 50.00\n\n85025,$30",
    });
    expect(ok.success && ok.output.lines.map((l) => [l.code, l.billedCents])).toEqual([
      ["99284", 125_000],
      ["80053", 5_000],
      ["85025", 3_000],
    ]);
    const none = v.safeParse(checkBillSchema, { ...base, lines: [{ code: "", billed_amount: "" }] });
    expect(none.success).toBe(false);
    expect(none.issues?.[0].message).toBe(BILL_MESSAGES.linesRequired);
  });
  it("names the paste box's bad line and a line's bad field", () => {
    expect(parsePastedLines("80053, 50\nhello").badLine).toBe(2);
    const bad = v.safeParse(checkBillSchema, { ...base, lines: [{ code: "99284", billed_amount: "lots" }] });
    expect(bad.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([
      ["lines.0.billed_amount", BILL_MESSAGES.amountInvalid],
    ]);
  });
  it("refuses a date of service in the future", () => {
    const r = v.safeParse(checkBillSchema, {
      ...base,
      service_date: addDays(new Date().toISOString().slice(0, 10), 2),
      paste: "80053, 5",
    });
    expect(r.issues?.[0].message).toBe(BILL_MESSAGES.dateFuture);
  });
});
