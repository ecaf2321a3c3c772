import { Link, useFetcher } from "@remix-run/react";
import { Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Modal } from "~/components/Modal";
import {
  PRIORITY_LABELS,
  PRIORITY_OPTIONS,
  REQUEST_MESSAGES,
  REQUEST_TYPE_LABELS,
  REQUEST_TYPE_OPTIONS,
  type RequestView,
} from "~/schemas/requests";
import { LocalTime } from "~/components/LocalTime";
import { StatusBadge } from "~/components/StatusBadge";

type ActionResult = { intent: string; ok: boolean; error?: string };

export function RequestsSection({ requests }: { requests: RequestView[] }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="card" aria-labelledby="requests-title">
      <div className="row-between">
        <h2 id="requests-title" className="m-0">
          Help requests
        </h2>
        <button type="button" className="btn btn-accent btn-sm" onClick={() => setOpen(true)}>
          <Plus aria-hidden="true" size={16} /> New Request
        </button>
      </div>
      {requests.length === 0 ? (
        <p className="muted mt-4">
          No requests yet. Tell us what you need help with and we will answer within 48 hours.
        </p>
      ) : (
        <ul className="dash-list" aria-label="Your help requests">
          {requests.map((request) => (
            <li key={request.id} className="dash-list__item">
              <div className="min-w-0">
                <Link to={`/dashboard/requests/${request.id}`} className="dash-list__title">
                  {request.title}
                </Link>
                <p className="muted m-0 text-sm">
                  {REQUEST_TYPE_LABELS[request.request_type]} · {PRIORITY_LABELS[request.priority]} priority ·{" "}
                  <LocalTime iso={request.created_at} withTime={false} />
                </p>
              </div>
              <StatusBadge status={request.status} />
            </li>
          ))}
        </ul>
      )}
      <NewRequestModal open={open} onClose={() => setOpen(false)} />
    </section>
  );
}

function NewRequestModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const fetcher = useFetcher<ActionResult>({ key: "create-request" });
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (open) setError(null);
  }, [open]);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data.intent !== "create-request") return;
    if (fetcher.data.ok) onClose();
    else setError(fetcher.data.error === REQUEST_MESSAGES.required ? REQUEST_MESSAGES.required : REQUEST_MESSAGES.createFailed);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="New help request"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="new-request-form" className="btn btn-primary" disabled={busy}>
            {busy ? "Submitting..." : "Submit Request"}
          </button>
        </>
      }
    >
      <form
        id="new-request-form"
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          const title = String(data.get("title") ?? "").trim();
          const description = String(data.get("description") ?? "").trim();
          if (!title || !description) {
            setError(REQUEST_MESSAGES.required);
            formRef.current?.querySelector<HTMLElement>(title ? "#request-description" : "#request-title")?.focus();
            return;
          }
          setError(null);
          data.set("intent", "create-request");
          fetcher.submit(data, { method: "post" });
        }}
      >
        {error ? (
          <div className="alert alert-error" role="alert">
            {error}
          </div>
        ) : null}
        <div className="field">
          <label className="label" htmlFor="request-type">
            Type of help
          </label>
          <select id="request-type" name="request_type" className="select" defaultValue="general">
            {REQUEST_TYPE_OPTIONS.map((type) => (
              <option key={type} value={type}>
                {REQUEST_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="label" htmlFor="request-title">
            Title
          </label>
          <input id="request-title" name="title" className="input" aria-required maxLength={200} />
        </div>
        <div className="field">
          <label className="label" htmlFor="request-description">
            Description
          </label>
          <textarea id="request-description" name="description" className="textarea" aria-required maxLength={5000} />
        </div>
        <div className="field">
          <label className="label" htmlFor="request-priority">
            Priority
          </label>
          <select id="request-priority" name="priority" className="select" defaultValue="normal">
            {PRIORITY_OPTIONS.map((priority) => (
              <option key={priority} value={priority}>
                {PRIORITY_LABELS[priority]}
              </option>
            ))}
          </select>
        </div>
      </form>
    </Modal>
  );
}
