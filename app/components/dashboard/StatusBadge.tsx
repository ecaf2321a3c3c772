import { AlertCircle, CheckCircle2, Clock } from "lucide-react";
import { STATUS_LABELS, type RequestStatus } from "~/schemas/requests";

/**
 * Spec §2: orange alert for pending or any other value, blue clock for
 * in_progress, green check for completed; always with the word too.
 */
export function StatusBadge({ status }: { status: string }) {
  if (status === "in_progress") {
    return (
      <span className="badge status-in_progress">
        <Clock aria-hidden="true" size={16} /> {STATUS_LABELS.in_progress}
      </span>
    );
  }
  if (status === "completed") {
    return (
      <span className="badge status-completed">
        <CheckCircle2 aria-hidden="true" size={16} /> {STATUS_LABELS.completed}
      </span>
    );
  }
  return (
    <span className="badge status-pending">
      <AlertCircle aria-hidden="true" size={16} /> {STATUS_LABELS[status as RequestStatus] ?? STATUS_LABELS.pending}
    </span>
  );
}
