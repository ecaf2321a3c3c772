import { useMemberNavWords } from "~/components/dashboard/DashboardSubpage";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { Modal } from "~/components/Modal";
import type { ProfileFormValues } from "~/domain/profile";
import { EDIT_PROFILE_FORM_ID, EditProfileFields, useEditProfileForm } from "./EditProfileForm";
import { useOpeningKey } from "./useOpeningKey";
import { DialogFooter } from "~/components/DialogFooter";
import { wordsIn } from "~/i18n/pick";
import { en } from "~/i18n/profile/en";
import { es } from "~/i18n/profile/es";
import { usePageLang } from "~/utils/member-lang";

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
  const w = wordsIn(usePageLang(), { en, es });
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={w.title}
      footer={<EditProfileButtons fetcherKey={fetcherKey} onClose={onClose} />}
    >
      <EditProfileForm key={opening} fetcherKey={fetcherKey} initial={initial} onSaved={onClose} />
    </Modal>
  );
}

function EditProfileButtons({ fetcherKey, onClose }: { fetcherKey: string; onClose: () => void }) {
  const busy = useFetcher({ key: fetcherKey }).state !== "idle";
  const w = wordsIn(usePageLang(), { en, es });
  return (
    <DialogFooter
      onCancel={onClose}
      cancelLabel={useMemberNavWords().cancel}
      form={EDIT_PROFILE_FORM_ID}
      label={w.save}
      busyLabel={w.saving}
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
