import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getValibotConstraint } from "@conform-to/valibot";
import { parseForm } from "~/utils/forms";
import { Form, useNavigation } from "@remix-run/react";
import { requestMessageSchema } from "~/domain/requests";
import { Field } from "~/components/forms";

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
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)}>
      {error ? (
        <div className="alert alert-error" role="alert" id={form.errorId}>
          {error}
        </div>
      ) : null}
      <Field field={fields.body} label="Your message">
        <textarea {...getTextareaProps(fields.body)} key={fields.body.key} className="textarea" />
      </Field>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? "Sending..." : "Send message"}
      </button>
    </Form>
  );
}
