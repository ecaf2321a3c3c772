import type { AuditEntry } from "~/domain/admin-rows";
import { LocalTime } from "~/components/LocalTime";
import { DataTable, type TableColumn } from "./DataTable";

export type AuditRow = AuditEntry;

const ACTION_LABELS: Record<string, string> = {
  "auth.sign_in": "Signed in",
  "auth.sign_in_failed": "Sign-in failed",
  "auth.access_denied": "Access denied",
  "auth.sign_out": "Signed out",
  "auth.second_factor": "Confirmed with a second factor",
  "auth.second_factor_failed": "Second factor refused",
  "auth.passkey_added": "Added a passkey",
  "auth.passkey_removed": "Removed a passkey",
  "auth.passkey_failed": "Passkey refused",
  "auth.recovery_codes_replaced": "Made new recovery codes",
  "admin.user_updated": "Edited a profile",
  "admin.user_tags_updated": "Edited tags",
  "admin.request_status_changed": "Changed a request status",
  "admin.request_replied": "Replied to a member",
  "admin.task_created": "Created a task",
  "admin.task_status_changed": "Changed a task status",
  "admin.email_sent": "Sent an email",
  "admin.export": "Exported a list as CSV",
  "admin.email_retried": "Retried a failed email",
  "admin.email_discarded": "Discarded an email",
  "admin.payment_refunded": "Refunded a payment",
  "bill.dispute_reminder_set": "Set a dispute deadline reminder",
  "admin.insurance_enrolled": "Marked insurance enrolled (Care Access free)",
  "payment.customer_recreated": "Stripe customer made again (the old one was gone)",
  "admin.call_hours_saved": "Saved their hours for calls",
  "admin.call_marked": "Marked a call held or missed",
  "call.booked": "Booked a call",
  "call.rescheduled": "Moved a call",
  "call.cancelled": "Cancelled a call",
  "message.sent": "Wrote in Messages",
};

function describe(details: Record<string, unknown> | null): string {
  if (!details) return "";
  if (typeof details.from === "string" && typeof details.to === "string") return `${details.from} → ${details.to}`;
  if (Array.isArray(details.fields)) return `Fields: ${details.fields.join(", ")}`;
  if (typeof details.attachments === "number") return `${details.attachments} attachment(s)`;
  if (typeof details.reason === "string") return `Reason: ${details.reason}`;
  if (typeof details.hasDueDate === "boolean") return details.hasDueDate ? "With due date" : "No due date";
  return "";
}

const TARGET_LABELS: Record<string, string> = {
  user: "Member",
  request: "Request",
  task: "Task",
  email: "Email",
  bill_case: "Bill case",
};

/** "Request: Knee MRI quote"; a target that is gone says so instead of showing its id. */
function target(e: AuditRow): string {
  if (!e.target_type) return "—";
  const kind = TARGET_LABELS[e.target_type] ?? e.target_type;
  return e.target_name ? `${kind}: ${e.target_name}` : `${kind} (no longer here)`;
}

const COLUMNS: TableColumn<AuditRow>[] = [
  { key: "when", header: "When", cell: (e) => <LocalTime iso={e.created_at} /> },
  {
    key: "who",
    header: "Who",
    className: "admin-audit__who",
    cell: (e) => (e.actor_name ? `${e.actor_name} (${e.actor_email})` : (e.actor_email ?? "—")),
  },
  { key: "what", header: "What", cell: (e) => ACTION_LABELS[e.action] ?? e.action },
  { key: "target", header: "Target", cell: target },
  { key: "details", header: "Details", cell: (e) => describe(e.details) || "—" },
];

/** Who changed what, when (admin_audit_log); on a phone each entry is a card labelled by its headers. */
export function AuditPanel({ entries }: { entries: AuditRow[] }) {
  return (
    // Wide on a phone: the scrolling box is focusable so keyboard users can scroll it.
    <DataTable
      caption="Audit log, newest first"
      columns={COLUMNS}
      rows={entries}
      rowId={(e) => e.id}
      rowLabel={(e) => `${ACTION_LABELS[e.action] ?? e.action}, ${target(e)}`}
      scrollLabel="Audit log, scrollable"
    />
  );
}
