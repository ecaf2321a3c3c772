import { ExternalLink } from "lucide-react";
import { LocalTime } from "~/components/LocalTime";
import { findPlan } from "~/data/plans";
import type { MemberPaymentView } from "~/domain/payments";
import { formatUsd } from "~/format/money";

const dollars = (cents: number) => formatUsd(cents / 100);

function statusText(payment: MemberPaymentView): string {
  if (payment.status === "refunded") return `Refunded ${dollars(payment.refunded_cents)}`;
  if (payment.refunded_cents > 0) return `Paid, ${dollars(payment.refunded_cents)} refunded`;
  return payment.status === "pending" ? "Payment pending" : "Paid";
}

/** The dashboard's Payments card: each payment, its refund, and Stripe's receipt or invoice page. */
export function PaymentsSection({ payments }: { payments: MemberPaymentView[] }) {
  return (
    <section className="card" aria-labelledby="payments-title" id="payments">
      <h2 id="payments-title">Payments</h2>
      {payments.length === 0 ? (
        <p className="muted m-0">No payments yet.</p>
      ) : (
        <ul className="dash-payments">
          {payments.map((payment) => (
            <li key={payment.id} data-testid="member-payment">
              <p className="m-0">
                <strong>{findPlan(payment.plan_name)?.label ?? payment.plan_name}</strong>{" "}
                <span className="tabular">{dollars(payment.amount_cents)}</span>
                {payment.plan_type === "subscription" ? " (monthly)" : " (one-time)"}
              </p>
              <p className="muted m-0">
                {statusText(payment)}
                {payment.refunded_at ? (
                  <>
                    {" "}
                    on <LocalTime iso={payment.refunded_at} withTime={false} />
                  </>
                ) : null}
                {" · "}paid <LocalTime iso={payment.created_at} withTime={false} />
              </p>
              {payment.receipt_url ? (
                <p className="m-0">
                  <a href={payment.receipt_url} rel="noreferrer" target="_blank">
                    {payment.plan_type === "subscription" ? "Invoice" : "Receipt"}
                    <span className="visually-hidden">
                      {" "}
                      for {findPlan(payment.plan_name)?.label ?? payment.plan_name}, opens Stripe in a new tab
                    </span>{" "}
                    <ExternalLink aria-hidden="true" size={14} />
                  </a>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
