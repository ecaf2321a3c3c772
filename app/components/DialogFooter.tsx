import { useId } from "react";
import { DisabledReason } from "./forms";
import styles from "./DialogFooter.module.css";

/**
 * A dialog's two buttons (app/components/Modal.tsx's `footer`): Cancel closes
 * it, the action submits the dialog's form (`form`) or runs `onAction`, and
 * says it is working while `busy`. A disabled action says why (`reason`), beside it.
 */
export function DialogFooter({
  onCancel,
  cancelLabel = "Cancel",
  label,
  busyLabel,
  busy = false,
  disabled = false,
  form,
  onAction,
  tone = "primary",
  reason = null,
}: {
  onCancel: () => void;
  cancelLabel?: string;
  label: string;
  busyLabel?: string;
  busy?: boolean;
  disabled?: boolean;
  /** The id of the form the action submits; without it the action is a plain button running `onAction`. */
  form?: string;
  onAction?: () => void;
  tone?: "primary" | "danger";
  /** Why the action is disabled (shown only while it is, and not merely busy). */
  reason?: string | null;
}) {
  const reasonId = useId();
  const why = disabled && !busy ? reason : null;
  return (
    <>
      <DisabledReason id={reasonId} reason={why} className={styles.reason} />
      <button type="button" className="btn btn-secondary" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button
        type={form ? "submit" : "button"}
        form={form}
        className={`btn btn-${tone}`}
        disabled={disabled || busy}
        aria-describedby={why ? reasonId : undefined}
        onClick={onAction}
      >
        {busy && busyLabel ? busyLabel : label}
      </button>
    </>
  );
}
