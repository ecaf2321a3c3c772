import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { Modal } from "~/components/Modal";
import { ADMIN_MESSAGES } from "~/schemas/admin";
import { FieldProblem, FormProblem, useAdminForm } from "./use-admin-form";

type Assignee = { id: string; name: string | null; email: string };

/** Add Task modal (docs/product.md#admin): the due date is picked in the viewer's zone and sent as a UTC instant. */
export function AddTaskModal({ assignee, onClose }: { assignee: Assignee; onClose: () => void }) {
  const { fetcher, form, fields, busy } = useAdminForm({ intent: "create-task", targetId: assignee.id, onSuccess: onClose });
  const { task_text: text, due_date: due } = fields;
  const noteId = `${due.id}-note`;

  return (
    <Modal
      open
      onClose={onClose}
      title="Add Task"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={form.id} className="btn btn-primary" disabled={!text.value?.trim() || busy}>
            {busy ? "Creating..." : "Create Task"}
          </button>
        </>
      }
    >
      <p>
        For: <strong>{assignee.name ?? assignee.email}</strong> <span className="muted">&lt;{assignee.email}&gt;</span>
      </p>
      <fetcher.Form
        method="post"
        {...getFormProps(form)}
        onSubmit={(event) => {
          form.onSubmit(event);
          if (event.defaultPrevented) return;
          // datetime-local has no zone: the browser reads it in the viewer's zone, the server gets the instant.
          event.preventDefault();
          const formData = new FormData(event.currentTarget);
          const local = String(formData.get("due_date") ?? "");
          formData.set("due_date", local ? new Date(local).toISOString() : "");
          fetcher.submit(formData, { method: "post" });
        }}
      >
        <input type="hidden" name="intent" value="create-task" />
        <input type="hidden" name="userId" value={assignee.id} />
        <FormProblem form={form} />
        <div className="field">
          <label className="label" htmlFor={text.id}>
            Task Description
          </label>
          <textarea className="textarea" {...getTextareaProps(text)} key={text.key} />
          <FieldProblem field={text} />
        </div>
        <div className="field">
          <label className="label" htmlFor={due.id}>
            Due date and time (optional)
          </label>
          <input className="input" {...getInputProps(due, { type: "datetime-local", ariaDescribedBy: due.value ? noteId : undefined })} key={due.key} />
          {due.value ? (
            <p id={noteId} className="hint">
              {ADMIN_MESSAGES.reminderNote}
            </p>
          ) : null}
          <FieldProblem field={due} />
        </div>
      </fetcher.Form>
    </Modal>
  );
}
