import type { LawView } from "~/.server/coverage/who-may-pay.server";
import type { LawRequires } from "~/domain/coverage-rules";
import { formatCalendarDate } from "~/format/dates";

const NOT_CHECKED = "not checked yet";
const pct = (value: number | null) => (value === null ? NOT_CHECKED : `up to ${value} % of the poverty line`);

const RESIDENCY: Record<string, string> = {
  yes: "only for people who live in the state",
  no: "you do not have to live in the state",
};
const INSURED: Record<string, string> = {
  yes: "yes, insured patients can qualify",
  no: "no, it is for uninsured patients",
  partly: "in part (see the note below)",
};

function Requires({ law, requires }: { law: LawView; requires: LawRequires }) {
  const words: Record<LawRequires, string> = {
    free: "the law requires the hospital to give you free care",
    discount: "the law requires the hospital to give you a discount",
    nothing: "the law's limits are below your income, so it requires nothing for you",
    not_checked: `what it requires at your income is ${NOT_CHECKED}`,
  };
  return (
    <p>
      <strong>At your income, {words[requires]}.</strong>{" "}
      {requires === "free" || requires === "discount" ? `You still apply to ${law.stateName}'s rules.` : null}
    </p>
  );
}

/** The charity-care law of the hospital's state; every blank says "not checked yet". */
export function StateLawSection({
  law,
  hospitalName,
  requires,
}: {
  law: LawView;
  hospitalName: string;
  requires: LawRequires | null;
}) {
  return (
    <section className="card" aria-labelledby="state-law-title">
      <h2 id="state-law-title">{law.stateName} state law</h2>
      {law.kind === "not_checked" ? (
        <p>
          We have not checked {law.stateName}&apos;s charity-care law yet ({NOT_CHECKED}). A non-profit hospital still
          owes a financial assistance policy under federal law (IRS section 501(r)).
        </p>
      ) : law.kind === "none" ? (
        <p>
          {law.stateName} has no state law that requires hospitals to give free or discounted care. A non-profit
          hospital still owes a financial assistance policy under federal law (IRS section 501(r)).
        </p>
      ) : (
        <>
          <p>
            {law.link ? <a href={law.link}>{law.name}</a> : law.name}.{" "}
            {law.bindsThisHospital
              ? `It covers ${hospitalName}, whoever owns it.`
              : `It is written for ${law.hospitals ?? "some hospitals"}, so it does not cover ${hospitalName}.`}
          </p>
          {requires && law.bindsThisHospital ? <Requires law={law} requires={requires} /> : null}
          <ul>
            <li>Hospitals it binds: {law.hospitals ?? NOT_CHECKED}</li>
            <li>Free care: {pct(law.freeCarePct)}</li>
            <li>Discount: {pct(law.discountPct)}</li>
            <li>Residency: {law.residency ? (RESIDENCY[law.residency] ?? law.residency) : NOT_CHECKED}</li>
            <li>Insured patients: {law.insured ? (INSURED[law.insured] ?? law.insured) : NOT_CHECKED}</li>
          </ul>
          {law.notes ? <p className="hint">{law.notes}</p> : null}
        </>
      )}
      <p>
        {law.windowDays === null ? (
          "No application deadline applies to this hospital that we know of; apply as soon as you can."
        ) : (
          <>
            <strong>Apply to the hospital by {formatCalendarDate(law.applyBy)}</strong> ({law.windowDays} days after the
            first bill).
          </>
        )}
      </p>
    </section>
  );
}
