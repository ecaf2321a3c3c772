import { Link, useFetcher } from "@remix-run/react";
import type { OutboxView } from "~/domain/admin";
import type { AdminOutboxEmail } from "~/domain/admin-rows";
import { LocalTime } from "~/components/LocalTime";
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
      <div className="admin-table-wrap">
        <table className="admin-table admin-data-table">
          <caption className="visually-hidden">{sent ? "Sent emails" : "Emails that failed or are waiting"}</caption>
          <thead>
            <tr>
              <th scope="col">Subject</th>
              <th scope="col">To</th>
              <th scope="col">Status</th>
              <th scope="col">Attempts</th>
              {sent ? null : <th scope="col">Last error</th>}
              <th scope="col">Queued</th>
              {sent ? <th scope="col">Sent</th> : <th scope="col">Actions</th>}
            </tr>
          </thead>
          <tbody>
            {emails.map((e) => (
              <tr key={e.id}>
                <td data-label="Subject">{e.subject}</td>
                <td data-label="To">{e.to}</td>
                <td data-label="Status">{stateOf(e)}</td>
                <td data-label="Attempts" className="tabular">
                  {e.attempts}
                </td>
                {sent ? null : <td data-label="Last error">{e.last_error ?? "—"}</td>}
                <td data-label="Queued">
                  <LocalTime iso={e.created_at} />
                </td>
                {sent ? (
                  <td data-label="Sent">{e.sent_at ? <LocalTime iso={e.sent_at} /> : "—"}</td>
                ) : (
                  <td data-label="Actions">
                    {e.status === "failed" || e.status === "pending" ? (
                      <EmailActions email={e} fetcher={fetcher} />
                    ) : null}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
