import { Link, useFetcher } from "@remix-run/react";
import type { OutboxView } from "~/domain/admin";
import type { AdminOutboxEmail } from "~/domain/admin-rows";
import { LocalTime } from "~/components/LocalTime";
import { DataTable, type TableColumn } from "./DataTable";
import { useActionFlash, type AdminActionResult } from "./shared";

type OutboxFetcher = ReturnType<typeof useFetcher<AdminActionResult>>;

/** One email's Retry/Discard. */
function EmailActions({ email, fetcher }: { email: AdminOutboxEmail; fetcher: OutboxFetcher }) {
  const busy = fetcher.state !== "idle";
  return (
    // No name on the form: a named form is a landmark, and two emails often share a subject
    // (axe landmark-unique); each button names its email instead.
    <fetcher.Form method="post" className="admin-actions">
      <input type="hidden" name="id" value={email.id} />
      {email.status === "failed" ? (
        <button type="submit" name="intent" value="email-retry" className="btn btn-primary btn-sm" disabled={busy}>
          Retry <span className="visually-hidden">{email.subject}</span>
        </button>
      ) : null}
      <button type="submit" name="intent" value="email-discard" className="btn btn-secondary btn-sm" disabled={busy}>
        Discard <span className="visually-hidden">{email.subject}</span>
      </button>
    </fetcher.Form>
  );
}

/** An email's state in words (the outbox's statuses: db/enums.ts). */
function stateOf(email: AdminOutboxEmail): string {
  switch (email.status) {
    case "failed":
      return "Failed";
    case "sent":
      return "Sent";
    case "sending":
      return "Sending";
    case "unconfirmed":
      return "Sending, not yet confirmed";
    default:
      return email.attempts > 0 ? "Waiting to retry" : "Queued";
  }
}

/** The queue's columns: its last error and the Retry/Cancel buttons, or, once sent, when. */
function outboxColumns(sent: boolean, fetcher: OutboxFetcher): TableColumn<AdminOutboxEmail>[] {
  const columns: (TableColumn<AdminOutboxEmail> | null)[] = [
    { key: "subject", header: "Subject", cell: (e) => e.subject },
    { key: "to", header: "To", cell: (e) => e.to },
    { key: "status", header: "Status", cell: stateOf },
    { key: "attempts", header: "Attempts", className: "tabular", cell: (e) => e.attempts },
    sent ? null : { key: "error", header: "Last error", cell: (e) => e.last_error ?? "—" },
    { key: "queued", header: "Queued", cell: (e) => <LocalTime iso={e.created_at} /> },
    sent
      ? { key: "sent", header: "Sent", cell: (e) => (e.sent_at ? <LocalTime iso={e.sent_at} /> : "—") }
      : {
          key: "actions",
          header: "Actions",
          cell: (e) =>
            e.status === "failed" || e.status === "pending" ? <EmailActions email={e} fetcher={fetcher} /> : null,
        },
  ];
  return columns.filter((c): c is TableColumn<AdminOutboxEmail> => c !== null);
}

const VIEWS: { view: OutboxView; label: string }[] = [
  { view: "attention", label: "Waiting or failed" },
  { view: "sent", label: "Sent" },
];

/**
 * Outbox tab: emails that failed or are waiting, with why and how often they were tried;
 * or, in their own view, the sent ones with when they went out.
 */
export function OutboxPanel({
  emails,
  failed,
  pending,
  view,
  viewHref,
}: {
  emails: AdminOutboxEmail[];
  failed: number;
  pending: number;
  view: OutboxView;
  viewHref: (view: OutboxView) => string;
}) {
  // One fetcher for the panel: a retried email is often sent at once and its row leaves the
  // list, so the result lives here (and in the toast), not in the row.
  const fetcher = useFetcher<AdminActionResult>();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useActionFlash(result);
  const sent = view === "sent";
  return (
    <>
      <nav aria-label="Outbox views" className="admin-outbox-views">
        <ul>
          {VIEWS.map(({ view: v, label }) => (
            <li key={v}>
              <Link to={viewHref(v)} aria-current={v === view ? "page" : undefined} className="admin-tab">
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {sent ? (
        <p>Emails the mail relay accepted, newest first.</p>
      ) : (
        <p>
          <span className="tabular">{failed}</span> failed, <span className="tabular">{pending}</span> waiting to be
          sent.
        </p>
      )}
      <DataTable
        caption={sent ? "Sent emails" : "Emails that failed or are waiting"}
        columns={outboxColumns(sent, fetcher)}
        rows={emails}
        rowId={(e) => e.id}
        rowLabel={(e) => `${e.subject} to ${e.to}`}
      />
    </>
  );
}
