import { CircleAlert, CircleCheck, Clock, Handshake } from "lucide-react";
import type { BillStatus } from "~/domain/bills";
import { billWords } from "./bill-words";

/** A bill case's status by icon and word, never colour alone (the request badge's colours). */
export function BillStatusBadge({ status, lang }: { status: BillStatus; lang?: string }) {
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
      <Icon aria-hidden="true" size={16} /> {billWords(lang).statuses[status]}
    </span>
  );
}
