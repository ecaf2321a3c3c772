import { useMemberNavWords } from "~/components/dashboard/DashboardSubpage";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { Modal } from "~/components/Modal";
import { NEW_REQUEST_FORM_ID, NewRequestFields, useNewRequestForm } from "./NewRequestForm";
import { useOpeningKey } from "./useOpeningKey";
import { DialogFooter } from "~/components/DialogFooter";
import { wordsIn } from "~/i18n/pick";
import { en } from "~/i18n/requests/en";
import { es } from "~/i18n/requests/es";
import { usePageLang } from "~/utils/member-lang";

type Answer = { intent: string; ok: boolean; result: SubmissionResult<string[]> };

/** "New help request": type, title, description, priority (docs/product.md#registration-and-dashboard). */
export default function NewRequestModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { key: fetcherKey, opening } = useOpeningKey(open, "create-request");
  const busy = useFetcher({ key: fetcherKey }).state !== "idle";
  const w = wordsIn(usePageLang(), { en, es });
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={w.form.title}
      footer={
        <DialogFooter
          onCancel={onClose}
          cancelLabel={useMemberNavWords().cancel}
          form={NEW_REQUEST_FORM_ID}
          label={w.form.submit}
          busyLabel={w.form.submitting}
          busy={busy}
        />
      }
    >
      <NewRequestForm key={opening} fetcherKey={fetcherKey} onSaved={onClose} />
    </Modal>
  );
}

function NewRequestForm({ fetcherKey, onSaved }: { fetcherKey: string; onSaved: () => void }) {
  const fetcher = useFetcher<Answer>({ key: fetcherKey });
  const form = useNewRequestForm(fetcher.data?.result);

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onSaved();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form method="post" action="/dashboard" {...getFormProps(form[0])}>
      <NewRequestFields form={form} />
    </fetcher.Form>
  );
}
