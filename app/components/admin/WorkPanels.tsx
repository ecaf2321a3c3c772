import { useFetcher } from "@remix-run/react";
import { useId } from "react";
import type { AdminDocument, AdminRequest, AdminTask } from "~/.server/admin/work.server";
import { WorkStatusOptions, useActionFlash, type AdminActionResult } from "./shared";

export type RequestRow = AdminRequest;
export type DocumentRow = AdminDocument;
export type TaskRow = AdminTask;

/** Request status (any to any) with optional notes; one timeline event per save. */
export function RequestStatusForm({ request }: { request: RequestRow }) {
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
          <WorkStatusOptions />
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



export function TaskStatusForm({ task }: { task: TaskRow }) {
  const fetcher = useFetcher<AdminActionResult>();
  useActionFlash(fetcher.data);
  const id = useId();
  return (
    <fetcher.Form method="post" className="admin-status-form admin-status-form--inline" aria-label={`Status of ${task.task_text}`}>
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
        <WorkStatusOptions />
      </select>
      <noscript>
        <button type="submit" className="btn btn-primary btn-sm">
          Save
        </button>
      </noscript>
    </fetcher.Form>
  );
}

