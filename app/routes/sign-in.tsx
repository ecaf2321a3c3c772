import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getValibotConstraint, parseWithValibot } from "@conform-to/valibot";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Mail } from "lucide-react";
import { requestEmailLink } from "~/.server/auth/email-links.server";
import { requireAnonymous } from "~/.server/auth/guards.server";
import { keepRetryAfter } from "~/.server/auth/rate-limit.server";
import { startOAuth } from "~/.server/auth/oauth.server";
import { ServiceError } from "~/.server/errors.server";
import { HUMAN_CHECK_FIELD } from "~/.server/human-check.server";
import { HumanCheck } from "~/components/HumanCheck";
import { CheckYourEmail } from "~/components/sign-in/CheckYourEmail";
import { GoogleSignIn, PasskeySignIn, SignInNext } from "~/components/sign-in/SignInWays";
import type { Refusal } from "~/domain/refusals";
import { emailLinkRequestSchema } from "~/domain/sign-in";
import { en as refusalsEn, sayMessage } from "~/i18n/refusals/en";
import { en as signInEn } from "~/i18n/sign-in/en";
import { carriedLang, withLang } from "~/utils/carried-lang";
import { messagesIn, wordsIn } from "~/i18n/pick";
import { es } from "~/i18n/site/es";
import { es as signInEs } from "~/i18n/sign-in/es";
import { ChosenPlanNotice, SKIP_PLAN, useChosenPlan } from "~/components/registration/ChosenPlan";
import { toPlanChoice } from "~/utils/plan-choice";
import { useTurnstileScriptUrl, useTurnstileSiteKey } from "~/utils/user";
import { readFormData, replyToFailure } from "~/.server/forms.server";
import { rootAppUrl, seoMeta } from "~/components/seo";
import { ErrorList } from "~/components/forms";
import { useSpanishRefusals } from "~/utils/refusal-words";
import { SAVE_BILL_CHECK } from "~/domain/bill-check-fields";

/** `?lang=es` (a plan chosen on the Spanish page): the whole page, header and footer in Spanish. */
export const handle = {
  messagesFor: messagesIn(es),
};

// Indexable like the other public pages: people search for "Care Finder sign in".
export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  seoMeta({
    appUrl: rootAppUrl(matches),
    path: "/sign-in",
    ...wordsIn(data?.lang, { en: signInEn, es: signInEs }).meta,
  });

/** A refused ask for a link says when to come back (a rate limit's `Retry-After`), as the API does. */
export const headers = keepRetryAfter;

/**
 * The front door: Google single sign-on, or an emailed link that signs in a
 * known address and creates the account for a new one (docs/decisions/0030).
 * Works without JavaScript: both are plain form posts to this action.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(context.server, request);
  const url = new URL(request.url);
  return {
    plan: toPlanChoice(url.searchParams.get("plan")),
    planSkipped: url.searchParams.get("plan") === SKIP_PLAN,
    // Sent here by "Ask our team": the question waits for them (app/.server/requests/pending-question.server.ts).
    asking: url.searchParams.get("then") === "ask",
    // Sent here by "Save this check": the check waits for them (app/.server/bills/visitor-check.server.ts).
    saving: url.searchParams.get("then") === SAVE_BILL_CHECK,
    lang: carriedLang(url.searchParams.get("lang")),
  };
}

type ActionAnswer = {
  result: SubmissionResult<string[]> | null;
  sentTo: string | null;
  /** A link went to this address a moment ago, so none was sent now: seconds until another can be asked for. */
  resendIn?: number | null;
  /** Google sign-in could not start: a refusal by its code (app/domain/refusals.ts). */
  googleError: Refusal | null;
};

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(context.server, request);
  const formData = await readFormData(request, emailLinkRequestSchema, { also: ["intent", HUMAN_CHECK_FIELD] });
  if (formData.get("intent") === "google") {
    try {
      const { redirectUrl, cookies } = startOAuth(context.server, "google");
      const headers = new Headers();
      for (const cookie of cookies) headers.append("Set-Cookie", cookie);
      return redirect(redirectUrl, { headers });
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      return data<ActionAnswer>(
        { result: null, sentTo: null, googleError: { code: "googleUnavailable" } },
        { status: error.status },
      );
    }
  }

  const submission = parseWithValibot(formData, { schema: emailLinkRequestSchema });
  if (submission.status !== "success") {
    return data<ActionAnswer>({ result: submission.reply(), sentTo: null, googleError: null }, { status: 400 });
  }
  try {
    const { email, resendIn } = await requestEmailLink(
      context.server,
      request,
      { email: submission.value.email, [HUMAN_CHECK_FIELD]: formData.get(HUMAN_CHECK_FIELD) },
      carriedLang(new URL(request.url).searchParams.get("lang")),
    );
    return data<ActionAnswer>({ result: submission.reply(), sentTo: email, resendIn, googleError: null });
  } catch (error) {
    const { result, init } = replyToFailure(submission, error);
    return data<ActionAnswer>({ result, sentTo: null, googleError: null }, init);
  }
}

export default function SignIn() {
  const { plan, planSkipped, asking, saving, lang } = useLoaderData<typeof loader>();
  const w = wordsIn(lang, { en: signInEn, es: signInEs });
  const refusals = useSpanishRefusals(lang === "es") ?? refusalsEn;
  const say = (message: string | null | undefined) => sayMessage(refusals, message);
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const siteKey = useTurnstileSiteKey();
  const scriptUrl = useTurnstileScriptUrl();
  const intent = navigation.formData?.get("intent");
  const sending = navigation.state !== "idle" && intent === "email-link";

  // A plan picked on /pricing travels here in the address (no-JavaScript path and /form's redirect) or in storage.
  const chosenPlan = useChosenPlan(plan, planSkipped);

  const [form, fields] = useForm({
    id: "email-link",
    lastResult: answer?.result ?? null,
    constraint: getValibotConstraint(emailLinkRequestSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: emailLinkRequestSchema }),
  });
  const emailError = say(fields.email.errors?.[0]);

  return (
    <div className="container page sign-in">
      <h1>{w.title}</h1>
      <p className="lead">{w.lead}</p>
      <ChosenPlanNotice
        choice={chosenPlan}
        skipHref={withLang(`/sign-in?plan=${SKIP_PLAN}`, lang)}
        words={w.chosenPlan}
      />
      {asking ? (
        <p className="alert alert-info" role="status">
          {w.askingNotice}
        </p>
      ) : null}
      {saving ? (
        <p className="alert alert-info" role="status">
          {w.savingNotice}
        </p>
      ) : null}

      {answer?.sentTo ? (
        <CheckYourEmail
          email={answer.sentTo}
          resendIn={answer.resendIn}
          siteKey={siteKey}
          scriptUrl={scriptUrl}
          busy={sending}
          retryHref={withLang("/sign-in", lang)}
          words={w}
        />
      ) : (
        <>
          <div className="grid grid-2 sign-in__options">
            <GoogleSignIn words={w} refusals={refusals} lang={lang} error={answer?.googleError} />

            <section className="card" aria-labelledby="sign-in-email">
              <h2 id="sign-in-email" className="h3-size">
                {w.withEmail}
              </h2>
              <Form method="post" {...getFormProps(form)}>
                <input type="hidden" name="intent" value="email-link" />
                <div className="field">
                  <label className="label" htmlFor={fields.email.id}>
                    {w.email}
                  </label>
                  <input
                    {...getInputProps(fields.email, { type: "email" })}
                    key={fields.email.key}
                    className="input"
                    autoComplete="email"
                    inputMode="email"
                    aria-describedby={emailError ? fields.email.errorId : `${fields.email.id}-hint`}
                  />
                  {emailError ? (
                    <ErrorList id={fields.email.errorId} errors={emailError} />
                  ) : (
                    <p className="hint" id={`${fields.email.id}-hint`}>
                      {w.emailHint}
                    </p>
                  )}
                </div>
                {form.errors?.length ? (
                  <p className="alert alert-error" role="alert" id={form.errorId}>
                    {say(form.errors[0])}
                  </p>
                ) : null}
                <HumanCheck siteKey={siteKey} scriptUrl={scriptUrl} />
                <button type="submit" className="btn btn-primary" disabled={sending}>
                  <Mail aria-hidden="true" size={16} /> {sending ? w.sending : w.emailMe}
                </button>
              </Form>
            </section>
          </div>
          <PasskeySignIn words={w} lang={lang} />
        </>
      )}

      <SignInNext words={w} lang={lang} />
    </div>
  );
}
