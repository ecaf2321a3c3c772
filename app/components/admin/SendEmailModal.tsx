import { useFetcher } from "@remix-run/react";
import { Paperclip, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Modal } from "~/components/Modal";
import { MAX_ATTACHMENT_BYTES, attachmentTooLargeMessage } from "~/schemas/admin";
import { formatBytes } from "~/format/bytes";
import { useActionFlash, type AdminActionResult } from "./shared";

type Recipient = { id: string; name: string | null; email: string };
type Draft = { key: string; file: File };

function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(",")[1] ?? "");
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Send Email modal (docs/product.md#admin): subject and message required after trimming; attachments max 10MB each (docs/decisions/0008-email.md: bigger ones refused). */
export function SendEmailModal({ recipient, onClose }: { recipient: Recipient; onClose: () => void }) {
  const fetcher = useFetcher<AdminActionResult>();
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");
  const [files, setFiles] = useState<Draft[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { subject: useId(), message: useId(), files: useId(), fileError: useId() };
  const busy = reading || fetcher.state !== "idle";
  const canSend = subject.trim() !== "" && message.trim() !== "" && !busy;
  const result = fetcher.data;

  useActionFlash(result, onClose);

  function addFiles(list: FileList | null) {
    if (!list) return;
    const tooBig = [...list].filter((f) => f.size > MAX_ATTACHMENT_BYTES);
    const ok = [...list].filter((f) => f.size <= MAX_ATTACHMENT_BYTES);
    setFiles((current) => [...current, ...ok.map((file) => ({ key: crypto.randomUUID(), file }))]);
    setFileError(tooBig.length ? tooBig.map((f) => attachmentTooLargeMessage(f.name)).join(" ") : null);
    if (fileInput.current) fileInput.current.value = "";
  }

  async function send() {
    if (!canSend) return;
    setReading(true);
    try {
      const attachments = await Promise.all(
        files.map(async ({ file }) => ({
          filename: file.name,
          content: await readAsBase64(file),
          type: file.type || "application/octet-stream",
          size: file.size,
        })),
      );
      fetcher.submit(
        { intent: "send-email", userId: recipient.id, subject, message, attachments },
        { method: "post", encType: "application/json" },
      );
    } finally {
      setReading(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="Send Email"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" disabled={!canSend} onClick={send}>
            {busy ? "Sending..." : "Send"}
          </button>
        </>
      }
    >
      <p>
        To: <strong>{recipient.name ?? recipient.email}</strong> <span className="muted">&lt;{recipient.email}&gt;</span>
      </p>
      {result && !result.ok ? (
        <p className="alert alert-error" role="alert">
          {result.error}
        </p>
      ) : null}
      <div className="field">
        <label className="label" htmlFor={ids.subject}>
          Subject
        </label>
        <input id={ids.subject} className="input" value={subject} onChange={(e) => setSubject(e.target.value)} required aria-required="true" />
      </div>
      <div className="field">
        <label className="label" htmlFor={ids.message}>
          Message
        </label>
        <textarea id={ids.message} className="textarea" value={message} onChange={(e) => setMessage(e.target.value)} required aria-required="true" />
      </div>
      <div className="field">
        <label className="label" htmlFor={ids.files}>
          Attachments (optional, max 10MB each)
        </label>
        <input
          id={ids.files}
          ref={fileInput}
          type="file"
          multiple
          className="input"
          onChange={(e) => addFiles(e.target.files)}
          aria-describedby={fileError ? ids.fileError : undefined}
          aria-invalid={fileError ? true : undefined}
        />
        {fileError ? (
          <p id={ids.fileError} className="field-error" role="alert">
            {fileError}
          </p>
        ) : null}
      </div>
      {files.length > 0 ? (
        <ul className="admin-attachments" aria-label="Attachments">
          {files.map(({ key, file }) => (
            <li key={key}>
              <Paperclip aria-hidden="true" size={16} /> <span>{file.name}</span>{" "}
              <span className="muted tabular">({formatBytes(file.size)})</span>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                aria-label={`Remove ${file.name}`}
                onClick={() => setFiles((current) => current.filter((f) => f.key !== key))}
              >
                <Trash2 aria-hidden="true" size={16} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}

