import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Await, Link, useLoaderData } from "@remix-run/react";
import { CircleCheck, CircleX, Clock, LoaderCircle } from "lucide-react";
import { Suspense } from "react";
import { getSession } from "~/.server/auth/session.server";
import { verifyPaymentOutcome, type PaymentOutcome } from "~/.server/payments/status.server";
import { findPlan, planDisplayName } from "~/data/plans";
import { ContactButton } from "~/components/ContactButton";
import { pageLang } from "~/.server/page-lang.server";
import { en, type AccountWords } from "~/i18n/account/en";
import { es } from "~/i18n/account/es";
import { wordsIn } from "~/i18n/pick";
import { memberPageHandle } from "~/utils/member-lang";

/** Header, footer and `<html lang>` in the member's language (app/utils/member-lang.ts). */
export const handle = memberPageHandle;

type Words = AccountWords["payment"];

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

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: wordsIn(data?.lang, { en, es }).payment.metaTitle },
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
  const profile = (await getSession(context.server, request))?.profile;
  const outcome: Promise<PaymentOutcome> = verifyPaymentOutcome(context.server, profile?.id ?? null, sessionId);
  return { plan, outcome, lang: pageLang(request, profile?.language) };
}

export default function PaymentSuccess() {
  const { plan, outcome, lang } = useLoaderData<typeof loader>();
  const w = wordsIn(lang, { en, es }).payment;
  return (
    <section className="container page" aria-live="polite">
      <style>{PAGE_STYLES}</style>
      <div className={`card ${styles.result}`}>
        <Suspense fallback={<Verifying w={w} />}>
          <Await resolve={outcome} errorElement={<Failed w={w} />}>
            {(result) => <Outcome outcome={result} plan={plan} w={w} />}
          </Await>
        </Suspense>
      </div>
    </section>
  );
}

function Outcome({ outcome, plan, w }: { outcome: PaymentOutcome; plan: string | null; w: Words }) {
  if (outcome === "success") return <Succeeded plan={plan} w={w} />;
  if (outcome === "pending") return <Pending w={w} />;
  if (typeof outcome === "object") return <TooManyChecks seconds={outcome.limited.retryAfterSeconds} w={w} />;
  return <Failed w={w} />;
}

/** The check was refused for now (rate limit): nothing is known to be wrong with the payment. */
function TooManyChecks({ seconds, w }: { seconds: number; w: Words }) {
  return (
    <div>
      <Clock className={`${styles.icon} ${styles.pending}`} size={48} aria-hidden="true" />
      <h1>{w.tooManyTitle}</h1>
      <p className="lead">
        {w.tooManyBefore} <span className="tabular">{seconds}</span> {w.tooManyAfter}
      </p>
      <div className={styles.actions}>
        <Link className="btn btn-primary" to="/dashboard">
          {w.continue}
        </Link>
      </div>
    </div>
  );
}

function Verifying({ w }: { w: Words }) {
  return (
    <div role="status">
      <LoaderCircle className={`${styles.icon} ${styles.pending} ${styles.spinner}`} size={48} aria-hidden="true" />
      <h1>{w.verifying}</h1>
      <p className="lead">{w.moment}</p>
    </div>
  );
}

function Succeeded({ plan, w }: { plan: string | null; w: Words }) {
  const dashboard = plan ? `/dashboard?payment=success&plan=${encodeURIComponent(plan)}` : "/dashboard";
  return (
    <div>
      <CircleCheck className={`${styles.icon} ${styles.success}`} size={48} aria-hidden="true" />
      <h1>{w.succeeded}</h1>
      <p className="lead">
        {plan ? (
          <>
            {w.thanksFor} <strong>{planDisplayName(plan)}</strong>. {w.showsSoon}
          </>
        ) : (
          <>
            {w.thanks} {w.showsSoon}
          </>
        )}
      </p>
      <div className={styles.actions}>
        <Link className="btn btn-primary" to={dashboard}>
          {w.goToDashboard}
        </Link>
      </div>
    </div>
  );
}

function Pending({ w }: { w: Words }) {
  return (
    <div>
      <Clock className={`${styles.icon} ${styles.pending}`} size={48} aria-hidden="true" />
      <h1>{w.pending}</h1>
      <p className="lead">{w.pendingLead}</p>
      <div className={styles.actions}>
        <Link className="btn btn-primary" to="/dashboard">
          {w.continue}
        </Link>
      </div>
    </div>
  );
}

function Failed({ w }: { w: Words }) {
  return (
    <div>
      <CircleX className={`${styles.icon} ${styles.failed}`} size={48} aria-hidden="true" />
      <h1>{w.failed}</h1>
      <p className="lead">{w.failedLead}</p>
      <div className={styles.actions}>
        <Link className="btn btn-primary" to="/pricing">
          {w.tryAgain}
        </Link>
        <ContactButton className="btn btn-secondary" label={w.contact} />
      </div>
    </div>
  );
}
