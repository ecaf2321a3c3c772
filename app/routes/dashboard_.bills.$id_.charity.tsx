import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { requireUser } from "~/.server/auth/guards.server";
import { screenHousehold, type CharityScreen } from "~/.server/bills/charity.server";
import { asPage } from "~/.server/bills/pages.server";
import { lawRequiresFor, whoMayPay } from "~/.server/coverage/who-may-pay.server";
import { ServiceError } from "~/.server/errors.server";
import { parseInput } from "~/.server/validation.server";
import { DashboardSubpage } from "~/components/dashboard/DashboardSubpage";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { StateLawSection } from "~/components/who-may-pay/StateLawSection";
import { DISCOUNT_COMMON_UP_TO_PERCENT, FREE_CARE_COMMON_UP_TO_PERCENT } from "~/domain/bill-rules";
import { charityScreenSchema } from "~/domain/bills";
import { STATE_OPTIONS } from "~/domain/us-state-names";
import { useFocusWhenShown } from "~/components/useFocusWhenShown";
import { formatCalendarDate } from "~/format/dates";
import { formatUsd } from "~/format/money";

export const meta: MetaFunction = ({ error }) => [
  { title: error ? errorTitleFor(error) : "Financial assistance | Care Finder" },
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
  return { hospital, law, values, screen, error, requires: screen ? lawRequiresFor(law, screen.percent) : null };
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/dashboard", label: "Back to your dashboard" }} />;
}

const BAND_WORDS = {
  free: `Many hospitals give free care at or below ${FREE_CARE_COMMON_UP_TO_PERCENT} % of the federal poverty level.`,
  discount: `Many hospitals give a discount up to ${DISCOUNT_COMMON_UP_TO_PERCENT} % of the federal poverty level.`,
  above: `You are above the bands many hospitals use (${DISCOUNT_COMMON_UP_TO_PERCENT} %); some policies go higher or look at large bills, so it can still be worth asking.`,
};

export default function CharityPage() {
  const { hospital, law, values, screen, error, requires } = useLoaderData<typeof loader>();
  const nonProfit = hospital.ownership === "non-profit";
  // Each answer (or refusal) takes focus, so it is read out where it appears, below the form.
  const { key } = useLocation();
  const answer = useFocusWhenShown<HTMLHeadingElement>(screen ? key : null);
  const refusal = useFocusWhenShown<HTMLDivElement>(error ? key : null);
  return (
    <DashboardSubpage title="Financial assistance (charity care)">
      <section className="card" aria-labelledby="duty-title">
        <h2 id="duty-title">{hospital.hospitalName}</h2>
        {nonProfit ? (
          <>
            <p>
              This is a non-profit hospital. Federal tax law (IRS section 501(r)) requires it to keep a written
              financial assistance policy, to tell patients about it, and to accept applications for at least 240 days
              after the first bill after discharge.
            </p>
            <p>
              <strong>Apply by {formatCalendarDate(hospital.applyBy)}</strong>
              {hospital.countedFromServiceDate
                ? " (counted from the date of service, as you did not give the bill's date; your real date is probably later)."
                : " (240 days after the first bill)."}
            </p>
          </>
        ) : (
          <p>
            {hospital.ownership === null
              ? "We do not know who owns this hospital, so we cannot say whether the federal financial assistance duty (IRS section 501(r)) applies."
              : "This hospital is not a non-profit, so the federal financial assistance duty (IRS section 501(r)) does not apply to it."}{" "}
            Ask the billing office whether it has a financial assistance or self-pay discount policy, a prompt-pay
            discount, and an interest-free payment plan; your state may have its own charity-care law (below).
          </p>
        )}
      </section>
      <StateLawSection law={law} hospitalName={hospital.hospitalName} requires={requires} />
      <Form method="get" className="card" aria-labelledby="screen-title">
        <h2 id="screen-title">Check eligibility</h2>
        {error ? (
          <div className="alert alert-error" role="alert" ref={refusal} tabIndex={-1}>
            {error}
          </div>
        ) : null}
        <div className="field">
          <label className="label" htmlFor="household_size">
            Household size
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
            Yearly household income
          </label>
          <input id="income" name="income" className="input" inputMode="decimal" defaultValue={values.income} />
        </div>
        <div className="field">
          <label className="label" htmlFor="state">
            State
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
          Check eligibility
        </button>
        <p className="hint">We do not keep what you type here.</p>
      </Form>
      {screen ? (
        <section className="card" aria-labelledby="result-title">
          <h2 id="result-title" ref={answer} tabIndex={-1}>
            {`Your household is at ${screen.percent} % of the federal poverty level`}
          </h2>
          <p>
            {`In plain words: your yearly income is ${(screen.percent / 100).toFixed(2)} times the poverty line the government sets for a household of ${screen.householdSize}. Hospitals use this figure to decide who gets free or cheaper care.`}
          </p>
          <p>
            {`The ${screen.year} poverty guideline for a household of ${screen.householdSize} is ${formatUsd(screen.povertyLine)} a year (${screen.source}).`}
          </p>
          <p>
            {BAND_WORDS[screen.band]} These bands are common practice, not a rule: the hospital&apos;s own policy
            decides.
          </p>
          {nonProfit ? (
            <p>
              Cover letter: &ldquo;I am applying for financial assistance under your policy for my bill for care on the
              date above. My household of {screen.householdSize} has a yearly income of{" "}
              {formatUsd(Number(values.income.replace(/[$,]/g, "")) || 0)}, which is {screen.percent} % of the{" "}
              {screen.year} federal poverty level. I enclose proof of income. Please hold my account from collections
              while you review this application.&rdquo;
            </p>
          ) : null}
        </section>
      ) : null}
    </DashboardSubpage>
  );
}
