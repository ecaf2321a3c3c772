import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Link, type ShouldRevalidateFunction, useFetcher, useLoaderData, useNavigate, useSearchParams } from "@remix-run/react";
import { ArrowLeft, CalendarClock, LayoutDashboard, Mail } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { getOptionalSessionUser } from "~/.server/auth/session.server";
import { ServiceError } from "~/.server/errors";
import { getProfile, saveRegistration, toProfileFormValues } from "~/.server/profiles/profiles.server";
import "~/components/dashboard/dashboard.css";
import { EXTERNAL_LINKS } from "~/components/external-links";
import { Modal } from "~/components/Modal";
import { checkEmailExists, RegistrationForm } from "~/components/registration/RegistrationForm";
import { findPlan } from "~/data/plans";
import type { FieldErrors } from "~/schemas/common";
import { PAYMENT_MESSAGES } from "~/schemas/payments";
import { PROFILE_MESSAGES, type ProfileFormValues } from "~/schemas/profile";
import { clearStored, readStored, SELECTED_PLAN_KEY, SIGNUP_DRAFT_KEY, writeStored } from "~/utils/storage";
import { readFormData } from "~/.server/forms.server";

export const meta: MetaFunction = () => [{ title: "Get started | Care Finder" }];


export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const user = await getOptionalSessionUser(context.server, request);
  const checkoutError = url.searchParams.get("error") === "checkout";
  // Spec §4: an onboarded person goes to their dashboard (unless checkout just failed for them here).
  if (user?.onboardingCompleted && !checkoutError) {
    throw redirect(user.role === "admin" ? "/admin-dashboard" : "/dashboard");
  }
  const prefill: Partial<ProfileFormValues> = user
    ? Object.fromEntries(Object.entries(toProfileFormValues(await getProfile(context.server, user.id))).filter(([, v]) => v))
    : {};
  return {
    signedIn: user !== null,
    role: user?.role ?? null,
    prefill,
    checkoutError,
    planFromQuery: findPlan(url.searchParams.get("plan") ?? "")?.name ?? null,
  };
}

/**
 * After saving, the page stays put for the thank-you modal or checkout: the
 * loader would otherwise send the now-onboarded person to /dashboard.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;

type ActionResult =
  | { ok: true; role: "member" | "admin" }
  | { ok: false; error: string; fieldErrors?: FieldErrors; signIn?: boolean };

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await getOptionalSessionUser(context.server, request);
  if (!user) {
    return data<ActionResult>({ ok: false, error: "Please sign in to continue.", signIn: true }, { status: 401 });
  }
  const form = Object.fromEntries(await readFormData(request));
  try {
    await saveRegistration(context.server, user.id, form);
    return { ok: true, role: user.role } satisfies ActionResult;
  } catch (error) {
    if (error instanceof ServiceError && (error.status === 400 || error.status === 409)) {
      return data<ActionResult>(
        { ok: false, error: error.message, fieldErrors: (error.details ?? {}) as FieldErrors },
        { status: error.status },
      );
    }
    console.error(`Registration save failed: ${error instanceof Error ? error.name : "unknown"}`);
    return data<ActionResult>({ ok: false, error: PROFILE_MESSAGES.saveFailed }, { status: 500 });
  }
}

/** The plan chosen on /pricing before signing in: `{ name }` (or a bare name). */
function storedPlanName(): string | null {
  const stored = readStored<{ name?: string } | string>(SELECTED_PLAN_KEY);
  const name = typeof stored === "string" ? stored : stored?.name;
  return name ? (findPlan(name)?.name ?? null) : null;
}

export default function RegistrationPage() {
  const { signedIn, prefill, checkoutError, planFromQuery } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<ActionResult>();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [thankYou, setThankYou] = useState(checkoutError);
  const [alert, setAlert] = useState<string | null>(checkoutError ? PAYMENT_MESSAGES.checkoutFailedForm : null);
  const [checkoutPlan, setCheckoutPlan] = useState<string | null>(null);
  const checkoutForm = useRef<HTMLFormElement>(null);
  const showSignIn = !signedIn && searchParams.get("signin") === "1";
  const busy = fetcher.state !== "idle" || checkoutPlan !== null;

  useEffect(() => {
    if (planFromQuery) writeStored(SELECTED_PLAN_KEY, { name: planFromQuery });
  }, [planFromQuery]);

  // After a successful save (spec §4): clear the draft; admin → admin dashboard; plan → checkout; else thank you.
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const result = fetcher.data;
    if (!result.ok) {
      if (result.signIn) setSearchParams({ signin: "1" }, { preventScrollReset: true });
      else if (!result.fieldErrors || !Object.keys(result.fieldErrors).length) setAlert(PROFILE_MESSAGES.saveFailed);
      return;
    }
    clearStored(SIGNUP_DRAFT_KEY);
    if (result.role === "admin") return navigate("/admin-dashboard");
    const plan = storedPlanName();
    if (plan) {
      clearStored(SELECTED_PLAN_KEY);
      setCheckoutPlan(plan);
    } else {
      setThankYou(true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  useEffect(() => {
    if (!checkoutPlan) return;
    try {
      checkoutForm.current?.submit();
    } catch {
      setAlert(PAYMENT_MESSAGES.checkoutFailedForm);
      setCheckoutPlan(null);
      setThankYou(true);
    }
  }, [checkoutPlan]);

  const fieldErrors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined;

  return (
    <div className="container page" style={{ maxWidth: "42rem" }}>
      <p>
        <Link to="/">
          <ArrowLeft aria-hidden="true" size={16} /> Back to Care Finder
        </Link>
      </p>
      <h1>Get free expert help</h1>
      <p className="lead">Two short steps. We use your answers to find you better prices and coverage.</p>
      {!signedIn && !showSignIn ? (
        <p>
          Already a member? <Link to="/form?signin=1">Sign in</Link>
        </p>
      ) : null}
      {alert ? (
        <div className="alert alert-error" role="alert">
          {alert}
        </div>
      ) : null}
      {showSignIn ? <SignInPanel /> : null}
      <div className="card">
        <RegistrationForm
          initialValues={prefill}
          signedIn={signedIn}
          busy={busy}
          serverErrors={fieldErrors}
          onComplete={(values) => {
            setAlert(null);
            if (!signedIn) {
              setSearchParams({ signin: "1" }, { preventScrollReset: true });
              return;
            }
            fetcher.submit(values, { method: "post" });
          }}
        />
      </div>
      {checkoutPlan ? (
        <form ref={checkoutForm} method="post" action="/checkout" hidden>
          <input type="hidden" name="plan_name" value={checkoutPlan} />
          <input type="hidden" name="source" value="form" />
        </form>
      ) : null}
      <Modal
        open={thankYou}
        onClose={() => setThankYou(false)}
        title="Thank you for registering!"
        footer={
          <button type="button" className="btn btn-secondary" onClick={() => setThankYou(false)}>
            Close
          </button>
        }
      >
        <p>We have your details. A Care Finder expert will review them and get back to you within 48 hours.</p>
        <div style={{ display: "grid", gap: "var(--space-3)" }}>
          <a className="btn btn-accent" href={EXTERNAL_LINKS.consultation} target="_blank" rel="noopener noreferrer">
            <CalendarClock aria-hidden="true" size={16} /> Schedule Consultation (30 min)
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <Link className="btn btn-primary" to="/dashboard">
            <LayoutDashboard aria-hidden="true" size={16} /> Go to Member Dashboard
          </Link>
        </div>
      </Modal>
    </div>
  );
}

/** Sign-in options shown when a signed-out person completes the form (spec §4). */
function SignInPanel() {
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const draftEmail = () => readStored<{ values?: { email?: string } }>(SIGNUP_DRAFT_KEY)?.values?.email?.trim() ?? "";

  return (
    <section className="card" aria-labelledby="signin-title" style={{ marginBottom: "var(--space-6)" }} id="signin">
      <h2 id="signin-title" ref={headingRef} tabIndex={-1}>
        Sign in to save your registration
      </h2>
      <p>Your answers are kept on this device. Sign in and you will come back here to finish.</p>
      <div style={{ display: "flex", flexWrap: "wrap", gap: "var(--space-3)" }}>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              const res = await fetch("/api/oauth/google/redirect_url", { credentials: "same-origin" });
              if (!res.ok) throw new Error(`Failed to get login redirect URL: API responded with HTTP status ${res.status}`);
              const { redirectUrl } = (await res.json()) as { redirectUrl: string };
              window.location.assign(redirectUrl);
            } catch (error) {
              console.error(error instanceof Error ? error.message : "Failed to get login redirect URL");
              setStatus("Sign-in with Google is not available right now. Try the emailed link instead.");
              setBusy(false);
            }
          }}
        >
          {busy ? "Redirecting..." : "Continue with Google"}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={async () => {
            const email = draftEmail();
            if (!email) return setStatus("Enter your email in step 1 first.");
            const exists = await checkEmailExists(email);
            if (exists) setStatus(`We've sent a sign-in link to ${email}. Follow it to continue.`);
            else if (exists === false)
              setStatus(`We couldn't find an account for ${email}. Continue with Google to create one.`);
            else setStatus("We could not check your email just now. Please try again.");
          }}
        >
          <Mail aria-hidden="true" size={16} /> Email me a sign-in link
        </button>
      </div>
      <div role="status" aria-live="polite">
        {status ? <p className="alert alert-info" style={{ marginTop: "var(--space-3)", marginBottom: 0 }}>{status}</p> : null}
      </div>
    </section>
  );
}
