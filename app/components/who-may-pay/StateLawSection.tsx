import type { LawView } from "~/.server/coverage/who-may-pay.server";
import type { LawRequires } from "~/domain/coverage-rules";
import { formatCalendarDate } from "~/format/dates";
import { coverageWords, IRS_501R_URL } from "./coverage-words";

type LawWords = ReturnType<typeof coverageWords>["law"];

function Requires({ law, requires, w }: { law: LawView; requires: LawRequires; w: LawWords }) {
  return (
    <p>
      <strong>{w.atYourIncome(w.requires[requires])}</strong>{" "}
      {requires === "free" || requires === "discount" ? w.stillApply(law.stateName) : null}
    </p>
  );
}

/** The federal duty in plain words, the rule one click away (issue 38: "IRS 501(r)" is not a patient's word). */
function FederalDuty({ lang }: { lang?: string }) {
  const w = coverageWords(lang).law;
  return (
    <>
      {w.federalStill} <a href={IRS_501R_URL}>{w.federalRule}</a>.
    </>
  );
}

/** The data's own words (English): marked as such on a page in another language. */
function SourceWords({ text, w }: { text: string; w: LawWords }) {
  return w.sourceInEnglish ? (
    <>
      {w.sourceInEnglish} <span lang="en">{text}</span>
    </>
  ) : (
    <>{text}</>
  );
}

/** The charity-care law of the hospital's state; every blank says "not checked yet". */
export function StateLawSection({
  law,
  hospitalName,
  requires,
  lang,
}: {
  law: LawView;
  hospitalName: string;
  requires: LawRequires | null;
  lang?: string;
}) {
  const w = coverageWords(lang).law;
  const pct = (value: number | null) => (value === null ? w.notChecked : w.upTo(value));
  return (
    <section className="card" aria-labelledby="state-law-title">
      <h2 id="state-law-title">{w.title(law.stateName)}</h2>
      {law.kind === "not_checked" ? (
        <p>
          {w.notCheckedLaw(law.stateName)} <FederalDuty lang={lang} />
        </p>
      ) : law.kind === "none" ? (
        <p>
          {w.noLaw(law.stateName)} <FederalDuty lang={lang} />
        </p>
      ) : (
        <>
          <p>
            {law.link ? <a href={law.link}>{law.name}</a> : law.name}.{" "}
            {law.bindsThisHospital ? w.covers(hospitalName) : w.notCovers(law.hospitals, hospitalName)}
          </p>
          {requires && law.bindsThisHospital ? <Requires law={law} requires={requires} w={w} /> : null}
          <ul>
            <li>
              {w.binds}: {law.hospitals ? <SourceWords text={law.hospitals} w={w} /> : w.notChecked}
            </li>
            <li>
              {w.freeCare}: {pct(law.freeCarePct)}
            </li>
            <li>
              {w.discount}: {pct(law.discountPct)}
            </li>
            <li>
              {w.residency}: {law.residency ? (w.residencyValues[law.residency] ?? law.residency) : w.notChecked}
            </li>
            <li>
              {w.insured}: {law.insured ? (w.insuredValues[law.insured] ?? law.insured) : w.notChecked}
            </li>
          </ul>
          {law.notes ? (
            <p className="hint">
              <SourceWords text={law.notes} w={w} />
            </p>
          ) : null}
        </>
      )}
      <p>
        {law.windowDays === null ? (
          w.noWindow
        ) : (
          <>
            <strong>{w.applyBy(formatCalendarDate(law.applyBy, lang))}</strong>
            {w.windowDays(law.windowDays)}
          </>
        )}
      </p>
    </section>
  );
}
