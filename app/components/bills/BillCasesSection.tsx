import { Link } from "@remix-run/react";
import { Receipt } from "lucide-react";
import type { DashboardBills } from "~/domain/bill-views";
import { formatCalendarDate } from "~/format/dates";
import { formatCents } from "~/format/cents";
import { BillStatusBadge } from "./BillStatusBadge";

/**
 * The dashboard's bills (docs/product.md#bill-check): "Check a bill", what resolved cases saved (over all of
 * them), and the newest cases with their status and next deadline; older ones are counted, not listed.
 */
export function BillCasesSection({ bills: { cases: bills, more, saved_cents: saved } }: { bills: DashboardBills }) {
  return (
    <section className="card" aria-labelledby="bills-title">
      <div className="row-between">
        <h2 id="bills-title" className="m-0">
          Your bills
        </h2>
        <Link to="/dashboard/bills/new" className="btn btn-accent btn-sm">
          <Receipt aria-hidden="true" size={16} /> Check a bill
        </Link>
      </div>
      {saved !== null ? <p className="text-lg-strong mt-4">{`Saved ${formatCents(saved)} so far`}</p> : null}
      {bills.length === 0 ? (
        <p className="muted mt-4">Got a hospital bill? Check it against the hospital&apos;s own posted cash prices.</p>
      ) : (
        <ul className="dash-list" aria-label="Your bill checks">
          {bills.map((b) => (
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
                    {`Next deadline: ${b.next_deadline.label}, by ${formatCalendarDate(b.next_deadline.due_date)}`}
                  </p>
                ) : null}
              </div>
              <BillStatusBadge status={b.status} />
            </li>
          ))}
        </ul>
      )}
      {more > 0 ? (
        <p className="muted mt-2 text-sm">{`${more} older bill ${more === 1 ? "check" : "checks"} not listed here.`}</p>
      ) : null}
    </section>
  );
}
