import { Form, Link, useNavigate, useNavigation } from "@remix-run/react";
import { Check } from "lucide-react";
import { planPrice, type ConciergePlan } from "~/data/plans";
import { en as planCardEn, type PlanCardWords } from "~/i18n/plan-card/en";
import { formatUsd } from "~/format/money";
import { forgetPlanChoice, rememberPlanChoice } from "~/utils/plan-choice";
import { useOptionalUser } from "~/utils/user";

/** What Checkout charges this person for the plan, in cents (the loader's `memberCharges`). */
type Charge = { amountCents: number; creditCents: number; dueTodayCents: number; freeWithEnrollment?: boolean };

/**
 * One concierge plan: its price (what Checkout charges this person, `charge`), what it includes, and the
 * button that chooses it. Signed in, /checkout starts Stripe Checkout; signed out, the choice is kept and the
 * visitor signs in first (without JavaScript /checkout itself sends them to sign in, keeping the plan and the
 * page's language).
 */
export function PlanCard({
  plan,
  charge,
  words: w = planCardEn,
  heading: Heading = "h2",
}: {
  plan: ConciergePlan;
  charge?: Charge;
  words?: PlanCardWords;
  heading?: "h2" | "h3";
}) {
  const user = useOptionalUser();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const headingId = `plan-${plan.name.toLowerCase().replace(/\s+/g, "-")}`;
  const busy = navigation.state !== "idle" && navigation.formData?.get("plan_name") === plan.name;
  const price = planPrice(plan);
  const offerPrice = charge && charge.amountCents !== plan.amount * 100 ? formatUsd(charge.amountCents / 100) : null;
  const name = w.name(plan);
  const badge = w.badge(plan);

  return (
    <article
      className={`card plan-card${plan.highlight ? " plan-card--highlight" : ""}`}
      aria-labelledby={headingId}
      data-plan={plan.name}
    >
      {badge ? <span className="chip plan-card__badge">{badge}</span> : null}
      <Heading id={headingId} className="h3-size">
        {name}
      </Heading>
      {name !== plan.label ? (
        <p className="plan-card__english muted" lang="en">
          {plan.label}
        </p>
      ) : null}
      <p className="plan-card__price tabular">
        {offerPrice ?? price.amount}
        <small>{w.per(plan)}</small>
      </p>
      {charge?.freeWithEnrollment ? (
        <p className="plan-card__offer" data-testid="free-with-enrollment">
          {w.freeWithEnrollment(price.amount)}
        </p>
      ) : offerPrice ? (
        <p className="plan-card__offer">{w.newMemberPrice(price.amount)}</p>
      ) : null}
      {charge?.creditCents ? (
        <p className="plan-card__offer">
          {w.credited(formatUsd(charge.creditCents / 100), formatUsd(charge.dueTodayCents / 100))}
        </p>
      ) : null}
      <p>{w.summary(plan)}</p>
      <ul className="check-list">
        {w.benefits(plan).map((benefit) => (
          <li key={benefit}>
            <Check aria-hidden="true" size={18} /> {benefit}
          </li>
        ))}
      </ul>
      {charge?.freeWithEnrollment ? (
        // Already theirs: no Checkout to ask for.
        <Link className="btn btn-secondary" to="/dashboard">
          {w.included}
        </Link>
      ) : (
        <Form
          method="post"
          action="/checkout"
          onSubmit={(event) => {
            // The latest choice wins: checkout starts now for a member, so nothing older may linger.
            if (user) return forgetPlanChoice();
            event.preventDefault();
            rememberPlanChoice(plan.name);
            navigate(w.visitorNext(plan));
          }}
        >
          <input type="hidden" name="plan_name" value={plan.name} />
          {w.lang === "en" ? null : <input type="hidden" name="lang" value={w.lang} />}
          <button type="submit" className={`btn ${plan.highlight ? "btn-accent" : "btn-primary"}`} disabled={busy}>
            {busy ? w.redirecting : w.choose(name)}
          </button>
        </Form>
      )}
    </article>
  );
}
