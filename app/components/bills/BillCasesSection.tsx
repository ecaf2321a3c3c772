import { Link } from "@remix-run/react";
import { Receipt } from "lucide-react";
import type { DashboardBills } from "~/domain/bill-views";
import { formatCents } from "~/format/cents";
import { BillCaseList } from "./BillCaseList";

/**
 * The dashboard's bills (docs/product.md#bill-check): "Check a bill", what resolved cases saved (over all of
 * them), and the newest cases with their status and next deadline; older ones are on /dashboard/bills.
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
        <BillCaseList cases={bills} />
      )}
      {more > 0 ? (
        <p className="mt-2 text-sm">
          <Link to="/dashboard/bills">{`See all ${bills.length + more} bill checks`}</Link>
        </p>
      ) : null}
    </section>
  );
}
