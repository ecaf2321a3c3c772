import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { Printer } from "lucide-react";
import { requireUser } from "~/.server/auth/guards.server";
import { getDisputeView, setDisputeReminder } from "~/.server/bills/dispute.server";
import { readFormData, submitForm } from "~/.server/forms.server";
import { asPage } from "~/.server/bills/pages.server";
import { DisputeDates, DisputeFigures, NoDispute, reminderWords, WhatToSend } from "~/components/bills/DisputeParts";
import { pageLang } from "~/.server/page-lang.server";
import { billWords } from "~/components/bills/bill-words";
import { BillSubpage } from "~/components/bills/BillSubpage";
import { disputeWords } from "~/components/bills/dispute-words";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { FormError } from "~/components/forms";
import { disputeReminderSchema } from "~/domain/dispute";
import { memberPageHandle } from "~/utils/member-lang";

/** Header, footer and `<html lang>` in the page's language (app/utils/member-lang.ts). */
export const handle = memberPageHandle;

export const meta: MetaFunction<typeof loader> = ({ error, data }) => [
  { title: error ? errorTitleFor(error) : disputeWords(data?.lang).dispute.metaTitle },
  { name: "robots", content: "noindex" },
];

/** What a patient-provider dispute needs, gathered from the case (docs/product.md#bill-check); nothing is filed from here. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context.server, request);
  const id = params.id ?? "";
  const lang = pageLang(request, user.session.profile.language);
  return { lang, id, view: await asPage(getDisputeView(context.server, user, id)) };
}

/** "Remind me before the deadline": the deadline as a task and an email, as every bill date is. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(context.server, request);
  const id = params.id ?? "";
  const { ok, result, init } = await submitForm(
    await readFormData(request, disputeReminderSchema),
    disputeReminderSchema,
    () => setDisputeReminder(context.server, user, id),
    { request },
  );
  if (ok) return redirect(`/dashboard/bills/${id}/dispute?saved=reminder`);
  return data({ result }, init);
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/dashboard", label: "Back to your dashboard" }} />;
}

export default function DisputePage() {
  const { lang, id, view } = useLoaderData<typeof loader>();
  const w = disputeWords(lang).dispute;
  const refused = useActionData<typeof action>()?.result.error?.[""] ?? undefined;
  const saved = useSearchParams()[0].get("saved") === "reminder";
  const busy = useNavigation().state === "submitting";
  const disputed = view.estimates.filter((e) => e.canDispute);
  const reminder = reminderWords(view.reminder, lang);
  return (
    <BillSubpage title={w.title} lang={lang} back={billWords(lang).backToDashboard}>
      <p>
        <Link to={`/dashboard/bills/${id}/estimate`}>{w.back}</Link>
      </p>
      {view.canDispute ? (
        <>
          <p>
            <Link className="btn btn-primary" to={`/dashboard/bills/${id}/dispute/summary`}>
              <Printer aria-hidden="true" size={18} /> {w.print}
            </Link>
          </p>
          <section className="card" aria-labelledby="deadline-title">
            <h2 id="deadline-title">{w.deadlineTitle}</h2>
            <DisputeDates
              serviceDate={view.serviceDate}
              billDate={view.billDate}
              disputeBy={view.disputeBy}
              deadlinePassed={view.deadlinePassed}
              lang={lang}
            />
            <p>{w.law}</p>
            <p>{w.entity}</p>
            {saved ? (
              <p className="alert alert-success" role="status">
                {w.reminderSaved}
              </p>
            ) : null}
            {reminder ? (
              <p>{reminder}</p>
            ) : view.deadlinePassed ? null : (
              <Form method="post">
                <FormError id="dispute-reminder-error" errors={refused} />
                <button type="submit" name="intent" value="remind" className="btn btn-secondary" disabled={busy}>
                  {w.remind}
                </button>
              </Form>
            )}
          </section>
          <section className="card" aria-labelledby="facts-title">
            <h2 id="facts-title">{w.factsTitle}</h2>
            <p>{w.facility(view.hospitalName)}</p>
            <DisputeFigures estimates={disputed} lang={lang} />
          </section>
          <section className="card" aria-labelledby="gather-title">
            <h2 id="gather-title">{w.gatherTitle}</h2>
            <WhatToSend lang={lang} />
            <p>
              {w.startThrough}
              <a href="https://www.cms.gov/nosurprises/consumers">cms.gov/nosurprises/consumers</a>
              {w.helpDesk}
              <a href="tel:+18009853059">1-800-985-3059</a>
              {w.tellProvider}
            </p>
          </section>
        </>
      ) : (
        <NoDispute id={id} lang={lang} />
      )}
    </BillSubpage>
  );
}
