import type {
  PriceDataset,
  PricePart,
  PricePartCode,
  PriceSentence,
  PriceSentenceCode,
  ValuesOf,
} from "~/domain/price-sentences";

/**
 * The sentences of a price answer (app/domain/price-sentences.ts), English: the card says them, and the server
 * writes the answer's English strings for the /api with these same words.
 */
const usd = (dollars: number) => `$${dollars.toLocaleString("en-US")}`;

type Say<T extends { code: string }, C extends T["code"]> = (values: ValuesOf<T, C>) => string;
export type SentenceWords = { [C in PriceSentenceCode]: Say<PriceSentence, C> };
export type PartWords = { [C in PricePartCode]: Say<PricePart, C> };

const FACILITY_FEE = {
  asc: "the surgery center's fee",
  hopd: "the hospital outpatient department's fee",
  inpatient: "the hospital stay",
};

const DATASETS: Record<PriceDataset, string> = {
  pfs: "CMS Medicare Physician Fee Schedule, CY2025 (RVU25D, October 2025 release; conversion factor $32.3465)",
  clfs: "CMS Clinical Laboratory Fee Schedule, 2025 Q2 v1",
  gpci: "CMS Geographic Practice Cost Indices, CY2025 (Addendum E) with the CMS ZIP code to locality file, 2025 Q4",
  opps: "CMS Hospital Outpatient Prospective Payment System, CY2025 final rule, Addendum B (national rates)",
  asc: "CMS Ambulatory Surgical Center payment rates, January 2025, Addendum AA (national rates)",
  anesthesia:
    "CMS anesthesia base units (CY2022 file, the latest published) and the CY2025 national anesthesia conversion factor $20.3178",
  hospital: "Hospital price-transparency cash prices, files of January 2026",
  stateFactor: "State hospital cash-price factors computed from the same hospital files (January 2026)",
  kffRatios:
    "KFF, How Much More Than Medicare Do Private Insurers Pay? A Review of the Literature (April 2020): physician services 118–179 % of Medicare, hospital outpatient 150–358 %",
  rand: "RAND, Prices Paid to Hospitals by Private Health Plans, Round 5.1 (2024): surgery centers 171 % of Medicare",
  urban:
    "Urban Institute, Commercial Health Insurance Markups over Medicare Prices for Physician Services Vary Widely by Specialty (2022): anesthesia about 330 %, radiology about 180 %",
  cmsHospitals:
    "CMS Hospital General Information (release of 2026-05-13): hospital names, addresses and overall star ratings; hospital locations from CMS's earlier geocoded exports",
  zcta: "U.S. Census Bureau 2022 Gazetteer, ZIP Code Tabulation Areas: the centre point of each ZIP code",
  kff: "KFF Employer Health Benefits Survey 2024 (average single deductible $1,787)",
};

const hospitalsPosting = (hospitals: number | null) =>
  hospitals ? `${hospitals.toLocaleString("en-US")} hospitals` : "U.S. hospitals";

const HOSPITAL_CASH_WHAT = {
  imaging:
    "mostly the hospital's fee for the scan, with the radiologist's read added at Medicare's rate up to 1.7 times it",
  inpatient: "the price hospitals post for the doctor's code",
  hospitalFee: "mostly the hospital's own fee",
};

export const sentencesEn = {
  /** Each dataset as cited, by its key (the /methodology page lists these too). */
  datasets: DATASETS,
  /** A published whole-birth figure's own words, by their English words (the same in English). */
  benchmark: {
    episode: {} as Record<string, string>,
    measure: {} as Record<string, string>,
    source: {} as Record<string, string>,
  },
  sentence: sentence(),
  part: part(),
};

function sentence(): SentenceWords {
  return {
    catalogNotes: ({ text }) => text,
    imagingPricedAs: () =>
      "with insurance, priced as a hospital outpatient department bills the scan, plus the radiologist's read; " +
      "self-pay is an independent imaging center's cash price for both",
    regionNone: ({ zip3 }) =>
      `We have no regional data for ZIP codes starting ${zip3}, so these are national estimates.`,
    regionLabNational: ({ zip }) => `Lab fees are set nationally, so prices near ${zip} match the national figures.`,
    regionAdjusted: ({ place, state }) => `Adjusted for Medicare costs in the ${place} area (${state}).`,
    hospitalCash: ({ what, adjusted, state }) =>
      `The middle half of the cash prices hospitals post for this procedure (${HOSPITAL_CASH_WHAT[what]}); ${
        adjusted
          ? `adjusted for how hospitals in ${state} price against the national median`
          : `national figures, not adjusted for your state${state ? ` (too few hospitals in ${state} post prices)` : ""}`
      }.`,
    cashMayBeCheaper: ({ savings }) =>
      `Cash may be cheaper than your insurance here: about ${usd(savings)} less, comparing the middle of the ` +
      "self-pay range with the middle of the before-deductible range. Until your deductible is met you pay your " +
      "plan's negotiated rate in full; ask for the cash price before you use your insurance.",
    wholeBirth: () =>
      "The national figure is what a whole birth costs with insurance (the hospital stay and the doctors, paid by the " +
      "plan and the patient together). The ranges on this card are only the doctor's part, which we can compute near " +
      "you; no public data prices the hospital stay near you.",
    nationalAbove: () =>
      "The national average is the median cash price U.S. hospitals post; the ranges near you are lower because " +
      "independent centers, offices and surgery centers usually charge less than a hospital.",
    nationalBelowState: ({ zip, state, factor, medicareLocal }) =>
      `Prices near ${zip} run above the national average: hospitals in ${state} post cash prices about ` +
      `${factor.toFixed(2)} times the national median, and Medicare's own amount near you is ${usd(medicareLocal)}.`,
    nationalBelow: ({ zip, medicareLocal }) =>
      `Prices near ${zip} run above the national average: Medicare's own amount near you is ` +
      `${usd(medicareLocal)}, more than the median cash price hospitals post, and our ` +
      "self-pay range starts at Medicare's rate.",
    sourceEpisode: ({ source, measure, episode, period }) =>
      `${source}: ${measure} for a ${episode}, data through ${period}`,
    sourceNoMedian: () => "1.7 × the national Medicare amount (no hospital median for this procedure)",
    sourceMedian: ({ hospitals }) =>
      `The median cash price posted by ${hospitalsPosting(hospitals)} for this procedure (January 2026)`,
    labelWholeBirth: () => "A whole birth (hospital stay and doctors): national median insured price",
    labelTypicalCash: () => "Typical cash price at U.S. hospitals",
    dataset: ({ dataset, hospitals }) =>
      dataset === "hospital" ? `${DATASETS.hospital} (${hospitalsPosting(hospitals)})` : DATASETS[dataset],
  };
}

/** What a range includes or leaves out. */
function part(): PartWords {
  return {
    scanAndRead: () => "the scan and the radiologist's read",
    labFee: () => "the lab's fee for the test",
    wholeServiceOffice: () =>
      "the whole service at an independent center or office (equipment, staff and the doctor's fee)",
    doctorFeeProcedure: () => "the doctor's fee for the procedure",
    doctorFee: () => "the doctor's fee",
    facilityFee: ({ setting }) => FACILITY_FEE[setting],
    facilityFeeNoFigure: ({ setting }) => `${FACILITY_FEE[setting]} (no public figure for it in our data)`,
    anesthesiaBase: () => "anesthesia (its base fee)",
    anesthesiaTime: () => "anesthesia time, which is billed by the minute",
    anesthesiaIfNeeded: () => "anesthesia, if you need it",
    pathologyOneSample: () => "pathology for one tissue sample (the lab's exam and the doctor's report, 88305)",
    bloodDraw: () => "the blood draw (36415)",
    addedCode: ({ code }) => `code ${code}`,
    pathologyPerSample: () => "pathology for each further tissue sample, billed again per sample",
    pathologyAny: () => "pathology (the lab's review of any tissue taken)",
  };
}
