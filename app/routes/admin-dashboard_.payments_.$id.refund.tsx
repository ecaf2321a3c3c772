import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { Field, FormError } from "~/components/forms";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ArrowLeft } from "lucide-react";
import { requireAdmin } from "~/.server/auth/guards.server";
import { readFormData, submitForm } from "~/.server/forms.server";
import { paymentForAdmin } from "~/.server/payments/admin-payments.server";
import { refundPayment } from "~/.server/payments/refunds.server";
import adminStyles from "~/components/admin/admin.css?url";
import { LocalTime } from "~/components/LocalTime";
import { findPlan } from "~/data/plans";
import { refundRequestSchema } from "~/domain/payments";
import { formatUsd } from "~/format/money";
import { parseForm } from "~/utils/forms";

export const meta: MetaFunction = () => [
  { title: "Refund a payment | Care Finder" },
  { name: "robots", content: "noindex" },
];
export const links = () => [{ rel: "stylesheet", href: adminStyles }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(context.server, request);
  return { payment: await paymentForAdmin(context.server, params.id ?? "") };
}

/** The refund, through the same service as POST /api/admin/payments/:id/refund. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(context.server, request);
  const formData = await readFormData(request, refundRequestSchema);
  const answer = await submitForm(formData, refundRequestSchema, (value) =>
    refundPayment(context.server, admin, params.id ?? "", value),
  );
  if (answer.ok) return redirect("/admin-dashboard/payments?refunded=1");
  return data({ result: answer.result }, answer.init);
}

export default function RefundPayment() {
  const { payment } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "refund-payment",
    lastResult: posted?.result ?? null,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, refundRequestSchema),
  });
  const left = payment.amount_cents - payment.refunded_cents;
  return (
    <div className="container page">
      <p>
        <Link to="/admin-dashboard/payments">
          <ArrowLeft aria-hidden="true" size={16} /> Back to payments
        </Link>
      </p>
      <h1>Refund a payment</h1>
      <dl className="card">
        <dt>Member</dt>
        <dd>{payment.member}</dd>
        <dt>Plan</dt>
        <dd>{findPlan(payment.plan_name)?.label ?? payment.plan_name}</dd>
        <dt>Paid</dt>
        <dd>
          <span className="tabular">{formatUsd(payment.amount_cents / 100)}</span>,{" "}
          <LocalTime iso={payment.created_at} />
        </dd>
      </dl>
      {payment.refundable ? (
        <Form method="post" className="card" {...getFormProps(form)}>
          <FormError id={form.errorId} errors={form.errors} />
          <p>
            Stripe refunds <strong className="tabular">{formatUsd(left / 100)}</strong> to the card that paid. A
            refunded one-time plan ends; a membership runs on until it is canceled.
          </p>
          <Field field={fields.reason} label="Reason (kept in the audit log)">
            <textarea {...getTextareaProps(fields.reason)} key={fields.reason.key} className="textarea" rows={3} />
          </Field>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? "Refunding…" : `Refund ${formatUsd(left / 100)}`}
          </button>
        </Form>
      ) : (
        <p className="alert alert-info">
          {payment.status === "refunded" || payment.refund_requested_at
            ? "This payment has already been refunded."
            : "Only a paid payment can be refunded."}
        </p>
      )}
    </div>
  );
}
