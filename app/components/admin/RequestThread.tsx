import { getFormProps, getTextareaProps } from "@conform-to/react";
import { useCallback, useRef } from "react";
import { FormProblem, useAdminForm } from "./use-admin-form";
import { ErrorList } from "~/components/forms";

/**
 * The team's reply: posted to the thread, and the member is emailed a link to read it
 * (the outbox sends it). A plain post to the page without JavaScript.
 */
export function TeamReplyForm({ requestId, memberName }: { requestId: string; memberName: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const { fetcher, form, fields, busy } = useAdminForm({
    intent: "request-reply",
    targetId: requestId,
    onSuccess: useCallback(() => formRef.current?.reset(), []),
  });
  const { body } = fields;
  return (
    <fetcher.Form method="post" ref={formRef} {...getFormProps(form)} aria-label="Reply to the member">
      <input type="hidden" name="intent" value="request-reply" />
      <input type="hidden" name="id" value={requestId} />
      <FormProblem form={form} />
      <div className="field">
        <label className="label" htmlFor={body.id}>
          Your reply
        </label>
        <p className="hint" id={`${body.id}-who`}>
          {memberName} reads this on their request page; we email them that a reply is waiting.
        </p>
        <textarea
          className="textarea"
          {...getTextareaProps(body, { ariaDescribedBy: `${body.id}-who` })}
          key={body.key}
        />
        <ErrorList id={body.errorId} errors={body.errors} />
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? "Sending..." : "Send reply"}
      </button>
    </fetcher.Form>
  );
}
