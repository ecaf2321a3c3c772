import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import type * as v from "valibot";
import { BillLineRows } from "~/components/bills/fields";
import { ErrorList, FormError } from "~/components/forms";
import { BILL_STATUS_LABELS, BILL_STATUSES, billCaseUpdateSchema, billLinesSchema } from "~/domain/bills";
import { parseForm } from "~/utils/forms";

type Result = SubmissionResult<string[]> | null | undefined;

/** Status and "Final amount" (blank: not known yet); saving = billed − final amount. */
export function BillOutcomeForm({
  lastResult,
  status,
  finalAmount,
}: {
  lastResult: Result;
  status: string;
  /** The final amount as typed ("1250.00"), or "". */
  finalAmount: string;
}) {
  const [form, fields] = useForm<{ status: string; final_amount: string }, v.InferOutput<typeof billCaseUpdateSchema>>({
    id: "bill-outcome-form",
    lastResult: lastResult ?? null,
    defaultValue: { status, final_amount: finalAmount },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, billCaseUpdateSchema),
  });
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="outcome" />
      <FormError id={form.errorId} errors={form.errors} />
      <div className="field">
        <label className="label" htmlFor={fields.status.id}>
          Status
        </label>
        <select {...getSelectProps(fields.status)} key={fields.status.key} className="select">
          {BILL_STATUSES.map((s) => (
            <option key={s} value={s}>
              {BILL_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
        <ErrorList id={fields.status.errorId} errors={fields.status.errors} />
      </div>
      <div className="field">
        <label className="label" htmlFor={fields.final_amount.id}>
          Final amount
        </label>
        <p className="hint" id={`${fields.final_amount.id}-hint`}>
          What the member owes after the hospital&apos;s answer, in dollars. Needed to resolve the case.
        </p>
        <input
          {...getInputProps(fields.final_amount, {
            type: "text",
            ariaDescribedBy: fields.final_amount.errors ? undefined : `${fields.final_amount.id}-hint`,
          })}
          key={fields.final_amount.key}
          className="input"
          inputMode="decimal"
        />
        <ErrorList id={fields.final_amount.errorId} errors={fields.final_amount.errors} />
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        Save the outcome
      </button>
    </Form>
  );
}

export type LineFields = { code: string; description: string; units: string; billed_amount: string };

/** The concierge's work: the lines read off the member's uploaded bill; saving checks the bill again. */
export function BillLinesForm({ lastResult, lines }: { lastResult: Result; lines: LineFields[] }) {
  const [form, fields] = useForm<{ lines: LineFields[]; paste: string }, v.InferOutput<typeof billLinesSchema>>({
    id: "bill-lines-form",
    lastResult: lastResult ?? null,
    defaultValue: { lines, paste: "" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, billLinesSchema),
  });
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="lines" />
      <FormError id={form.errorId} errors={form.errors} />
      <BillLineRows
        lines={fields.lines}
        paste={fields.paste}
        addLine={form.insert.getButtonProps({ name: fields.lines.name, defaultValue: { units: "1" } })}
        removeLine={(index) => form.remove.getButtonProps({ name: fields.lines.name, index })}
      />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        Save the lines and check again
      </button>
    </Form>
  );
}
