import { Link } from "@remix-run/react";
import { Receipt } from "lucide-react";
import type { DashboardBills } from "~/domain/bill-views";
import { formatCents } from "~/format/cents";
import { billWords } from "./bill-words";
import { BillCaseList } from "./BillCaseList";

/**
 * The dashboard's bills (docs/product.md#bill-check): "Check a bill", what resolved cases saved (over all of
 * them), and the newest cases with their status and next deadline; older ones are on /dashboard/bills.
 */
export function BillCasesSection({
  bills: { cases: bills, more, saved_cents: saved },
  lang,
}: {
  bills: DashboardBills;
  /** The dashboard's language (English when none is given). */
  lang?: string;
}) {
  const w = billWords(lang);
  return (
    <section className="card" aria-labelledby="bills-title">
      <div className="row-between">
        <h2 id="bills-title" className="m-0">
          {w.list.yourBills}
        </h2>
        <Link to="/dashboard/bills/new" className="btn btn-accent btn-sm">
          <Receipt aria-hidden="true" size={16} /> {w.checkABill}
        </Link>
      </div>
      {saved !== null ? <p className="text-lg-strong mt-4">{w.list.savedSoFar(formatCents(saved))}</p> : null}
      {bills.length === 0 ? <p className="muted mt-4">{w.list.empty}</p> : <BillCaseList cases={bills} lang={lang} />}
      {more > 0 ? (
        <p className="mt-2 text-sm">
          <Link to="/dashboard/bills">{w.list.seeAll(bills.length + more)}</Link>
        </p>
      ) : null}
    </section>
  );
}
