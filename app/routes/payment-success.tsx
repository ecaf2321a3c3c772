import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Await, Link, useLoaderData } from "@remix-run/react";
import { CircleCheck, CircleX, Clock, LoaderCircle } from "lucide-react";
import { Suspense } from "react";
import { getOptionalSessionUser } from "~/.server/auth/session.server";
import { verifyPaymentOutcome, type PaymentOutcome } from "~/.server/payments/status.server";
import { findPlan, planDisplayName } from "~/data/plans";
import { ContactButton } from "~/components/ContactButton";

/** Page-local styles (class names prefixed `ps-`); inline styles are allowed by the CSP. */
const PAGE_STYLES = `
.ps-result { max-width: 40rem; margin-inline: auto; text-align: center; }
.ps-icon { display: block; margin: 0 auto var(--space-4); }
.ps-success { color: var(--color-done); }
.ps-pending { color: var(--color-primary); }
.ps-failed { color: var(--color-error); }
.ps-actions { display: flex; flex-wrap: wrap; gap: var(--space-3); justify-content: center; }
.ps-spinner { animation: ps-spin 1s linear infinite; }
@keyframes ps-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .ps-spinner { animation-duration: 3s; } }
`;

const styles = {
  result: "ps-result",
  icon: "ps-icon",
  success: "ps-success",
  pending: "ps-pending",
  failed: "ps-failed",
  actions: "ps-actions",
  spinner: "ps-spinner",
};

/** The messaging support chat ("Contact Support" opens it in a new tab: docs/product.md#payments). */

export const meta: MetaFunction = () => [
  { title: "Payment result | Care Finder" },
  { name: "robots", content: "noindex" },
];

/**
 * Verifies on the server (docs/decisions/0007-payments.md): the session is read from Stripe for its owner
 * only. The answer streams in; the spinner is the pending UI. Nothing here
 * changes a plan: only the verified webhook does.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const sessionId = url.searchParams.get("session_id");
  // The plan param only names the plan on screen, and only a plan from the catalog.
  const plan = findPlan(url.searchParams.get("plan") ?? "")?.name ?? null;
  const user = await getOptionalSessionUser(context.server, request);
  const outcome: Promise<PaymentOutcome> = verifyPaymentOutcome(context.server, user?.id ?? null, sessionId);
  return { plan, outcome };
}

export default function PaymentSuccess() {
  const { plan, outcome } = useLoaderData<typeof loader>();
  return (
    <section className="container page" aria-live="polite">
      <style>{PAGE_STYLES}</style>
      <div className={`card ${styles.result}`}>
        <Suspense fallback={<Verifying />}>
          <Await resolve={outcome} errorElement={<Failed />}>
            {(result) => <Outcome outcome={result} plan={plan} />}
          </Await>
        </Suspense>
      </div>
    </section>
  );
}

function Outcome({ outcome, plan }: { outcome: PaymentOutcome; plan: string | null }) {
  if (outcome === "success") return <Succeeded plan={plan} />;
  if (outcome === "pending") return <Pending />;
  if (typeof outcome === "object") return <TooManyChecks seconds={outcome.limited.retryAfterSeconds} />;
  return <Failed />;
}

/** The check was refused for now (rate limit): nothing is known to be wrong with the payment. */
function TooManyChecks({ seconds }: { seconds: number }) {
  return (
    <div>
      <Clock className={`${styles.icon} ${styles.pending}`} size={48} aria-hidden="true" />
      <h1>Too many checks</h1>
      <p className="lead">
        We checked this payment too many times in a row. Please try again in <span className="tabular">{seconds}</span>{" "}
        seconds. Your payment is not affected: your dashboard shows your plan as soon as our payment provider confirms
        it.
      </p>
      <div className={styles.actions}>
        <Link className="btn btn-primary" to="/dashboard">
          Continue to Dashboard
        </Link>
      </div>
    </div>
  );
}

function Verifying() {
  return (
    <div role="status">
      <LoaderCircle className={`${styles.icon} ${styles.pending} ${styles.spinner}`} size={48} aria-hidden="true" />
      <h1>Verifying your payment...</h1>
      <p className="lead">This only takes a moment.</p>
    </div>
  );
}

function Succeeded({ plan }: { plan: string | null }) {
  const dashboard = plan ? `/dashboard?payment=success&plan=${encodeURIComponent(plan)}` : "/dashboard";
  return (
    <div>
      <CircleCheck className={`${styles.icon} ${styles.success}`} size={48} aria-hidden="true" />
      <h1>Payment Successful!</h1>
      <p className="lead">
        {plan ? (
          <>
            Thank you for choosing <strong>{planDisplayName(plan)}</strong>. Your plan will show on your dashboard as
            soon as our payment provider confirms it.
          </>
        ) : (
          <>Thank you. Your plan will show on your dashboard as soon as our payment provider confirms it.</>
        )}
      </p>
      <div className={styles.actions}>
        <Link className="btn btn-primary" to={dashboard}>
          Go to Dashboard
        </Link>
      </div>
    </div>
  );
}

function Pending() {
  return (
    <div>
      <Clock className={`${styles.icon} ${styles.pending}`} size={48} aria-hidden="true" />
      <h1>Payment Pending</h1>
      <p className="lead">Your payment is still being processed. This usually takes just a few moments.</p>
      <div className={styles.actions}>
        <Link className="btn btn-primary" to="/dashboard">
          Continue to Dashboard
        </Link>
      </div>
    </div>
  );
}

function Failed() {
  return (
    <div>
      <CircleX className={`${styles.icon} ${styles.failed}`} size={48} aria-hidden="true" />
      <h1>Payment Failed</h1>
      <p className="lead">
        There was an issue processing your payment. Please try again or contact our support team if the problem
        persists.
      </p>
      <div className={styles.actions}>
        <Link className="btn btn-primary" to="/pricing">
          Try Again
        </Link>
        <ContactButton className="btn btn-secondary" label="Contact Support" />
      </div>
    </div>
  );
}
