import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { findPlan } from "~/data/plans";
import { en as chosenPlanEn, type ChosenPlanWords } from "~/i18n/chosen-plan/en";
import { en as registrationEn, type RegistrationWords } from "~/i18n/registration/en";
import type { CarriedLang } from "~/utils/carried-lang";
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

/** What the chosen plan costs and when it is charged, said before the visitor commits to anything. */
export function checkoutInWords(choice: PlanChoice, w: ChosenPlanWords = chosenPlanEn): string {
  return w.checkout(findPlan(choice));
}

/** "You chose Essential Care, $49/month; you can change or skip it", with both ways to do so. */
export function ChosenPlanNotice({
  choice,
  skipHref,
  words: w = chosenPlanEn,
}: {
  choice: PlanChoice | null;
  skipHref: string;
  words?: ChosenPlanWords;
}) {
  if (!choice) return null;
  return (
    <section className="alert alert-info stack-3" aria-label={w.label}>
      <p className="m-0">
        {w.youChose} <strong>{w.planInWords(choice)}</strong>. {w.changeOrSkip}
      </p>
      <p className="m-0">{checkoutInWords(choice, w)}</p>
      <p className="m-0">
        <Link to={w.changeHref}>{w.change}</Link> · <Link to={skipHref}>{w.skip}</Link>
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
 * and waits for the person to go on; nothing is charged behind their back. After a failed Checkout
 * (either way) the same card comes back under the reason: the profile is saved, payment is left to try.
 */
export function CheckoutNext({
  choice,
  lang = "en",
  words: w = registrationEn,
  alert,
}: {
  choice: PlanChoice;
  lang?: CarriedLang;
  words?: RegistrationWords;
  /** Why the last Checkout did not open (`?error=checkout`): shown above, the button tries again. */
  alert?: string | null;
}) {
  return (
    <>
      {alert ? (
        <div className="alert alert-error" role="alert">
          {alert}
        </div>
      ) : null}
      <CheckoutNextCard choice={choice} lang={lang} words={w} />
    </>
  );
}

function CheckoutNextCard({
  choice,
  lang,
  words: w,
}: {
  choice: PlanChoice;
  lang: CarriedLang;
  words: RegistrationWords;
}) {
  return (
    <section className="card stack-3" aria-labelledby="checkout-next-title">
      <h2 id="checkout-next-title">{w.checkoutNext.heading}</h2>
      <p className="m-0">{w.checkoutNext.saved}</p>
      <p className="m-0">{w.checkoutNext.afterRegistering(checkoutInWords(choice, w.chosenPlan))}</p>
      {/* Stripe's page speaks English: a Spanish page says so before the person goes on. */}
      {w.checkoutInEnglish ? <p className="m-0">{w.checkoutInEnglish}</p> : null}
      <form method="post" action="/checkout" className="row-inline">
        <input type="hidden" name="plan_name" value={choice} />
        <input type="hidden" name="source" value="form" />
        {lang === "en" ? null : <input type="hidden" name="lang" value={lang} />}
        <button type="submit" className="btn btn-accent">
          {w.checkoutNext.continue}
        </button>
        <Link to="/dashboard" className="btn btn-secondary">
          {w.checkoutNext.notNow}
        </Link>
      </form>
    </section>
  );
}
