import { CircleAlert, CircleCheck, Clock, Handshake } from "lucide-react";
import { BILL_STATUS_LABELS, type BillStatus } from "~/domain/bills";

/** A bill case's status by icon and word, never colour alone (the request badge's colours). */
export function BillStatusBadge({ status }: { status: BillStatus }) {
  const Icon =
    status === "resolved"
      ? CircleCheck
      : status === "negotiating"
        ? Handshake
        : status === "in_review"
          ? Clock
          : CircleAlert;
  const tone = status === "resolved" ? "completed" : status === "new" ? "pending" : "in_progress";
  return (
    <span className={`badge status-${tone}`}>
      <Icon aria-hidden="true" size={16} /> {BILL_STATUS_LABELS[status]}
    </span>
  );
}
