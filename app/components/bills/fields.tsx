import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ButtonHTMLAttributes } from "react";
import { ErrorList } from "~/components/forms";
import { BILL_MESSAGES, MAX_BILL_LINES } from "~/domain/bills";
import styles from "./bills.module.css";

/** One input of a row (a bill line, a provider's estimate): its label names the row for screen readers. */
export function LineInput({
  field,
  label,
  hidden,
  inputMode,
}: {
  field: FieldMetadata<string>;
  label: string;
  hidden: string;
  inputMode?: "numeric" | "decimal";
}) {
  return (
    <div className="field m-0">
      <label className="label" htmlFor={field.id}>
        {label}
        <span className="visually-hidden">{hidden}</span>
      </label>
      <input {...getInputProps(field, { type: "text" })} key={field.key} className="input" inputMode={inputMode} />
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

type BillLine = { code: string; description: string; units: string; billed_amount: string };

/**
 * A bill's lines as rows (code, description, units, billed amount), "Add line" and the paste box:
 * the member's bill check and the concierge's lines form take the same lines.
 */
export function BillLineRows({
  lines,
  paste,
  addLine,
  pasteHint,
}: {
  lines: FieldMetadata<BillLine[]>;
  paste: FieldMetadata<string>;
  /** Conform's `form.insert.getButtonProps(...)`: a submit button, so it works without JavaScript. */
  addLine: ButtonHTMLAttributes<HTMLButtonElement>;
  pasteHint?: string;
}) {
  const hintId = `${paste.id}-hint`;
  return (
    <>
      <ErrorList id={lines.errorId} errors={lines.errors} />
      <div className={styles.lines}>
        {lines.getFieldList().map((line, index) => {
          const f = line.getFieldset();
          const n = ` (line ${index + 1})`;
          return (
            <div key={line.key} className={styles.line}>
              <LineInput field={f.code} label="Code" hidden={n} />
              <LineInput field={f.description} label="Description (optional)" hidden={n} />
              <LineInput field={f.units} label="Units" hidden={n} inputMode="numeric" />
              <LineInput field={f.billed_amount} label="Billed amount" hidden={n} inputMode="decimal" />
            </div>
          );
        })}
      </div>
      {/* Past the list's maximum the server refuses the form (docs/decisions/0048-bounded-forms.md): no more rows. */}
      {lines.getFieldList().length < MAX_BILL_LINES ? (
        <p>
          <button className="btn btn-secondary" {...addLine}>
            Add line
          </button>
        </p>
      ) : (
        <p className="hint">{BILL_MESSAGES.tooManyLines}.</p>
      )}
      <div className="field">
        <label className="label" htmlFor={paste.id}>
          Or paste lines: one &ldquo;code, amount&rdquo; a line
        </label>
        <textarea
          {...getTextareaProps(paste, { ariaDescribedBy: pasteHint && !paste.errors ? hintId : undefined })}
          key={paste.key}
          className="textarea"
          rows={4}
        />
        {pasteHint ? (
          <p className="hint" id={hintId}>
            {pasteHint}
          </p>
        ) : null}
        <ErrorList id={paste.errorId} errors={paste.errors} />
      </div>
    </>
  );
}
