import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { letterDetailsSchema, type LetterDetails } from "~/domain/letter-details";
import { parseForm } from "~/utils/forms";
import { Field, FormError } from "~/components/forms";
import styles from "./bills.module.css";

type Typed = { account_number: string; patient_address: string };

/** "Add to my letter" (optional): the account number on the bill and the patient's address, kept on the case. */
export function LetterDetailsForm({
  lastResult,
  saved,
}: {
  lastResult: SubmissionResult<string[]> | null | undefined;
  saved: Typed;
}) {
  const [form, fields] = useForm<Typed, LetterDetails>({
    id: "letter-details",
    lastResult: lastResult ?? null,
    defaultValue: saved,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseForm(formData, letterDetailsSchema),
  });
  return (
    <details className={`card ${styles.noPrint}`} open={!saved.account_number && !saved.patient_address}>
      <summary>Add your account number and address to the letter (optional)</summary>
      <Form method="post" {...getFormProps(form)}>
        <FormError id={form.errorId} errors={form.errors} />
        <Field
          field={fields.account_number}
          label="Account number"
          hint="On the bill, often near the top: it helps the billing office find your bill."
        >
          <input
            {...getInputProps(fields.account_number, {
              type: "text",
              ariaDescribedBy: `${fields.account_number.id}-hint`,
            })}
            key={fields.account_number.key}
            className="input"
          />
        </Field>
        <Field
          field={fields.patient_address}
          label="Your postal address"
          hint="Where the billing office should answer."
        >
          <textarea
            {...getTextareaProps(fields.patient_address, { ariaDescribedBy: `${fields.patient_address.id}-hint` })}
            key={fields.patient_address.key}
            className="textarea"
            rows={3}
            autoComplete="street-address"
          />
        </Field>
        <button type="submit" className="btn btn-secondary">
          Add to my letter
        </button>
      </Form>
    </details>
  );
}
