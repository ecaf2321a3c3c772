import type { WhoMayPay } from "~/.server/coverage/who-may-pay.server";
import { CARE_GROUP_LABELS } from "~/domain/coverage-rules";
import { formatUsd } from "~/format/money";
import { MedicaidAnswer } from "./MedicaidAnswer";
import { RoutesList } from "./RoutesList";

/** The team's view of the member's kept answers: who may pay, largest first, so the right office is called first. */
export function TeamAnswers({ who }: { who: WhoMayPay | null }) {
  return (
    <section className="card" aria-labelledby="team-answers-title">
      <h2 id="team-answers-title">Who may pay</h2>
      {who?.screen && who.medicaid ? (
        <>
          <p>
            {`Household of ${who.screen.householdSize}, ${formatUsd(who.screen.income)} a year (${who.screen.percent} % of the poverty line), ${who.medicaid.state}; ${CARE_GROUP_LABELS[who.screen.group].toLowerCase()}.`}
          </p>
          <RoutesList routes={who.routes} law={who.law} />
          <MedicaidAnswer medicaid={who.medicaid} percent={who.screen.percent} group={who.screen.group} />
        </>
      ) : (
        <p className="muted">The member has not kept answers to &ldquo;Could Medicaid pay this bill?&rdquo;.</p>
      )}
    </section>
  );
}
