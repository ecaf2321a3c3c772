import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/.server/auth/guards.server";
import { getEstimates, saveEstimates } from "~/.server/bills/estimates.server";
import { asPage } from "~/.server/bills/pages.server";
import { readFormData, replyToFailure } from "~/.server/forms.server";
import { EstimatesForm, type EstimateRowFields } from "~/components/bills/EstimatesForm";
import { DisputeFigures } from "~/components/bills/DisputeParts";
import { DashboardSubpage } from "~/components/dashboard/DashboardSubpage";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { DISPUTE_FEE_DOLLARS } from "~/domain/bill-rules";
import { estimatesSchema } from "~/domain/bills";
import { formatCalendarDate } from "~/format/dates";
import { parseForm } from "~/utils/forms";

export const meta: MetaFunction = ({ error }) => [
  { title: error ? errorTitleFor(error) : "Good Faith Estimate | Care Finder" },
  { name: "robots", content: "noindex" },
];

/** Rows the form offers: the saved estimates as dollars, then blank rows up to three. */
const BLANK_ROWS = 3;
const asTyped = (cents: number) => (cents / 100).toFixed(2);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context.server, request);
  const id = params.id ?? "";
  return { id, view: await asPage(getEstimates(context.server, user, id)) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(context.server, request);
  const submission = parseForm(await readFormData(request, estimatesSchema), estimatesSchema);
  // "Add provider" (Conform's insert intent) answers with one more row and everything typed kept.
  if (submission.status === undefined) return data({ result: submission.reply() });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await saveEstimates(context.server, user, params.id ?? "", submission.value);
  } catch (error) {
    const { result, init } = replyToFailure(submission, error, { request });
    return data({ result }, init);
  }
  return redirect(`/dashboard/bills/${params.id}/estimate`);
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/dashboard", label: "Back to your dashboard" }} />;
}

export default function GoodFaithEstimatePage() {
  const { id, view } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>()?.result;
  const rows: EstimateRowFields[] = view.estimates.map((e) => ({
    provider: e.provider,
    estimate_amount: asTyped(e.estimateCents),
    billed_amount: asTyped(e.billedCents),
  }));
  while (rows.length < BLANK_ROWS) rows.push({ provider: "", estimate_amount: "", billed_amount: "" });
  return (
    <DashboardSubpage title="I got a Good Faith Estimate">
      <p>
        Your bill from {view.hospitalName}, date of service {formatCalendarDate(view.serviceDate)} ·{" "}
        <Link to={`/dashboard/bills/${id}`}>Back to the bill check</Link>
      </p>
      <section className="card" aria-labelledby="rule-title">
        <h2 id="rule-title">The rule</h2>
        <p>
          If you are uninsured or pay yourself, each provider must give you a Good Faith Estimate before scheduled care.
          When a provider bills you $400 or more above its own estimate, you may ask for a patient-provider dispute
          within 120 days of the bill, {`for a $${DISPUTE_FEE_DOLLARS} fee`} (No Surprises Act; 45 CFR 149.610 and
          149.620). The test is for each provider on its own.
        </p>
      </section>
      {view.selfPay ? (
        <>
          {view.estimates.length ? <EstimateResults id={id} view={view} /> : null}
          <EstimatesForm key={JSON.stringify(rows)} lastResult={result} rows={rows} />
        </>
      ) : (
        <p className="alert alert-info">
          This bill was checked as one insurance paid part of, so the Good Faith Estimate dispute does not apply to it.
          Ask your insurer how it processed the claim, and whether the No Surprises Act&apos;s limits on out-of-network
          bills apply.
        </p>
      )}
    </DashboardSubpage>
  );
}

type View = ReturnType<typeof useLoaderData<typeof loader>>["view"];

function EstimateResults({ id, view }: { id: string; view: View }) {
  return (
    <section className="card" aria-labelledby="estimate-results-title">
      <h2 id="estimate-results-title">Each provider against its estimate</h2>
      <DisputeFigures estimates={view.estimates} />
      {view.canDispute ? (
        <div className="alert alert-info">
          <h3>You can dispute this bill</h3>
          <p>
            <strong>{`Start the dispute by ${formatCalendarDate(view.disputeBy)}`}</strong>
            {` (120 days from ${view.billDate ? "the bill of" : "the date of service,"} ${formatCalendarDate(view.countedFrom)}). It costs $${DISPUTE_FEE_DOLLARS}. `}
            An independent dispute resolution entity decides the amount; it may agree with the provider.
          </p>
          <p>
            <Link to={`/dashboard/bills/${id}/dispute`}>Gather what the dispute needs</Link>
          </p>
        </div>
      ) : (
        <p>
          No provider billed $400 or more above its estimate, so this dispute does not apply. You can still ask the
          provider to explain the difference and to match its estimate.
        </p>
      )}
    </section>
  );
}
