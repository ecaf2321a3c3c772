import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { Modal } from "~/components/Modal";
import type { ProfileFormValues } from "~/domain/profile";
import { EDIT_PROFILE_FORM_ID, EditProfileFields, useEditProfileForm } from "./EditProfileForm";
import { useOpeningKey } from "./useOpeningKey";
import { DialogFooter } from "~/components/DialogFooter";

type Answer = { intent: string; ok: boolean; result: SubmissionResult<string[]> };

/** Edit modal: the registration rules with every field required (docs/product.md#validation). */
export default function EditProfileModal({
  open,
  onClose,
  initial,
}: {
  open: boolean;
  onClose: () => void;
  initial: ProfileFormValues;
}) {
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
    <DialogFooter
      onCancel={onClose}
      form={EDIT_PROFILE_FORM_ID}
      label="Save changes"
      busyLabel="Saving..."
      busy={busy}
    />
  );
}

function EditProfileForm({
  fetcherKey,
  initial,
  onSaved,
}: {
  fetcherKey: string;
  initial: ProfileFormValues;
  onSaved: () => void;
}) {
  const fetcher = useFetcher<Answer>({ key: fetcherKey });
  const form = useEditProfileForm(initial, fetcher.data?.result);

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onSaved();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form method="post" action="/dashboard" {...getFormProps(form[0])}>
      <EditProfileFields form={form} />
    </fetcher.Form>
  );
}
