import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireMember } from "~/.server/auth/guards.server";
import { bookCall } from "~/.server/calls/booking.server";
import { cancelCall, rescheduleCall } from "~/.server/calls/changes.server";
import { saveTimeZone } from "~/.server/calls/time-zone.server";
import { callPageView } from "~/.server/calls/page.server";
import { readCallPage } from "~/.server/calls/page-reads.server";
import { readFormData, submitForm } from "~/.server/forms.server";
import { PastCalls } from "~/components/calls/PastCalls";
import { SlotPicker } from "~/components/calls/SlotPicker";
import { TimeZoneForm } from "~/components/calls/TimeZoneForm";
import { DashboardSubpage } from "~/components/dashboard/DashboardSubpage";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { ErrorList, Field } from "~/components/forms";
import { bookCallSchema, CALL_MESSAGES, moveCallSchema, timeZoneFormSchema } from "~/domain/calls";
import { parseForm } from "~/utils/forms";
import * as v from "valibot";

export const meta: MetaFunction = ({ error }) => [
  { title: error ? errorTitleFor(error) : "Schedule a 30-minute call | Care Finder" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The guard decides; the member's calls and the team's hours are read beside it, in one D1 batch.
  const now = Date.now();
  const [user, rows] = await Promise.all([
    requireMember(context.server, request),
    readCallPage(context.server, request, now),
  ]);
  return callPageView(user.session.profile, rows, new URL(request.url), now);
}

const cancelSchema = v.object({ call_id: v.pipe(v.string(), v.nonEmpty(CALL_MESSAGES.notFound)) });

/** Book, move or cancel the call, or remember the zone: each through the service `/api/calls` calls too. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireMember(context.server, request);
  const moveSchema = v.object({ ...moveCallSchema.entries, ...cancelSchema.entries });
  const form = await readFormData(request, [timeZoneFormSchema, cancelSchema, moveSchema, bookCallSchema], {
    also: ["intent"],
  });
  const server = context.server;
  const intent = form.get("intent");
  const answer =
    intent === "zone"
      ? await submitForm(form, timeZoneFormSchema, (value) => saveTimeZone(server, user.id, value))
      : intent === "cancel"
        ? await submitForm(form, cancelSchema, (value) => cancelCall(server, user, value.call_id))
        : intent === "move"
          ? await submitForm(form, moveSchema, (value) => rescheduleCall(server, user, value.call_id, value))
          : await submitForm(form, bookCallSchema, (value) => bookCall(server, user, value));
  if (answer.ok) return redirect(`/dashboard/call?done=${intent === "zone" ? "zone" : String(intent ?? "book")}`);
  return data({ result: answer.result, intent: String(intent ?? "book") }, answer.init);
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/dashboard", label: "Back to your dashboard" }} />;
}

const DONE: Record<string, string> = {
  book: CALL_MESSAGES.booked,
  move: CALL_MESSAGES.rescheduled,
  cancel: CALL_MESSAGES.cancelled,
  zone: CALL_MESSAGES.zoneSaved,
};

export default function ScheduleCallPage() {
  const page = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const schema = page.moving ? moveCallSchema : bookCallSchema;
  const [form, fields] = useForm({
    id: page.moving ? "call-move" : "call-book",
    lastResult: posted && posted.intent !== "cancel" && posted.intent !== "zone" ? posted.result : null,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseForm(formData, schema),
  });
  const done = page.done;
  if (page.included === 0)
    return (
      <DashboardSubpage title="Schedule a 30-minute call">
        <div className="card">
          <p>
            A booked 30-minute call each month comes with {page.plan.label} ({page.plan.price}). Your plan does not
            include it.
          </p>
          <Link to="/pricing" className="btn btn-accent">
            See {page.plan.label}
          </Link>
        </div>
      </DashboardSubpage>
    );
  return (
    <DashboardSubpage title="Schedule a 30-minute call">
      {done && DONE[done] ? (
        <p className="alert alert-success" role="status">
          {DONE[done]}
        </p>
      ) : null}
      {posted && (posted.intent === "cancel" || posted.intent === "zone") ? (
        <ErrorList errors={posted.result.error?.[""]} alert />
      ) : null}
      {page.upcoming.map((call) => (
        <section key={call.id} className="card" aria-labelledby={`call-${call.id}`}>
          <h2 id={`call-${call.id}`}>Your call is booked</h2>
          <p>
            <strong>{call.when}</strong>, 30 minutes with our team.
          </p>
          <p className="muted">About: {call.topic}</p>
          <div className="row-inline">
            <Link to={`/dashboard/call?move=${call.id}`} className="btn btn-secondary">
              Reschedule
            </Link>
            <Form method="post">
              <input type="hidden" name="intent" value="cancel" />
              <input type="hidden" name="call_id" value={call.id} />
              <button type="submit" className="btn btn-danger">
                Cancel this call
              </button>
            </Form>
          </div>
        </section>
      ))}
      {page.picking ? (
        <>
          <TimeZoneForm timeZone={page.timeZone} zoneSaved={page.zoneSaved} />
          <Form method="post" className="card" {...getFormProps(form)}>
            {page.moving ? (
              <>
                <h2>Reschedule your call</h2>
                <input type="hidden" name="intent" value="move" />
                <input type="hidden" name="call_id" value={page.moving.id} />
              </>
            ) : (
              <input type="hidden" name="intent" value="book" />
            )}
            <input type="hidden" name="time_zone" value={page.timeZone} />
            <ErrorList id={form.errorId} errors={form.errors} alert />
            <SlotPicker days={page.days} field={fields.starts_at} timeZone={page.timeZone} />
            {page.moving ? null : (
              <Field field={fields.topic} label="What would you like to talk about?">
                <textarea {...getTextareaProps(fields.topic)} key={fields.topic.key} className="textarea" />
              </Field>
            )}
            <div className="row-inline">
              <button type="submit" className="btn btn-primary">
                {page.moving ? "Move my call" : "Book my call"}
              </button>
              <Link to={page.moving ? "/dashboard/call" : "/dashboard"} className="btn btn-secondary">
                Cancel
              </Link>
            </div>
          </Form>
        </>
      ) : null}
      <PastCalls calls={page.past} />
    </DashboardSubpage>
  );
}
