import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Modal } from "~/components/Modal";
import { BasicInformationFields, CareCoverageFields, focusFirstError } from "~/components/registration/ProfileFields";
import { validate, type FieldErrors } from "~/schemas/common";
import { editProfileSchema, PROFILE_FIELDS, PROFILE_MESSAGES, type ProfileFormValues } from "~/schemas/profile";

type ActionResult = { intent: string; ok: boolean; error?: string; fieldErrors?: FieldErrors };

/** Edit modal: the registration rules with every field required (docs/product.md#validation). */
export function EditProfileModal({
  open,
  onClose,
  initial,
}: {
  open: boolean;
  onClose: () => void;
  initial: ProfileFormValues;
}) {
  const fetcher = useFetcher<ActionResult>({ key: "update-profile" });
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (open) {
      setValues(initial);
      setErrors({});
      setFailure(null);
    }
    // Reset only when the modal opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data.intent !== "update-profile") return;
    if (fetcher.data.ok) {
      onClose();
    } else {
      setErrors(fetcher.data.fieldErrors ?? {});
      setFailure(fetcher.data.fieldErrors && Object.keys(fetcher.data.fieldErrors).length ? null : PROFILE_MESSAGES.updateFailed);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  const onChange = (name: keyof ProfileFormValues, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Edit profile"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="edit-profile-form" className="btn btn-primary" disabled={busy}>
            {busy ? "Saving..." : "Save changes"}
          </button>
        </>
      }
    >
      <form
        id="edit-profile-form"
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setFailure(null);
          const result = validate(editProfileSchema, values);
          if (!result.ok) {
            setErrors(result.errors);
            focusFirstError(formRef.current, result.errors, PROFILE_FIELDS);
            return;
          }
          fetcher.submit({ intent: "update-profile", ...values }, { method: "post" });
        }}
      >
        {failure ? (
          <div className="alert alert-error" role="alert">
            {failure}
          </div>
        ) : null}
        <BasicInformationFields values={values} errors={errors} onChange={onChange} idPrefix="edit" allRequired emailLocked />
        <CareCoverageFields values={values} errors={errors} onChange={onChange} idPrefix="edit" allRequired />
      </form>
    </Modal>
  );
}
