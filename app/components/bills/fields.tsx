import { getInputProps, type FieldMetadata } from "@conform-to/react";

/** A bill form's field message, under its field. */
export function FieldError({ field }: { field: FieldMetadata<unknown, Record<string, unknown>, string[]> }) {
  return field.errors?.length ? (
    <p className="field-error" id={field.errorId}>
      {field.errors[0]}
    </p>
  ) : null;
}

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
      <FieldError field={field as FieldMetadata<unknown, Record<string, unknown>, string[]>} />
    </div>
  );
}
