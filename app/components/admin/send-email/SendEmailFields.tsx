import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { Paperclip, Trash2 } from "lucide-react";
import { useId } from "react";
import { formatBytes } from "~/format/bytes";
import { ADMIN_EMAIL_FIELDS } from "~/domain/admin-email";
import type { Recipient, SendEmailFormState } from "./useSendEmailForm";
import { ErrorList, Field } from "~/components/forms";

/** The form itself (fields, attachments, errors under each); its Send button may sit outside it (`form=`). */
export function SendEmailFields({ recipient, state }: { recipient: Recipient; state: SendEmailFormState }) {
  const { form, fields, files, fileError, fileInput, addFiles, removeFile, action } = state;
  const filesId = useId();
  const fileErrorId = useId();
  const attachmentsError = fileError ?? form.errors?.[0] ?? null;
  return (
    <form {...getFormProps(form)} method="post" action={action} encType="multipart/form-data">
      <p className="wrap-anywhere">
        To: <strong>{recipient.name ?? recipient.email}</strong>{" "}
        <span className="muted">&lt;{recipient.email}&gt;</span>
      </p>
      <Field field={fields.subject} label="Subject">
        <input {...getInputProps(fields.subject, { type: "text" })} className="input" />
      </Field>
      <Field field={fields.message} label="Message">
        <textarea {...getTextareaProps(fields.message)} className="textarea" />
      </Field>
      <div className="field">
        <label className="label" htmlFor={filesId}>
          Attachments (optional, max 10MB each)
        </label>
        <input
          id={filesId}
          ref={fileInput}
          type="file"
          name={ADMIN_EMAIL_FIELDS.attachments}
          multiple
          className="input"
          onChange={(e) => addFiles(e.target.files)}
          aria-describedby={attachmentsError ? fileErrorId : undefined}
          aria-invalid={attachmentsError ? true : undefined}
        />
        <ErrorList id={fileErrorId} errors={attachmentsError} alert />
      </div>
      {files.length > 0 ? (
        <ul className="admin-attachments" aria-label="Attachments">
          {files.map(({ key, file }) => (
            <li key={key}>
              <Paperclip aria-hidden="true" size={16} /> <span>{file.name}</span>{" "}
              <span className="muted tabular">({formatBytes(file.size)})</span>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                aria-label={`Remove ${file.name}`}
                onClick={() => removeFile(key)}
              >
                <Trash2 aria-hidden="true" size={16} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
