import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Modal } from "~/components/Modal";
import type { DocumentView } from "~/domain/documents";
import { DialogFooter } from "~/components/DialogFooter";

type ActionResult = { intent: string; ok: boolean; error?: string };

const DELETE_FAILED = "The document could not be deleted. Please try again.";

/** Asks before deleting; the dashboard's action deletes (row and file together). */
export function DeleteDocumentModal({ doc, onClose }: { doc: DocumentView | null; onClose: () => void }) {
  const fetcher = useFetcher<ActionResult>({ key: "delete-document" });
  const busy = fetcher.state !== "idle";
  const [error, setError] = useState<string | null>(null);
  const last = useRef<DocumentView | null>(null);
  if (doc) last.current = doc;

  useEffect(() => {
    if (doc) setError(null);
  }, [doc]);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data.intent !== "delete-document") return;
    if (fetcher.data.ok) onClose();
    else setError(fetcher.data.error ?? DELETE_FAILED);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  return (
    <Modal
      open={doc !== null}
      onClose={onClose}
      title="Delete document?"
      footer={
        <DialogFooter
          onCancel={onClose}
          tone="danger"
          label="Delete"
          busyLabel="Deleting..."
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
          {error}
        </div>
      ) : null}
      <p>
        <strong>{last.current?.filename}</strong> will be removed for good. This cannot be undone.
      </p>
    </Modal>
  );
}
