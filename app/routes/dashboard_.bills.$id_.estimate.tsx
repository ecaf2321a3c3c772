import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/.server/auth/guards.server";
import { getEstimates, saveEstimates } from "~/.server/bills/estimates.server";
import { asPage } from "~/.server/bills/pages.server";
import { readFormData, replyToFailure } from "~/.server/forms.server";
import { EstimatesForm, type EstimateRowFields } from "~/components/bills/EstimatesForm";
import { DisputeFigures } from "~/components/bills/DisputeParts";
import { pageLang } from "~/.server/page-lang.server";
import { billWords } from "~/components/bills/bill-words";
import { BillSubpage } from "~/components/bills/BillSubpage";
import { disputeWords } from "~/components/bills/dispute-words";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { DISPUTE_FEE_DOLLARS } from "~/domain/bill-rules";
import { estimatesSchema } from "~/domain/bills";
import { formatCalendarDate } from "~/format/dates";
import { parseForm } from "~/utils/forms";
import { memberPageHandle } from "~/utils/member-lang";

/** Header, footer and `<html lang>` in the page's language (app/utils/member-lang.ts). */
export const handle = memberPageHandle;

export const meta: MetaFunction<typeof loader> = ({ error, data }) => [
  { title: error ? errorTitleFor(error) : disputeWords(data?.lang).estimate.metaTitle },
  { name: "robots", content: "noindex" },
];

/** Rows the form offers: the saved estimates as dollars, then blank rows up to three. */
const BLANK_ROWS = 3;
const asTyped = (cents: number) => (cents / 100).toFixed(2);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context.server, request);
  const id = params.id ?? "";
  const lang = pageLang(request, user.session.profile.language);
  return { lang, id, view: await asPage(getEstimates(context.server, user, id)) };
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
  const { lang, id, view } = useLoaderData<typeof loader>();
  const w = disputeWords(lang).estimate;
  const result = useActionData<typeof action>()?.result;
  const rows: EstimateRowFields[] = view.estimates.map((e) => ({
    provider: e.provider,
    estimate_amount: asTyped(e.estimateCents),
    billed_amount: asTyped(e.billedCents),
  }));
  while (rows.length < BLANK_ROWS) rows.push({ provider: "", estimate_amount: "", billed_amount: "" });
  return (
    <BillSubpage title={w.title} lang={lang} back={billWords(lang).backToDashboard}>
      <p>
        {w.yourBill(view.hospitalName, formatCalendarDate(view.serviceDate, lang))}
        <Link to={`/dashboard/bills/${id}`}>{w.backToCheck}</Link>
      </p>
      <section className="card" aria-labelledby="rule-title">
        <h2 id="rule-title">{w.ruleTitle}</h2>
        <p>{w.rule(DISPUTE_FEE_DOLLARS)}</p>
      </section>
      {view.selfPay ? (
        <>
          {view.estimates.length ? <EstimateResults id={id} view={view} lang={lang} /> : null}
          <EstimatesForm key={JSON.stringify(rows)} lastResult={result} rows={rows} lang={lang} />
        </>
      ) : (
        <p className="alert alert-info">{w.insured}</p>
      )}
    </BillSubpage>
  );
}

type View = ReturnType<typeof useLoaderData<typeof loader>>["view"];

function EstimateResults({ id, view, lang }: { id: string; view: View; lang: string }) {
  const w = disputeWords(lang).estimate;
  return (
    <section className="card" aria-labelledby="estimate-results-title">
      <h2 id="estimate-results-title">{w.resultsTitle}</h2>
      <DisputeFigures estimates={view.estimates} lang={lang} />
      {view.canDispute ? (
        <div className="alert alert-info">
          <h3>{w.canDispute}</h3>
          <p>
            <strong>{w.startBy(formatCalendarDate(view.disputeBy, lang))}</strong>
            {w.countedFrom(view.billDate !== null, formatCalendarDate(view.countedFrom, lang), DISPUTE_FEE_DOLLARS)}
            {w.entityDecides}
          </p>
          <p>
            <Link to={`/dashboard/bills/${id}/dispute`}>{w.gather}</Link>
          </p>
        </div>
      ) : (
        <p>{w.noneOver}</p>
      )}
    </section>
  );
}
