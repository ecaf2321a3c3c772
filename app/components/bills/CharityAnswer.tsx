import type { CharityScreen } from "~/.server/bills/charity.server";
import type { LawView } from "~/.server/coverage/who-may-pay.server";
import { useFocusWhenShown } from "~/components/useFocusWhenShown";
import { DISCOUNT_COMMON_UP_TO_PERCENT, FREE_CARE_COMMON_UP_TO_PERCENT } from "~/domain/bill-rules";
import type { LawRequires } from "~/domain/coverage-rules";
import { formatUsd } from "~/format/money";
import { charityWords } from "./charity-words";

const BAND_PERCENT = {
  free: FREE_CARE_COMMON_UP_TO_PERCENT,
  discount: DISCOUNT_COMMON_UP_TO_PERCENT,
  above: DISCOUNT_COMMON_UP_TO_PERCENT,
} as const;

/** The state law covers this household when it binds the hospital and requires free care or a discount at its income. */
const lawCovers = (law: LawView, requires: LawRequires | null): requires is "free" | "discount" =>
  law.bindsThisHospital && (requires === "free" || requires === "discount");

/**
 * The screen's answer. Where the state's law binds the hospital and sets free care or a discount at this income,
 * the law leads and the "common practice" bands are left out (they could only contradict it); elsewhere the bands
 * come as the hospital's own policy. The heading takes focus (autoFocus: on the page the server sends, so without
 * JavaScript too; and on each new answer), and the live region announces it.
 */
export function CharityAnswer({
  screen,
  law,
  requires,
  income,
  nonProfit,
  answerKey,
  lang,
}: {
  screen: CharityScreen;
  law: LawView;
  requires: LawRequires | null;
  income: number;
  nonProfit: boolean;
  /** Changes with each answer (the location's key), so each new one takes focus. */
  answerKey: string;
  lang?: string;
}) {
  const w = charityWords(lang);
  const heading = useFocusWhenShown<HTMLHeadingElement>(answerKey);
  const covered = lawCovers(law, requires);
  return (
    <section className="card" aria-labelledby="result-title" id="charity-answer">
      <h2 id="result-title" ref={heading} tabIndex={-1} autoFocus>
        {w.resultTitle(screen.percent)}
      </h2>
      {covered ? (
        <p>
          <strong>
            {requires === "free"
              ? w.lawFree(law.stateName, law.name ?? "")
              : w.lawDiscount(law.stateName, law.name ?? "")}
          </strong>{" "}
          {w.lawApply}
        </p>
      ) : null}
      <p>{w.plainWords((screen.percent / 100).toFixed(2), screen.householdSize)}</p>
      <p>{w.guideline(screen.year, screen.householdSize, formatUsd(screen.povertyLine))}</p>
      <details>
        <summary>{w.source}</summary>
        <p lang="en">{screen.source}</p>
      </details>
      {covered ? null : (
        <>
          <h3>{w.ownPolicyTitle}</h3>
          <p>
            {w.bands[screen.band](BAND_PERCENT[screen.band])} {w.commonPractice}
          </p>
        </>
      )}
      {nonProfit ? (
        <>
          {w.coverLetterNote ? <p>{w.coverLetterNote}</p> : null}
          <p lang={lang === "es" ? "en" : undefined}>
            {w.coverLetter(screen.householdSize, formatUsd(income), screen.percent, screen.year)}
          </p>
        </>
      ) : null}
    </section>
  );
}
