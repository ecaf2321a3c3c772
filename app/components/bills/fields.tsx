import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { ErrorList } from "~/components/forms";

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
