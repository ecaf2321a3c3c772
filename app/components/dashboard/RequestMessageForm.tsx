import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getValibotConstraint } from "@conform-to/valibot";
import { parseForm } from "~/utils/forms";
import { Form, useNavigation } from "@remix-run/react";
import { requestMessageSchema } from "~/domain/requests";
import { Field } from "~/components/forms";
import { wordsIn } from "~/i18n/pick";
import { en } from "~/i18n/requests/en";
import { es } from "~/i18n/requests/es";
import { usePageLang } from "~/utils/member-lang";
import { useSayMessage } from "~/components/forms";

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
  const say = useSayMessage();
  const error = form.errors?.[0];
  const w = wordsIn(usePageLang(), { en, es });
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)}>
      {error ? (
        <div className="alert alert-error" role="alert" id={form.errorId}>
          {say(error)}
        </div>
      ) : null}
      <Field field={fields.body} label={w.page.yourMessage}>
        <textarea {...getTextareaProps(fields.body)} key={fields.body.key} className="textarea" />
      </Field>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? w.page.sending : w.page.send}
      </button>
    </Form>
  );
}
