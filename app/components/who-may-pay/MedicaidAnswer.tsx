import type { MedicaidView } from "~/.server/coverage/who-may-pay.server";
import type { CareGroup } from "~/domain/coverage-rules";
import { formatCalendarDate } from "~/format/dates";
import { coverageWords } from "./coverage-words";

type Words = ReturnType<typeof coverageWords>;

/** Why Medicaid likely does not cover, or why we cannot tell: the rule's own sentence, or the page's words for it. */
function whyWords(medicaid: MedicaidView, w: Words, who: string, percent: number): string {
  const { answer, stateName } = medicaid;
  if (answer.kind === "not_known") return w.whyNotKnown?.(stateName, who) ?? answer.why;
  if (answer.kind === "likely_not")
    return (
      (answer.limit === 0 ? w.whyNotCovered?.(stateName, who) : w.whyAbove?.(stateName, who, answer.limit, percent)) ??
      answer.why
    );
  return "";
}

/** The Medicaid answer: likely (with "Apply for Medicaid by"), likely not (with why), or not known. */
export function MedicaidAnswer({
  medicaid,
  percent,
  group,
  lang,
}: {
  medicaid: MedicaidView;
  percent: number;
  group: string;
  lang?: string;
}) {
  const w = coverageWords(lang);
  const { answer } = medicaid;
  const who = w.plurals[group as CareGroup] ?? w.plurals.adult;
  if (answer.kind === "likely_not")
    return (
      <p>
        <strong>{w.likelyNot}</strong> {whyWords(medicaid, w, who, percent)}
      </p>
    );
  if (answer.kind === "not_known")
    return (
      <p>
        <strong>{w.notKnown}</strong> {whyWords(medicaid, w, who, percent)} {w.stillApply}
      </p>
    );
  return (
    <>
      <p>
        <strong>{w.likely}</strong> {w.likelyWhy(percent, medicaid.stateName, who, answer.limit)}
      </p>
      {medicaid.applyBy === null ? (
        <p>{w.monthsNotChecked(medicaid.stateName)}</p>
      ) : medicaid.passed ? (
        <p>{w.windowClosed(formatCalendarDate(medicaid.applyBy, lang))}</p>
      ) : (
        <p>
          <strong>{w.applyBy(formatCalendarDate(medicaid.applyBy, lang))}</strong> {w.retroactive}
        </p>
      )}
    </>
  );
}

/** Where to apply, and the two other doors: presumptive eligibility at the hospital, a Marketplace special enrollment. */
export function WhereToApply({ lang }: { lang?: string }) {
  const w = coverageWords(lang);
  return (
    <ul>
      <li>
        {w.applyAt}
        <a href="https://www.healthcare.gov/">HealthCare.gov</a>
        {w.applyAtAfter}
      </li>
      <li>{w.presumptive}</li>
      <li>{w.specialEnrollment}</li>
    </ul>
  );
}
