import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/.server/auth/guards.server";
import { getEstimates } from "~/.server/bills/estimates.server";
import { asPage } from "~/.server/bills/pages.server";
import styles from "~/components/bills/bills.module.css";
import { DashboardSubpage } from "~/components/dashboard/DashboardSubpage";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { DISPUTE_FEE_DOLLARS } from "~/domain/bill-rules";
import { formatCalendarDate } from "~/format/dates";
import { formatCents } from "~/format/cents";

export const meta: MetaFunction = ({ error }) => [
  { title: error ? errorTitleFor(error) : "Dispute a bill above its Good Faith Estimate | Care Finder" },
  { name: "robots", content: "noindex" },
];

/** What a patient-provider dispute needs, gathered from the case (docs/product.md#bill-check); nothing is filed from here. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context.server, request);
  const id = params.id ?? "";
  return { id, view: await asPage(getEstimates(context.server, user, id)) };
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/dashboard", label: "Back to your dashboard" }} />;
}

export default function DisputePage() {
  const { id, view } = useLoaderData<typeof loader>();
  const disputed = view.estimates.filter((e) => e.canDispute);
  return (
    <DashboardSubpage title="What your dispute needs">
      <p>
        <Link to={`/dashboard/bills/${id}/estimate`}>Back to your Good Faith Estimates</Link>
      </p>
      {view.canDispute ? (
        <>
          <section className="card" aria-labelledby="deadline-title">
            <h2 id="deadline-title">{`Start the dispute by ${formatCalendarDate(view.disputeBy)}`}</h2>
            <p>
              The No Surprises Act lets an uninsured or self-pay patient ask for a patient-provider dispute when a
              provider bills $400 or more above its Good Faith Estimate, within 120 days of the bill (45 CFR 149.620).
              {`We count from ${formatCalendarDate(view.countedFrom)}, the date of the bill you gave us (else the date of service). The fee is $${DISPUTE_FEE_DOLLARS}.`}
            </p>
            <p>
              An independent dispute resolution entity looks at the estimate, the bill and the provider&apos;s reasons,
              and decides what you owe. It may side with the provider: this page helps you ask, it does not promise an
              outcome.
            </p>
          </section>
          <section className="card" aria-labelledby="facts-title">
            <h2 id="facts-title">The facts to give</h2>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Provider</th>
                    <th scope="col">Good Faith Estimate</th>
                    <th scope="col">Billed</th>
                    <th scope="col">Over by</th>
                  </tr>
                </thead>
                <tbody>
                  {disputed.map((e, i) => (
                    <tr key={`${e.provider}-${i}`}>
                      <th scope="row">{e.provider}</th>
                      <td className="tabular">{formatCents(e.estimateCents)}</td>
                      <td className="tabular">{formatCents(e.billedCents)}</td>
                      <td className="tabular">{formatCents(e.overByCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p>
              Facility: {view.hospitalName}. Date of service: {formatCalendarDate(view.serviceDate)}. Date of the bill:{" "}
              {formatCalendarDate(view.countedFrom)}.
            </p>
          </section>
          <section className="card" aria-labelledby="gather-title">
            <h2 id="gather-title">Have these ready</h2>
            <ul>
              <li>A copy of each Good Faith Estimate above (the one the provider gave you before the care).</li>
              <li>A copy of each bill from those providers, itemized if you have it.</li>
              <li>Your name, address, phone and email, and the provider&apos;s name and address.</li>
              <li>{`A way to pay the $${DISPUTE_FEE_DOLLARS} fee.`}</li>
              <li>Any letters or notes from the provider about why the bill is higher.</li>
            </ul>
            <p>
              Start the dispute through the federal government&apos;s No Surprises pages (
              <a href="https://www.cms.gov/nosurprises/consumers">cms.gov/nosurprises/consumers</a>) or its help desk,{" "}
              <a href="tel:+18009853059">1-800-985-3059</a>. Tell the provider you have started it; keep copies of
              everything you send.
            </p>
          </section>
        </>
      ) : (
        <p className="alert alert-info">
          None of your providers billed $400 or more above its Good Faith Estimate, so a patient-provider dispute does
          not apply to this bill. <Link to={`/dashboard/bills/${id}/estimate`}>Check your estimates</Link>.
        </p>
      )}
    </DashboardSubpage>
  );
}
