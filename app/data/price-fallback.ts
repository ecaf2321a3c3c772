/**
 * The price preview's fallback (docs/product.md#messages), re-exported by
 * app/domain/prices.ts. Free of valibot, so a page can show it without
 * downloading the validation library.
 */
/** What the page shows when the price service fails (docs/product.md#messages). */
export const FALLBACK_ESTIMATE = {
  nationalAverageCost: 1325,
  localSelfPayRange: { min: 250, max: 400 },
  insuredOutOfPocket: { min: 600, max: 1200 },
  dataSources: ["Fallback Estimates"],
} as const;

export const FALLBACK_NOTE = "Showing fallback estimates. Results may not reflect current market rates.";

/** Why the fallback shows, in words a patient can act on (never a browser's or server's error text). */
export const FALLBACK_REASONS = {
  title: "We couldn't get prices for your search",
  offline: "Your device could not reach Care Finder. Check your internet connection, then try again.",
  unavailable: "Our price service is not answering right now. Please try again in a few minutes.",
} as const;
export type FallbackReason = "offline" | "unavailable";
