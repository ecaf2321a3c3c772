import type { SubmissionResult } from "@conform-to/react";
import { parseForm } from "~/utils/forms";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { type ShouldRevalidateFunction, useActionData, useFetcher, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { getOptionalSessionUser } from "~/.server/auth/session.server";
import { getProfile, saveRegistration, toProfileFormValues } from "~/.server/profiles/profiles.server";
import "~/components/dashboard/dashboard.css";
import { RegistrationThanks } from "~/components/registration/RegistrationThanks";
import {
  NEXT_STEP_INTENT,
  RegistrationForm,
  stepOf,
  type RegistrationStep,
} from "~/components/registration/RegistrationForm";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { findPlan, INSURANCE_BUNDLE } from "~/data/plans";
import { checkoutFailureMessage } from "~/domain/payments";
import {
  PROFILE_MESSAGES,
  registrationSchema,
  registrationStep1Schema,
  type ProfileFormValues,
} from "~/domain/profile";
import { forgetPlanChoice, readPlanChoice, toPlanChoice } from "~/utils/plan-choice";
import {
  CHECKOUT_STEP,
  CheckoutNext,
  checkoutInWords,
  ChosenPlanNotice,
  CONFIRM_CHECKOUT,
  SKIP_PLAN,
  useChosenPlan,
} from "~/components/registration/ChosenPlan";
import { clearStored, SIGNUP_DRAFT_KEY } from "~/utils/storage";
import { readFormData, submitForm } from "~/.server/forms.server";
import { BackLink } from "~/components/BackLink";
import { CheckoutOpening } from "~/components/registration/CheckoutOpening";
import { en as registrationEn } from "~/i18n/registration/en";
import { carriedLang, withLang, type CarriedLang } from "~/utils/carried-lang";
import { messagesIn, wordsIn } from "~/i18n/pick";
import { es } from "~/i18n/site/es";
import { es as registrationEs } from "~/i18n/registration/es";
import { en as waitEn } from "~/i18n/checkout-wait/en";
import { es as waitEs } from "~/i18n/checkout-wait/es";

/** `?lang=es` (came from the Spanish page): the whole page, header and footer in Spanish (docs/decisions/0046). */
export const handle = {
  messagesFor: messagesIn(es),
};

const wordsFor = (lang: CarriedLang) => wordsIn(lang, { en: registrationEn, es: registrationEs });

export const meta: MetaFunction<typeof loader> = ({ error, data }) => [
  { title: error ? errorTitleFor(error) : wordsFor(data?.lang ?? "en").meta.title },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = carriedLang(url.searchParams.get("lang"));
  const user = await getOptionalSessionUser(context.server, request);
  // Sign in (or create the account) first; the sign-in page brings a new member back here.
  if (!user) throw redirect(signInPath(url.searchParams.get("plan"), lang));
  const checkoutError = url.searchParams.get("error") === "checkout";
  const planFromQuery = toPlanChoice(url.searchParams.get("plan"));
  // Registered without JavaScript with a paid plan chosen: the page asks before Checkout. After a failed
  // Checkout it asks again, under the reason: the profile is saved, only the payment is left to try.
  const checkoutNext =
    user.onboardingCompleted &&
    (url.searchParams.get("step") === CHECKOUT_STEP || checkoutError) &&
    findPlan(planFromQuery ?? "")
      ? planFromQuery
      : null;
  // Per docs/product.md#registration-and-dashboard: an onboarded person goes to their dashboard (unless checkout just failed for them here).
  if (user?.onboardingCompleted && !checkoutError && !checkoutNext) {
    throw redirect(user.role === "admin" ? "/admin-dashboard" : "/dashboard");
  }
  const prefill: Partial<ProfileFormValues> = Object.fromEntries(
    Object.entries(toProfileFormValues(await getProfile(context.server, user.id))).filter(([, v]) => v),
  );
  return {
    role: user.role,
    prefill,
    checkoutError,
    checkoutReason: checkoutError ? url.searchParams.get("reason") : null,
    checkoutNext,
    planFromQuery,
    planSkipped: url.searchParams.get("plan") === SKIP_PLAN,
    supportEmail: context.server.env.SUPPORT_EMAIL,
    lang,
    // Picked here, so the page's script carries one language's words.
    openingCheckout: wordsIn(lang, { en: waitEn, es: waitEs }).opening,
  };
}

function signInPath(plan: string | null, lang: CarriedLang): string {
  const choice = toPlanChoice(plan);
  return withLang(choice ? `/sign-in?plan=${encodeURIComponent(choice)}` : "/sign-in", lang);
}

/**
 * After saving, the page stays put for the thank-you modal or checkout: the
 * loader would otherwise send the now-onboarded person to /dashboard.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;

type Answer = { saved: boolean; role: "member" | "admin"; step: RegistrationStep; result: SubmissionResult<string[]> };

export async function action({ request, context }: ActionFunctionArgs) {
  const lang = carriedLang(new URL(request.url).searchParams.get("lang"));
  const user = await getOptionalSessionUser(context.server, request);
  if (!user) throw redirect(signInPath(null, lang));
  // The registration form: its fields, its step and plan buttons, and the chosen plan riding along.
  const formData = await readFormData(request, registrationSchema, {
    also: ["intent", "plan_choice", "plan_name", "source", "then", "lang"],
  });
  if (formData.get("intent") === NEXT_STEP_INTENT) {
    // Without JavaScript "Next Step" posts here: step 1 is checked, then step 2 shows (step 1's answers ride along hidden).
    const submission = parseForm(formData, registrationStep1Schema);
    const valid = submission.status === "success";
    return data<Answer>(
      { saved: false, role: user.role, step: valid ? 2 : 1, result: submission.reply() },
      { status: valid ? 200 : 400 },
    );
  }
  // Registered from the Spanish page, the member's pages speak Spanish from then on (English: the browser decides).
  const language = lang === "es" ? lang : undefined;
  const { ok, result, init } = await submitForm(
    formData,
    registrationSchema,
    (value) =>
      saveRegistration(context.server, user.id, { ...value, plan_choice: formData.get("plan_choice"), language }),
    // The spec's alert on the page, never the error page: the person can simply try again.
    { unexpected: PROFILE_MESSAGES.saveFailed, request },
  );
  // Without JavaScript (only the page's own form posts CONFIRM_CHECKOUT): Checkout comes next, asked first.
  const plan = findPlan(String(formData.get("plan_choice") ?? ""));
  if (ok && user.role !== "admin" && plan && formData.get("then") === CONFIRM_CHECKOUT)
    throw redirect(withLang(`/form?step=${CHECKOUT_STEP}&plan=${encodeURIComponent(plan.name)}`, lang));
  return data<Answer>({ saved: ok, role: user.role, step: stepOf(result.error) ?? 2, result }, init);
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/form", label: "Back to the registration form" }} />;
}

export default function RegistrationPage() {
  const {
    prefill,
    checkoutError,
    checkoutReason,
    checkoutNext,
    planFromQuery,
    planSkipped,
    supportEmail,
    lang,
    openingCheckout,
  } = useLoaderData<typeof loader>();
  const w = wordsFor(lang);
  // Without JavaScript the form posts here and the page renders the answer.
  const documentAnswer = useActionData<typeof action>();
  const fetcher = useFetcher<typeof action>();
  const navigate = useNavigate();
  const [thankYou, setThankYou] = useState<"registered" | "quote" | null>(checkoutError ? "registered" : null);
  const [alert, setAlert] = useState<string | null>(
    checkoutError ? checkoutFailureMessage(checkoutReason, "form", w.checkoutFailures) : null,
  );
  const [checkoutPlan, setCheckoutPlan] = useState<string | null>(null);
  const busy = fetcher.state !== "idle" || checkoutPlan !== null;

  // The latest choice wins: a plan in the address replaces one stored on an earlier visit; ?plan=none forgets it.
  const chosenPlan = useChosenPlan(planFromQuery, planSkipped);
  const paidPlan = chosenPlan ? findPlan(chosenPlan) : undefined;

  // After a successful save (docs/product.md#registration-and-dashboard): clear the draft; admin → admin dashboard; plan → checkout;
  // Insurance Bundle → the quote thank-you (the server filed the request with the registration); else thank you.
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data?.saved) return;
    const result = fetcher.data;
    clearStored(SIGNUP_DRAFT_KEY);
    if (result.role === "admin") return navigate("/admin-dashboard");
    const plan = readPlanChoice();
    forgetPlanChoice();
    if (plan === INSURANCE_BUNDLE.name) setThankYou("quote");
    else if (plan) setCheckoutPlan(plan);
    else setThankYou("registered");
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  if (checkoutNext)
    return (
      <div className="container page narrow">
        <h1>{w.titleForPlan(findPlan(checkoutNext))}</h1>
        <CheckoutNext choice={checkoutNext} lang={lang} words={w} alert={alert} />
      </div>
    );

  return (
    <div className="container page narrow">
      <BackLink to={w.backHref}>{w.back}</BackLink>
      <h1>{paidPlan ? w.titleForPlan(paidPlan) : chosenPlan ? w.titleForQuote : w.titleFree}</h1>
      <p className="lead">{w.lead}</p>
      <ChosenPlanNotice choice={chosenPlan} skipHref={withLang(`/form?plan=${SKIP_PLAN}`, lang)} words={w.chosenPlan} />
      {alert ? (
        <div className="alert alert-error" role="alert" tabIndex={-1}>
          {alert}
        </div>
      ) : null}
      <div className="card">
        <RegistrationForm
          initialValues={prefill}
          initialStep={documentAnswer?.step}
          signedIn
          busy={busy}
          words={w}
          finalStepNote={
            <>
              <p className={paidPlan ? "alert alert-info m-0" : "hint m-0"}>
                {chosenPlan ? checkoutInWords(chosenPlan, w.chosenPlan) : w.freeNote}
                {paidPlan && w.checkoutInEnglish ? ` ${w.checkoutInEnglish}` : null}
              </p>
              {/* Read only without JavaScript: the script posts its own fields (onComplete). */}
              {planFromQuery ? <input type="hidden" name="plan_choice" value={planFromQuery} /> : null}
              {planFromQuery && findPlan(planFromQuery) ? (
                <input type="hidden" name="then" value={CONFIRM_CHECKOUT} />
              ) : null}
            </>
          }
          lastResult={fetcher.data?.result ?? documentAnswer?.result ?? null}
          onComplete={(values) => {
            setAlert(null);
            fetcher.submit({ ...values, plan_choice: readPlanChoice() ?? "" }, { method: "post" });
          }}
        />
      </div>
      {checkoutPlan ? (
        <CheckoutOpening
          plan={checkoutPlan}
          lang={lang}
          opening={openingCheckout}
          onFailed={() => {
            setAlert(w.checkoutFailures.form);
            setCheckoutPlan(null);
            setThankYou("registered");
          }}
        />
      ) : null}
      <RegistrationThanks thanks={thankYou} onClose={() => setThankYou(null)} supportEmail={supportEmail} words={w} />
    </div>
  );
}
