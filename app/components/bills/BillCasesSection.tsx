import { Link } from "@remix-run/react";
import type { BillCaseSummary } from "~/domain/bills";
import { formatCents } from "~/format/cents";
import { formatCalendarDate } from "~/format/dates";
import { BillStatusBadge } from "./BillStatusBadge";

/** The member dashboard's bill checks: "Check a bill", what resolved cases saved, each case's status and next deadline. */
export function BillCasesSection({ cases }: { cases: BillCaseSummary[] }) {
  const saved = cases.reduce((sum, c) => sum + (c.saved_cents ?? 0), 0);
  return (
    <section className="card" aria-labelledby="bills-title">
      <h2 id="bills-title">Your bills</h2>
      {saved > 0 ? (
        <p>
          <strong>{`Saved ${formatCents(saved)} so far`}</strong> on bills we helped with.
        </p>
      ) : null}
      {cases.length ? (
        <ul>
          {cases.map((c) => (
            <li key={c.id}>
              <Link to={`/dashboard/bills/${c.id}`}>
                {c.hospital_name}, {formatCalendarDate(c.service_date)}
              </Link>{" "}
              <BillStatusBadge status={c.status} />
              {c.next_deadline ? (
                <div>
                  Next: {c.next_deadline.label} by {formatCalendarDate(c.next_deadline.due_date)}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>Got a hospital bill? We check each line against the hospital&apos;s own posted prices.</p>
      )}
      <Link to="/dashboard/bills/new" className="btn btn-primary">
        Check a bill
      </Link>
    </section>
  );
}
