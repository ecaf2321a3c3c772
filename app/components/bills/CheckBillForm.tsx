import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { BILL_COVERAGES, BLANK_LINES, checkBillSchema, type CheckBillInput } from "~/domain/bills";
import type { ReactNode } from "react";
import type { TypedBillCheck } from "~/domain/bill-check-fields";
import { parseForm } from "~/utils/forms";
import { BillLineRows } from "./fields";
import { billWords } from "./bill-words";
import { billErrorsIn } from "./bill-messages";
import { ErrorList, FormError } from "~/components/forms";
import { HospitalField } from "./HospitalField";
import type { HospitalOption } from "~/domain/bill-views";
import { TeamReads, teamReadsErrorIn } from "~/components/bill-reading/TeamReads";
import { TEAM_READS_FIELD, teamReadsSchema, type TeamReadsInput } from "~/domain/team-reads";

export type DocumentOption = { id: string; filename: string };

const FORM_ID = "check-bill-form";

/** The form's fields as typed (the schema's output is the checked bill, in cents). */
type CheckBillFields = {
  ccn: string;
  service_date: string;
  bill_date: string;
  coverage: string;
  document_id: string;
  lines: { code: string; description: string; units: string; billed_amount: string }[];
  paste: string;
  unmatched: { description: string; amount: string }[];
};

/** "Check a bill" (docs/product.md#bill-check): a plain post; "Add line" is a submit button, so it works without JavaScript. */
export function CheckBillForm({
  lastResult,
  hospitals,
  documents,
  searched,
  searchPath,
  start,
  lang,
  teamReads = false,
  children,
}: {
  lastResult: SubmissionResult<string[]> | null | undefined;
  hospitals: HospitalOption[];
  documents: DocumentOption[];
  searched: boolean;
  /** The page whose `?q=` search finds hospitals (the combobox asks it as you type). */
  searchPath: string;
  /** What the form starts with (a visitor's check, saved once they have joined). */
  start?: TypedBillCheck | null;
  /** The page's language (the labels; the hospital names stay as they are). */
  lang?: string;
  /** The member's page: the form also carries the bill's file for "We'll read it for you" (multipart). */
  teamReads?: boolean;
  /** Hidden fields the page sends along. */
  children?: ReactNode;
}) {
  const [form, fields] = useForm<CheckBillFields, CheckBillInput | TeamReadsInput>({
    id: FORM_ID,
    lastResult: lastResult ?? null,
    defaultValue: start ?? { lines: Array.from({ length: BLANK_LINES }, () => ({ units: "1" })) },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseForm(formData, formData.get(TEAM_READS_FIELD) === "1" ? teamReadsSchema : checkBillSchema),
  });
  const busy = useNavigation().state === "submitting";
  const w = billWords(lang).form;
  return (
    <Form
      method="post"
      encType={teamReads ? "multipart/form-data" : undefined}
      className="card"
      {...getFormProps(form)}
    >
      <FormError id={form.errorId} errors={billErrorsIn(lang, form.errors)} />
      {children}
      {/* Read lines we could not match to a code: kept on the case, named in the letter (app/domain/bill-unmatched.ts). */}
      {(start?.unmatched ?? []).flatMap((l, i) => [
        <input key={`u${i}d`} type="hidden" name={`unmatched[${i}].description`} value={l.description} />,
        <input key={`u${i}a`} type="hidden" name={`unmatched[${i}].amount`} value={l.amount} />,
      ])}
      <HospitalField field={fields.ccn} hospitals={hospitals} searched={searched} searchPath={searchPath} lang={lang} />
      <DateField field={fields.service_date} label={w.serviceDate} lang={lang} />
      <DateField field={fields.bill_date} label={w.billDate} hint={w.billDateHint} lang={lang} />
      <fieldset
        className="field fieldset-plain"
        aria-describedby={fields.coverage.errors ? fields.coverage.errorId : undefined}
      >
        <legend className="label">{w.coverage}</legend>
        {getCollectionProps(fields.coverage, { type: "radio", options: [...BILL_COVERAGES] }).map(
          ({ key, ...props }) => (
            <label key={key} className="row-inline">
              <input {...props} aria-describedby={undefined} />
              {w.coverages[props.value as keyof typeof w.coverages]}
            </label>
          ),
        )}
        <ErrorList id={fields.coverage.errorId} errors={billErrorsIn(lang, fields.coverage.errors)} />
      </fieldset>
      {documents.length ? (
        <div className="field">
          <label className="label" htmlFor={fields.document_id.id}>
            {w.document}
          </label>
          <select {...getSelectProps(fields.document_id)} key={fields.document_id.key} className="select">
            <option value="">{w.noDocument}</option>
            {documents.map((d) => (
              <option key={d.id} value={d.id}>
                {d.filename}
              </option>
            ))}
          </select>
          {teamReads ? null : (
            <ErrorList id={fields.document_id.errorId} errors={billErrorsIn(lang, fields.document_id.errors)} />
          )}
        </div>
      ) : null}
      <h2>{w.linesTitle}</h2>
      <BillLineRows
        lines={fields.lines}
        paste={fields.paste}
        addLine={form.insert.getButtonProps({ name: fields.lines.name, defaultValue: { units: "1" } })}
        removeLine={(index) => form.remove.getButtonProps({ name: fields.lines.name, index })}
        pasteHint={w.pasteHint}
        lang={lang}
      />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? w.submitting : w.submit}
      </button>
      {teamReads ? (
        <TeamReads
          lang={lang}
          busy={busy}
          errors={billErrorsIn(lang, fields.document_id.errors)?.map((e) => teamReadsErrorIn(lang, e))}
        />
      ) : null}
    </Form>
  );
}

function DateField({
  field,
  label,
  hint,
  lang,
}: {
  field: FieldMetadata<string>;
  label: string;
  hint?: string;
  lang?: string;
}) {
  const hintId = `${field.id}-hint`;
  return (
    <div className="field">
      <label className="label" htmlFor={field.id}>
        {label}
      </label>
      {hint ? (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <input
        {...getInputProps(field, { type: "date", ariaDescribedBy: hint && !field.errors ? hintId : undefined })}
        key={field.key}
        className="input"
      />
      <ErrorList id={field.errorId} errors={billErrorsIn(lang, field.errors)} />
    </div>
  );
}
