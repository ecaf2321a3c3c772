import type { ReactNode } from "react";
import type { FieldErrors } from "~/schemas/common";
import type { ProfileFormValues } from "~/schemas/profile";

type FieldName = keyof ProfileFormValues;

export type ProfileFieldsProps = {
  values: ProfileFormValues;
  errors: FieldErrors;
  onChange: (name: FieldName, value: string) => void;
  /** Prefix for element ids, so two forms on one page never clash. */
  idPrefix?: string;
  /** Edit modal: every field required (docs/product.md#validation). */
  allRequired?: boolean;
  /** Signed in: the email is the sign-in identity and is shown read-only. */
  emailLocked?: boolean;
};

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="hint m-0" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children(describedBy)}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function TextInput({
  name,
  label,
  type = "text",
  autoComplete,
  inputMode,
  hint,
  props: { values, errors, onChange, idPrefix = "profile" },
  required = true,
  readOnly = false,
}: {
  name: FieldName;
  label: string;
  type?: string;
  autoComplete?: string;
  inputMode?: "text" | "numeric" | "tel" | "email";
  hint?: string;
  props: ProfileFieldsProps;
  required?: boolean;
  readOnly?: boolean;
}) {
  const id = `${idPrefix}-${name}`;
  return (
    <Field id={id} label={label} error={errors[name]} hint={hint}>
      {(describedBy) => (
        <input
          id={id}
          name={name}
          type={type}
          className="input"
          value={values[name]}
          onChange={(event) => onChange(name, event.target.value)}
          autoComplete={autoComplete}
          inputMode={inputMode}
          readOnly={readOnly || undefined}
          aria-required={required || undefined}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );
}

/** Step 1 'Basic Information': full name, email, phone, ZIP, date of birth. */
export function BasicInformationFields(props: ProfileFieldsProps & { emailNotice?: ReactNode }) {
  return (
    <>
      <TextInput name="full_name" label="Full name" autoComplete="name" props={props} />
      <TextInput
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        props={props}
        readOnly={props.emailLocked}
        hint={props.emailLocked ? "The email you signed in with" : undefined}
      />
      {props.emailNotice}
      <TextInput name="phone_number" label="Phone number" type="tel" autoComplete="tel" props={props} />
      <TextInput
        name="zip_code"
        label="ZIP code"
        autoComplete="postal-code"
        inputMode="numeric"
        hint="5 digits, for example 33101"
        props={props}
      />
      <TextInput name="date_of_birth" label="Date of birth" type="date" autoComplete="bday" props={props} />
    </>
  );
}

/** Step 2 'Care & Coverage': insurance status, provider and member id if insured, service needed. */
export function CareCoverageFields(props: ProfileFieldsProps) {
  const { values, errors, onChange, idPrefix = "profile" } = props;
  const statusId = `${idPrefix}-insurance_status`;
  const serviceId = `${idPrefix}-service_needed`;
  const statusError = errors.insurance_status;
  return (
    <>
      <fieldset
        className="field fieldset-plain"
        aria-describedby={statusError ? `${statusId}-error` : undefined}
      >
        <legend className="label">Insurance status</legend>
        {(
          [
            ["insured", "I have health insurance"],
            ["uninsured", "I don't have health insurance"],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="row-inline">
            <input
              type="radio"
              name="insurance_status"
              id={`${statusId}-${value}`}
              value={value}
              checked={values.insurance_status === value}
              onChange={() => onChange("insurance_status", value)}
              aria-invalid={statusError ? true : undefined}
            />
            {label}
          </label>
        ))}
        {statusError ? (
          <p className="field-error" id={`${statusId}-error`}>
            {statusError}
          </p>
        ) : null}
      </fieldset>
      {values.insurance_status === "insured" ? (
        <>
          <TextInput
            name="insurance_provider"
            label="Insurance provider (optional)"
            autoComplete="off"
            props={props}
            required={false}
          />
          <TextInput
            name="member_id"
            label="Member ID (optional)"
            autoComplete="off"
            hint="You can skip this and upload a photo of your card later."
            props={props}
            required={false}
          />
        </>
      ) : null}
      <Field id={serviceId} label="Service needed" error={errors.service_needed} hint="For example: a bill review after an ER visit.">
        {(describedBy) => (
          <textarea
            id={serviceId}
            name="service_needed"
            className="textarea"
            value={values.service_needed}
            onChange={(event) => onChange("service_needed", event.target.value)}
            aria-required
            aria-invalid={errors.service_needed ? true : undefined}
            aria-describedby={describedBy}
          />
        )}
      </Field>
    </>
  );
}

/** Moves focus to the first field with a message (docs/look.md: focus the first problem). */
export function focusFirstError(container: HTMLElement | null, errors: FieldErrors, order: readonly string[]) {
  const first = order.find((name) => errors[name]);
  if (!first || !container) return;
  const element = container.querySelector<HTMLElement>(`[name="${first}"]`);
  element?.focus();
}
