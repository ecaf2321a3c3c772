import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/.server/auth/guards.server";
import { getBillCase } from "~/.server/bills/cases.server";
import { asPage } from "~/.server/bills/pages.server";
import { coverageQuery, coverageSearch } from "~/.server/coverage/screen-query.server";
import { whoMayPay } from "~/.server/coverage/who-may-pay.server";
import { BillFindings } from "~/components/bills/BillFindings";
import { deadlineDue, ITEMIZED_BILL_WHY } from "~/components/bills/deadline-words";
import { BillStatusBadge } from "~/components/bills/BillStatusBadge";
import { DashboardSubpage } from "~/components/dashboard/DashboardSubpage";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { WhoMayPaySection } from "~/components/who-may-pay/WhoMayPaySection";
import { formatCalendarDate } from "~/format/dates";

export const meta: MetaFunction = ({ error }) => [
  { title: error ? errorTitleFor(error) : "Your bill check | Care Finder" },
  { name: "robots", content: "noindex" },
];

/** The member's own case, or any case for an admin; someone else's id is the not-found page. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context.server, request);
  const bill = await asPage(getBillCase(context.server, user, params.id ?? ""));
  const { values, input, error } = coverageQuery(request.url, bill.hospital_state);
  const who = await asPage(whoMayPay(context.server, user, bill.id, input));
  const saved = new URL(request.url).searchParams.get("saved") === "1";
  return { bill, who, values, error, letterSearch: coverageSearch(values), saved };
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/dashboard", label: "Back to your dashboard" }} />;
}

export default function BillCheckPage() {
  const { bill, who, values, error, letterSearch, saved } = useLoaderData<typeof loader>();
  const base = `/dashboard/bills/${bill.id}`;
  return (
    <DashboardSubpage title={`Your bill from ${bill.hospital_name}`}>
      <p>
        <BillStatusBadge status={bill.status} /> Date of service {formatCalendarDate(bill.service_date)} ·{" "}
        {bill.hospital_city}, {bill.hospital_state}
      </p>
      <WhoMayPaySection who={who} values={values} error={error} letterSearch={letterSearch} saved={saved} />
      <BillFindings bill={bill} />
      <section className="card" aria-labelledby="next-title">
        <h2 id="next-title">What you can do</h2>
        <ul>
          <li>
            <Link to={`${base}/letter`}>Write my letter</Link>: ask the billing office for an itemized bill and an
            adjustment to its posted prices.
          </li>
          <li>
            <Link to={`${base}/charity`}>Check eligibility for financial assistance</Link> (charity care).
          </li>
          {bill.coverage === "insured" ? (
            <li>
              <Link to={`${base}/eob`}>Compare with your Explanation of Benefits</Link>: is the bill asking more than
              your insurer says you owe?
            </li>
          ) : null}
          {bill.coverage === "self_pay" ? (
            <li>
              <Link to={`${base}/estimate`}>I got a Good Faith Estimate</Link>: see whether you can dispute this bill.
            </li>
          ) : null}
        </ul>
        {bill.deadlines.length ? (
          <>
            <h3>Your deadlines</h3>
            <ul>
              {bill.deadlines.map((d) => (
                <li key={d.kind}>
                  {d.label}: {deadlineDue(d)}
                  {d.kind === "itemized_bill" ? <p className="hint">{ITEMIZED_BILL_WHY}</p> : null}
                </li>
              ))}
            </ul>
            <p className="hint">We email you a reminder before each one.</p>
          </>
        ) : null}
      </section>
    </DashboardSubpage>
  );
}
