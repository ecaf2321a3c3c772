import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getValibotConstraint } from "@conform-to/valibot";
import { parseForm } from "~/utils/forms";
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { Modal } from "~/components/Modal";
import { BasicInformationFields, CareCoverageFields } from "~/components/registration/ProfileFields";
import { useOpeningKey } from "./useOpeningKey";
import { editProfileSchema, type ProfileFormValues } from "~/schemas/profile";

type Answer = { intent: string; ok: boolean; result: SubmissionResult<string[]> };

/** Edit modal: the registration rules with every field required (docs/product.md#validation). */
export default function EditProfileModal({ open, onClose, initial }: { open: boolean; onClose: () => void; initial: ProfileFormValues }) {
  const { key: fetcherKey, opening } = useOpeningKey(open, "update-profile");
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Edit profile"
      footer={<EditProfileButtons fetcherKey={fetcherKey} onClose={onClose} />}
    >
      <EditProfileForm key={opening} fetcherKey={fetcherKey} initial={initial} onSaved={onClose} />
    </Modal>
  );
}

function EditProfileButtons({ fetcherKey, onClose }: { fetcherKey: string; onClose: () => void }) {
  const busy = useFetcher({ key: fetcherKey }).state !== "idle";
  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={onClose}>
        Cancel
      </button>
      <button type="submit" form="edit-profile-form" className="btn btn-primary" disabled={busy}>
        {busy ? "Saving..." : "Save changes"}
      </button>
    </>
  );
}

function EditProfileForm({ fetcherKey, initial, onSaved }: { fetcherKey: string; initial: ProfileFormValues; onSaved: () => void }) {
  const fetcher = useFetcher<Answer>({ key: fetcherKey });
  const [form, fields] = useForm<ProfileFormValues>({
    id: "edit-profile-form",
    defaultValue: initial,
    lastResult: fetcher.data?.result ?? null,
    constraint: getValibotConstraint(editProfileSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, editProfileSchema),
  });

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onSaved();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="update-profile" />
      {form.errors?.length ? (
        <div className="alert alert-error" role="alert" id={form.errorId}>
          {form.errors[0]}
        </div>
      ) : null}
      <BasicInformationFields fields={fields} emailLocked />
      <CareCoverageFields fields={fields} />
    </fetcher.Form>
  );
}
