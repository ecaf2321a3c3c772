import { getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getValibotConstraint } from "@conform-to/valibot";
import { newRequestSchema, PRIORITY_OPTIONS, REQUEST_TYPE_OPTIONS } from "~/domain/requests";
import { wordsIn } from "~/i18n/pick";
import { en } from "~/i18n/requests/en";
import { es } from "~/i18n/requests/es";
import { usePageLang } from "~/utils/member-lang";
import { parseForm } from "~/utils/forms";
import { useSayMessage } from "~/components/forms";

export const NEW_REQUEST_FORM_ID = "new-request-form";

/**
 * The new-request form's state, shared by the dashboard's dialog and its page without JavaScript
 * (/dashboard/requests/new); `start` fills it in (the page's "Ask our team" link).
 */
export function useNewRequestForm(
  lastResult: SubmissionResult<string[]> | null | undefined,
  start?: { request_type?: string; title?: string; description?: string },
) {
  return useForm({
    id: NEW_REQUEST_FORM_ID,
    defaultValue: { request_type: "general", priority: "normal", ...start },
    lastResult: lastResult ?? null,
    constraint: getValibotConstraint(newRequestSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, newRequestSchema),
  });
}

type NewRequestForm = ReturnType<typeof useNewRequestForm>;

/** What goes inside the `<form>`: type, title, description, priority (docs/product.md#registration-and-dashboard). */
export function NewRequestFields({ form: [form, fields] }: { form: NewRequestForm }) {
  // The spec words one message for both required fields, so it shows once, above them.
  const error = form.errors?.[0] ?? fields.title.errors?.[0] ?? fields.description.errors?.[0];
  const describedBy = error ? form.errorId : undefined;
  const w = wordsIn(usePageLang(), { en, es });
  const say = useSayMessage();
  return (
    <>
      <input type="hidden" name="intent" value="create-request" />
      {error ? (
        <div className="alert alert-error" role="alert" id={form.errorId}>
          {say(error)}
        </div>
      ) : null}
      <div className="field">
        <label className="label" htmlFor={fields.request_type.id}>
          {w.form.type}
        </label>
        <select {...getSelectProps(fields.request_type)} key={fields.request_type.key} className="select">
          {REQUEST_TYPE_OPTIONS.map((type) => (
            <option key={type} value={type}>
              {w.types[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="label" htmlFor={fields.title.id}>
          {w.form.requestTitle}
        </label>
        <input
          {...getInputProps(fields.title, { type: "text", ariaDescribedBy: describedBy })}
          key={fields.title.key}
          className="input"
        />
      </div>
      <div className="field">
        <label className="label" htmlFor={fields.description.id}>
          {w.form.description}
        </label>
        <textarea
          {...getTextareaProps(fields.description, { ariaDescribedBy: describedBy })}
          key={fields.description.key}
          className="textarea"
        />
      </div>
      <div className="field">
        <label className="label" htmlFor={fields.priority.id}>
          {w.form.priority}
        </label>
        <select {...getSelectProps(fields.priority)} key={fields.priority.key} className="select">
          {PRIORITY_OPTIONS.map((priority) => (
            <option key={priority} value={priority}>
              {w.priorities[priority]}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
