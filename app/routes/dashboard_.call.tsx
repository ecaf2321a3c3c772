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
import { pageLang } from "~/.server/page-lang.server";
import { callMessageIn } from "~/components/calls/call-messages";
import { en } from "~/i18n/calls/en";
import { es } from "~/i18n/calls/es";
import { wordsIn } from "~/i18n/pick";
import { useLang } from "~/utils/lang";
import { memberPageHandle } from "~/utils/member-lang";
import { parseForm } from "~/utils/forms";
import * as v from "valibot";

export const handle = memberPageHandle;

export const meta: MetaFunction<typeof loader> = ({ error, data }) => [
  { title: error ? errorTitleFor(error) : wordsIn(data?.lang, { en, es }).pageTitle },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The guard decides; the member's calls and the team's hours are read beside it, in one D1 batch.
  const now = Date.now();
  const [user, rows] = await Promise.all([
    requireMember(context.server, request),
    readCallPage(context.server, request, now),
  ]);
  const profile = user.session.profile;
  return callPageView(profile, rows, new URL(request.url), now, pageLang(request, profile.language));
}

const cancelSchema = v.object({ call_id: v.pipe(v.string(), v.nonEmpty(CALL_MESSAGES.notFound)) });

/** Book, move or cancel the call, or remember the zone: each through the service `/api/calls` calls too. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireMember(context.server, request);
  const moveSchema = v.object({ ...moveCallSchema.entries, ...cancelSchema.entries });
  const form = await readFormData(request, [timeZoneFormSchema, cancelSchema, moveSchema, bookCallSchema], {
    also: ["intent"],
    lang: pageLang(request, user.session.profile.language),
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
  return <RouteErrorPage back={{ to: "/dashboard", label: wordsIn(useLang(), { en, es }).backToDashboard }} />;
}

const DONE = { book: "booked", move: "rescheduled", cancel: "cancelled", zone: "zoneSaved" } as const;

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
  const w = wordsIn(page.lang, { en, es });
  const said = (errors: string[] | null | undefined) => errors?.map((error) => callMessageIn(page.lang, error));
  const done = page.done && page.done in DONE ? w.messages[DONE[page.done as keyof typeof DONE]] : null;
  if (page.included === 0)
    return (
      <DashboardSubpage title={w.title}>
        <div className="card">
          <p>{w.notIncluded(page.plan.label, w.perMonth(page.plan.price))}</p>
          <Link to="/pricing" className="btn btn-accent">
            {w.seePlan(page.plan.label)}
          </Link>
        </div>
      </DashboardSubpage>
    );
  return (
    <DashboardSubpage title={w.title}>
      {done ? (
        <p className="alert alert-success" role="status">
          {done}
        </p>
      ) : null}
      {posted && (posted.intent === "cancel" || posted.intent === "zone") ? (
        <ErrorList errors={said(posted.result.error?.[""] ?? posted.result.error?.time_zone)} alert />
      ) : null}
      {page.upcoming.map((call) => (
        <section key={call.id} className="card" aria-labelledby={`call-${call.id}`}>
          <h2 id={`call-${call.id}`}>{w.booked}</h2>
          <p>
            <strong>{call.when}</strong>, {w.bookedWhen}
          </p>
          <p className="muted">{w.about(call.topic)}</p>
          <div className="row-inline">
            <Link to={`/dashboard/call?move=${call.id}`} className="btn btn-secondary">
              {w.reschedule}
            </Link>
            <Form method="post">
              <input type="hidden" name="intent" value="cancel" />
              <input type="hidden" name="call_id" value={call.id} />
              <button type="submit" className="btn btn-danger">
                {w.cancelCall}
              </button>
            </Form>
          </div>
        </section>
      ))}
      {page.picking ? (
        <>
          <TimeZoneForm timeZone={page.timeZone} zoneSaved={page.zoneSaved} w={w} />
          <Form method="post" className="card" {...getFormProps(form)}>
            {page.moving ? (
              <>
                <h2>{w.rescheduleTitle}</h2>
                <input type="hidden" name="intent" value="move" />
                <input type="hidden" name="call_id" value={page.moving.id} />
              </>
            ) : (
              <input type="hidden" name="intent" value="book" />
            )}
            <input type="hidden" name="time_zone" value={page.timeZone} />
            <ErrorList id={form.errorId} errors={said(form.errors)} alert />
            <SlotPicker
              days={page.days}
              field={{
                name: fields.starts_at.name,
                errorId: fields.starts_at.errorId,
                errors: said(fields.starts_at.errors),
                initialValue: fields.starts_at.initialValue,
              }}
              timeZone={page.timeZone}
              w={w}
            />
            {page.moving ? null : (
              <Field
                field={{ id: fields.topic.id, errorId: fields.topic.errorId, errors: said(fields.topic.errors) }}
                label={w.topic}
              >
                <textarea {...getTextareaProps(fields.topic)} key={fields.topic.key} className="textarea" />
              </Field>
            )}
            <div className="row-inline">
              <button type="submit" className="btn btn-primary">
                {page.moving ? w.move : w.book}
              </button>
              <Link to={page.moving ? "/dashboard/call" : "/dashboard"} className="btn btn-secondary">
                {w.cancel}
              </Link>
            </div>
          </Form>
        </>
      ) : null}
      <PastCalls calls={page.past} w={w} />
    </DashboardSubpage>
  );
}
