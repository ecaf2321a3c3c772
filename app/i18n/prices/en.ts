import { FALLBACK_NOTE, FALLBACK_REASONS, type FallbackReason } from "~/data/price-fallback";
import type { PriceSetting } from "~/domain/price-sentences";
import { hospitalsEn } from "./hospitals.en";
import { sentencesEn } from "./sentences.en";

/**
 * The price card's words (app/components/PriceResults.tsx), English, with its hospital list's and the answer's
 * sentences (its codes, app/domain/price-sentences.ts). A page in another language passes its own words (`lang`
 * says which). A technical term stays one hover away, never in the sentence.
 */
export const en = {
  lang: "en" as string,
  where: {
    office: "at an independent center or office",
    asc: "at a surgery center, all-in",
    hopd: "at a hospital outpatient department, all-in",
    inpatient: "with a hospital stay",
  } satisfies Record<PriceSetting, string>,
  title: (procedure: string | undefined) => (procedure ? `${procedure} price preview` : "Price preview"),
  /** The procedure's name in the page's language, by its slug; the card keeps the English name beside it. */
  procedureName: (_slug: string | undefined): string | undefined => undefined,
  fallbackTitle: "Price preview: national estimates",
  fallback: { ...FALLBACK_REASONS, note: FALLBACK_NOTE } as Record<"title" | "note" | FallbackReason, string>,
  near: "near",
  nationalAverage: "National average",
  nationalAverageMeaning: "Typical cash price at U.S. hospitals",
  from: "From",
  withInsurance: "With insurance",
  beforeDeductible: "What you pay before your deductible is met:",
  insuredMeaning: "What you might pay out of pocket with insurance",
  planPrice: "the plan's price in full",
  planPriceTerm: "Allowed amount: the rate your plan negotiated with the provider",
  preventive: ". $0 in network when done as a preventive screening",
  afterDeductible: "After your deductible:",
  coinsuranceShare: "your share of the plan's price",
  coinsuranceTerm: "Coinsurance: the percent of the allowed amount you pay once the deductible is met",
  selfPay: "Self-pay",
  cashNear: (zip: string | undefined) => (zip ? `Typical cash price near ${zip}` : "Typical cash price in the U.S."),
  includes: (items: string) => `Includes ${items}.`,
  and: "and",
  notIncluded: "Not included:",
  wholeBirth: "What a whole birth costs",
  wholeBirthAbout: "(published national figures, with insurance; not cash prices):",
  hospitalCash: "Hospitals' posted cash prices for this procedure",
  hospitalCashMostly: " (mostly the hospital's own fee)",
  middleHalf: ": the middle half run",
  stateAdjusted: ", adjusted for your state.",
  estimate: "Estimate, not a quote.",
  estimateWhy: "Your bill depends on the provider, your plan and your deductible.",
  howWeEstimate: "How we estimate these prices",
  sources: "Data sources",
  /** The fallback answer's one source (its `dataSources`), as the card lists it. */
  fallbackSources: "Fallback Estimates",
  help: "Get Free Expert Help Today",
  helpHref: "/form",
  thisProcedure: "this procedure",
  range: {
    under: (usd: string) => `under ${usd}`,
    upTo: (usd: string) => `up to ${usd}`,
    about: (usd: string) => `about ${usd}`,
  },
  hospitals: hospitalsEn,
  ...sentencesEn,
};
export type PriceCardWords = typeof en;
/** The few words a range is read with ("under $100", "menos de $100"). */
export type RangeWords = PriceCardWords["range"];
