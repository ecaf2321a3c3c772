import type { MedicaidView } from "~/.server/coverage/who-may-pay.server";
import { CARE_GROUP_PLURALS } from "~/domain/coverage-rules";
import { formatCalendarDate } from "~/format/dates";

/** The Medicaid answer: likely (with "Apply for Medicaid by"), likely not (with why), or not known. */
export function MedicaidAnswer({
  medicaid,
  percent,
  group,
}: {
  medicaid: MedicaidView;
  percent: number;
  group: string;
}) {
  const { answer } = medicaid;
  if (answer.kind === "likely_not")
    return (
      <p>
        <strong>Medicaid likely does not cover you.</strong> {answer.why}
      </p>
    );
  if (answer.kind === "not_known")
    return (
      <p>
        <strong>We cannot tell yet (not checked yet).</strong> {answer.why} You can still apply.
      </p>
    );
  const who = CARE_GROUP_PLURALS[group as keyof typeof CARE_GROUP_PLURALS] ?? "people";
  return (
    <>
      <p>
        <strong>Medicaid may pay this whole bill.</strong> At {percent} % of the poverty line you are under{" "}
        {medicaid.stateName}&apos;s limit for {who} ({answer.limit} %), so you are likely eligible. Only the state
        decides.
      </p>
      {medicaid.applyBy === null ? (
        <p>
          Medicaid is retroactive: it can pay bills from before you apply. How far back {medicaid.stateName} pays is not
          checked yet, so apply as soon as you can.
        </p>
      ) : medicaid.passed ? (
        <p>
          Medicaid is retroactive, but this bill&apos;s month is no longer inside the window (it closed{" "}
          {formatCalendarDate(medicaid.applyBy)}). Medicaid may still pay your care from now on.
        </p>
      ) : (
        <p>
          <strong>Apply for Medicaid by {formatCalendarDate(medicaid.applyBy)}.</strong> Medicaid is retroactive: it may
          pay bills from the months before you apply, and this bill&apos;s month stays inside that window until then.
          From January 1, 2027, federal law (H.R. 1) shortens the window to 1 month before the month you apply for
          adults covered by the expansion and 2 months for others.
        </p>
      )}
    </>
  );
}

/** Where to apply, and the two other doors: presumptive eligibility at the hospital, a Marketplace special enrollment. */
export function WhereToApply() {
  return (
    <ul>
      <li>
        Apply at <a href="https://www.healthcare.gov/">HealthCare.gov</a> or with your state&apos;s Medicaid agency.
      </li>
      <li>
        Ask the hospital whether it can find you &ldquo;presumptively eligible&rdquo;: many hospitals can cover you for
        a short time while the state decides (42 CFR 435.1110).
      </li>
      <li>
        If you lost health coverage in the last 60 days, you may also pick a Marketplace plan in a special enrollment
        period (45 CFR 155.420).
      </li>
    </ul>
  );
}
