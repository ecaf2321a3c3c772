import { useForm, type SubmissionResult } from "@conform-to/react";
import { getValibotConstraint } from "@conform-to/valibot";
import { BasicInformationFields, CareCoverageFields } from "~/components/registration/ProfileFields";
import { registrationSchema, type ProfileFormValues } from "~/domain/profile";
import { parseForm } from "~/utils/forms";
import { FormError } from "~/components/forms";
import { PROFILE_FIELD_WORDS } from "~/i18n/registration/en";
import { es as registrationEs } from "~/i18n/registration/es";
import { wordsIn } from "~/i18n/pick";
import { usePageLang } from "~/utils/member-lang";

export const EDIT_PROFILE_FORM_ID = "edit-profile-form";

/** The edit form's state, shared by the dashboard's dialog and its page without JavaScript (/dashboard/profile). */
export function useEditProfileForm(
  initial: ProfileFormValues,
  lastResult: SubmissionResult<string[]> | null | undefined,
) {
  return useForm<ProfileFormValues>({
    id: EDIT_PROFILE_FORM_ID,
    defaultValue: initial,
    lastResult: lastResult ?? null,
    constraint: getValibotConstraint(registrationSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, registrationSchema),
  });
}

type EditProfileForm = ReturnType<typeof useEditProfileForm>;

/** What goes inside the `<form>`: the registration rules with every field required (docs/product.md#validation). */
export function EditProfileFields({ form: [form, fields] }: { form: EditProfileForm }) {
  const words = wordsIn(usePageLang(), { en: PROFILE_FIELD_WORDS, es: registrationEs.fields });
  return (
    <>
      <input type="hidden" name="intent" value="update-profile" />
      <FormError id={form.errorId} errors={form.errors} />
      <BasicInformationFields fields={fields} emailLocked words={words} />
      <CareCoverageFields fields={fields} words={words} />
    </>
  );
}
