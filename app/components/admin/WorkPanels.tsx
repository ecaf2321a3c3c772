import { getFormProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useId } from "react";
import type { AdminRequest, AdminTask } from "~/domain/admin-rows";
import { WorkStatusOptions, useActionFlash, type AdminActionResult } from "./shared";
import { FormProblem, useAdminForm } from "./use-admin-form";
import { ErrorList } from "~/components/forms";

export type RequestRow = AdminRequest;
export type TaskRow = AdminTask;

/**
 * Request status (any to any) with the two kinds of notes, each saying who reads it: notes for
 * the member (their request page's "Notes from our team") and internal notes (the team only).
 * One timeline event per save.
 */
export function RequestStatusForm({
  request,
}: {
  request: Pick<RequestRow, "id" | "title" | "status" | "admin_notes" | "internal_notes">;
}) {
  const { fetcher, form, fields, busy } = useAdminForm({
    intent: "request-status",
    targetId: request.id,
    defaultValue: {
      status: request.status,
      admin_notes: request.admin_notes ?? "",
      internal_notes: request.internal_notes ?? "",
    },
  });
  const { status, admin_notes: notes, internal_notes: internal } = fields;
  return (
    <fetcher.Form
      method="post"
      className="admin-status-form"
      aria-label={`Status of ${request.title}`}
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value="request-status" />
      <input type="hidden" name="id" value={request.id} />
      <div className="field">
        <label className="label" htmlFor={status.id}>
          Status
        </label>
        <select className="select" {...getSelectProps(status)} key={status.key}>
          <WorkStatusOptions />
        </select>
        <ErrorList id={status.errorId} errors={status.errors} />
      </div>
      <div className="field">
        <label className="label" htmlFor={notes.id}>
          Notes for the member
        </label>
        <p className="hint" id={`${notes.id}-who`}>
          The member reads these on their request page, under “Notes from our team”.
        </p>
        <textarea
          className="textarea admin-notes"
          {...getTextareaProps(notes, { ariaDescribedBy: `${notes.id}-who` })}
          key={notes.key}
        />
        <ErrorList id={notes.errorId} errors={notes.errors} />
      </div>
      <div className="field">
        <label className="label" htmlFor={internal.id}>
          Internal notes
        </label>
        <p className="hint" id={`${internal.id}-who`}>
          Only the team sees these; the member never does.
        </p>
        <textarea
          className="textarea admin-notes"
          {...getTextareaProps(internal, { ariaDescribedBy: `${internal.id}-who` })}
          key={internal.key}
        />
        <ErrorList id={internal.errorId} errors={internal.errors} />
      </div>
      <FormProblem form={form} />
      <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
        {busy ? "Updating..." : "Update status"}
      </button>
    </fetcher.Form>
  );
}

/** A one-click form: the server parses it with the service's schema; its answer is the page's flash. */
export function TaskStatusForm({ task }: { task: TaskRow }) {
  const fetcher = useFetcher<AdminActionResult>();
  useActionFlash(fetcher.data);
  const id = useId();
  return (
    <fetcher.Form
      method="post"
      className="admin-status-form admin-status-form--inline"
      aria-label={`Status of ${task.task_text}`}
    >
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
