/**
 * The sentences a price answer carries (pure): written from the figures of the same answer, so the
 * words and the numbers can never disagree. The card and the API show these, never their own copies.
 */
import type { PriceEstimate } from "./engine";

const usd = (dollars: number) => `$${dollars.toLocaleString("en-US")}`;

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
