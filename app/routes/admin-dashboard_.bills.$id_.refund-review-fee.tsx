import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { Field, FormError } from "~/components/forms";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ArrowLeft } from "lucide-react";
import { requireAdmin } from "~/.server/auth/guards.server";
import { getBillCaseForTeam } from "~/.server/bills/admin.server";
import { asPage } from "~/.server/bills/pages.server";
import { readFormData, submitForm } from "~/.server/forms.server";
import { refundBillReviewFee, reviewFeeStanding } from "~/.server/payments/review-fee-refund.server";
import adminStyles from "~/components/admin/admin.css?url";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { refundRequestSchema, REVIEW_FEE_MESSAGES } from "~/domain/payments";
import { formatCents } from "~/format/cents";
import { parseForm } from "~/utils/forms";

export const meta: MetaFunction = ({ error }) => [
  { title: error ? errorTitleFor(error) : "Refund the review fee | Care Finder" },
  { name: "robots", content: "noindex" },
];
export const links = () => [{ rel: "stylesheet", href: adminStyles }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(context.server, request);
  const id = params.id ?? "";
  const { bill, member } = await asPage(getBillCaseForTeam(context.server, admin, id));
  return { bill, member, reviewFee: await reviewFeeStanding(context.server, id) };
}

/** The confirmation's post: the same service as POST /api/admin/bill-cases/:id/refund-review-fee. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(context.server, request);
  const id = params.id ?? "";
  const answer = await submitForm(await readFormData(request, refundRequestSchema), refundRequestSchema, (value) =>
    refundBillReviewFee(context.server, admin, id, value),
  );
  if (answer.ok) return redirect(`/admin-dashboard/bills/${id}?saved=refund`);
  return data({ result: answer.result }, answer.init);
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/admin-dashboard?tab=bills", label: "Back to the bills" }} />;
}

export default function RefundReviewFee() {
  const { bill, member, reviewFee } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "refund-review-fee",
    lastResult: posted?.result ?? null,
    defaultValue: { reason: "The bill check saved nothing (money-back promise)" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, refundRequestSchema),
  });
  const fee = reviewFee.fee;
  return (
    <div className="container page">
      <p>
        <Link to={`/admin-dashboard/bills/${bill.id}`}>
          <ArrowLeft aria-hidden="true" size={16} /> Back to the bill case
        </Link>
      </p>
      <h1>Refund the review fee</h1>
      <p>
        {`${member.name || member.email}'s bill from ${bill.hospital_name} was resolved with nothing saved, so the money-back promise refunds their Care Access review fee.`}
      </p>
      {reviewFee.owed && fee?.refundable ? (
        <Form method="post" className="card" {...getFormProps(form)}>
          <FormError id={form.errorId} errors={form.errors} />
          <p>
            Stripe refunds <strong className="tabular">{formatCents(fee.amount_cents)}</strong> to the card that paid.
            The refund ends the member&apos;s Care Access once Stripe confirms it.
          </p>
          <Field field={fields.reason} label="Reason (kept in the audit log)">
            <textarea {...getTextareaProps(fields.reason)} key={fields.reason.key} className="textarea" rows={3} />
          </Field>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? "Refunding…" : `Refund ${formatCents(fee.amount_cents)}`}
          </button>{" "}
          <Link className="btn btn-secondary" to={`/admin-dashboard/bills/${bill.id}`}>
            Cancel
          </Link>
        </Form>
      ) : (
        <p className="alert alert-info">{reviewFee.owed ? REVIEW_FEE_MESSAGES.noFee : REVIEW_FEE_MESSAGES.notOwed}</p>
      )}
    </div>
  );
}
