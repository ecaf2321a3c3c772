/**
 * Every sentence and word list a price answer carries (pure), written from the figures and parts of the same
 * answer, so the words and the numbers can never disagree: the API's `notes`, `coverage`, `regionNote`,
 * `hospitalCashNote`, `cashNote` and `nationalAverageNote`. The card and the API show these, never their own copies.
 */
import type { AddedPart, FacilityComponents, ImagingParts, PriceEstimate, Setting } from "./engine.server";

const usd = (dollars: number) => `$${dollars.toLocaleString("en-US")}`;

export type Coverage = {
  /** What the procedure is (the catalog notes, minus fee-scope clauses the estimate now covers). */
  description: string | null;
  includes: string[];
  excludes: string[];
};

/** What the estimate is made of: the same parts the engine added up. */
export type AnswerParts = {
  notes: string | null;
  /** CLFS rows: a lab's fee, the same nationwide. */
  lab: boolean;
  facility: FacilityComponents | null;
  imaging: ImagingParts | null;
  addedParts: readonly AddedPart[];
};

const FACILITY_FEE: Record<Setting, string> = {
  office: "",
  asc: "the surgery center's fee",
  hopd: "the hospital outpatient department's fee",
  inpatient: "the hospital stay",
};

const ADDED: Record<string, string> = {
  "88305": "pathology for one tissue sample (the lab's exam and the doctor's report, 88305)",
  "36415": "the blood draw (36415)",
};

// Clauses about which fees the catalog's doctor-only figure left out: untrue of an all-in figure.
const FEE_SCOPE =
  /surgeon fee only|excludes facility|facility fee extra|medicare figure is|billed separately|professional fee only/i;
const PATHOLOGY_EXTRA = /patholog/i;
const DRAW_EXTRA = /blood-draw|36415/i;

/** The catalog notes as clauses: split at semicolons and at sentence ends ("… cost-sharing. Excludes …"). */
const clausesOf = (notes: string | null) =>
  (notes ?? "")
    .split(/;\s*|\.\s+(?=[A-Z])/)
    .map((c) => c.trim())
    .filter(Boolean);

export function describeCoverage(parts: AnswerParts): Coverage {
  const { facility, imaging, addedParts } = parts;
  const codes = new Set(addedParts.map((p) => p.code));
  const kept = clausesOf(parts.notes).filter(
    (c) =>
      !(facility && (FEE_SCOPE.test(c) || /^excludes /i.test(c))) &&
      !(codes.has("88305") && PATHOLOGY_EXTRA.test(c)) &&
      !(codes.has("36415") && DRAW_EXTRA.test(c)),
  );
  const includes: string[] = [];
  const excludes: string[] = [];
  if (imaging) {
    includes.push("the scan and the radiologist's read");
    kept.push(
      "with insurance, priced as a hospital outpatient department bills the scan, plus the radiologist's read; " +
        "self-pay is an independent imaging center's cash price for both",
    );
  } else if (!facility) {
    includes.push(
      parts.lab
        ? "the lab's fee for the test"
        : "the whole service at an independent center or office (equipment, staff and the doctor's fee)",
    );
  } else {
    includes.push(facility.setting === "inpatient" ? "the doctor's fee for the procedure" : "the doctor's fee");
    if (facility.facilityCents !== null) includes.push(FACILITY_FEE[facility.setting]);
    else excludes.push(`${FACILITY_FEE[facility.setting]} (no public figure for it in our data)`);
    if (facility.anesthesiaCents !== null) {
      includes.push("anesthesia (its base fee)");
      excludes.push("anesthesia time, which is billed by the minute");
    } else {
      excludes.push("anesthesia, if you need it");
    }
  }
  for (const code of codes) includes.push(ADDED[code] ?? `code ${code}`);
  if (codes.has("88305")) excludes.push("pathology for each further tissue sample, billed again per sample");
  else if (clausesOf(parts.notes).some((c) => PATHOLOGY_EXTRA.test(c)))
    excludes.push("pathology (the lab's review of any tissue taken)");
  return { description: kept.length ? kept.join("; ") : null, includes, excludes };
}

/** Which regional factor applied to the figures, or why none did. */
export function regionNote(region: { state: string; place: string } | null, zip: string, gafApplies: boolean): string {
  if (!region)
    return `We have no regional data for ZIP codes starting ${zip.slice(0, 3)}, so these are national estimates.`;
  if (!gafApplies) return `Lab fees are set nationally, so prices near ${zip.slice(0, 5)} match the national figures.`;
  return `Adjusted for Medicare costs in the ${region.place} area (${region.state}).`;
}

/** What the hospital cash line is, and whether a state factor adjusted it (null when there is no such line). */
export function hospitalCashNote(
  estimate: Pick<PriceEstimate, "hospitalCashRange" | "setting" | "factors">,
  imaging: boolean,
  state: string | null,
): string | null {
  if (!estimate.hospitalCashRange) return null;
  const what = imaging
    ? "mostly the hospital's fee for the scan, with the radiologist's read added at Medicare's rate up to 1.7 times it"
    : estimate.setting === "inpatient"
      ? "the price hospitals post for the doctor's code"
      : "mostly the hospital's own fee";
  const adjusted =
    estimate.factors.stateFactor !== 1 && state
      ? `adjusted for how hospitals in ${state} price against the national median`
      : `national figures, not adjusted for your state${state ? ` (too few hospitals in ${state} post prices)` : ""}`;
  return `The middle half of the cash prices hospitals post for this procedure (${what}); ${adjusted}.`;
}

/** When cash may be cheaper: the gap in dollars and what to do about it. */
export function cashNote(savings: number | null): string | null {
  if (savings === null) return null;
  return (
    `Cash may be cheaper than your insurance here: about ${usd(savings)} less, comparing the middle of the ` +
    "self-pay range with the middle of the before-deductible range. Until your deductible is met you pay your " +
    "plan's negotiated rate in full; ask for the cash price before you use your insurance."
  );
}

/** A birth: the national figure is the whole episode, the ranges only the doctor's part. */
export function wholeBirthNote(): string {
  return (
    "The national figure is what a whole birth costs with insurance (the hospital stay and the doctors, paid by the " +
    "plan and the patient together). The ranges on this card are only the doctor's part, which we can compute near " +
    "you; no public data prices the hospital stay near you."
  );
}

/** Why the national figure sits outside every range on the card (null when it sits inside one). */
export function nationalAverageNote(
  estimate: Pick<PriceEstimate, "nationalAveragePlace" | "factors" | "dollars">,
  zip: string,
  state: string | null,
): string | null {
  if (estimate.nationalAveragePlace === "inside") return null;
  if (estimate.nationalAveragePlace === "above")
    return (
      "The national average is the median cash price U.S. hospitals post; the ranges near you are lower because " +
      "independent centers, offices and surgery centers usually charge less than a hospital."
    );
  const { stateFactor } = estimate.factors;
  const place = zip.slice(0, 5);
  return stateFactor > 1 && state
    ? `Prices near ${place} run above the national average: hospitals in ${state} post cash prices about ` +
        `${stateFactor.toFixed(2)} times the national median, and Medicare's own amount near you is ` +
        `${usd(Math.ceil(estimate.factors.medicareLocal))}.`
    : `Prices near ${place} run above the national average: Medicare's own amount near you is ` +
        `${usd(Math.ceil(estimate.factors.medicareLocal))}, more than the median cash price hospitals post, and our ` +
        "self-pay range starts at Medicare's rate.";
}
