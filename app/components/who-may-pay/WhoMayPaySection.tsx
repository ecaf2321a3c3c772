import { Link } from "@remix-run/react";
import type { WhoMayPay } from "~/.server/coverage/who-may-pay.server";
import type { CoverageValues } from "~/.server/coverage/screen-query.server";
import { CoverageScreenForm } from "./CoverageScreenForm";
import { MedicaidAnswer, WhereToApply } from "./MedicaidAnswer";
import { RemindForm } from "./RemindForm";
import { RoutesList } from "./RoutesList";
import { StateLawSection } from "./StateLawSection";

/**
 * The top of a bill case: who else may pay, largest first (docs/product.md#who-else-may-pay), then the state's
 * charity-care law. Answered from the query string of its own GET form: nothing typed is stored.
 */
export function WhoMayPaySection({
  who,
  values,
  error,
  letterSearch,
  saved,
}: {
  who: WhoMayPay;
  values: CoverageValues;
  error: string | null;
  letterSearch: string;
  saved: boolean;
}) {
  const { screen, medicaid } = who;
  return (
    <>
      <section className="card" id="who-may-pay" aria-labelledby="medicaid-title">
        <h2 id="medicaid-title">Could Medicaid pay this bill?</h2>
        {screen && medicaid ? (
          <>
            <p>
              Your household of {screen.householdSize} is at {screen.percent} % of the {screen.year} federal poverty
              level. Who may pay, largest first:
            </p>
            <RoutesList routes={who.routes} law={who.law} />
            <RemindForm caseId={who.hospital.caseId} values={values} saved={saved} />
            <MedicaidAnswer medicaid={medicaid} percent={screen.percent} group={screen.group} />
            <WhereToApply />
            <p>
              <Link to={`/dashboard/bills/${who.hospital.caseId}/application-letter?${letterSearch}`}>
                Write my application letter
              </Link>
              : a financial assistance application to the hospital, asking it to hold collections and to screen you for
              Medicaid.
            </p>
            <h3>Change your answers</h3>
          </>
        ) : (
          <p>
            Before questioning the prices, check whether Medicaid or a state law may pay. Tell us about your household;
            we compare it with your state&apos;s Medicaid limits and the hospital&apos;s state law.
          </p>
        )}
        <CoverageScreenForm values={values} error={error} />
      </section>
      <StateLawSection law={who.law} hospitalName={who.hospital.hospitalName} requires={who.lawRequires} />
    </>
  );
}
