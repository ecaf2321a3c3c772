import { Link } from "@remix-run/react";
import type { WhoMayPay } from "~/.server/coverage/who-may-pay.server";
import type { CoverageValues } from "~/.server/coverage/screen-query.server";
import { CoverageScreenForm } from "./CoverageScreenForm";
import { MedicaidAnswer, WhereToApply } from "./MedicaidAnswer";
import { RemindForm } from "./RemindForm";
import { RoutesList } from "./RoutesList";
import { StateLawSection } from "./StateLawSection";
import { coverageWords } from "./coverage-words";

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
  lang,
}: {
  who: WhoMayPay;
  values: CoverageValues;
  error: string | null;
  letterSearch: string;
  saved: boolean;
  lang?: string;
}) {
  const { screen, medicaid } = who;
  const w = coverageWords(lang);
  return (
    <>
      <section className="card" id="who-may-pay" aria-labelledby="medicaid-title">
        <h2 id="medicaid-title">{w.title}</h2>
        {screen && medicaid ? (
          <>
            <p>{w.householdAt(screen.householdSize, screen.percent, screen.year)}</p>
            <RoutesList routes={who.routes} law={who.law} lang={lang} />
            <RemindForm caseId={who.hospital.caseId} values={values} saved={saved} lang={lang} />
            <MedicaidAnswer medicaid={medicaid} percent={screen.percent} group={screen.group} lang={lang} />
            <WhereToApply lang={lang} />
            <p>
              <Link to={`/dashboard/bills/${who.hospital.caseId}/application-letter?${letterSearch}`}>
                {w.letterLink}
              </Link>
              {w.letterWhy}
            </p>
            <h3>{w.changeAnswers}</h3>
          </>
        ) : (
          <p>{w.before}</p>
        )}
        <CoverageScreenForm values={values} error={error} lang={lang} />
      </section>
      <StateLawSection law={who.law} hospitalName={who.hospital.hospitalName} requires={who.lawRequires} lang={lang} />
    </>
  );
}
