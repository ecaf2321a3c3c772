import { describe, expect, it } from "vitest";
import {
  DEFAULT_DEDUCTIBLE,
  displayRange,
  estimatePrice,
  outOfPocket,
  roundUpToHundred,
  type EngineProcedure,
} from "../../app/.server/prices/engine";

// Rows of shared/data/procedures.csv and zip3-regions.csv, as stored in D1.
const MRI: EngineProcedure = {
  medicareNationalCents: 20022,
  hospitalCashP25: 1138,
  hospitalCashP50: 2012,
  hospitalCashP75: 3141,
  preventive: false,
  gafApplies: true,
};
const MANHATTAN = { gafMilli: 1136 }; // ZIP3 100
const MISSISSIPPI = { gafMilli: 924 }; // ZIP3 392
const NY = { factorMilli: 929, hospitals: 117 };
const MS = { factorMilli: 775, hospitals: 72 };

describe("roundUpToHundred (spec §9: displayed prices round up to the next $100)", () => {
  it.each([
    [1200, 1200],
    [1201, 1300],
    [1200.01, 1300],
    [1199.99, 1200],
    [0.01, 100],
    [0, 0],
    [99, 100],
    [100, 100],
    [2012, 2100],
  ])("%d → %d", (input, expected) => {
    expect(roundUpToHundred(input)).toBe(expected);
  });

  it("is not fooled by floating-point noise on exact hundreds", () => {
    expect(roundUpToHundred(0.1 * 3 * 1000 * 4)).toBe(1200); // 1200.0000000000002
  });
});

describe("outOfPocket: min(A, D) + 0.21 × max(0, A − D)", () => {
  it("is the allowed amount itself below the deductible", () => {
    expect(outOfPocket(500)).toBe(500);
    expect(outOfPocket(DEFAULT_DEDUCTIBLE)).toBe(1787);
  });
  it("adds 21% coinsurance above the deductible", () => {
    expect(outOfPocket(2787)).toBeCloseTo(1787 + 210, 6);
    expect(outOfPocket(11787)).toBeCloseTo(1787 + 2100, 6);
  });
  it("uses a known deductible when given", () => {
    expect(outOfPocket(1000, 0)).toBeCloseTo(210, 6);
  });
});

describe("displayRange caps the top at N and rounds", () => {
  it("caps the upper end at the national figure", () => {
    expect(displayRange(500, 5000, 3017)).toEqual({ min: 500, max: 3100 });
  });
  it("keeps min ≤ max when both ends exceed the cap", () => {
    expect(displayRange(4000, 5000, 3017)).toEqual({ min: 3100, max: 3100 });
  });
  it("leaves a range under the cap alone except for rounding", () => {
    expect(displayRange(227.45, 386.66, 2012)).toEqual({ min: 300, max: 400 });
  });
});

describe("estimatePrice on known values", () => {
  it("MRI at Manhattan 10001", () => {
    const e = estimatePrice(MRI, MANHATTAN, NY);
    expect(e.factors.medicareLocal).toBeCloseTo(227.45, 2);
    expect(e.nationalAverageCost).toBe(2100); // p50 2012
    expect(e.localSelfPayRange).toEqual({ min: 300, max: 400 }); // 227.45 … 386.66
    expect(e.insuredOutOfPocket).toEqual({ min: 400, max: 700 }); // A = 386.66 … 682.35, under D
    expect(e.hospitalOutpatientRange).toEqual({ min: 1100, max: 2100 }); // 1057.2 … 2918 capped at 2012
  });

  it("MRI at Jackson, Mississippi 39201 is cheaper", () => {
    const e = estimatePrice(MRI, MISSISSIPPI, MS);
    expect(e.factors.medicareLocal).toBeCloseTo(185.0, 2);
    expect(e.nationalAverageCost).toBe(2100);
    expect(e.localSelfPayRange).toEqual({ min: 200, max: 400 }); // 185.00 … 314.51
    expect(e.insuredOutOfPocket).toEqual({ min: 400, max: 600 }); // 314.51 … 555.01
    expect(e.hospitalOutpatientRange).toEqual({ min: 900, max: 2100 }); // 881.95 … capped
  });

  it("without a region uses national Medicare (gaf 1) and no state factor", () => {
    const e = estimatePrice(MRI, null, null);
    expect(e.factors).toMatchObject({ gaf: 1, stateFactor: 1 });
    expect(e.localSelfPayRange).toEqual({ min: 300, max: 400 }); // 200.22 … 340.37
    expect(e.insuredOutOfPocket).toEqual({ min: 400, max: 700 }); // 340.37 … 600.66
  });

  it("ignores state factors from fewer than 10 hospitals", () => {
    expect(estimatePrice(MRI, MANHATTAN, { factorMilli: 498, hospitals: 4 }).factors.stateFactor).toBe(1);
  });

  it("caps both ranges at N where Medicare × multiples exceed it (vaginal delivery, Alaska 995)", () => {
    const delivery: EngineProcedure = {
      medicareNationalCents: 235547,
      hospitalCashP25: 2050,
      hospitalCashP50: 3017,
      hospitalCashP75: 4470,
      preventive: false,
      gafApplies: true,
    };
    const e = estimatePrice(delivery, { gafMilli: 1273 }, { factorMilli: 1515, hospitals: 12 });
    expect(e.nationalAverageCost).toBe(3100);
    expect(e.localSelfPayRange).toEqual({ min: 3000, max: 3100 }); // 2998.51 … 5097.5 → capped at 3017
    expect(e.insuredOutOfPocket).toEqual({ min: 2500, max: 3100 }); // 2482.2 … 3300.8 → capped at 3017
    expect(e.insuredOutOfPocket.max).toBeLessThanOrEqual(e.nationalAverageCost);
    expect(e.localSelfPayRange.max).toBeLessThanOrEqual(e.nationalAverageCost);
  });

  it("does not apply the regional factor to lab fees (gaf_applies=false)", () => {
    const bloodWork: EngineProcedure = {
      medicareNationalCents: 1833,
      hospitalCashP25: 106,
      hospitalCashP50: 207,
      hospitalCashP75: 343,
      preventive: false,
      gafApplies: false,
    };
    const manhattan = estimatePrice(bloodWork, MANHATTAN, NY);
    expect(manhattan.factors.medicareLocal).toBeCloseTo(18.33, 2);
    expect(manhattan).toMatchObject({
      nationalAverageCost: 300,
      localSelfPayRange: { min: 100, max: 100 },
      insuredOutOfPocket: { min: 100, max: 100 },
    });
  });

  it("falls back to 1.7 × Medicare national when the hospital median is blank", () => {
    const e = estimatePrice(
      { ...MRI, hospitalCashP25: null, hospitalCashP50: null, hospitalCashP75: null },
      MANHATTAN,
      NY,
    );
    expect(e.factors.nationalCash).toBeCloseTo(340.374, 3);
    expect(e.nationalAverageCost).toBe(400);
    // self-pay top 386.66 and insured top 682.35 are capped at 340.37
    expect(e.localSelfPayRange).toEqual({ min: 300, max: 400 });
    expect(e.insuredOutOfPocket).toEqual({ min: 400, max: 400 });
  });

  it("shows $0 in-network for preventive screening (mammogram)", () => {
    const mammogram: EngineProcedure = {
      medicareNationalCents: 12453,
      hospitalCashP25: 185,
      hospitalCashP50: 287,
      hospitalCashP75: 419,
      preventive: true,
      gafApplies: true,
    };
    const e = estimatePrice(mammogram, MANHATTAN, NY);
    expect(e.preventive).toBe(true);
    expect(e.insuredOutOfPocket.min).toBe(0);
    expect(e.insuredOutOfPocket.max).toBe(300); // 424.4 capped at 287 → 300
  });

  it("rounds every displayed figure to a multiple of $100", () => {
    const e = estimatePrice(MRI, MISSISSIPPI, MS);
    const figures = [
      e.nationalAverageCost,
      e.localSelfPayRange.min,
      e.localSelfPayRange.max,
      e.insuredOutOfPocket.min,
      e.insuredOutOfPocket.max,
      e.hospitalOutpatientRange.min,
      e.hospitalOutpatientRange.max,
    ];
    for (const figure of figures) expect(figure % 100).toBe(0);
  });
});
