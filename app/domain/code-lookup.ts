/** One code looked up at one hospital (/hospitals/:ccn): client-safe, the page renders it. */
import type { PriceStatus } from "./bill-rules";

/** A code's national figures across U.S. hospitals (code-ranges.csv): whole dollars, null where empty. */
export type CodeRange = { p25: number | null; p50: number | null; p75: number | null; hospitals: number };

export type CodeLookup =
  | { code: string; invalid: true }
  | {
      code: string;
      invalid: false;
      /** The code without its modifier. */
      base: string;
      status: PriceStatus;
      /** Whole dollars per billing unit, or null when it posts none or our data does not say. */
      posted: number | null;
      range: CodeRange | null;
    };

/** What /methodology states about the hospitals' files: their release and how much they cover. */
export type HospitalCodesAbout = {
  version: string;
  hospitals: number;
  codes: number;
  prices: number;
  rangeCodes: number;
};
