import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { findPlan, INSURANCE_BUNDLE, planPrice } from "~/data/plans";
import { forgetPlanChoice, readPlanChoice, rememberPlanChoice, type PlanChoice } from "~/utils/plan-choice";

/** `?plan=none`: the visitor skipped the plan they had chosen, and registers for free. */
export const SKIP_PLAN = "none";

/**
 * The plan a visitor chose on /pricing, as the sign-in and registration pages know it: from the
 * address (`?plan=`, read on the server, so it shows without JavaScript), else from this
 * browser's storage once the page runs. `?plan=none` forgets it.
 */
export function useChosenPlan(fromAddress: PlanChoice | null, skipped: boolean): PlanChoice | null {
  const [choice, setChoice] = useState<PlanChoice | null>(skipped ? null : fromAddress);
  useEffect(() => {
    if (skipped) forgetPlanChoice();
    else if (fromAddress) rememberPlanChoice(fromAddress);
    setChoice(skipped ? null : (fromAddress ?? readPlanChoice()));
  }, [fromAddress, skipped]);
  return choice;
}

/** "Essential Care, $49/month" from the plan catalog (never a figure written by hand). */
function planInWords(choice: PlanChoice): string {
  const plan = findPlan(choice);
  if (!plan) return `the ${INSURANCE_BUNDLE.name} (${INSURANCE_BUNDLE.priceLabel.toLowerCase()})`;
  const price = planPrice(plan);
  return `${plan.label}, ${price.amount}${price.per === "one-time" ? " one-time" : price.per}`;
}

/** What the chosen plan costs and when it is charged, said before the visitor commits to anything. */
export function checkoutInWords(choice: PlanChoice): string {
  const plan = findPlan(choice);
  if (!plan) return "No payment: a Care Finder advisor prepares your quote after you register.";
  const price = planPrice(plan);
  return plan.type === "subscription"
    ? `After you register, Stripe Checkout asks for ${price.amount} a month for ${plan.label}, renewed each month until you cancel.`
    : `After you register, Stripe Checkout asks for a one-time ${price.amount} for ${plan.label}.`;
}

/** "You chose Essential Care, $49/month; you can change or skip it", with both ways to do so. */
export function ChosenPlanNotice({ choice, skipHref }: { choice: PlanChoice | null; skipHref: string }) {
  if (!choice) return null;
  return (
    <section className="alert alert-info stack-3" aria-label="Your chosen plan">
      <p className="m-0">
        You chose <strong>{planInWords(choice)}</strong>. You can change or skip it.
      </p>
      <p className="m-0">{checkoutInWords(choice)}</p>
      <p className="m-0">
        <Link to="/pricing">Change plan</Link> · <Link to={skipHref}>Skip it and register for free</Link>
      </p>
    </section>
  );
}

/** `?step=checkout`: where registration without JavaScript goes when a paid plan was chosen. */
export const CHECKOUT_STEP = "checkout";
/** Posted with the form only when the page runs without JavaScript (the script posts its own fields). */
export const CONFIRM_CHECKOUT = "confirm-checkout";

/**
 * Registration done without JavaScript, a paid plan chosen: the page says what Checkout will ask
 * and waits for the person to go on; nothing is charged behind their back.
 */
export function CheckoutNext({ choice }: { choice: PlanChoice }) {
  return (
    <section className="card stack-3" aria-labelledby="checkout-next-title">
      <h2 id="checkout-next-title">Next: payment</h2>
      <p className="m-0">Thank you, your details are saved.</p>
      <p className="m-0">{checkoutInWords(choice).replace(/^After you register, /, "")}</p>
      <form method="post" action="/checkout" className="row-inline">
        <input type="hidden" name="plan_name" value={choice} />
        <input type="hidden" name="source" value="form" />
        <button type="submit" className="btn btn-accent">
          Continue to Stripe Checkout
        </button>
        <Link to="/dashboard" className="btn btn-secondary">
          Not now: go to my dashboard
        </Link>
      </form>
    </section>
  );
}
