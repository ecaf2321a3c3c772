import { useFetcher } from "@remix-run/react";
import { useId, useState } from "react";
import { Modal } from "~/components/Modal";
import { ADMIN_MESSAGES } from "~/schemas/admin";
import { useActionFlash, type AdminActionResult } from "./shared";

type Assignee = { id: string; name: string | null; email: string };

/** Add Task modal (docs/product.md#admin): the due date is picked in the viewer's zone and sent as a UTC instant. */
export function AddTaskModal({ assignee, onClose }: { assignee: Assignee; onClose: () => void }) {
  const fetcher = useFetcher<AdminActionResult>();
  const [text, setText] = useState("");
  const [due, setDue] = useState("");
  const ids = { text: useId(), due: useId(), note: useId(), error: useId() };
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;
  const fieldError = result && !result.ok ? result.fieldErrors?.task_text ?? result.fieldErrors?.due_date : undefined;
  useActionFlash(result, onClose);

  function create() {
    if (!text.trim() || busy) return;
    // datetime-local has no zone: the browser reads it in the viewer's zone.
    const dueDate = due ? new Date(due).toISOString() : "";
    fetcher.submit({ intent: "create-task", userId: assignee.id, task_text: text, due_date: dueDate }, { method: "post" });
  }

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
          <button type="button" className="btn btn-primary" disabled={!text.trim() || busy} onClick={create}>
            {busy ? "Creating..." : "Create Task"}
          </button>
        </>
      }
    >
      <p>
        For: <strong>{assignee.name ?? assignee.email}</strong> <span className="muted">&lt;{assignee.email}&gt;</span>
      </p>
      {result && !result.ok ? (
        <p className="alert alert-error" role="alert">
          {result.error}
        </p>
      ) : null}
      <div className="field">
        <label className="label" htmlFor={ids.text}>
          Task Description
        </label>
        <textarea
          id={ids.text}
          className="textarea"
          value={text}
          onChange={(e) => setText(e.target.value)}
          required
          aria-required="true"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? ids.error : undefined}
        />
        {fieldError ? (
          <p id={ids.error} className="field-error">
            {fieldError}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label className="label" htmlFor={ids.due}>
          Due date and time (optional)
        </label>
        <input
          id={ids.due}
          type="datetime-local"
          className="input"
          value={due}
          onChange={(e) => setDue(e.target.value)}
          aria-describedby={due ? ids.note : undefined}
        />
        {due ? (
          <p id={ids.note} className="hint">
            {ADMIN_MESSAGES.reminderNote}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
