import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { getValibotConstraint } from "@conform-to/valibot";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireMember } from "~/.server/auth/guards.server";
import { readFormData, submitForm } from "~/.server/forms.server";
import { dashboardAfterSaving } from "~/.server/member-forms.server";
import { requestCall } from "~/.server/requests/calls.server";
import { DashboardSubpage, DashboardSubpageForm } from "~/components/dashboard/DashboardSubpage";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { ErrorList, Field } from "~/components/forms";
import { CALL_MESSAGES, CALL_PLAN, callRequestSchema, planIncludesCall } from "~/domain/calls";
import { planStandingOf } from "~/domain/plan-standing";
import { formatUsd } from "~/format/money";
import { parseForm } from "~/utils/forms";

export const meta: MetaFunction = ({ error }) => [
  { title: error ? errorTitleFor(error) : "Schedule a 30-minute call | Care Finder" },
  { name: "robots", content: "noindex" },
];

/** The booking form for Premium members; anyone else is told which plan includes the call. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireMember(context.server, request);
  const { currentPlan } = user.session.profile;
  return {
    included: planIncludesCall(currentPlan, planStandingOf(user.session.profile).kind),
    plan: { label: CALL_PLAN.label, price: `${formatUsd(CALL_PLAN.amount)}/month` },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireMember(context.server, request);
  const { ok, result, init } = await submitForm(
    await readFormData(request, callRequestSchema),
    callRequestSchema,
    (value) => requestCall(context.server, user.id, value),
    { unexpected: CALL_MESSAGES.failed, request },
  );
  if (ok) return redirect(dashboardAfterSaving("call"));
  return data({ result }, init);
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/dashboard", label: "Back to your dashboard" }} />;
}

export default function ScheduleCallPage() {
  const { included, plan } = useLoaderData<typeof loader>();
  const [form, fields] = useForm({
    id: "call-request",
    lastResult: useActionData<typeof action>()?.result ?? null,
    constraint: getValibotConstraint(callRequestSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, callRequestSchema),
  });
  if (!included)
    return (
      <DashboardSubpage title="Schedule a 30-minute call">
        <div className="card">
          <ErrorList id={form.errorId} errors={form.errors} alert />
          <p>
            A booked 30-minute call each month comes with {plan.label} ({plan.price}). Your plan does not include it.
          </p>
          <Link to="/pricing" className="btn btn-accent">
            See {plan.label}
          </Link>
        </div>
      </DashboardSubpage>
    );
  return (
    <DashboardSubpage title="Schedule a 30-minute call">
      <p>Tell us what you would like to talk about and when suits you; our team writes to fix a time.</p>
      <DashboardSubpageForm formProps={getFormProps(form)} submit="Request my call" submitting="Sending...">
        <ErrorList id={form.errorId} errors={form.errors} alert />
        <Field field={fields.topic} label="What would you like to talk about?">
          <textarea {...getTextareaProps(fields.topic)} key={fields.topic.key} className="textarea" />
        </Field>
        <Field
          field={fields.preferred_times}
          label="When suits you?"
          hint="Days and times, and your time zone (for example: weekdays after 5 pm Eastern)."
        >
          <input
            {...getInputProps(fields.preferred_times, { type: "text" })}
            key={fields.preferred_times.key}
            className="input"
          />
        </Field>
      </DashboardSubpageForm>
    </DashboardSubpage>
  );
}
