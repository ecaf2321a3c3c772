import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Modal } from "~/components/Modal";
import type { AdminActionResult, AdminFormIntent } from "~/domain/admin-forms";
import { useAdminAnswer } from "./use-admin-form";
import { DialogFooter } from "~/components/DialogFooter";
import { DisabledReason } from "~/components/forms";
import { useHydrated } from "~/components/useHydrated";
import { ADMIN_MESSAGES } from "~/domain/admin";

/**
 * The form the selected rows' checkboxes belong to (docs/admin-scale.md).
 * Submitting asks first, saying how many rows will change; the count goes
 * with the request and the server refuses a batch that does not match it.
 * The result is shown beside the button, where the admin is looking, also
 * after a post without JavaScript (where the server asks for the confirmation
 * that only the dialog can give).
 */
export function BulkBar({
  formId,
  intent,
  count,
  describe,
  onDone,
  children,
}: {
  formId: string;
  intent: Extract<AdminFormIntent, `bulk-${string}`>;
  count: number;
  /** The question, e.g. "Set status to Completed for 3 requests?" */
  describe: (form: FormData, count: number) => string;
  onDone: () => void;
  children: ReactNode;
}) {
  const fetcher = useFetcher<AdminActionResult>();
  const [pending, setPending] = useState<FormData | null>(null);
  const resultId = useId();
  const handled = useRef<AdminActionResult | undefined>(undefined);
  const busy = fetcher.state !== "idle";
  const reasonId = useId();
  // Without JavaScript nothing counts the ticked boxes: the button stays usable and the server asks to confirm.
  const hydrated = useHydrated();
  const why = hydrated && count === 0 && !busy ? ADMIN_MESSAGES.needSelection : null;
  const answer = useAdminAnswer(fetcher, intent);
  const said = fetcher.state === "idle" && answer ? (answer.ok ? answer.message : answer.error) : "";

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && fetcher.data !== handled.current) {
      handled.current = fetcher.data;
      if (fetcher.data.ok) onDone();
    }
  }, [fetcher.state, fetcher.data, onDone]);

  return (
    <>
      <fetcher.Form
        id={formId}
        method="post"
        className="admin-bulk"
        aria-label="Change the selected rows"
        onSubmit={(event) => {
          event.preventDefault();
          setPending(new FormData(event.currentTarget));
        }}
      >
        <input type="hidden" name="intent" value={intent} />
        <p className="admin-bulk__count tabular">{count} selected</p>
        {children}
        <button
          type="submit"
          className="btn btn-primary btn-sm"
          disabled={(hydrated && count === 0) || busy}
          aria-describedby={why ? `${reasonId} ${resultId}` : resultId}
        >
          {busy ? "Applying..." : "Apply to selected"}
        </button>
        <DisabledReason id={reasonId} reason={why} className="admin-bulk__why" />
        <p id={resultId} role="status" className={`admin-bulk__result ${answer && !answer.ok ? "field-error" : ""}`}>
          {said}
        </p>
      </fetcher.Form>
      <Modal
        open={pending !== null}
        onClose={() => setPending(null)}
        title="Confirm the change"
        footer={
          <DialogFooter
            onCancel={() => setPending(null)}
            label={`Yes, change ${count}`}
            onAction={() => {
              if (!pending) return;
              pending.set("confirmed", String(count));
              fetcher.submit(pending, { method: "post" });
              setPending(null);
            }}
          />
        }
      >
        <p>{pending ? describe(pending, count) : null}</p>
      </Modal>
    </>
  );
}
