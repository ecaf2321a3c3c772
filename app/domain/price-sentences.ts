/**
 * The sentences a price answer carries, as codes with values (docs/decisions/0058-price-sentences-as-codes.md):
 * the server says which sentence and with which figures; the card says it in the page's language
 * (app/i18n/prices/{en,es}.ts). Client-safe. The answer keeps its English strings beside these for the /api.
 */

/** Where a procedure is done, which sets its facility fee. */
export type PriceSetting = "office" | "asc" | "hopd" | "inpatient";

type FacilitySetting = Exclude<PriceSetting, "office">;

/** What a range includes or leaves out (`coverage.includes` / `coverage.excludes`), one code per part. */
export type PricePart =
  | { code: "scanAndRead" }
  | { code: "labFee" }
  | { code: "wholeServiceOffice" }
  | { code: "doctorFeeProcedure" }
  | { code: "doctorFee" }
  | { code: "facilityFee"; values: { setting: FacilitySetting } }
  | { code: "facilityFeeNoFigure"; values: { setting: FacilitySetting } }
  | { code: "anesthesiaBase" }
  | { code: "anesthesiaTime" }
  | { code: "anesthesiaIfNeeded" }
  | { code: "pathologyOneSample" }
  | { code: "bloodDraw" }
  | { code: "addedCode"; values: { code: string } }
  | { code: "pathologyPerSample" }
  | { code: "pathologyAny" };

/** The datasets behind a figure, as cited in `dataSources` and on /methodology. */
export const PRICE_DATASETS = [
  "pfs",
  "clfs",
  "gpci",
  "opps",
  "asc",
  "anesthesia",
  "hospital",
  "stateFactor",
  "kffRatios",
  "rand",
  "urban",
  "cmsHospitals",
  "zcta",
  "kff",
] as const;
export type PriceDataset = (typeof PRICE_DATASETS)[number];

/** One sentence of the answer. */
export type PriceSentence =
  // The catalog's description of the procedure (its kept clauses, in English), by the procedure's slug.
  | { code: "catalogNotes"; values: { slug: string; text: string } }
  | { code: "imagingPricedAs" }
  | { code: "regionNone"; values: { zip3: string } }
  | { code: "regionLabNational"; values: { zip: string } }
  | { code: "regionAdjusted"; values: { place: string; state: string } }
  | {
      code: "hospitalCash";
      values: { what: "imaging" | "inpatient" | "hospitalFee"; adjusted: boolean; state: string | null };
    }
  | { code: "cashMayBeCheaper"; values: { savings: number } }
  | { code: "wholeBirth" }
  | { code: "nationalAbove" }
  | { code: "nationalBelowState"; values: { zip: string; state: string; factor: number; medicareLocal: number } }
  | { code: "nationalBelow"; values: { zip: string; medicareLocal: number } }
  | { code: "sourceEpisode"; values: { source: string; measure: string; episode: string; period: string } }
  | { code: "sourceNoMedian" }
  | { code: "sourceMedian"; values: { hospitals: number | null } }
  | { code: "labelWholeBirth" }
  | { code: "labelTypicalCash" }
  | { code: "dataset"; values: { dataset: PriceDataset; hospitals: number | null } };

export type PriceSentenceCode = PriceSentence["code"];
export type PricePartCode = PricePart["code"];

/** Each code's values (an empty object for a code without). */
export type ValuesOf<T extends { code: string }, C extends T["code"]> =
  Extract<T, { code: C }> extends { values: infer V } ? V : Record<string, never>;

/** The answer's sentences as codes, field by field beside the English strings they stand for. */
export type PriceSaid = {
  /** `coverage.description` / `notes`, clause by clause. */
  description: PriceSentence[];
  includes: PricePart[];
  excludes: PricePart[];
  regionNote: PriceSentence;
  hospitalCashNote: PriceSentence | null;
  cashNote: PriceSentence | null;
  nationalAverageNote: PriceSentence | null;
  nationalAverageSource: PriceSentence;
  nationalAverageLabel: PriceSentence;
  dataSources: PriceSentence[];
};
