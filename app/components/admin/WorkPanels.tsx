import { useFetcher } from "@remix-run/react";
import { Download, Eye } from "lucide-react";
import { useId } from "react";
import type { AdminDocument, AdminRequest, AdminTask } from "~/.server/admin/work.server";
import { STATUS_LABELS, WORK_STATUS_VALUES } from "~/schemas/admin";
import { documentFileUrl } from "~/schemas/documents";
import { LocalTime } from "~/components/LocalTime";
import { StatusBadge } from "~/components/StatusBadge";
import { formatBytes } from "~/format/bytes";
import { useActionFlash, type AdminActionResult } from "./shared";

export type RequestRow = AdminRequest;
export type DocumentRow = AdminDocument;
export type TaskRow = AdminTask;

function Owner({ name, email }: { name: string | null; email: string }) {
  return (
    <p className="admin-owner">
      {name ?? "(no name)"} <span className="muted">&lt;{email}&gt;</span>
    </p>
  );
}

/** Request status (any to any) with optional notes; one timeline event per save. */
function RequestStatusForm({ request }: { request: RequestRow }) {
  const fetcher = useFetcher<AdminActionResult>();
  useActionFlash(fetcher.data);
  const ids = { status: useId(), notes: useId() };
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="admin-status-form" aria-label={`Status of ${request.title}`}>
      <input type="hidden" name="intent" value="request-status" />
      <input type="hidden" name="id" value={request.id} />
      <div className="field">
        <label className="label" htmlFor={ids.status}>
          Status
        </label>
        <select id={ids.status} name="status" className="select" defaultValue={request.status}>
          {WORK_STATUS_VALUES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="label" htmlFor={ids.notes}>
          Admin notes
        </label>
        <textarea id={ids.notes} name="admin_notes" className="textarea admin-notes" defaultValue={request.admin_notes ?? ""} />
      </div>
      <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
        {busy ? "Updating..." : "Update status"}
      </button>
    </fetcher.Form>
  );
}

export function RequestsPanel({ requests }: { requests: RequestRow[] }) {
  return (
    <ul className="admin-list" aria-label="Requests">
      {requests.map((r) => (
        <li key={r.id} className="card admin-item">
          <div className="admin-item__head">
            <h3 className="admin-item__title">{r.title}</h3>
            <StatusBadge status={r.status} />
          </div>
          <Owner name={r.full_name} email={r.email} />
          <p>{r.description}</p>
          <p className="muted">
            Created <LocalTime iso={r.created_at} />
          </p>
          <RequestStatusForm request={r} />
        </li>
      ))}
    </ul>
  );
}

export function DocumentsPanel({ documents }: { documents: DocumentRow[] }) {
  return (
    <ul className="admin-list" aria-label="Documents">
      {documents.map((d) => (
        <li key={d.id} className="card admin-item">
          <div className="admin-item__head">
            <h3 className="admin-item__title">{d.filename}</h3>
            <StatusBadge status={d.upload_status} />
          </div>
          <Owner name={d.full_name} email={d.email} />
          <dl className="admin-fields">
            <div>
              <dt>Size</dt>
              <dd className="tabular">{formatBytes(d.file_size)}</dd>
            </div>
            <div>
              <dt>Type</dt>
              <dd>{d.file_type}</dd>
            </div>
            <div>
              <dt>Uploaded</dt>
              <dd>
                <LocalTime iso={d.created_at} />
              </dd>
            </div>
            <div className="admin-fields__wide">
              <dt>Admin notes</dt>
              <dd>{d.admin_notes || "—"}</dd>
            </div>
          </dl>
          <div className="admin-actions">
            <a className="btn btn-secondary btn-sm" href={d.file_url} target="_blank" rel="noopener noreferrer">
              <Eye aria-hidden="true" size={16} /> View <span className="visually-hidden">{d.filename} (opens in a new tab)</span>
            </a>
            <a className="btn btn-secondary btn-sm" href={documentFileUrl(d.id, "attachment")} download={d.filename}>
              <Download aria-hidden="true" size={16} /> Download <span className="visually-hidden">{d.filename}</span>
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}

function TaskStatusForm({ task }: { task: TaskRow }) {
  const fetcher = useFetcher<AdminActionResult>();
  useActionFlash(fetcher.data);
  const id = useId();
  return (
    <fetcher.Form method="post" className="admin-status-form admin-status-form--inline" aria-label="Task status">
      <input type="hidden" name="intent" value="task-status" />
      <input type="hidden" name="id" value={task.id} />
      <label className="label" htmlFor={id}>
        Status
      </label>
      <select
        id={id}
        name="status"
        className="select"
        defaultValue={task.status}
        onChange={(e) => fetcher.submit(e.currentTarget.form)}
      >
        {WORK_STATUS_VALUES.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn btn-primary btn-sm">
          Save
        </button>
      </noscript>
    </fetcher.Form>
  );
}

export function TasksPanel({ tasks }: { tasks: TaskRow[] }) {
  return (
    <ul className="admin-list" aria-label="Tasks">
      {tasks.map((t) => (
        <li key={t.id} className="card admin-item">
          <div className="admin-item__head">
            <h3 className="admin-item__title">{t.task_text}</h3>
            <StatusBadge status={t.status} />
          </div>
          <Owner name={t.full_name} email={t.email} />
          <dl className="admin-fields">
            <div>
              <dt>Due</dt>
              <dd>{t.due_date ? <LocalTime iso={t.due_date} /> : "No due date"}</dd>
            </div>
            <div>
              <dt>Created</dt>
              <dd>
                <LocalTime iso={t.created_at} />
              </dd>
            </div>
          </dl>
          <TaskStatusForm task={t} />
        </li>
      ))}
    </ul>
  );
}
