import { Modal } from "~/components/Modal";
import { AddTaskFields, CreateTaskButton, useAddTaskForm, type Assignee } from "./AddTaskForm";

/** Add Task modal (docs/product.md#admin): the due date is picked in the viewer's zone and sent as a UTC instant. */
export function AddTaskModal({ assignee, onClose }: { assignee: Assignee; onClose: () => void }) {
  const state = useAddTaskForm(assignee, onClose);
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
          <CreateTaskButton state={state} />
        </>
      }
    >
      <AddTaskFields state={state} assignee={assignee} />
    </Modal>
  );
}
