import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getValibotConstraint, parseWithValibot } from "@conform-to/valibot";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { signInWithPasskey } from "~/components/passkeys/ceremonies";
import { PasskeyButton } from "~/components/passkeys/PasskeyButton";
import { Mail } from "lucide-react";
import { requestEmailLink } from "~/.server/auth/email-links.server";
import { requireAnonymous } from "~/.server/auth/guards.server";
import { startOAuth } from "~/.server/auth/oauth.server";
import { ServiceError } from "~/.server/errors.server";
import { HUMAN_CHECK_FIELD } from "~/.server/human-check.server";
import { HumanCheck } from "~/components/HumanCheck";
import { CheckYourEmail } from "~/components/sign-in/CheckYourEmail";
import { emailLinkRequestSchema, EMAIL_LINK_TTL_MINUTES, SIGN_IN_PAGE_MESSAGES } from "~/domain/sign-in";
import { ChosenPlanNotice, SKIP_PLAN, useChosenPlan } from "~/components/registration/ChosenPlan";
import { toPlanChoice } from "~/utils/plan-choice";
import { useTurnstileScriptUrl, useTurnstileSiteKey } from "~/utils/user";
import { readFormData, replyToFailure } from "~/.server/forms.server";
import { rootAppUrl, seoMeta } from "~/components/seo";
import { ErrorList } from "~/components/forms";

// Indexable like the other public pages: people search for "Care Finder sign in".
export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    appUrl: rootAppUrl(matches),
    path: "/sign-in",
    title: "Sign in or create an account | Care Finder",
    description: "Sign in to Care Finder with Google or an emailed link; a new email address creates your account.",
  });

/** A refused ask for a link says when to come back (a rate limit's `Retry-After`), as the API does. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

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
  };
}

type ActionAnswer = {
  result: SubmissionResult<string[]> | null;
  sentTo: string | null;
  googleError: string | null;
};

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(context.server, request);
  const formData = await readFormData(request);
  if (formData.get("intent") === "google") {
    try {
      const { redirectUrl, cookies } = startOAuth(context.server, "google");
      const headers = new Headers();
      for (const cookie of cookies) headers.append("Set-Cookie", cookie);
      return redirect(redirectUrl, { headers });
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      return data<ActionAnswer>(
        { result: null, sentTo: null, googleError: SIGN_IN_PAGE_MESSAGES.googleUnavailable },
        { status: error.status },
      );
    }
  }

  const submission = parseWithValibot(formData, { schema: emailLinkRequestSchema });
  if (submission.status !== "success") {
    return data<ActionAnswer>({ result: submission.reply(), sentTo: null, googleError: null }, { status: 400 });
  }
  try {
    const { email } = await requestEmailLink(context.server, request, {
      email: submission.value.email,
      [HUMAN_CHECK_FIELD]: formData.get(HUMAN_CHECK_FIELD),
    });
    return data<ActionAnswer>({ result: submission.reply(), sentTo: email, googleError: null });
  } catch (error) {
    const { result, init } = replyToFailure(submission, error);
    return data<ActionAnswer>({ result, sentTo: null, googleError: null }, init);
  }
}

export default function SignIn() {
  const { plan, planSkipped, asking } = useLoaderData<typeof loader>();
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
  const emailError = fields.email.errors?.[0];

  return (
    <div className="container page sign-in">
      <h1>Sign in or create an account</h1>
      <p className="lead">
        New here? Use Google or your email and we create your account as you sign in. Nothing to remember.
      </p>
      <ChosenPlanNotice choice={chosenPlan} skipHref={`/sign-in?plan=${SKIP_PLAN}`} />
      {asking ? (
        <p className="alert alert-info" role="status">
          Sign in first to ask our team: your question is waiting, and your dashboard opens it for you.
        </p>
      ) : null}

      {answer?.sentTo ? (
        <CheckYourEmail email={answer.sentTo} siteKey={siteKey} scriptUrl={scriptUrl} busy={sending} />
      ) : (
        <>
          <div className="grid grid-2 sign-in__options">
            <section className="card" aria-labelledby="sign-in-google">
              <h2 id="sign-in-google" className="h3-size">
                With Google
              </h2>
              <p>Use the Google account you already have.</p>
              <Form method="post">
                <button
                  type="submit"
                  name="intent"
                  value="google"
                  className="btn btn-secondary"
                  disabled={navigation.state !== "idle" && intent === "google"}
                >
                  {navigation.state !== "idle" && intent === "google" ? "Redirecting..." : "Continue with Google"}
                </button>
              </Form>
              <ErrorList errors={answer?.googleError} alert />
            </section>

            <section className="card" aria-labelledby="sign-in-email">
              <h2 id="sign-in-email" className="h3-size">
                With your email
              </h2>
              <Form method="post" {...getFormProps(form)}>
                <input type="hidden" name="intent" value="email-link" />
                <div className="field">
                  <label className="label" htmlFor={fields.email.id}>
                    Email
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
                      We email you a link; it expires in {EMAIL_LINK_TTL_MINUTES} minutes.
                    </p>
                  )}
                </div>
                {form.errors?.length ? (
                  <p className="alert alert-error" role="alert" id={form.errorId}>
                    {form.errors[0]}
                  </p>
                ) : null}
                <HumanCheck siteKey={siteKey} scriptUrl={scriptUrl} />
                <button type="submit" className="btn btn-primary" disabled={sending}>
                  <Mail aria-hidden="true" size={16} /> {sending ? "Sending..." : "Email me a link"}
                </button>
              </Form>
            </section>
          </div>
          <section className="card mt-4" aria-labelledby="sign-in-passkey">
            <h2 id="sign-in-passkey" className="h3-size">
              With a passkey
            </h2>
            <p>If you added a passkey to your account on this device.</p>
            <PasskeyButton
              label="Sign in with a passkey"
              busyLabel="Waiting for your passkey..."
              variant="btn-secondary"
              run={async () => {
                const outcome = await signInWithPasskey();
                if (!outcome.ok) return outcome.message;
                window.location.assign(outcome.landing);
                return null;
              }}
            />
          </section>
        </>
      )}

      <section className="sign-in__next" aria-labelledby="sign-in-next">
        <h2 id="sign-in-next" className="h3-size">
          What happens next
        </h2>
        <ol>
          <li>We email you a link. It works once and expires in {EMAIL_LINK_TTL_MINUTES} minutes.</li>
          <li>Open it and confirm. If you are new, that creates your account; nothing is created before.</li>
          <li>New members answer two short questions on the registration form; members go to their dashboard.</li>
        </ol>
        <p className="muted">
          By continuing you agree to our <Link to="/privacy-terms">privacy and terms</Link>.
        </p>
      </section>
    </div>
  );
}
