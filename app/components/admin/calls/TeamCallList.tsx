import { Form, Link } from "@remix-run/react";
import { formatCalendarDate } from "~/format/dates";

export type TeamCall = {
  id: string;
  day: string;
  time: string;
  topic: string;
  memberName: string | null;
  memberEmail: string;
  adminEmail: string | null;
};

const memberHref = (email: string) => `/admin-dashboard?tab=users&q=${encodeURIComponent(email)}`;

/** Calls grouped by day, each with the member (a link to them on the dashboard), the topic and who holds it. */
export function TeamCallList({ calls, empty, mark = false }: { calls: TeamCall[]; empty: string; mark?: boolean }) {
  if (calls.length === 0) return <p className="muted">{empty}</p>;
  const days = [...new Set(calls.map((call) => call.day))];
  return (
    <>
      {days.map((day) => (
        <section key={day} aria-label={formatCalendarDate(day)}>
          <h3>{formatCalendarDate(day)}</h3>
          <ul className="admin-calls">
            {calls
              .filter((call) => call.day === day)
              .map((call) => (
                <li key={call.id} className="card">
                  <p>
                    <strong className="tabular">{call.time}</strong> ·{" "}
                    <Link to={memberHref(call.memberEmail)}>{call.memberName ?? call.memberEmail}</Link>
                    {call.adminEmail ? <span className="muted"> · with {call.adminEmail}</span> : null}
                  </p>
                  <p>{call.topic}</p>
                  {mark ? (
                    <Form method="post" className="row-inline">
                      <input type="hidden" name="intent" value="mark" />
                      <input type="hidden" name="call_id" value={call.id} />
                      <button type="submit" name="outcome" value="held" className="btn btn-secondary">
                        Mark held
                      </button>
                      <button type="submit" name="outcome" value="missed" className="btn btn-secondary">
                        Mark missed
                      </button>
                    </Form>
                  ) : null}
                </li>
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}
