import { getCollectionProps, getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import type { ProfileFormValues } from "~/domain/profile";
import { ErrorList, Field } from "~/components/forms";
import { PROFILE_FIELD_WORDS, type ProfileFieldWords } from "~/i18n/registration/en";

/** The nine profile fields of a Conform form (registration, edit modal). */
export type ProfileFieldset = { [K in keyof ProfileFormValues]: FieldMetadata<string, ProfileFormValues, string[]> };
type Field = ProfileFieldset[keyof ProfileFieldset];
/** A schema's message in the page's language (English pages show them as they are). */
type Say = (message: string) => string;
const asIs: Say = (message) => message;

/** The field's ids and its first problem in the page's language. */
function said(field: Field, say: Say) {
  const first = field.errors?.[0];
  return { id: field.id, errorId: field.errorId, errors: first ? say(first) : null };
}

function TextInput({
  field,
  label,
  type = "text",
  autoComplete,
  inputMode,
  hint,
  readOnly = false,
  say,
}: {
  field: Field;
  label: string;
  type?: "text" | "email" | "tel" | "date";
  autoComplete?: string;
  inputMode?: "text" | "numeric" | "tel" | "email";
  hint?: string;
  readOnly?: boolean;
  say: Say;
}) {
  return (
    <Field field={said(field, say)} label={label} hint={hint}>
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
  words: w = PROFILE_FIELD_WORDS,
  say = asIs,
}: {
  fields: ProfileFieldset;
  /** Signed in: the email is the sign-in identity and is shown read-only. */
  emailLocked?: boolean;
  emailNotice?: ReactNode;
  words?: ProfileFieldWords;
  say?: Say;
}) {
  return (
    <>
      <TextInput field={fields.full_name} label={w.fullName} autoComplete="name" say={say} />
      <TextInput
        field={fields.email}
        label={w.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        readOnly={emailLocked}
        hint={emailLocked ? w.emailLocked : undefined}
        say={say}
      />
      {emailNotice}
      <TextInput field={fields.phone_number} label={w.phone} type="tel" autoComplete="tel" say={say} />
      <TextInput
        field={fields.zip_code}
        label={w.zip}
        autoComplete="postal-code"
        inputMode="numeric"
        hint={w.zipHint}
        say={say}
      />
      <TextInput field={fields.date_of_birth} label={w.dateOfBirth} type="date" autoComplete="bday" say={say} />
    </>
  );
}

/** Step 2 'Care & Coverage': insurance status, provider and member id if insured, service needed. */
export function CareCoverageFields({
  fields,
  words: w = PROFILE_FIELD_WORDS,
  say = asIs,
}: {
  fields: ProfileFieldset;
  words?: ProfileFieldWords;
  say?: Say;
}) {
  const status = fields.insurance_status;
  const statusError = status.errors?.[0];
  return (
    <>
      <fieldset className="field fieldset-plain" aria-describedby={statusError ? status.errorId : undefined}>
        <legend className="label">{w.insuranceStatus}</legend>
        {getCollectionProps(status, {
          type: "radio",
          options: Object.keys(w.insuranceChoices),
          ariaDescribedBy: undefined,
        }).map(({ key, ...props }) => (
          <label key={key} className="row-inline">
            <input {...props} aria-describedby={undefined} />
            {w.insuranceChoices[props.value as keyof ProfileFieldWords["insuranceChoices"]]}
          </label>
        ))}
        <ErrorList id={status.errorId} errors={statusError ? say(statusError) : null} />
      </fieldset>
      {/* Provider and member id only mean something for insured people (docs/product.md#validation). */}
      {status.value === "insured" ? (
        <>
          <TextInput field={fields.insurance_provider} label={w.provider} autoComplete="off" say={say} />
          <TextInput field={fields.member_id} label={w.memberId} autoComplete="off" hint={w.memberIdHint} say={say} />
        </>
      ) : null}
      <Field field={said(fields.service_needed, say)} label={w.serviceNeeded} hint={w.serviceNeededHint}>
        <textarea
          {...getTextareaProps(fields.service_needed, { ariaDescribedBy: `${fields.service_needed.id}-hint` })}
          key={fields.service_needed.key}
          className="textarea"
        />
      </Field>
    </>
  );
}
