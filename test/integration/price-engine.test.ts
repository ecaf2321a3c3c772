import { describe, expect, it } from "vitest";
import { describeCoverage } from "../../app/.server/prices/words.server";
import {
  DEFAULT_DEDUCTIBLE,
  displayRange,
  estimatePrice,
  outOfPocket,
  roundUpToDollar,
  roundUpToHundred,
  type EngineProcedure,
  type FacilityComponents,
} from "../../app/.server/prices/engine.server";
import {
  ADDED_PARTS,
  FACILITY_COMPONENTS,
  IMAGING_PARTS,
} from "../../app/.server/prices/facility-components.generated.server";

// Rows of shared/data/procedures.csv and zip3-regions.csv, as stored in D1; the knee MRI with its hospital parts
// from facility-fees.csv (the radiologist's read -26 $61.78, OPPS $241.72).
const MRI: EngineProcedure = {
  medicareNationalCents: 20022,
  hospitalCashP25: 1138,
  hospitalCashP50: 2012,
  hospitalCashP75: 3141,
  preventive: false,
  gafApplies: true,
  imaging: { readCents: 6178, technicalCents: 24172 },
};
const MANHATTAN = { gafMilli: 1136 }; // ZIP3 100
const MISSISSIPPI = { gafMilli: 924 }; // ZIP3 392
const NY = { factorMilli: 929, hospitals: 117 };
const MS = { factorMilli: 775, hospitals: 72 };

describe("roundUpToHundred (docs/product.md#prices: displayed prices round up to the next $100)", () => {
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

describe("roundUpToDollar (the estimate shown beside 'under $100')", () => {
  it.each([
    [7.77, 8],
    [13.209, 14],
    [66, 66],
    [1.9254, 2],
    [0, 0],
  ])("%d → %d", (input, expected) => {
    expect(roundUpToDollar(input)).toBe(expected);
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

describe("displayRange caps the top at N, never below the bottom, and rounds", () => {
  it("does not cap without a cap (the hospital line)", () => {
    expect(displayRange(1057.2, 2917.99)).toEqual({ min: 1100, max: 3000 });
  });
  it("caps the upper end at the national figure", () => {
    expect(displayRange(500, 5000, 3017)).toEqual({ min: 500, max: 3100 });
  });
  it("caps the top only: a bottom above the cap stays, and the top meets it", () => {
    // The bottom is a floor (the local Medicare amount for self-pay): a cap never pulls it down.
    expect(displayRange(4000, 5000, 3017)).toEqual({ min: 4000, max: 4000 });
  });
  it("leaves a range under the cap alone except for rounding", () => {
    expect(displayRange(227.45, 386.66, 2012)).toEqual({ min: 300, max: 400 });
  });
});

// Rows of shared/data/procedures.csv and facility-fees.csv (national Medicare cents, whole-dollar hospital
// percentiles); regions from zip3-regions.csv (gaf) and state-hospital-factors.csv.
const row = (
  medicareNationalCents: number,
  [p25, p50, p75]: [number, number, number],
  extra: Partial<EngineProcedure> = {},
): EngineProcedure => ({
  medicareNationalCents,
  hospitalCashP25: p25,
  hospitalCashP50: p50,
  hospitalCashP75: p75,
  preventive: false,
  gafApplies: true,
  ...extra,
});
const CBC = row(777, [34, 66, 109], { gafApplies: false });
const MAMMOGRAM = row(12453, [185, 287, 419], { preventive: true });
const KNEE = row(53825, [1513, 3701, 6537], { facility: FACILITY_COMPONENTS["knee-surgery"] });
const COLONOSCOPY = row(32767, [879, 1649, 2576], { preventive: true, facility: FACILITY_COMPONENTS["colonoscopy"] });
const DELIVERY = row(235547, [2050, 3017, 4470], { facility: FACILITY_COMPONENTS["vaginal-delivery"] });
const HEART_CATH = row(83001, [3850, 6666, 10710], { facility: FACILITY_COMPONENTS["heart-catheterization"] });
const ALASKA = { gafMilli: 1273 }; // ZIP3 995
const AK = { factorMilli: 1515, hospitals: 12 };

describe("the generated all-in parts match facility-fees.csv", () => {
  it.each<[string, FacilityComponents]>([
    // knee: PFS facility fee $538.25, ASC Addendum AA $1,579.16, 01400 = 4 base units × $20.3178 = $81.27
    ["knee-surgery", { setting: "asc", professionalCents: 53825, facilityCents: 157916, anesthesiaCents: 8127 }],
    // colonoscopy: facility-rate doctor's fee $177.26 (not the $327.67 office global), ASC $489.47, 00811 = 4 units
    ["colonoscopy", { setting: "asc", professionalCents: 17726, facilityCents: 48947, anesthesiaCents: 8127 }],
    // open breast-lump removal is operating-room surgery: PFS facility fee $412.74 + ASC $1,538.05 + 00400 = 3 units
    ["breast-lump-removal", { setting: "asc", professionalCents: 41274, facilityCents: 153805, anesthesiaCents: 6095 }],
    // heart cath: usually in hospital, so OPPS $3,216.41; -26 professional $222.87; 01920 = 7 units = $142.22
    [
      "heart-catheterization",
      { setting: "hopd", professionalCents: 22287, facilityCents: 321641, anesthesiaCents: 14222 },
    ],
    // deliveries have no OPPS payment (status B) and no DRG amount in the data: inpatient, stay left out
    [
      "vaginal-delivery",
      { setting: "inpatient", professionalCents: 235547, facilityCents: null, anesthesiaCents: 10159 },
    ],
    // OPPS pays a prostatectomy (J1, $10,411.22): hospital outpatient, no longer forced inpatient
    [
      "prostate-removal",
      { setting: "hopd", professionalCents: 115671, facilityCents: 1041122, anesthesiaCents: 14222 },
    ],
  ])("%s", (slug, expected) => {
    expect(FACILITY_COMPONENTS[slug]).toEqual(expected);
  });

  it("covers exactly the catalog rows whose figure leaves the facility out", () => {
    // the 14 of the first catalog, the 7 facility rows of the 116-procedure one, and breast-lump removal
    expect(Object.keys(FACILITY_COMPONENTS)).toHaveLength(22);
    expect(Object.keys(FACILITY_COMPONENTS)).toEqual(
      expect.arrayContaining([
        "heart-catheterization-angiogram",
        "carpal-tunnel-release",
        "knee-surgery-both-menisci",
        "rotator-cuff-repair",
        "knee-replacement",
        "colonoscopy-ultrasound",
        "vbac-delivery",
      ]),
    );
    expect(FACILITY_COMPONENTS["mri"]).toBeUndefined(); // imaging has parts of its own (IMAGING_PARTS)
  });

  it("gives MRI and CT rows their hospital parts: the radiologist's read (-26) and the OPPS technical rate", () => {
    expect(IMAGING_PARTS["mri"]).toEqual({ readCents: 6178, technicalCents: 24172 });
    expect(IMAGING_PARTS["ct-scan"]).toEqual({ readCents: 8345, technicalCents: 35713 });
    expect(Object.keys(IMAGING_PARTS)).toHaveLength(12);
    expect(IMAGING_PARTS["x-ray"]).toBeUndefined(); // no hospital parts in facility-fees.csv: the global fee
  });

  it("adds pathology (88305) to biopsy and polyp rows and the blood draw (36415) to blood tests only", () => {
    const pathology = { code: "88305", cents: 6954, gafApplies: true };
    const draw = { code: "36415", cents: 909, gafApplies: false };
    for (const slug of ["colonoscopy-with-biopsy", "colonoscopy-polyp-removal", "upper-endoscopy-biopsy"])
      expect(ADDED_PARTS[slug]).toEqual([pathology]);
    expect(ADDED_PARTS["skin-biopsy"]).toEqual([pathology]);
    expect(ADDED_PARTS["prostate-biopsy"]).toEqual([pathology]);
    expect(ADDED_PARTS["cbc"]).toEqual([draw]);
    expect(ADDED_PARTS["blood-work"]).toEqual([draw]); // one draw for both tests
    expect(ADDED_PARTS["urinalysis"]).toBeUndefined();
    expect(ADDED_PARTS["rapid-strep-test"]).toBeUndefined();
    expect(ADDED_PARTS["blood-draw"]).toBeUndefined();
    expect(ADDED_PARTS["pathology-exam"]).toBeUndefined();
  });
});

type Expected = {
  medicareLocal: number;
  national: [number, number];
  selfPay: [number, number, number, number];
  before: [number, number, number, number];
  after: [number, number, number, number];
  hospital: [number, number, number, number] | null;
  cashMayBeCheaper: boolean;
  setting: string;
};

// Each expected value worked by hand from the CSV rows above: [rounded min, max, to-the-dollar min, max].
const CASES: [
  string,
  EngineProcedure,
  { gafMilli: number } | null,
  { factorMilli: number; hospitals: number } | null,
  Expected,
][] = [
  [
    // Self-pay: an imaging center's global fee T = 200.22 × 1.136 = 227.45 … 1.7T = 386.66.
    // Insured by the hospital's parts: read 61.78 × 1.136 = 70.18 × 1.8 (radiology) + OPPS 241.72 × 1.5|3.58
    // = 488.91 … 991.69 (under D); after = 0.21A = 102.67 … 208.25;
    // hospital = 1138 × 0.929 + 70.18 … 3141 × 0.929 + 1.7 × 70.18 = 1127.38 … 3037.30 (the read added), not capped
    "Knee MRI near 10001 (imaging center self-pay, insured by the hospital's parts)",
    MRI,
    MANHATTAN,
    NY,
    {
      medicareLocal: 227.45,
      national: [2100, 2012],
      selfPay: [300, 400, 228, 387],
      before: [500, 1000, 489, 992],
      after: [200, 300, 103, 209],
      hospital: [1200, 3100, 1128, 3038],
      // self-pay midpoint (228 + 387) / 2 = 307.5 ≤ 0.85 × (489 + 992) / 2 = 629.4
      cashMayBeCheaper: true,
      setting: "office",
    },
  ],
  [
    // Open breast-lump removal, national: T = 412.74 + 60.95 + 1538.05 = 2011.74 (about $2,012, surgery center
    // all-in); self-pay 2011.74 … 3419.96 capped at N 3227; A = 412.74 × 1.18|1.79 + 60.95 × 3.3 + 1538.05 × 1.71
    // = 3317.14 … 3568.91; before = 2108.45 … 2161.32; after = 696.60 … 749.47
    "Breast-lump removal, national (surgery center, all-in)",
    row(51043, [1057, 3227, 5530], { facility: FACILITY_COMPONENTS["breast-lump-removal"] }),
    null,
    null,
    {
      medicareLocal: 2011.74,
      national: [3300, 3227],
      selfPay: [2100, 3300, 2012, 3227],
      before: [2200, 2200, 2109, 2162],
      after: [700, 800, 697, 750],
      hospital: [1100, 5600, 1057, 5530],
      cashMayBeCheaper: false,
      setting: "asc",
    },
  ],
  [
    // Pathology added to a biopsy: T = (192.79 + 81.27 + 69.54) × 1.136 + 632.96 = 1023.29;
    // self-pay 1023.29 … 1739.59; A = 219.01 × 1.18|1.79 + 92.32 × 3.3 + 632.96 × 1.71 + 79.00 × 1.18|1.79
    // = 1738.67 … 1920.46; before = 1738.67 … 1787 + 0.21 × 133.46 = 1815.03; after = 365.12 … 403.30
    "Colonoscopy with biopsy near 10001 (surgery center, pathology added)",
    row(41468, [1029, 1882, 3052], {
      facility: FACILITY_COMPONENTS["colonoscopy-with-biopsy"],
      addedParts: ADDED_PARTS["colonoscopy-with-biopsy"],
    }),
    MANHATTAN,
    NY,
    {
      medicareLocal: 1023.29,
      national: [1900, 1882],
      selfPay: [1100, 1800, 1024, 1740],
      before: [1800, 1900, 1739, 1816],
      after: [400, 500, 366, 404],
      hospital: [1000, 2900, 956, 2836],
      // (1024 + 1740) / 2 = 1382 ≤ 0.85 × (1739 + 1816) / 2 = 1510.9
      cashMayBeCheaper: true,
      setting: "asc",
    },
  ],
  [
    // T = (538.25 + 81.27) × 1.136 + 1579.16 = 2282.93; self-pay 2282.93 … 3880.99 capped at N 3701;
    // A = 611.45 × 1.18|1.79 + 92.32 × 3.3 + 1579.16 × 1.71 = 3726.54 … 4099.53;
    // before = 1787 + 0.21 × (A − 1787) = 2194.30 … 2272.63; after = 782.57 … 860.90
    "Knee surgery near 10001 (surgery center, all-in)",
    KNEE,
    MANHATTAN,
    NY,
    {
      medicareLocal: 2282.93,
      national: [3800, 3701],
      selfPay: [2300, 3800, 2283, 3701],
      before: [2200, 2300, 2195, 2273],
      after: [800, 900, 783, 861],
      hospital: [1500, 6100, 1406, 6073],
      cashMayBeCheaper: false,
      setting: "asc",
    },
  ],
  [
    // Inpatient: T = (2355.47 + 101.59) × 1.273 = 3127.84, no facility part; N = 3017 is below the floor T, so
    // self-pay is T … 1.7 × T = 5317.33, not capped (capping would leave one figure that reads as a quote);
    // A = 2998.51 × 1.18|1.79 + 129.32 × 3.3 = 3965.02 … 5794.11; before = 2244.38 … 2628.49; after = 832.65 … 1216.76;
    // hospital = 2050 × 1.515 … 4470 × 1.515 = 3105.75 … 6772.05
    "Vaginal delivery near 99501 (inpatient)",
    DELIVERY,
    ALASKA,
    AK,
    {
      medicareLocal: 3127.84,
      national: [3100, 3017],
      selfPay: [3200, 5400, 3128, 5318],
      before: [2300, 2700, 2245, 2629],
      after: [900, 1300, 833, 1217],
      hospital: [3200, 6800, 3106, 6773],
      cashMayBeCheaper: false,
      setting: "inpatient",
    },
  ],
  [
    // Lab: no gaf; T = 7.77 … 13.21; A = 9.17 … 13.91; after = 1.93 … 2.92; N = 66; hospital 31.59 … 101.26
    "CBC near 10001 (lab, figures under $100)",
    CBC,
    MANHATTAN,
    NY,
    {
      medicareLocal: 7.77,
      national: [100, 66],
      selfPay: [100, 100, 8, 14],
      before: [100, 100, 10, 14],
      after: [100, 100, 2, 3],
      hospital: [100, 200, 32, 102],
      // (8 + 14) / 2 = 11 > 0.85 × (10 + 14) / 2 = 10.2: ranges this close say nothing
      cashMayBeCheaper: false,
      setting: "office",
    },
  ],
  [
    // Preventive: $0 in network at the bottom of both insured lines; top = A_high = 124.53 × 1.136 × 1.79 = 253.22
    "Screening mammogram near 10001 (preventive)",
    MAMMOGRAM,
    MANHATTAN,
    NY,
    {
      medicareLocal: 141.47,
      national: [300, 287],
      selfPay: [200, 300, 142, 241],
      before: [0, 300, 0, 254],
      after: [0, 100, 0, 54],
      hospital: [200, 400, 172, 390],
      cashMayBeCheaper: false,
      setting: "office",
    },
  ],
  [
    // Preventive and all-in: T = (177.26 + 81.27) × 1.136 + 489.47 = 783.16; A_high = 201.37 × 1.79 + 92.32 × 3.3
    // + 489.47 × 1.71 = 1502.11 (under D)
    "Screening colonoscopy near 10001 (surgery center, preventive)",
    COLONOSCOPY,
    MANHATTAN,
    NY,
    {
      medicareLocal: 783.16,
      national: [1700, 1649],
      selfPay: [800, 1400, 784, 1332],
      before: [0, 1600, 0, 1503],
      after: [0, 400, 0, 316],
      hospital: [900, 2400, 817, 2394],
      cashMayBeCheaper: false,
      setting: "asc",
    },
  ],
  [
    // Hospital outpatient: facility part × 1.5 … 3.58. T = (222.87 + 142.22) × 0.924 + 3216.41 = 3553.75;
    // A = 205.93 × 1.18|1.79 + 131.41 × 3.3 + 3216.41 × 1.5|3.58 = 5501.27 … 12317.02
    "Heart catheterization near 39201 (hospital outpatient)",
    HEART_CATH,
    MISSISSIPPI,
    MS,
    {
      medicareLocal: 3553.75,
      national: [6700, 6666],
      selfPay: [3600, 6100, 3554, 6042],
      before: [2600, 4000, 2567, 3999],
      after: [1200, 2600, 1156, 2587],
      hospital: [3000, 8400, 2984, 8301],
      cashMayBeCheaper: false,
      setting: "hopd",
    },
  ],
];

describe("estimatePrice, hand-computed from the CSVs", () => {
  it.each(CASES)("%s", (_name, procedure, region, state, x) => {
    const e = estimatePrice(procedure, region, state);
    expect(e.factors.medicareLocal).toBeCloseTo(x.medicareLocal, 2);
    expect(e.setting).toBe(x.setting);
    expect([e.nationalAverageCost, e.dollars.nationalAverageCost]).toEqual(x.national);
    const pair = (shown: { min: number; max: number }, exact: { min: number; max: number }) => [
      shown.min,
      shown.max,
      exact.min,
      exact.max,
    ];
    expect(pair(e.localSelfPayRange, e.dollars.localSelfPayRange)).toEqual(x.selfPay);
    expect(pair(e.insuredOutOfPocket, e.dollars.insuredOutOfPocket)).toEqual(x.before);
    expect(pair(e.insuredAfterDeductible, e.dollars.insuredAfterDeductible)).toEqual(x.after);
    expect(
      e.hospitalCashRange && e.dollars.hospitalCashRange
        ? pair(e.hospitalCashRange, e.dollars.hospitalCashRange)
        : null,
    ).toEqual(x.hospital);
    expect(e.cashMayBeCheaper).toBe(x.cashMayBeCheaper);
  });

  it("keeps the spec's display rules on the three headline figures: multiples of $100, local tops capped at N unless the floor is above it, never one figure", () => {
    for (const [, procedure, region, state] of CASES) {
      const e = estimatePrice(procedure, region, state);
      for (const figure of [
        e.nationalAverageCost,
        e.localSelfPayRange.min,
        e.localSelfPayRange.max,
        e.insuredOutOfPocket.min,
        e.insuredOutOfPocket.max,
      ]) {
        expect(figure % 100).toBe(0);
      }
      // Capped at N where N is above the floor; below it, the range keeps its own top: never one figure.
      if (e.factors.nationalCash >= e.factors.medicareLocal)
        expect(e.localSelfPayRange.max).toBeLessThanOrEqual(
          Math.max(e.nationalAverageCost, roundUpToHundred(e.factors.medicareLocal)),
        );
      expect(e.dollars.localSelfPayRange.min).toBeLessThan(e.dollars.localSelfPayRange.max);
      expect(e.localSelfPayRange.min).toBe(roundUpToHundred(e.factors.medicareLocal));
      expect(e.insuredOutOfPocket.max).toBeLessThanOrEqual(
        Math.max(e.nationalAverageCost, e.insuredOutOfPocket.min, e.insuredAfterDeductible.max),
      );
    }
  });

  it("without a region uses national Medicare (gaf 1) and no state factor", () => {
    const e = estimatePrice(MRI, null, null);
    expect(e.factors).toMatchObject({ gaf: 1, stateFactor: 1 });
    expect(e.localSelfPayRange).toEqual({ min: 300, max: 400 }); // 200.22 … 340.37
    // 1138 + 61.78 … 3141 + 1.7 × 61.78 (the read at national Medicare), no state factor
    expect(e.hospitalCashRange).toEqual({ min: 1200, max: 3300 });
  });

  it("ignores state factors from fewer than 10 hospitals", () => {
    expect(estimatePrice(MRI, MANHATTAN, { factorMilli: 498, hospitals: 4 }).factors.stateFactor).toBe(1);
  });

  it("falls back to 1.7 × Medicare national without a hospital median, and shows no hospital line", () => {
    const e = estimatePrice(
      { ...MRI, hospitalCashP25: null, hospitalCashP50: null, hospitalCashP75: null },
      MANHATTAN,
      NY,
    );
    expect(e.factors.nationalCash).toBeCloseTo(340.374, 3);
    expect(e.nationalAverageCost).toBe(400);
    expect(e.hospitalCashRange).toBeNull();
  });

  it("says cash may be cheaper only when the self-pay midpoint is at most 85 % of the before-deductible one", () => {
    // Heart catheterization near 39201 with $10,000 of deductible left: before = A = 5501.27 … 12317.02, top capped
    // at N 6666 → $5,502–$6,666 (midpoint 6084); self-pay $3,554–$6,042 (midpoint 4798) ≤ 0.85 × 6084 = 5171.4
    const hopd = estimatePrice(HEART_CATH, MISSISSIPPI, MS, 10_000);
    expect(hopd.dollars.insuredOutOfPocket).toEqual({ min: 5502, max: 6666 });
    expect(hopd.cashMayBeCheaper).toBe(true);
    expect(hopd.cashSavings).toBe(6084 - 4798);
    // The same with the average deductible: before $2,567–$3,999 sits below self-pay
    expect(estimatePrice(HEART_CATH, MISSISSIPPI, MS).cashMayBeCheaper).toBe(false);
    expect(estimatePrice(HEART_CATH, MISSISSIPPI, MS).cashSavings).toBeNull();
    // Knee MRI: an imaging center's cash 307.5 against 0.85 × 740.5 = 629.4 insured at the hospital: said, $433
    expect(estimatePrice(MRI, MANHATTAN, NY).cashSavings).toBe(433);
    // The same scan as an imaging center's global fee (no hospital parts): 307.5 > 0.85 × 338.5, not said
    expect(estimatePrice({ ...MRI, imaging: null }, MANHATTAN, NY).cashMayBeCheaper).toBe(false);
  });

  it("shows a birth's published whole-episode figure as its national average, never mixed into the ranges", () => {
    const plain = estimatePrice(DELIVERY, ALASKA, AK);
    const birth = estimatePrice({ ...DELIVERY, episodeDollars: 13946 }, ALASKA, AK);
    expect([birth.nationalAverageCost, birth.dollars.nationalAverageCost]).toEqual([14000, 13946]);
    expect(birth.localSelfPayRange).toEqual(plain.localSelfPayRange);
    expect(birth.insuredOutOfPocket).toEqual(plain.insuredOutOfPocket);
    expect(birth.hospitalCashRange).toEqual(plain.hospitalCashRange);
    expect(birth.nationalAveragePlace).toBe("above");
  });

  it("says where the national figure sits against the local ranges", () => {
    expect(estimatePrice(MRI, MANHATTAN, NY).nationalAveragePlace).toBe("inside"); // hospital line 1128 … 3038
    // Delivery in Alaska: N 3017 under self-pay (3128), before (2245 … 2629 is below, but) and hospital 3106 … 6773
    expect(estimatePrice(DELIVERY, ALASKA, AK).nationalAveragePlace).toBe("below");
    // A procedure whose hospital median is far above every local range and has no hospital line
    const above = estimatePrice({ ...MRI, hospitalCashP25: null, hospitalCashP75: null }, MANHATTAN, NY);
    expect(above.nationalAveragePlace).toBe("above");
  });
});

const parts = (notes: string, slug: string, lab = false) => ({
  notes,
  lab,
  facility: FACILITY_COMPONENTS[slug] ?? null,
  imaging: IMAGING_PARTS[slug] ?? null,
  addedParts: ADDED_PARTS[slug] ?? [],
});

describe("describeCoverage: what an all-in figure includes and leaves out", () => {
  it("lists the parts of a surgery-center estimate and drops the 'surgeon fee only' clause", () => {
    const knee = describeCoverage(
      parts(
        "Arthroscopic knee surgery (meniscus trim); Medicare figure is surgeon fee only, excludes facility and anesthesia",
        "knee-surgery",
      ),
    );
    expect(knee).toEqual({
      description: "Arthroscopic knee surgery (meniscus trim)",
      includes: ["the doctor's fee", "the surgery center's fee", "anesthesia (its base fee)"],
      excludes: ["anesthesia time, which is billed by the minute"],
    });
  });

  it("says the hospital stay is left out of an inpatient estimate", () => {
    const delivery = describeCoverage(
      parts(
        "Obstetrician's global fee (prenatal, delivery, postpartum); hospital stay billed separately",
        "vaginal-delivery",
      ),
    );
    expect(delivery.description).toBe("Obstetrician's global fee (prenatal, delivery, postpartum)");
    expect(delivery.includes).toEqual(["the doctor's fee for the procedure", "anesthesia (its base fee)"]);
    expect(delivery.excludes[0]).toBe("the hospital stay (no public figure for it in our data)");
  });

  it("prices a prostatectomy with the hospital outpatient fee, no longer saying the stay is left out", () => {
    const prostate = describeCoverage(parts("Surgeon fee only", "prostate-removal"));
    expect(prostate).toEqual({
      description: null,
      includes: ["the doctor's fee", "the hospital outpatient department's fee", "anesthesia (its base fee)"],
      excludes: ["anesthesia time, which is billed by the minute"],
    });
  });

  it("includes one specimen's pathology on a biopsy and says further samples are billed again", () => {
    const biopsy = describeCoverage(
      parts("Excludes facility, anesthesia and pathology fees", "colonoscopy-with-biopsy"),
    );
    expect(biopsy.description).toBeNull();
    expect(biopsy.includes).toContain(
      "pathology for one tissue sample (the lab's exam and the doctor's report, 88305)",
    );
    expect(biopsy.excludes).toContain("pathology for each further tissue sample, billed again per sample");
    const skin = describeCoverage(
      parts("Shave-type (tangential) biopsy of one lesion; pathology extra", "skin-biopsy"),
    );
    expect(skin.description).toBe("Shave-type (tangential) biopsy of one lesion");
  });

  it("includes the blood draw on a blood test and drops the note that it is excluded", () => {
    const work = describeCoverage(
      parts(
        "Metabolic panel (CMP) + complete blood count (CBC); excludes blood-draw fee (36415, CLFS $9.09)",
        "blood-work",
        true,
      ),
    );
    expect(work).toEqual({
      description: "Metabolic panel (CMP) + complete blood count (CBC)",
      includes: ["the lab's fee for the test", "the blood draw (36415)"],
      excludes: [],
    });
  });

  it("keeps the screening colonoscopy's warning that a biopsy or polyp removal may add cost-sharing", () => {
    const screening = describeCoverage(
      parts(
        "$0 in-network when a screening; biopsy/polyp removal or diagnostic use may add cost-sharing. Excludes facility and anesthesia fees",
        "colonoscopy",
      ),
    );
    expect(screening.description).toBe(
      "$0 in-network when a screening; biopsy/polyp removal or diagnostic use may add cost-sharing",
    );
  });

  it("names the scan and the read of an MRI, and where each figure assumes it is done", () => {
    const mri = describeCoverage(parts("Knee or other leg-joint MRI without contrast; scan + radiologist read", "mri"));
    expect(mri.includes).toEqual(["the scan and the radiologist's read"]);
    expect(mri.description).toMatch(/^Knee or other leg-joint MRI without contrast; scan \+ radiologist read; /);
    expect(mri.description).toContain("hospital outpatient department");
    expect(mri.description).toContain("independent imaging center");
    expect(mri.excludes).toEqual([]);
  });
});
