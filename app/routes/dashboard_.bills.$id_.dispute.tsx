import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { Printer } from "lucide-react";
import { requireUser } from "~/.server/auth/guards.server";
import { getDisputeView, setDisputeReminder } from "~/.server/bills/dispute.server";
import { readFormData, submitForm } from "~/.server/forms.server";
import { asPage } from "~/.server/bills/pages.server";
import { DisputeDates, DisputeFigures, NoDispute, reminderWords, WhatToSend } from "~/components/bills/DisputeParts";
import { DashboardSubpage } from "~/components/dashboard/DashboardSubpage";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { FormError } from "~/components/forms";
import { DISPUTE_MESSAGES, disputeReminderSchema } from "~/domain/dispute";

export const meta: MetaFunction = ({ error }) => [
  { title: error ? errorTitleFor(error) : "Dispute a bill above its Good Faith Estimate | Care Finder" },
  { name: "robots", content: "noindex" },
];

/** What a patient-provider dispute needs, gathered from the case (docs/product.md#bill-check); nothing is filed from here. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context.server, request);
  const id = params.id ?? "";
  return { id, view: await asPage(getDisputeView(context.server, user, id)) };
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
  const { id, view } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>()?.result.error?.[""] ?? undefined;
  const saved = useSearchParams()[0].get("saved") === "reminder";
  const busy = useNavigation().state === "submitting";
  const disputed = view.estimates.filter((e) => e.canDispute);
  const reminder = reminderWords(view.reminder);
  return (
    <DashboardSubpage title="What your dispute needs">
      <p>
        <Link to={`/dashboard/bills/${id}/estimate`}>Back to your Good Faith Estimates</Link>
      </p>
      {view.canDispute ? (
        <>
          <p>
            <Link className="btn btn-primary" to={`/dashboard/bills/${id}/dispute/summary`}>
              <Printer aria-hidden="true" size={18} /> Print my dispute summary
            </Link>
          </p>
          <section className="card" aria-labelledby="deadline-title">
            <h2 id="deadline-title">The deadline</h2>
            <DisputeDates
              serviceDate={view.serviceDate}
              billDate={view.billDate}
              disputeBy={view.disputeBy}
              deadlinePassed={view.deadlinePassed}
            />
            <p>
              The No Surprises Act lets an uninsured or self-pay patient ask for a patient-provider dispute when a
              provider bills $400 or more above its Good Faith Estimate, within 120 days of the bill (45 CFR 149.620).
            </p>
            <p>
              An independent dispute resolution entity looks at the estimate, the bill and the provider&apos;s reasons,
              and decides what you owe. It may side with the provider: this page helps you ask, it does not promise an
              outcome.
            </p>
            {saved ? (
              <p className="alert alert-success" role="status">
                {DISPUTE_MESSAGES.reminderSet}
              </p>
            ) : null}
            {reminder ? (
              <p>{reminder}</p>
            ) : view.deadlinePassed ? null : (
              <Form method="post">
                <FormError id="dispute-reminder-error" errors={refused} />
                <button type="submit" name="intent" value="remind" className="btn btn-secondary" disabled={busy}>
                  Remind me before the deadline
                </button>
              </Form>
            )}
          </section>
          <section className="card" aria-labelledby="facts-title">
            <h2 id="facts-title">The facts to give</h2>
            <p>{`Facility: ${view.hospitalName}.`}</p>
            <DisputeFigures estimates={disputed} />
          </section>
          <section className="card" aria-labelledby="gather-title">
            <h2 id="gather-title">Have these ready</h2>
            <WhatToSend />
            <p>
              Start the dispute through the federal government&apos;s No Surprises pages (
              <a href="https://www.cms.gov/nosurprises/consumers">cms.gov/nosurprises/consumers</a>) or its help desk,{" "}
              <a href="tel:+18009853059">1-800-985-3059</a>. Tell the provider you have started it; keep copies of
              everything you send.
            </p>
          </section>
        </>
      ) : (
        <NoDispute id={id} />
      )}
    </DashboardSubpage>
  );
}
