import { ExternalLink } from "lucide-react";
import { LocalTime } from "~/components/LocalTime";
import { findPlan } from "~/data/plans";
import type { MemberPaymentView } from "~/domain/payments";
import { formatUsd } from "~/format/money";
import { wordsIn } from "~/i18n/pick";
import { en, type DashboardWords } from "~/i18n/dashboard/en";
import { es } from "~/i18n/dashboard/es";
import { usePageLang } from "~/utils/member-lang";

const dollars = (cents: number) => formatUsd(cents / 100);

function statusText(payment: MemberPaymentView, w: DashboardWords["payments"]): string {
  if (payment.status === "refunded") return w.refunded(dollars(payment.refunded_cents));
  if (payment.refunded_cents > 0) return w.partlyRefunded(dollars(payment.refunded_cents));
  return payment.status === "pending" ? w.pending : w.paid;
}

/** The dashboard's Payments card: each payment, its refund, and Stripe's receipt or invoice page. */
export function PaymentsSection({ payments }: { payments: MemberPaymentView[] }) {
  const w = wordsIn(usePageLang(), { en, es }).payments;
  return (
    <section className="card" aria-labelledby="payments-title" id="payments">
      <h2 id="payments-title">{w.title}</h2>
      {payments.length === 0 ? (
        <p className="muted m-0">{w.none}</p>
      ) : (
        <ul className="dash-payments">
          {payments.map((payment) => (
            <li key={payment.id} data-testid="member-payment">
              <p className="m-0">
                <strong>{findPlan(payment.plan_name)?.label ?? payment.plan_name}</strong>{" "}
                <span className="tabular">{dollars(payment.amount_cents)}</span>
                {payment.plan_type === "subscription" ? w.monthly : w.oneTime}
              </p>
              <p className="muted m-0">
                {statusText(payment, w)}
                {payment.refunded_at ? (
                  <>
                    {" "}
                    {w.on} <LocalTime iso={payment.refunded_at} withTime={false} />
                  </>
                ) : null}
                {" · "}
                {w.paidOn} <LocalTime iso={payment.created_at} withTime={false} />
              </p>
              {payment.receipt_url ? (
                <p className="m-0">
                  <a href={payment.receipt_url} rel="noreferrer" target="_blank">
                    {payment.plan_type === "subscription" ? w.invoice : w.receipt}
                    <span className="visually-hidden">
                      {w.opensStripe(findPlan(payment.plan_name)?.label ?? payment.plan_name)}
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
