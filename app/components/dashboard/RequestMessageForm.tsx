import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getValibotConstraint } from "@conform-to/valibot";
import { parseForm } from "~/utils/forms";
import { Form, useNavigation } from "@remix-run/react";
import { requestMessageSchema } from "~/domain/requests";

/**
 * "Write to our team" under a request's thread. A plain post to the page's
 * action, so it works without JavaScript; the reply empties it after sending.
 */
export function RequestMessageForm({ lastResult }: { lastResult: SubmissionResult<string[]> | null }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const [form, fields] = useForm({
    id: "request-message",
    lastResult,
    constraint: getValibotConstraint(requestMessageSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, requestMessageSchema),
  });
  const error = form.errors?.[0];
  const bodyError = fields.body.errors?.[0];
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)}>
      {error ? (
        <div className="alert alert-error" role="alert" id={form.errorId}>
          {error}
        </div>
      ) : null}
      <div className="field">
        <label className="label" htmlFor={fields.body.id}>
          Your message
        </label>
        <textarea {...getTextareaProps(fields.body)} key={fields.body.key} className="textarea" />
        {bodyError ? (
          <p className="field-error" id={fields.body.errorId}>
            {bodyError}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? "Sending..." : "Send message"}
      </button>
    </Form>
  );
}
