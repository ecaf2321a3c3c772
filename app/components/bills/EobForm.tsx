import { getFormProps, getInputProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { eobCheckSchema, type EobCheckFields } from "~/domain/eob";
import type { EobFill } from "~/domain/eob-reading";
import { parseForm } from "~/utils/forms";
import { Field, FormError } from "~/components/forms";
import { eobWords } from "./eob-words";

type EobFormFields = Record<keyof EobCheckFields, string>;

/**
 * "Compare with your Explanation of Benefits": the EOB's totals, the bill's amount due, two questions. A plain post.
 * `fill` is what "Read my EOB" read and the member put in the form: those fields take it, the rest keep what was typed.
 */
export function EobForm({
  lastResult,
  billDate,
  lang,
  fill = null,
}: {
  lastResult: SubmissionResult<string[]> | null | undefined;
  billDate: string | null;
  lang?: string;
  fill?: { id: number; values: EobFill } | null;
}) {
  const w = eobWords(lang).form;
  const [form, fields] = useForm<EobFormFields, EobCheckFields>({
    id: "eob-form",
    lastResult: lastResult ?? null,
    defaultValue: { bill_date: billDate ?? "" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, eobCheckSchema),
  });
  const busy = useNavigation().state === "submitting";
  const applied = useRef<number | null>(null);
  useEffect(() => {
    if (!fill || applied.current === fill.id) return;
    applied.current = fill.id;
    for (const [name, value] of Object.entries(fill.values)) form.update({ name, value });
  }, [fill, form]);
  return (
    <Form method="post" className="card" {...getFormProps(form)} aria-labelledby="eob-form-title">
      <h2 id="eob-form-title">{w.title}</h2>
      <p>
        {w.introBefore}
        <strong>{w.responsibility}</strong>
        {w.introAfter}
      </p>
      <FormError id={form.errorId} errors={form.errors} />
      <Money field={fields.amount_due} label={w.amountDue} />
      <DateInput field={fields.bill_date} label={w.billDate} />
      <Money field={fields.eob_billed} label={w.billed} />
      <Money field={fields.eob_allowed} label={w.allowed} />
      <Money field={fields.eob_plan_paid} label={w.planPaid} />
      <Money field={fields.eob_patient_responsibility} label={w.patientResponsibility} />
      <DateInput field={fields.processed_on} label={w.processedOn} />
      <fieldset className="field fieldset-plain">
        <legend className="label">{w.applies}</legend>
        <label className="row-inline">
          <input {...getInputProps(fields.emergency, { type: "checkbox", value: "yes" })} key={fields.emergency.key} />
          {w.emergency}
        </label>
        <label className="row-inline">
          <input
            {...getInputProps(fields.out_of_network_clinician, { type: "checkbox", value: "yes" })}
            key={fields.out_of_network_clinician.key}
          />
          {w.outOfNetwork}
        </label>
      </fieldset>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? w.submitting : w.submit}
      </button>
      <p className="hint">{w.notKept}</p>
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
