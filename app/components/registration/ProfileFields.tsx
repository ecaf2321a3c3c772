import { getCollectionProps, getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import type { ProfileFormValues } from "~/domain/profile";
import { ErrorList, Field } from "~/components/forms";

/** The nine profile fields of a Conform form (registration, edit modal). */
export type ProfileFieldset = { [K in keyof ProfileFormValues]: FieldMetadata<string, ProfileFormValues, string[]> };
type Field = ProfileFieldset[keyof ProfileFieldset];

function TextInput({
  field,
  label,
  type = "text",
  autoComplete,
  inputMode,
  hint,
  readOnly = false,
}: {
  field: Field;
  label: string;
  type?: "text" | "email" | "tel" | "date";
  autoComplete?: string;
  inputMode?: "text" | "numeric" | "tel" | "email";
  hint?: string;
  readOnly?: boolean;
}) {
  return (
    <Field field={field} label={label} hint={hint}>
      <input
        {...getInputProps(field, { type, ariaDescribedBy: hint ? `${field.id}-hint` : undefined })}
        key={field.key}
        className="input"
        autoComplete={autoComplete}
        inputMode={inputMode}
        readOnly={readOnly || undefined}
      />
    </Field>
  );
}

/** Step 1 'Basic Information': full name, email, phone, ZIP, date of birth. */
export function BasicInformationFields({
  fields,
  emailLocked,
  emailNotice,
}: {
  fields: ProfileFieldset;
  /** Signed in: the email is the sign-in identity and is shown read-only. */
  emailLocked?: boolean;
  emailNotice?: ReactNode;
}) {
  return (
    <>
      <TextInput field={fields.full_name} label="Full name" autoComplete="name" />
      <TextInput
        field={fields.email}
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        readOnly={emailLocked}
        hint={emailLocked ? "The email you signed in with" : undefined}
      />
      {emailNotice}
      <TextInput field={fields.phone_number} label="Phone number" type="tel" autoComplete="tel" />
      <TextInput
        field={fields.zip_code}
        label="ZIP code"
        autoComplete="postal-code"
        inputMode="numeric"
        hint="5 digits, for example 33101"
      />
      <TextInput field={fields.date_of_birth} label="Date of birth" type="date" autoComplete="bday" />
    </>
  );
}

const INSURANCE_CHOICES = { insured: "I have health insurance", uninsured: "I don't have health insurance" } as const;

/** Step 2 'Care & Coverage': insurance status, provider and member id if insured, service needed. */
export function CareCoverageFields({ fields }: { fields: ProfileFieldset }) {
  const status = fields.insurance_status;
  const statusError = status.errors?.[0];
  return (
    <>
      <fieldset className="field fieldset-plain" aria-describedby={statusError ? status.errorId : undefined}>
        <legend className="label">Insurance status</legend>
        {getCollectionProps(status, {
          type: "radio",
          options: Object.keys(INSURANCE_CHOICES),
          ariaDescribedBy: undefined,
        }).map(({ key, ...props }) => (
          <label key={key} className="row-inline">
            <input {...props} aria-describedby={undefined} />
            {INSURANCE_CHOICES[props.value as keyof typeof INSURANCE_CHOICES]}
          </label>
        ))}
        <ErrorList id={status.errorId} errors={statusError} />
      </fieldset>
      {/* Provider and member id only mean something for insured people (docs/product.md#validation). */}
      {status.value === "insured" ? (
        <>
          <TextInput field={fields.insurance_provider} label="Insurance provider (optional)" autoComplete="off" />
          <TextInput
            field={fields.member_id}
            label="Member ID (optional)"
            autoComplete="off"
            hint="You can skip this and upload a photo of your card later."
          />
        </>
      ) : null}
      <Field field={fields.service_needed} label="Service needed" hint="For example: a bill review after an ER visit.">
        <textarea
          {...getTextareaProps(fields.service_needed, { ariaDescribedBy: `${fields.service_needed.id}-hint` })}
          key={fields.service_needed.key}
          className="textarea"
        />
      </Field>
    </>
  );
}
