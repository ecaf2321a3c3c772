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
import { pageLang } from "~/.server/page-lang.server";
import { disputeWords } from "~/components/bills/dispute-words";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { useHydrated } from "~/components/useHydrated";
import { todayUtc } from "~/domain/bill-rules";
import { formatCalendarDate } from "~/format/dates";
import { memberPageHandle } from "~/utils/member-lang";

/** Header, footer and `<html lang>` in the page's language (app/utils/member-lang.ts). */
export const handle = memberPageHandle;

export const meta: MetaFunction<typeof loader> = ({ error, data }) => [
  { title: error ? errorTitleFor(error) : disputeWords(data?.lang).summary.metaTitle },
  { name: "robots", content: "noindex" },
];

/** The dispute page's facts on one page to print (the same service as /dashboard/bills/:id/dispute). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context.server, request);
  const id = params.id ?? "";
  return {
    lang: pageLang(request, user.session.profile.language),
    id,
    view: await asPage(getDisputeView(context.server, user, id)),
    prepared: todayUtc(),
  };
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/dashboard", label: "Back to your dashboard" }} />;
}

export default function DisputeSummaryPage() {
  const { lang, id, view, prepared } = useLoaderData<typeof loader>();
  const w = disputeWords(lang).summary;
  const hydrated = useHydrated();
  const back = `/dashboard/bills/${id}/dispute`;
  const reminder = reminderWords(view.reminder, lang);
  return (
    <div className={`container page ${print.sheet}`} lang={lang}>
      <p className={print.screenOnly}>
        <Link to={back}>{w.back}</Link>
      </p>
      <h1>{w.title}</h1>
      <p>{w.intro(view.hospitalName)}</p>
      {view.canDispute ? (
        <>
          <section aria-labelledby="side-title">
            <h2 id="side-title">{w.sideTitle}</h2>
            <DisputeFigures estimates={view.estimates} lang={lang} />
          </section>
          <section aria-labelledby="test-title">
            <h2 id="test-title">{w.testTitle}</h2>
            <p>{w.test}</p>
            <ul>
              {view.estimates.map((e, i) => (
                <li key={`${e.provider}-${i}`}>{`${e.provider}: ${fourHundredTest(e, lang)}.`}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="when-title">
            <h2 id="when-title">{w.deadlineTitle}</h2>
            <DisputeDates
              serviceDate={view.serviceDate}
              billDate={view.billDate}
              disputeBy={view.disputeBy}
              deadlinePassed={view.deadlinePassed}
              lang={lang}
            />
            {reminder ? <p>{reminder}</p> : null}
          </section>
          <section aria-labelledby="send-title">
            <h2 id="send-title">{w.sendTitle}</h2>
            <WhatToSend lang={lang} />
            <p>{w.where}</p>
            <p>{w.entity}</p>
          </section>
          <p className={print.footnote}>{w.prepared(formatCalendarDate(prepared, lang))}</p>
          <p className={print.screenOnly}>
            {hydrated ? (
              <button type="button" className="btn btn-primary" onClick={() => window.print()}>
                {w.print}
              </button>
            ) : (
              w.printNoJs
            )}
          </p>
        </>
      ) : (
        <NoDispute id={id} lang={lang} />
      )}
    </div>
  );
}
