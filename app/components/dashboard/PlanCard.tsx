import { Form, Link } from "@remix-run/react";
import { LocalTime } from "~/components/LocalTime";
import type { PlanStanding } from "~/domain/plan-standing";
import { planActionOf } from "~/domain/plan-standing";
import { formatUsd } from "~/format/money";
import { wordsIn } from "~/i18n/pick";
import { en } from "~/i18n/dashboard/en";
import { es } from "~/i18n/dashboard/es";
import { usePageLang } from "~/utils/member-lang";

/** The dashboard's plan card: the plan, where it stands, and the one button that acts on it (Stripe or /pricing). */
export function PlanCard({
  plan,
  careAccessFree,
  careAccessCredit,
  billingAlert,
}: {
  plan: PlanStanding;
  careAccessFree: boolean;
  /** The new-member Care Access payment to credit, in dollars. */
  careAccessCredit: number | null;
  billingAlert: "none" | "error" | null;
}) {
  const w = wordsIn(usePageLang(), { en, es });
  const planAction = { ...planActionOf(plan.kind), ...w.plan.action[plan.kind] };
  const credit = careAccessCredit ? w.plan.credit(formatUsd(careAccessCredit)) : null;
  return (
    <section className="card" aria-labelledby="plan-title">
      <h2 id="plan-title">{w.plan.title}</h2>
      <p className="text-lg-strong mb-1">{plan.planLabel ?? w.plan.none}</p>
      <p className="muted" data-testid="plan-status">
        {plan.kind === "canceled" && plan.endedAt ? (
          <>
            {w.plan.status[plan.kind]} ({w.plan.ended} <LocalTime iso={plan.endedAt} withTime={false} />)
          </>
        ) : (
          w.plan.status[plan.kind]
        )}
      </p>
      {careAccessFree ? <p data-testid="care-access-free">{w.plan.careAccessFree}</p> : null}
      {credit ? (
        <p data-testid="care-access-credit">
          {credit[0]}
          <span className="tabular">{credit[1]}</span>
          {credit[2]}
        </p>
      ) : null}
      {billingAlert ? (
        <p className="alert alert-error" role="alert">
          {w.billing[billingAlert]}
        </p>
      ) : null}
      {planAction.explains ? <p>{planAction.explains}</p> : null}
      {planAction.to === "billing-portal" ? (
        <Form method="post" action="/billing-portal">
          <button type="submit" className="btn btn-secondary">
            {planAction.label}
          </button>
        </Form>
      ) : (
        <Link to="/pricing" className="btn btn-accent">
          {planAction.label}
        </Link>
      )}
    </section>
  );
}
