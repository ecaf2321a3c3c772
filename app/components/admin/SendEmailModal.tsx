import type { SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { Modal } from "~/components/Modal";
import { SendEmailFields } from "./send-email/SendEmailFields";
import { useSendEmailForm, type Recipient } from "./send-email/useSendEmailForm";
import { useActionFlash, type AdminActionResult } from "./shared";
import { DialogFooter } from "~/components/DialogFooter";

export type SendEmailAnswer = AdminActionResult & { result: SubmissionResult<string[]> | null };

/**
 * Send Email modal (docs/product.md#admin): subject and message required after
 * trimming, Send disabled until both are filled, 'Sending...' while busy;
 * attachments max 10MB each, uploaded as files (multipart), never as base64.
 */
export function SendEmailModal({ recipient, onClose }: { recipient: Recipient; onClose: () => void }) {
  const fetcher = useFetcher<SendEmailAnswer>();
  const state = useSendEmailForm({ recipient, lastResult: fetcher.data?.result, fetcher });
  const result = fetcher.data;
  useActionFlash(result, onClose);

  return (
    <Modal
      open
      onClose={onClose}
      title="Send Email"
      footer={
        <DialogFooter
          onCancel={onClose}
          form={state.form.id}
          label={state.busy ? "Sending..." : "Send"}
          disabled={!state.canSend}
          reason={state.whyNotSend}
        />
      }
    >
      {result && !result.ok ? (
        <p className="alert alert-error" role="alert">
          {result.error}
        </p>
      ) : null}
      <SendEmailFields recipient={recipient} state={state} />
    </Modal>
  );
}
