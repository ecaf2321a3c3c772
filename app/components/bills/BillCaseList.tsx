import { Link } from "@remix-run/react";
import type { BillCaseSummary } from "~/domain/bill-views";
import { billWords } from "./bill-words";
import { deadlineDue, deadlineLabel } from "./deadline-words";
import { formatCalendarDate } from "~/format/dates";
import { formatCents } from "~/format/cents";
import { BillStatusBadge } from "./BillStatusBadge";

/** A member's bill checks, newest first: hospital, what was billed and saved, the next deadline and the status. */
export function BillCaseList({ cases, lang }: { cases: BillCaseSummary[]; lang?: string }) {
  const w = billWords(lang).list;
  return (
    <ul className="dash-list" aria-label={w.yourChecks}>
      {cases.map((b) => (
        <li key={b.id} className="dash-list__item">
          <div className="min-w-0">
            <Link to={`/dashboard/bills/${b.id}`} className="dash-list__title">
              {b.hospital_name}
            </Link>
            <p className="muted m-0 text-sm">
              {w.line(formatCalendarDate(b.service_date, lang), formatCents(b.billed_cents))}
              {b.saved_cents !== null ? w.saved(formatCents(b.saved_cents)) : ""}
            </p>
            {b.next_deadline ? (
              <p className="m-0 text-sm">
                {w.nextDeadline(deadlineLabel(b.next_deadline, lang), deadlineDue(b.next_deadline, lang))}
              </p>
            ) : null}
          </div>
          <BillStatusBadge status={b.status} lang={lang} />
        </li>
      ))}
    </ul>
  );
}
