/**
 * Every sentence and word list a price answer carries (pure), written from the figures and parts of the same
 * answer, so the words and the numbers can never disagree: as codes with values (`said`, app/domain/price-sentences.ts)
 * that the card says in the page's language, and in English for the API's `notes`, `coverage`, `regionNote`,
 * `hospitalCashNote`, `cashNote` and `nationalAverageNote` (the same English words, app/i18n/prices/sentences.en.ts).
 */
import type { PricePart, PriceSentence } from "../../domain/price-sentences";
import { en } from "../../i18n/prices/en";
import { say, sayPart } from "../../i18n/prices/say";
import type { AddedPart, FacilityComponents, ImagingParts, PriceEstimate } from "./engine.server";

export type Coverage = {
  /** What the procedure is (the catalog notes, minus fee-scope clauses the estimate now covers). */
  description: string | null;
  includes: string[];
  excludes: string[];
};

/** The same, as codes. */
export type CoverageSaid = { description: PriceSentence[]; includes: PricePart[]; excludes: PricePart[] };

/** What the estimate is made of: the same parts the engine added up. */
export type AnswerParts = {
  /** The catalog procedure's slug (the key of its description in other languages). */
  slug?: string;
  notes: string | null;
  /** CLFS rows: a lab's fee, the same nationwide. */
  lab: boolean;
  facility: FacilityComponents | null;
  imaging: ImagingParts | null;
  addedParts: readonly AddedPart[];
};

const ADDED: Record<string, PricePart> = {
  "88305": { code: "pathologyOneSample" },
  "36415": { code: "bloodDraw" },
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

export function coverageSaid(parts: AnswerParts): CoverageSaid {
  const { facility, imaging, addedParts } = parts;
  const codes = new Set(addedParts.map((p) => p.code));
  const kept = clausesOf(parts.notes).filter(
    (c) =>
      !(facility && (FEE_SCOPE.test(c) || /^excludes /i.test(c))) &&
      !(codes.has("88305") && PATHOLOGY_EXTRA.test(c)) &&
      !(codes.has("36415") && DRAW_EXTRA.test(c)),
  );
  const description: PriceSentence[] = kept.length
    ? [{ code: "catalogNotes", values: { slug: parts.slug ?? "", text: kept.join("; ") } }]
    : [];
  const includes: PricePart[] = [];
  const excludes: PricePart[] = [];
  if (imaging) {
    includes.push({ code: "scanAndRead" });
    description.push({ code: "imagingPricedAs" });
  } else if (!facility) {
    includes.push({ code: parts.lab ? "labFee" : "wholeServiceOffice" });
  } else {
    const { setting } = facility;
    includes.push({ code: setting === "inpatient" ? "doctorFeeProcedure" : "doctorFee" });
    if (facility.facilityCents !== null) includes.push({ code: "facilityFee", values: { setting } });
    else excludes.push({ code: "facilityFeeNoFigure", values: { setting } });
    if (facility.anesthesiaCents !== null) {
      includes.push({ code: "anesthesiaBase" });
      excludes.push({ code: "anesthesiaTime" });
    } else {
      excludes.push({ code: "anesthesiaIfNeeded" });
    }
  }
  for (const code of codes) includes.push(ADDED[code] ?? { code: "addedCode", values: { code } });
  if (codes.has("88305")) excludes.push({ code: "pathologyPerSample" });
  else if (clausesOf(parts.notes).some((c) => PATHOLOGY_EXTRA.test(c))) excludes.push({ code: "pathologyAny" });
  return { description, includes, excludes };
}

/** What the estimate covers and leaves out, in English (the API's `coverage`). */
export function describeCoverage(parts: AnswerParts): Coverage {
  return inEnglish(coverageSaid(parts));
}

export function inEnglish(said: CoverageSaid): Coverage {
  return {
    description: said.description.length ? said.description.map((s) => say(en, s)).join("; ") : null,
    includes: said.includes.map((p) => sayPart(en, p)),
    excludes: said.excludes.map((p) => sayPart(en, p)),
  };
}

/** Which regional factor applied to the figures, or why none did. */
export function regionNote(
  region: { state: string; place: string } | null,
  zip: string,
  gafApplies: boolean,
): PriceSentence {
  if (!region) return { code: "regionNone", values: { zip3: zip.slice(0, 3) } };
  if (!gafApplies) return { code: "regionLabNational", values: { zip: zip.slice(0, 5) } };
  return { code: "regionAdjusted", values: { place: region.place, state: region.state } };
}

/** What the hospital cash line is, and whether a state factor adjusted it (null when there is no such line). */
export function hospitalCashNote(
  estimate: Pick<PriceEstimate, "hospitalCashRange" | "setting" | "factors">,
  imaging: boolean,
  state: string | null,
): PriceSentence | null {
  if (!estimate.hospitalCashRange) return null;
  const what = imaging ? "imaging" : estimate.setting === "inpatient" ? "inpatient" : "hospitalFee";
  const adjusted = estimate.factors.stateFactor !== 1 && state !== null;
  return { code: "hospitalCash", values: { what, adjusted, state } };
}

/** When cash may be cheaper: the gap in dollars and what to do about it. */
export function cashNote(savings: number | null): PriceSentence | null {
  return savings === null ? null : { code: "cashMayBeCheaper", values: { savings } };
}

/** Why the national figure sits outside every range on the card (null when it sits inside one). */
export function nationalAverageNote(
  estimate: Pick<PriceEstimate, "nationalAveragePlace" | "factors" | "dollars">,
  zip: string,
  state: string | null,
): PriceSentence | null {
  if (estimate.nationalAveragePlace === "inside") return null;
  if (estimate.nationalAveragePlace === "above") return { code: "nationalAbove" };
  const { stateFactor } = estimate.factors;
  const medicareLocal = Math.ceil(estimate.factors.medicareLocal);
  return stateFactor > 1 && state
    ? { code: "nationalBelowState", values: { zip: zip.slice(0, 5), state, factor: stateFactor, medicareLocal } }
    : { code: "nationalBelow", values: { zip: zip.slice(0, 5), medicareLocal } };
}
