import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import type * as v from "valibot";
import { estimatesSchema, MAX_ESTIMATES } from "~/domain/bills";
import { parseForm } from "~/utils/forms";
import styles from "./bills.module.css";
import { LineInput } from "./fields";
import { disputeWords } from "./dispute-words";
import { billErrorsIn } from "./bill-messages";
import { ErrorList, FormError } from "~/components/forms";

export type EstimateRowFields = { provider: string; estimate_amount: string; billed_amount: string };

/** "I got a Good Faith Estimate": one row a provider; "Add provider" is a submit button, so it works without JavaScript. */
export function EstimatesForm({
  lastResult,
  rows,
  lang,
}: {
  lastResult: SubmissionResult<string[]> | null | undefined;
  /** The saved estimates as typed, with blank rows to fill. */
  rows: EstimateRowFields[];
  lang?: string;
}) {
  const w = disputeWords(lang).form;
  const [form, fields] = useForm<{ estimates: EstimateRowFields[] }, v.InferOutput<typeof estimatesSchema>>({
    id: "estimates-form",
    lastResult: lastResult ?? null,
    defaultValue: { estimates: rows },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, estimatesSchema),
  });
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="card" {...getFormProps(form)} aria-labelledby="estimates-title">
      <h2 id="estimates-title">{w.title}</h2>
      <p>{w.intro}</p>
      <FormError id={form.errorId} errors={billErrorsIn(lang, form.errors)} />
      <ErrorList id={fields.estimates.errorId} errors={billErrorsIn(lang, fields.estimates.errors)} />
      <div className={styles.lines}>
        {fields.estimates.getFieldList().map((row, index) => {
          const f = row.getFieldset();
          const n = w.providerN(index + 1);
          return (
            <div key={row.key} className={styles.line}>
              <LineInput field={f.provider} label={w.provider} hidden={n} lang={lang} />
              <LineInput field={f.estimate_amount} label={w.estimate} hidden={n} inputMode="decimal" lang={lang} />
              <LineInput field={f.billed_amount} label={w.billed} hidden={n} inputMode="decimal" lang={lang} />
            </div>
          );
        })}
      </div>
      {/* Past the list's maximum the server refuses the form (docs/decisions/0048-bounded-forms.md): no more rows. */}
      {fields.estimates.getFieldList().length < MAX_ESTIMATES ? (
        <p>
          <button className="btn btn-secondary" {...form.insert.getButtonProps({ name: fields.estimates.name })}>
            {w.addProvider}
          </button>
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? w.submitting : w.submit}
      </button>
    </Form>
  );
}
