import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/.server/auth/guards.server";
import { getDisputeView } from "~/.server/bills/dispute.server";
import { asPage } from "~/.server/bills/pages.server";
import {
  DisputeDates,
  DisputeFigures,
  fourHundredTest,
  NoDispute,
  reminderWords,
  WhatToSend,
} from "~/components/bills/DisputeParts";
import print from "~/components/bills/print.module.css";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { useHydrated } from "~/components/useHydrated";
import { todayUtc } from "~/domain/bill-rules";
import { formatCalendarDate } from "~/format/dates";

export const meta: MetaFunction = ({ error }) => [
  { title: error ? errorTitleFor(error) : "My dispute summary | Care Finder" },
  { name: "robots", content: "noindex" },
];

/** The dispute page's facts on one page to print (the same service as /dashboard/bills/:id/dispute). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context.server, request);
  const id = params.id ?? "";
  return { id, view: await asPage(getDisputeView(context.server, user, id)), prepared: todayUtc() };
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/dashboard", label: "Back to your dashboard" }} />;
}

export default function DisputeSummaryPage() {
  const { id, view, prepared } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const back = `/dashboard/bills/${id}/dispute`;
  const reminder = reminderWords(view.reminder);
  return (
    <div className={`container page ${print.sheet}`}>
      <p className={print.screenOnly}>
        <Link to={back}>Back to what your dispute needs</Link>
      </p>
      <h1>My dispute summary</h1>
      <p>{`A patient-provider dispute of a bill from ${view.hospitalName} (No Surprises Act, 45 CFR 149.620).`}</p>
      {view.canDispute ? (
        <>
          <section aria-labelledby="side-title">
            <h2 id="side-title">The estimate and the bill, side by side</h2>
            <DisputeFigures estimates={view.estimates} />
          </section>
          <section aria-labelledby="test-title">
            <h2 id="test-title">The $400 test</h2>
            <p>
              A provider&apos;s bill may be disputed when it is $400 or more above that provider&apos;s own Good Faith
              Estimate. The test is for each provider on its own.
            </p>
            <ul>
              {view.estimates.map((e, i) => (
                <li key={`${e.provider}-${i}`}>{`${e.provider}: ${fourHundredTest(e)}.`}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="when-title">
            <h2 id="when-title">The deadline</h2>
            <DisputeDates
              serviceDate={view.serviceDate}
              billDate={view.billDate}
              disputeBy={view.disputeBy}
              deadlinePassed={view.deadlinePassed}
            />
            {reminder ? <p>{reminder}</p> : null}
          </section>
          <section aria-labelledby="send-title">
            <h2 id="send-title">What to send</h2>
            <WhatToSend />
            <p>
              Where: the federal No Surprises pages, cms.gov/nosurprises/consumers, or the No Surprises Help Desk,
              1-800-985-3059. Tell the provider you have started it and keep copies of everything you send.
            </p>
            <p>
              An independent dispute resolution entity decides what you owe; it may side with the provider. This summary
              helps you ask; it does not promise an outcome.
            </p>
          </section>
          <p className={print.footnote}>{`Prepared by Care Finder on ${formatCalendarDate(prepared)}.`}</p>
          <p className={print.screenOnly}>
            {hydrated ? (
              <button type="button" className="btn btn-primary" onClick={() => window.print()}>
                Print this page
              </button>
            ) : (
              "Print it with your browser's Print command (Ctrl+P, or ⌘P on a Mac)."
            )}
          </p>
        </>
      ) : (
        <NoDispute id={id} />
      )}
    </div>
  );
}
