import { Modal } from "~/components/Modal";
import { DialogFooter } from "~/components/DialogFooter";
import { AddTaskFields, useAddTaskForm, type Assignee } from "./AddTaskForm";

/** Add Task modal (docs/product.md#admin): the due date is picked in the viewer's zone and sent as a UTC instant. */
export function AddTaskModal({ assignee, onClose }: { assignee: Assignee; onClose: () => void }) {
  const state = useAddTaskForm(assignee, onClose);
  return (
    <Modal
      open
      onClose={onClose}
      title="Add Task"
      footer={
        <DialogFooter
          onCancel={onClose}
          form={state.form.id}
          label="Create Task"
          busyLabel="Creating..."
          busy={state.busy}
          disabled={!state.canCreate}
          reason={state.whyNotCreate}
        />
      }
    >
      <AddTaskFields state={state} assignee={assignee} />
    </Modal>
  );
}
