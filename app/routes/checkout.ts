import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { requireUser } from "~/.server/auth/guards.server";
import { ServiceError } from "~/.server/errors.server";
import { isStripeNoAnswer } from "~/.server/payments/stripe.server";
import { logError } from "~/.server/observability.server";
import { createCheckoutSession } from "~/.server/payments/checkout.server";
import { findPlan } from "~/data/plans";
import { readFormData } from "~/.server/forms.server";
import { refusedAsText } from "~/.server/forms/door-refusal.server";
import { checkoutRequestSchema, PAYMENT_MESSAGES, type CheckoutFailureReason } from "~/domain/payments";
import { parseInput } from "~/.server/validation.server";
import { carriedLang, withLang, type CarriedLang } from "~/utils/carried-lang";
import { LANGUAGE_HOME } from "~/i18n";
import { wordsIn } from "~/i18n/pick";

/**
 * `POST /checkout` (form field `plan_name`): the pricing page and the
 * registration form post here. Signed out → /sign-in with the plan kept, then
 * /form (docs/product.md#payments "Plan selection"); signed in → a Stripe Checkout Session for the catalog's
 * plan and a redirect to Stripe's page. A failure returns to the page that
 * posted with `error=checkout`, where the spec's alert is shown.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  // A plan card (pricing, the form's last step): the plan, where it was chosen, the page's language.
  const form = await readFormData(request, checkoutRequestSchema, { also: ["source", "lang"] }).catch(refusedAsText);
  const planName = String(form.get("plan_name") ?? "");
  const plan = findPlan(planName);
  const fromForm = form.get("source") === "form";

  // A plan chosen on the Spanish page signs in in Spanish (docs/decisions/0046-language-carried-to-sign-in.md).
  const lang = carriedLang(String(form.get("lang") ?? ""));
  const signInTarget = withLang(plan ? `/sign-in?plan=${encodeURIComponent(plan.name)}` : "/sign-in", lang);
  const user = await requireUser(context.server, request, { redirectTo: signInTarget });

  try {
    const answer = await createCheckoutSession(
      context.server,
      user.id,
      parseInput(checkoutRequestSchema, {
        plan_name: planName,
        success_url: spanishSuccessUrl(lang, planName, request.url),
        cancel_url: spanishCancelUrl(lang, request.url),
      }),
      request.url,
    );
    return redirect(answer.session_url);
  } catch (error) {
    if (!(error instanceof ServiceError)) {
      logError("checkout", error, request);
    }
    // The reason lets the page name the cause: no Stripe keys, or keys of mixed modes.
    const reason = checkoutFailureReason(error);
    const failed = `?error=checkout${reason ? `&reason=${reason}` : ""}`;
    // Back to the page that posted, in its language: the registration form keeps `lang`; the Spanish plan
    // cards are on the Spanish page, which has its own words for every reason.
    // The form keeps the plan, so its "Try again" can open Checkout once more.
    if (fromForm)
      return redirect(withLang(`/form${failed}${plan ? `&plan=${encodeURIComponent(plan.name)}` : ""}`, lang));
    return redirect(`${wordsIn(lang, { en: "/pricing", es: LANGUAGE_HOME.es })}${failed}`);
  }
}

/** Paying from a Spanish page returns to the payment page in Spanish, whatever the browser's languages. */
function spanishSuccessUrl(lang: CarriedLang, planName: string, requestUrl: string): string | undefined {
  if (lang !== "es") return undefined;
  const { origin } = new URL(requestUrl);
  // Stripe fills in the literal placeholder (app/.server/payments/checkout.server.ts keeps it as given).
  return `${origin}/payment-success?plan=${encodeURIComponent(planName)}&session_id={CHECKOUT_SESSION_ID}&lang=es`;
}

/** Leaving Stripe's page (Cancel) from a Spanish page returns to the Spanish plans rather than the English ones. */
function spanishCancelUrl(lang: CarriedLang, requestUrl: string): string | undefined {
  return lang === "es" ? new URL(`${LANGUAGE_HOME.es}?payment=cancelled`, requestUrl).toString() : undefined;
}

function checkoutFailureReason(error: unknown): CheckoutFailureReason | null {
  if (!(error instanceof ServiceError)) return null;
  if (error.status === 503) return "unconfigured";
  if (error.status === 429) return "too_many";
  if (isStripeNoAnswer(error)) return "no_answer";
  if (error.message === PAYMENT_MESSAGES.configuration) return "configuration";
  if (error.message === PAYMENT_MESSAGES.offerBusy) return "offer_busy";
  if (error.message === PAYMENT_MESSAGES.offerSpent) return "offer_spent";
  if (error.message === PAYMENT_MESSAGES.careAccessIncluded) return "included";
  return null;
}

/** Nothing to show here: a plain visit goes to the plans. */
export function loader() {
  return redirect("/pricing");
}
