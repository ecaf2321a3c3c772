/**
 * A dialog's two buttons (app/components/Modal.tsx's `footer`): Cancel closes
 * it, the action submits the dialog's form (`form`) or runs `onAction`, and
 * says it is working while `busy`.
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
}) {
  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button
        type={form ? "submit" : "button"}
        form={form}
        className={`btn btn-${tone}`}
        disabled={disabled || busy}
        onClick={onAction}
      >
        {busy && busyLabel ? busyLabel : label}
      </button>
    </>
  );
}
