import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useRef, type ButtonHTMLAttributes } from "react";
import { ErrorList } from "~/components/forms";
import { MAX_BILL_LINES } from "~/domain/bills";
import { billWords } from "./bill-words";
import { billErrorsIn } from "./bill-messages";
import styles from "./bills.module.css";

/** One input of a row (a bill line, a provider's estimate): its label names the row for screen readers. */
export function LineInput({
  field,
  label,
  hidden,
  inputMode,
  lang,
}: {
  field: FieldMetadata<string>;
  label: string;
  hidden: string;
  inputMode?: "numeric" | "decimal";
  /** The page's language, for the field's refusal. */
  lang?: string;
}) {
  return (
    <div className="field m-0">
      <label className="label" htmlFor={field.id}>
        {label}
        <span className="visually-hidden">{hidden}</span>
      </label>
      <input {...getInputProps(field, { type: "text" })} key={field.key} className="input" inputMode={inputMode} />
      <ErrorList id={field.errorId} errors={billErrorsIn(lang, field.errors)} />
    </div>
  );
}

type BillLine = { code: string; description: string; units: string; billed_amount: string };

/** Where focus goes once the rows have changed: the new row after "Add line", the next row after "Remove line". */
type Moved = { kind: "added" } | { kind: "removed"; index: number };

/** Moves focus to a row's first field when the number of rows changes after a click of "Add line" or "Remove line". */
function useRowFocus(firstFieldIds: string[], addButton: () => HTMLButtonElement | null) {
  const moved = useRef<Moved | null>(null);
  const count = firstFieldIds.length;
  const before = useRef(count);
  useEffect(() => {
    const was = before.current;
    before.current = count;
    const why = moved.current;
    if (!why || count === was) return;
    moved.current = null;
    const id = why.kind === "added" ? firstFieldIds[count - 1] : firstFieldIds[Math.min(why.index, count - 1)];
    const target = id ? document.getElementById(id) : addButton();
    target?.focus();
  }, [count, firstFieldIds, addButton]);
  return moved;
}

/**
 * A bill's lines as rows (code, description, units, billed amount), "Add line", "Remove line" and the paste box:
 * the member's bill check and the concierge's lines form take the same lines. Both buttons are Conform intents
 * that post without JavaScript; with it, focus moves to the new row, or to the row that took the removed one's place.
 */
export function BillLineRows({
  lines,
  paste,
  addLine,
  removeLine,
  pasteHint,
  lang,
}: {
  lines: FieldMetadata<BillLine[]>;
  paste: FieldMetadata<string>;
  /** Conform's `form.insert.getButtonProps(...)`: a submit button, so it works without JavaScript. */
  addLine: ButtonHTMLAttributes<HTMLButtonElement>;
  /** Conform's `form.remove.getButtonProps({ name, index })` for a row: a submit button too. */
  removeLine: (index: number) => ButtonHTMLAttributes<HTMLButtonElement>;
  pasteHint?: string;
  /** The page's language (English when none is given). */
  lang?: string;
}) {
  const w = billWords(lang).form;
  const hintId = `${paste.id}-hint`;
  const rows = lines.getFieldList();
  const addRef = useRef<HTMLButtonElement>(null);
  const moved = useRowFocus(
    rows.map((line) => line.getFieldset().code.id),
    () => addRef.current,
  );
  return (
    <>
      <ErrorList id={lines.errorId} errors={billErrorsIn(lang, lines.errors)} />
      <div className={styles.lines}>
        {rows.map((line, index) => {
          const f = line.getFieldset();
          const n = w.lineN(index + 1);
          const remove = removeLine(index);
          return (
            <div key={line.key ?? line.id} className={styles.line}>
              <LineInput field={f.code} label={w.code} hidden={n} lang={lang} />
              <LineInput field={f.description} label={w.description} hidden={n} lang={lang} />
              <LineInput field={f.units} label={w.units} hidden={n} inputMode="numeric" lang={lang} />
              <LineInput field={f.billed_amount} label={w.billedAmount} hidden={n} inputMode="decimal" lang={lang} />
              {rows.length > 1 ? (
                <button
                  className={`btn btn-ghost btn-sm ${styles.removeLine}`}
                  {...remove}
                  onClick={(event) => {
                    moved.current = { kind: "removed", index };
                    remove.onClick?.(event);
                  }}
                >
                  {w.removeLine}
                  <span className="visually-hidden">{` ${index + 1}`}</span>
                </button>
              ) : null}
            </div>
          );
        })}
      </div>
      {/* Past the list's maximum the server refuses the form (docs/decisions/0048-bounded-forms.md): no more rows. */}
      {lines.getFieldList().length < MAX_BILL_LINES ? (
        <p>
          <button
            className="btn btn-secondary"
            ref={addRef}
            {...addLine}
            onClick={(event) => {
              moved.current = { kind: "added" };
              addLine.onClick?.(event);
            }}
          >
            {w.addLine}
          </button>
        </p>
      ) : (
        <p className="hint">{w.tooManyLines(MAX_BILL_LINES)}</p>
      )}
      <div className="field">
        <label className="label" htmlFor={paste.id}>
          {w.pasteLabel}
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
        <ErrorList id={paste.errorId} errors={billErrorsIn(lang, paste.errors)} />
      </div>
    </>
  );
}
