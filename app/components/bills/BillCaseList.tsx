import { Link } from "@remix-run/react";
import type { BillCaseSummary } from "~/domain/bill-views";
import { deadlineDue } from "./deadline-words";
import { formatCalendarDate } from "~/format/dates";
import { formatCents } from "~/format/cents";
import { BillStatusBadge } from "./BillStatusBadge";

/** A member's bill checks, newest first: hospital, what was billed and saved, the next deadline and the status. */
export function BillCaseList({ cases }: { cases: BillCaseSummary[] }) {
  return (
    <ul className="dash-list" aria-label="Your bill checks">
      {cases.map((b) => (
        <li key={b.id} className="dash-list__item">
          <div className="min-w-0">
            <Link to={`/dashboard/bills/${b.id}`} className="dash-list__title">
              {b.hospital_name}
            </Link>
            <p className="muted m-0 text-sm">
              {`Date of service ${formatCalendarDate(b.service_date)} · billed ${formatCents(b.billed_cents)}`}
              {b.saved_cents !== null ? ` · saved ${formatCents(b.saved_cents)}` : ""}
            </p>
            {b.next_deadline ? (
              <p className="m-0 text-sm">
                {`Next deadline: ${b.next_deadline.label}, ${deadlineDue(b.next_deadline)}`}
              </p>
            ) : null}
          </div>
          <BillStatusBadge status={b.status} />
        </li>
      ))}
    </ul>
  );
}
