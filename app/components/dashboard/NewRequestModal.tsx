import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getValibotConstraint } from "@conform-to/valibot";
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { Modal } from "~/components/Modal";
import { newRequestSchema, PRIORITY_LABELS, PRIORITY_OPTIONS, REQUEST_TYPE_LABELS, REQUEST_TYPE_OPTIONS } from "~/schemas/requests";
import { parseForm } from "~/utils/forms";
import { useOpeningKey } from "./useOpeningKey";

type Answer = { intent: string; ok: boolean; result: SubmissionResult<string[]> };

/** "New help request": type, title, description, priority (docs/product.md#registration-and-dashboard). */
export default function NewRequestModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { key: fetcherKey, opening } = useOpeningKey(open, "create-request");
  const busy = useFetcher({ key: fetcherKey }).state !== "idle";
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="New help request"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="new-request-form" className="btn btn-primary" disabled={busy}>
            {busy ? "Submitting..." : "Submit Request"}
          </button>
        </>
      }
    >
      <NewRequestForm key={opening} fetcherKey={fetcherKey} onSaved={onClose} />
    </Modal>
  );
}

function NewRequestForm({ fetcherKey, onSaved }: { fetcherKey: string; onSaved: () => void }) {
  const fetcher = useFetcher<Answer>({ key: fetcherKey });
  const [form, fields] = useForm({
    id: "new-request-form",
    defaultValue: { request_type: "general", priority: "normal" },
    lastResult: fetcher.data?.result ?? null,
    constraint: getValibotConstraint(newRequestSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, newRequestSchema),
  });

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onSaved();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  // The spec words one message for both required fields, so it shows once, above them.
  const error = form.errors?.[0] ?? fields.title.errors?.[0] ?? fields.description.errors?.[0];
  const describedBy = error ? form.errorId : undefined;
  return (
    <fetcher.Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="create-request" />
      {error ? (
        <div className="alert alert-error" role="alert" id={form.errorId}>
          {error}
        </div>
      ) : null}
      <div className="field">
        <label className="label" htmlFor={fields.request_type.id}>
          Type of help
        </label>
        <select {...getSelectProps(fields.request_type)} key={fields.request_type.key} className="select">
          {REQUEST_TYPE_OPTIONS.map((type) => (
            <option key={type} value={type}>
              {REQUEST_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="label" htmlFor={fields.title.id}>
          Title
        </label>
        <input {...getInputProps(fields.title, { type: "text", ariaDescribedBy: describedBy })} key={fields.title.key} className="input" />
      </div>
      <div className="field">
        <label className="label" htmlFor={fields.description.id}>
          Description
        </label>
        <textarea {...getTextareaProps(fields.description, { ariaDescribedBy: describedBy })} key={fields.description.key} className="textarea" />
      </div>
      <div className="field">
        <label className="label" htmlFor={fields.priority.id}>
          Priority
        </label>
        <select {...getSelectProps(fields.priority)} key={fields.priority.key} className="select">
          {PRIORITY_OPTIONS.map((priority) => (
            <option key={priority} value={priority}>
              {PRIORITY_LABELS[priority]}
            </option>
          ))}
        </select>
      </div>
    </fetcher.Form>
  );
}
