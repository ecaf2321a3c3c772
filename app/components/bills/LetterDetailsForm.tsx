import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { letterDetailsSchema, type LetterDetails } from "~/domain/letter-details";
import { parseForm } from "~/utils/forms";
import { Field, FormError } from "~/components/forms";
import styles from "./bills.module.css";
import { billWords } from "./bill-words";

type Typed = { account_number: string; patient_address: string };

/** "Add to my letter" (optional): the account number on the bill and the patient's address, kept on the case. */
export function LetterDetailsForm({
  lastResult,
  saved,
  lang,
}: {
  lastResult: SubmissionResult<string[]> | null | undefined;
  saved: Typed;
  lang?: string;
}) {
  const w = billWords(lang).letter;
  const [form, fields] = useForm<Typed, LetterDetails>({
    id: "letter-details",
    lastResult: lastResult ?? null,
    defaultValue: saved,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseForm(formData, letterDetailsSchema),
  });
  return (
    <details className={`card ${styles.noPrint}`} open={!saved.account_number && !saved.patient_address}>
      <summary>{w.detailsSummary}</summary>
      <Form method="post" {...getFormProps(form)}>
        <FormError id={form.errorId} errors={form.errors} />
        <Field field={fields.account_number} label={w.accountNumber} hint={w.accountHint}>
          <input
            {...getInputProps(fields.account_number, {
              type: "text",
              ariaDescribedBy: `${fields.account_number.id}-hint`,
            })}
            key={fields.account_number.key}
            className="input"
          />
        </Field>
        <Field field={fields.patient_address} label={w.address} hint={w.addressHint}>
          <textarea
            {...getTextareaProps(fields.patient_address, { ariaDescribedBy: `${fields.patient_address.id}-hint` })}
            key={fields.patient_address.key}
            className="textarea"
            rows={3}
            autoComplete="street-address"
          />
        </Field>
        <button type="submit" className="btn btn-secondary">
          {w.addDetails}
        </button>
      </Form>
    </details>
  );
}
