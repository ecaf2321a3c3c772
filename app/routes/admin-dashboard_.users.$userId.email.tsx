import { parseWithValibot } from "@conform-to/valibot";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useId } from "react";
import { sendAdminEmailFromForm } from "~/.server/admin/email-form.server";
import { userForAdminPage } from "~/.server/admin/user-page.server";
import { requireAdmin } from "~/.server/auth/guards.server";
import { SendEmailFields } from "~/components/admin/send-email/SendEmailFields";
import { useSendEmailForm } from "~/components/admin/send-email/useSendEmailForm";
import type { SendEmailAnswer } from "~/components/admin/SendEmailModal";
import adminStyles from "~/components/admin/admin.css?url";
import { ADMIN_MESSAGES } from "~/domain/admin";
import { adminEmailFieldsSchema } from "~/domain/admin-email";
import { BackLink } from "~/components/BackLink";
import { DisabledReason } from "~/components/forms";

export const meta: MetaFunction = () => [{ title: "Send Email | Care Finder" }, { name: "robots", content: "noindex" }];
export const links = () => [{ rel: "stylesheet", href: adminStyles }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(context.server, request);
  return { recipient: await userForAdminPage(context.server, params.userId ?? "") };
}

/**
 * The admin's Send Email form (the dashboard's modal posts here with
 * JavaScript, the page itself without): multipart, attachments streamed to R2.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(context.server, request);
  const targetId = params.userId ?? "";
  const { values, sent, error } = await sendAdminEmailFromForm(context.server, admin, targetId, request);
  const typed = new FormData();
  for (const [name, value] of Object.entries(values)) typed.set(name, value);
  const submission = parseWithValibot(typed, { schema: adminEmailFieldsSchema });
  if (sent) {
    return data<SendEmailAnswer>({
      ok: true,
      intent: "send-email",
      targetId,
      message: ADMIN_MESSAGES.emailQueued,
      result: submission.reply({ resetForm: true }),
    });
  }
  const failure = error!;
  const attachments = (failure.details as { attachments?: string } | undefined)?.attachments;
  // A refused attachment names its file (docs/decisions/0008-email.md); anything else is the spec's message.
  const shown = failure.status === 413 ? failure.message : ADMIN_MESSAGES.emailFailed;
  return data<SendEmailAnswer>(
    {
      ok: false,
      intent: "send-email",
      targetId,
      error: shown,
      result: submission.reply({ formErrors: attachments ? [attachments] : [] }),
    },
    { status: failure.status },
  );
}

export default function SendEmailPage() {
  const { recipient } = useLoaderData<typeof loader>();
  // With JavaScript the listed files go through the fetcher; without it the form posts itself.
  const fetcher = useFetcher<SendEmailAnswer>();
  const posted = useActionData<typeof action>();
  const answer = fetcher.data ?? posted;
  const state = useSendEmailForm({ recipient, lastResult: answer?.result, fetcher });
  const busy = state.busy;
  const reasonId = useId();
  return (
    <div className="container page">
      <BackLink to="/admin-dashboard">Back to the admin dashboard</BackLink>
      <h1>Send Email</h1>
      {answer ? (
        <p className={`alert ${answer.ok ? "alert-success" : "alert-error"}`} role={answer.ok ? "status" : "alert"}>
          {answer.ok ? (
            <>
              {answer.message} <Link to="/admin-dashboard?tab=outbox">See it in the Outbox</Link>
            </>
          ) : (
            answer.error
          )}
        </p>
      ) : null}
      <SendEmailFields recipient={recipient} state={state} />
      <button
        type="submit"
        form={state.form.id}
        className="btn btn-primary"
        disabled={!state.canSend || busy}
        aria-describedby={state.whyNotSend ? reasonId : undefined}
      >
        {busy ? "Sending..." : "Send"}
      </button>
      <DisabledReason id={reasonId} reason={state.whyNotSend} />
    </div>
  );
}
