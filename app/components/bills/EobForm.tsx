import { getFormProps, getInputProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { eobCheckSchema, type EobCheckFields } from "~/domain/eob";
import { parseForm } from "~/utils/forms";
import { Field, FormError } from "~/components/forms";

type EobFormFields = Record<keyof EobCheckFields, string>;

/** "Compare with your Explanation of Benefits": the EOB's totals, the bill's amount due, two questions. A plain post. */
export function EobForm({
  lastResult,
  billDate,
}: {
  lastResult: SubmissionResult<string[]> | null | undefined;
  billDate: string | null;
}) {
  const [form, fields] = useForm<EobFormFields, EobCheckFields>({
    id: "eob-form",
    lastResult: lastResult ?? null,
    defaultValue: { bill_date: billDate ?? "" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, eobCheckSchema),
  });
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="card" {...getFormProps(form)} aria-labelledby="eob-form-title">
      <h2 id="eob-form-title">Your Explanation of Benefits</h2>
      <p>
        Your insurer sends an Explanation of Benefits (EOB) after it processes a claim. It is not a bill: it says what
        the hospital billed, what your plan allows and paid, and your <strong>patient responsibility</strong>, the part
        you owe. Type its totals.
      </p>
      <FormError id={form.errorId} errors={form.errors} />
      <Money field={fields.amount_due} label="What the hospital's bill asks you to pay" />
      <DateInput field={fields.bill_date} label="Date on the hospital's bill (optional)" />
      <Money field={fields.eob_billed} label="Amount billed (on the EOB)" />
      <Money field={fields.eob_allowed} label="Amount allowed by your plan" />
      <Money field={fields.eob_plan_paid} label="Amount your plan paid" />
      <Money field={fields.eob_patient_responsibility} label="Your patient responsibility (what you owe)" />
      <DateInput field={fields.processed_on} label="Date the claim was processed (optional)" />
      <fieldset className="field fieldset-plain">
        <legend className="label">Does any of this apply? (optional)</legend>
        <label className="row-inline">
          <input {...getInputProps(fields.emergency, { type: "checkbox", value: "yes" })} key={fields.emergency.key} />
          It was emergency care
        </label>
        <label className="row-inline">
          <input
            {...getInputProps(fields.out_of_network_clinician, { type: "checkbox", value: "yes" })}
            key={fields.out_of_network_clinician.key}
          />
          A doctor or other clinician was out of my plan&apos;s network, at a hospital in my network
        </label>
      </fieldset>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? "Comparing…" : "Compare with my bill"}
      </button>
      <p className="hint">We do not keep what you type here.</p>
    </Form>
  );
}

function Money({ field, label }: { field: FieldMetadata<string>; label: string }) {
  return (
    <Field field={field} label={label}>
      <input {...getInputProps(field, { type: "text" })} key={field.key} className="input" inputMode="decimal" />
    </Field>
  );
}

function DateInput({ field, label }: { field: FieldMetadata<string>; label: string }) {
  return (
    <Field field={field} label={label}>
      <input {...getInputProps(field, { type: "date" })} key={field.key} className="input" />
    </Field>
  );
}
