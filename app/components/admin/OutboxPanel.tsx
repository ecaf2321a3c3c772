import { useFetcher } from "@remix-run/react";
import type { AdminOutboxEmail } from "~/.server/admin/outbox.server";
import { LocalTime, type AdminActionResult } from "./shared";

/** One email's Retry/Discard, with the result beside the buttons. */
function EmailActions({ email }: { email: AdminOutboxEmail }) {
  const fetcher = useFetcher<AdminActionResult>();
  const busy = fetcher.state !== "idle";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <fetcher.Form method="post" className="admin-actions" aria-label={`Actions for ${email.subject}`}>
      <input type="hidden" name="id" value={email.id} />
      {email.status === "failed" ? (
        <button type="submit" name="intent" value="email-retry" className="btn btn-primary btn-sm" disabled={busy}>
          Retry <span className="visually-hidden">{email.subject}</span>
        </button>
      ) : null}
      <button type="submit" name="intent" value="email-discard" className="btn btn-secondary btn-sm" disabled={busy}>
        Discard <span className="visually-hidden">{email.subject}</span>
      </button>
      <span role="status" className={result && !result.ok ? "field-error" : undefined}>
        {result ? (result.ok ? result.message : result.error) : ""}
      </span>
    </fetcher.Form>
  );
}

/** Outbox tab: emails that failed or are waiting, with why and how often they were tried. */
export function OutboxPanel({ emails, failed, pending }: { emails: AdminOutboxEmail[]; failed: number; pending: number }) {
  return (
    <>
      <p>
        <span className="tabular">{failed}</span> failed, <span className="tabular">{pending}</span> waiting to be sent.
      </p>
      <div className="admin-table-wrap">
        <table className="admin-table admin-data-table">
          <caption className="visually-hidden">Emails that failed or are waiting</caption>
          <thead>
            <tr>
              <th scope="col">Subject</th>
              <th scope="col">To</th>
              <th scope="col">Status</th>
              <th scope="col">Attempts</th>
              <th scope="col">Last error</th>
              <th scope="col">Queued</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {emails.map((e) => (
              <tr key={e.id}>
                <td data-label="Subject">{e.subject}</td>
                <td data-label="To">{e.to}</td>
                <td data-label="Status">{e.status === "failed" ? "Failed" : "Waiting"}</td>
                <td data-label="Attempts" className="tabular">
                  {e.attempts}
                </td>
                <td data-label="Last error">{e.last_error ?? "—"}</td>
                <td data-label="Queued">
                  <LocalTime iso={e.created_at} />
                </td>
                <td data-label="Actions">
                  <EmailActions email={e} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
