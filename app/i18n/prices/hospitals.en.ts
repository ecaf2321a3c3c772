import type { CarriedLang } from "~/utils/carried-lang";
import type { PluralForms } from "~/utils/plural";

/** The hospital list's words (app/components/NearbyHospitals.tsx), English; each language's page may pass its own. */
export const hospitalsEn = {
  /** The language counts and numbers are written in (Intl.PluralRules, toLocaleString). */
  locale: "en-US",
  /** Carried to a hospital's page (`?lang=`), whose link back leads to this language's preview. */
  lang: "en" as CarriedLang,
  /** The page that shows the preview in this language, and the hospital page's link back to it. */
  previewPage: "/",
  backToPreview: "← Back to price preview",
  title: (zip: string) => `Hospitals near ${zip} that post a cash price`,
  unlocated: (zip: string) => `We could not place ZIP code ${zip} on a map, so we cannot list hospitals near it.`,
  noneMapped: (procedure: string) => `No hospital we can place on a map posts a cash price for ${procedure}.`,
  noneNear: (radius: number, zip: string, procedure: string, nearest: string) =>
    `No hospital within ${radius} miles of ${zip} posts a cash price for ${procedure}; the nearest one that does is ${nearest} miles away.`,
  zip3: (zip: string) =>
    `We have no map point for ZIP ${zip}, so distances are from the middle of the ZIP codes starting ${zip.slice(0, 3)}.`,
  sortLabel: "Sort hospitals",
  nearestFirst: "Nearest first",
  lowestFirst: "Lowest price first",
  count: { one: "# hospital", other: "# hospitals" } as PluralForms,
  within: (radius: number, zip: string) => `within ${radius} miles of ${zip}`,
  captionByPrice: "lowest posted cash price first, likely partial prices last",
  captionByDistance: "nearest first",
  hospital: "Hospital",
  distance: "Distance",
  miles: (miles: string) => `${miles} mi`,
  cashPrice: "Posted cash price",
  rating: "CMS rating",
  unplaced: (state: string | null, procedure: string): PluralForms => ({
    one: `# hospital in ${state} that posts a price for ${procedure} cannot be placed on a map, so it is not in this list.`,
    other: `# hospitals in ${state} that post a price for ${procedure} cannot be placed on a map, so they are not in this list.`,
  }),
  flagHigh: "More than 3 times the national hospital median",
  flagLow: "Under a quarter of the national hospital median: likely only part of the service",
  notRated: "Not rated",
  stars: (stars: number) => `${stars} of 5`,
  caveats: [
    "Prices are what each hospital posted in its price-transparency file, as of January 2026. They are not quotes, and they are mostly the hospital's own fee; some hospitals post a package, and some post their full charge as the cash price.",
    "Star ratings are CMS's overall hospital rating (May 2026 release); many small hospitals are not rated.",
    "Some hospitals cannot be placed on a map and are left out of distance lists.",
  ],
};
export type NearbyHospitalsWords = typeof hospitalsEn;
