import { Link } from "@remix-run/react";
import { LocalTime } from "~/components/LocalTime";
import { formatCents } from "~/format/cents";

type Standing = {
  owed: boolean;
  fee: {
    amount_cents: number;
    refundable: boolean;
    refund_requested_at: string | null;
    refunded: boolean;
  } | null;
};

/**
 * The money-back promise on the team's bill case page: once a resolved case saved nothing, the
 * member's review fee is owed back; the button leads to the confirmation page (a plain link, so it
 * works without JavaScript), and the fee's refund shows here once asked for and once Stripe confirms it.
 */
export function ReviewFeeCard({ caseId, standing }: { caseId: string; standing: Standing }) {
  const fee = standing.fee;
  if (!standing.owed && !fee?.refund_requested_at) return null;
  return (
    <section className="card" aria-labelledby="review-fee-title" data-testid="review-fee">
      <h2 id="review-fee-title">Review fee</h2>
      {!fee ? (
        <p>The case saved nothing, but the member has no paid review fee to refund.</p>
      ) : fee.refunded ? (
        <p>{`Refunded: ${formatCents(fee.amount_cents)}, confirmed by Stripe.`}</p>
      ) : fee.refund_requested_at ? (
        <p>
          {`Refund of ${formatCents(fee.amount_cents)} asked of Stripe `}
          <LocalTime iso={fee.refund_requested_at} />; it shows as refunded once Stripe confirms it.
        </p>
      ) : fee.refundable ? (
        <>
          <p>
            {`The case was resolved with nothing saved: the money-back promise refunds the member's ${formatCents(fee.amount_cents)} review fee.`}
          </p>
          <Link className="btn btn-primary" to={`/admin-dashboard/bills/${caseId}/refund-review-fee`}>
            Refund the review fee
          </Link>
        </>
      ) : null}
    </section>
  );
}
