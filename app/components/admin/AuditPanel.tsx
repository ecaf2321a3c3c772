import type { AuditEntry } from "~/domain/admin-rows";
import { LocalTime } from "~/components/LocalTime";

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
};

function describe(details: Record<string, unknown> | null): string {
  if (!details) return "";
  if (typeof details.from === "string" && typeof details.to === "string") return `${details.from} → ${details.to}`;
  if (Array.isArray(details.fields)) return `Fields: ${details.fields.join(", ")}`;
  if (typeof details.attachments === "number") return `${details.attachments} attachment(s)`;
  if (typeof details.hasDueDate === "boolean") return details.hasDueDate ? "With due date" : "No due date";
  return "";
}

/** Who changed what, when (admin_audit_log). */
export function AuditPanel({ entries }: { entries: AuditRow[] }) {
  return (
    // Wide on a phone: the scrolling box is focusable so keyboard users can scroll it.
    <div className="admin-table-wrap" role="region" aria-label="Audit log, scrollable" tabIndex={0}>
      <table className="admin-table">
        <caption className="visually-hidden">Audit log, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Target</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id}>
              <td>
                <LocalTime iso={e.created_at} />
              </td>
              <td>{e.actor_email ?? "—"}</td>
              <td>{ACTION_LABELS[e.action] ?? e.action}</td>
              <td>{e.target_type ? `${e.target_type} ${e.target_id?.slice(0, 8) ?? ""}` : "—"}</td>
              <td>{describe(e.details)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
