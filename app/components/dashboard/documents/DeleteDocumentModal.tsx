import { useMemberNavWords } from "~/components/dashboard/DashboardSubpage";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Modal } from "~/components/Modal";
import type { DocumentView } from "~/domain/documents";
import { DialogFooter } from "~/components/DialogFooter";
import { wordsIn } from "~/i18n/pick";
import { en } from "~/i18n/documents/en";
import { es } from "~/i18n/documents/es";
import { usePageLang } from "~/utils/member-lang";
import { useSayMessage } from "~/components/forms";

type ActionResult = { intent: string; ok: boolean; error?: string };

/** Asks before deleting; the dashboard's action deletes (row and file together). */
export function DeleteDocumentModal({ doc, onClose }: { doc: DocumentView | null; onClose: () => void }) {
  const fetcher = useFetcher<ActionResult>({ key: "delete-document" });
  const busy = fetcher.state !== "idle";
  const w = wordsIn(usePageLang(), { en, es });
  const say = useSayMessage();
  const [error, setError] = useState<string | null>(null);
  const last = useRef<DocumentView | null>(null);
  if (doc) last.current = doc;

  useEffect(() => {
    if (doc) setError(null);
  }, [doc]);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data.intent !== "delete-document") return;
    if (fetcher.data.ok) onClose();
    else setError(fetcher.data.error ?? w.deleteFailed);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  return (
    <Modal
      open={doc !== null}
      onClose={onClose}
      title={w.deleteTitle}
      footer={
        <DialogFooter
          onCancel={onClose}
          cancelLabel={useMemberNavWords().cancel}
          tone="danger"
          label={w.delete}
          busyLabel={w.deleting}
          busy={busy}
          // Always the dashboard's action, also from the documents page.
          onAction={() =>
            doc && fetcher.submit({ intent: "delete-document", id: doc.id }, { method: "post", action: "/dashboard" })
          }
        />
      }
    >
      {error ? (
        <div className="alert alert-error" role="alert">
          {say(error)}
        </div>
      ) : null}
      <p>
        <strong>{last.current?.filename}</strong> {w.removedForGood}
      </p>
    </Modal>
  );
}
