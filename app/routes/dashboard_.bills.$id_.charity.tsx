import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { requireUser } from "~/.server/auth/guards.server";
import { screenHousehold, type CharityScreen } from "~/.server/bills/charity.server";
import { asPage } from "~/.server/bills/pages.server";
import { lawRequiresFor, whoMayPay } from "~/.server/coverage/who-may-pay.server";
import { ServiceError } from "~/.server/errors.server";
import { parseInput } from "~/.server/validation.server";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { StateLawSection } from "~/components/who-may-pay/StateLawSection";
import { pageLang } from "~/.server/page-lang.server";
import { BillSubpage } from "~/components/bills/BillSubpage";
import { billWords } from "~/components/bills/bill-words";
import { useFocusWhenShown } from "~/components/useFocusWhenShown";
import { CharityAnswer } from "~/components/bills/CharityAnswer";
import { billMessageIn } from "~/components/bills/bill-messages";
import { charityWords } from "~/components/bills/charity-words";
import { IRS_501R_URL } from "~/components/who-may-pay/coverage-words";
import { charityScreenSchema } from "~/domain/charity-screen";
import { STATE_OPTIONS } from "~/domain/us-state-names";
import { formatCalendarDate } from "~/format/dates";
import { memberPageHandle } from "~/utils/member-lang";

/** Header, footer and `<html lang>` in the page's language (app/utils/member-lang.ts). */
export const handle = memberPageHandle;

export const meta: MetaFunction<typeof loader> = ({ error, data }) => [
  { title: error ? errorTitleFor(error) : charityWords(data?.lang).metaTitle },
  { name: "robots", content: "noindex" },
];

/** A plain GET form: nothing typed here is stored. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context.server, request);
  const { hospital, law } = await asPage(whoMayPay(context.server, user, params.id ?? "", null));
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const values = {
    household_size: query.household_size ?? "",
    income: query.income ?? "",
    state: query.state ?? hospital.hospitalState,
  };
  let screen: CharityScreen | null = null;
  let error: string | null = null;
  if (query.household_size !== undefined) {
    try {
      screen = screenHousehold(parseInput(charityScreenSchema, values));
    } catch (e) {
      if (!(e instanceof ServiceError)) throw e;
      error = e.message;
    }
  }
  return {
    lang: pageLang(request, user.session.profile.language),
    hospital,
    law,
    values,
    screen,
    error,
    requires: screen ? lawRequiresFor(law, screen.percent) : null,
  };
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/dashboard", label: "Back to your dashboard" }} />;
}

export default function CharityPage() {
  const { lang, hospital, law, values, screen, error, requires } = useLoaderData<typeof loader>();
  const nonProfit = hospital.ownership === "non-profit";
  const w = charityWords(lang);
  // Each answer (or refusal) takes focus, so it is read out where it appears, below the form.
  const { key } = useLocation();
  const refusal = useFocusWhenShown<HTMLDivElement>(error ? key : null);
  return (
    <BillSubpage title={w.title} lang={lang} back={billWords(lang).backToDashboard}>
      <section className="card" aria-labelledby="duty-title">
        <h2 id="duty-title">{hospital.hospitalName}</h2>
        {nonProfit ? (
          <>
            <p>
              {w.nonProfit} <a href={IRS_501R_URL}>{w.theRule}</a>.
            </p>
            <p>
              <strong>{w.applyBy(formatCalendarDate(hospital.applyBy, lang))}</strong>
              {hospital.countedFromServiceDate ? w.fromServiceDate : w.fromFirstBill}
            </p>
          </>
        ) : (
          <p>
            {hospital.ownership === null ? w.ownerUnknown : w.notNonProfit} <a href={IRS_501R_URL}>{w.theRule}</a>.{" "}
            {w.askBillingOffice}
          </p>
        )}
      </section>
      <StateLawSection law={law} hospitalName={hospital.hospitalName} requires={requires} lang={lang} />
      <Form method="get" className="card" aria-labelledby="screen-title">
        <h2 id="screen-title">{w.formTitle}</h2>
        {lang === "es" ? <input type="hidden" name="lang" value="es" /> : null}
        {error ? (
          <div className="alert alert-error" role="alert" ref={refusal} tabIndex={-1}>
            {billMessageIn(lang, error)}
          </div>
        ) : null}
        <div className="field">
          <label className="label" htmlFor="household_size">
            {w.household}
          </label>
          <input
            id="household_size"
            name="household_size"
            className="input"
            inputMode="numeric"
            defaultValue={values.household_size}
          />
        </div>
        <div className="field">
          <label className="label" htmlFor="income">
            {w.income}
          </label>
          <input id="income" name="income" className="input" inputMode="decimal" defaultValue={values.income} />
        </div>
        <div className="field">
          <label className="label" htmlFor="state">
            {w.state}
          </label>
          <select id="state" name="state" className="select" defaultValue={values.state}>
            {STATE_OPTIONS.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary">
          {w.submit}
        </button>
        <p className="hint">{w.notKept}</p>
      </Form>
      {/* Always in the page, so a new answer inside it is announced as well as focused. */}
      <div role="status" aria-live="polite">
        {screen ? (
          <CharityAnswer
            screen={screen}
            law={law}
            requires={requires}
            income={Number(values.income.replace(/[$,]/g, "")) || 0}
            nonProfit={nonProfit}
            answerKey={key}
            lang={lang}
          />
        ) : null}
      </div>
    </BillSubpage>
  );
}
