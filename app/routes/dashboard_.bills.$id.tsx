import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/.server/auth/guards.server";
import { getBillCase } from "~/.server/bills/cases.server";
import { asPage } from "~/.server/bills/pages.server";
import { coverageQuery, coverageSearch } from "~/.server/coverage/screen-query.server";
import { whoMayPay } from "~/.server/coverage/who-may-pay.server";
import { BillLinesTable } from "~/components/bills/BillLinesTable";
import { BillStatusBadge } from "~/components/bills/BillStatusBadge";
import styles from "~/components/bills/bills.module.css";
import { DashboardSubpage } from "~/components/dashboard/DashboardSubpage";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { WhoMayPaySection } from "~/components/who-may-pay/WhoMayPaySection";
import { formatCalendarDate } from "~/format/dates";
import { formatCents } from "~/format/cents";

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
      <section className="card" aria-labelledby="totals-title">
        <h2 id="totals-title">What we found</h2>
        <div className={styles.totals}>
          <p>
            Billed
            <br />
            <span className={`${styles.figure} tabular`}>{formatCents(bill.billed_cents)}</span>
          </p>
          <p>
            This hospital&apos;s own posted cash prices add up to
            <br />
            <span className={`${styles.figure} tabular`}>{formatCents(bill.posted_total_cents)}</span>
            <br />
            for {bill.posted_lines} of {bill.counted_lines} lines
          </p>
          <p>
            We checked {bill.checked.lines} of {bill.checked.ofLines} lines
            <br />
            <span className={`${styles.figure} tabular`}>
              {formatCents(bill.checked.billedCents)} of {formatCents(bill.checked.ofBilledCents)}
            </span>
            <br />
            against this hospital&apos;s own posted cash prices
          </p>
          <p>
            You could save up to
            <br />
            <span className={`${styles.figure} tabular`}>{formatCents(bill.possible_saving_cents)}</span>
          </p>
        </div>
        <p className="hint">
          An estimate of what you could fairly ask off, not a promise: the hospital decides. It counts duplicate lines
          in full, then what each line is above the hospital&apos;s posted cash price, else above the national range.
        </p>
      </section>
      <section className="card" aria-labelledby="lines-title">
        <h2 id="lines-title">Line by line</h2>
        <BillLinesTable lines={bill.lines} />
        <p className="hint">
          Posted cash price: what this hospital itself posts as its cash price for the code, in the file federal law
          requires it to publish (45 CFR part 180; files of January 2026), for the code without its modifier. It is the
          hospital&apos;s own claim. National range: the middle half of the cash prices U.S. hospitals post for the
          code. Medicare: what Medicare pays for the same part of the care (for surgery, the facility&apos;s part; CMS
          fee schedules, 2025). Each figure is for the units billed; drugs are priced per billing unit.{" "}
          <Link to="/methodology#bill-check">Where the figures come from</Link>.
        </p>
      </section>
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
                  {d.label}: by {formatCalendarDate(d.due_date)}
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
