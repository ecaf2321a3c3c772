import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { useHydrated } from "~/components/useHydrated";
import { ADMIN_MESSAGES } from "~/domain/admin";
import { FormProblem, useAdminForm } from "./use-admin-form";
import { useId } from "react";
import { DisabledReason, ErrorList } from "~/components/forms";

export type Assignee = { id: string; name: string | null; email: string };

/**
 * The Add Task form's state (docs/product.md#admin), shared by the dashboard's
 * dialog and its page (/admin-dashboard/users/:userId/task). Create stays
 * disabled until there is a description, once JavaScript runs; before that the
 * button must work and the server checks the same rule.
 */
export function useAddTaskForm(assignee: Assignee, onSuccess?: () => void) {
  const state = useAdminForm({ intent: "create-task", targetId: assignee.id, onSuccess });
  const hydrated = useHydrated();
  const described = Boolean(state.fields.task_text.value?.trim());
  const canCreate = !hydrated || (described && !state.busy);
  const whyNotCreate = hydrated && !described && !state.busy ? ADMIN_MESSAGES.needTaskText : null;
  return { ...state, canCreate, whyNotCreate };
}

type AddTaskState = ReturnType<typeof useAddTaskForm>;

/** The task page's Create button, its reason beside it while disabled (the dialog's footer says it the same way). */
export function CreateTaskButton({ state }: { state: AddTaskState }) {
  const reasonId = useId();
  return (
    <>
      <button
        type="submit"
        form={state.form.id}
        className="btn btn-primary"
        disabled={!state.canCreate}
        aria-describedby={state.whyNotCreate ? reasonId : undefined}
      >
        {state.busy ? "Creating..." : "Create Task"}
      </button>
      <DisabledReason id={reasonId} reason={state.whyNotCreate} />
    </>
  );
}

/** The form; it posts to the route it is on (the dashboard's action, or the page's). */
export function AddTaskFields({ state, assignee }: { state: AddTaskState; assignee: Assignee }) {
  const { fetcher, form, fields } = state;
  const { task_text: text, due_date: due } = fields;
  const noteId = `${due.id}-note`;
  return (
    <>
      <p className="wrap-anywhere">
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
          <ErrorList id={text.errorId} errors={text.errors} />
        </div>
        <div className="field">
          <label className="label" htmlFor={due.id}>
            Due date and time (optional)
          </label>
          <input
            className="input"
            {...getInputProps(due, { type: "datetime-local", ariaDescribedBy: due.value ? noteId : undefined })}
            key={due.key}
          />
          <noscript>
            <p className="hint">{ADMIN_MESSAGES.dueDateUtcWithoutScript}</p>
          </noscript>
          {due.value ? (
            <p id={noteId} className="hint">
              {ADMIN_MESSAGES.reminderNote}
            </p>
          ) : null}
          <ErrorList id={due.errorId} errors={due.errors} />
        </div>
      </fetcher.Form>
    </>
  );
}
