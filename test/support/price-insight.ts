import type { PriceInsight } from "~/domain/prices";

/** A price answer for the card tests: knee surgery near Anchorage, one hospital nearby. */
export const kneeSurgeryInsight: PriceInsight = {
  procedure: "Knee Surgery",
  zip: "99501",
  procedureSlug: "knee-surgery",
  nationalAverageCost: 4000,
  localSelfPayRange: { min: 2300, max: 3800 },
  insuredOutOfPocket: { min: 1800, max: 2700 },
  insuredAfterDeductible: { min: 800, max: 900 },
  hospitalCashRange: { min: 100, max: 200 },
  dollars: {
    nationalAverageCost: 3912,
    localSelfPayRange: { min: 2250, max: 3725 },
    insuredOutOfPocket: { min: 1750, max: 2650 },
    insuredAfterDeductible: { min: 750, max: 850 },
    hospitalCashRange: { min: 32, max: 102 },
  },
  setting: "asc",
  coverage: {
    description: null,
    includes: ["the doctor's fee", "the surgery center's fee", "anesthesia (its base fee)"],
    excludes: [],
  },
  dataSources: ["Medicare Physician Fee Schedule, CY2025"],
  nearbyHospitals: {
    located: "zip",
    hospitals: [
      {
        ccn: "020001",
        name: "Providence Alaska Medical Center",
        city: "Anchorage",
        state: "AK",
        distanceMiles: 2.1,
        cashPrice: 4100,
        stars: 3,
        priceFlag: null,
      },
    ],
    unplacedInState: 1,
    state: "AK",
    radiusMiles: 100,
    nearestMiles: 2.1,
  },
};
