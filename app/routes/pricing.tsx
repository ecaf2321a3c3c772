import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigate, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { requireUser } from "~/.server/auth/guards.server";
import { requestInsuranceQuote } from "~/.server/requests/insurance-quote.server";
import { Modal } from "~/components/Modal";
import { PAYMENT_MESSAGES } from "~/schemas/payments";
import { Check, Info } from "lucide-react";
import publicStyles from "~/components/public-site.css?url";
import { seoMeta } from "~/components/seo";
import { CONCIERGE_PLANS, INSURANCE_BUNDLE, INSURANCE_QUOTE_THANKS, planDisplayName, type ConciergePlan } from "~/data/plans";
import { forgetPlanChoice, rememberPlanChoice } from "~/utils/plan-choice";
import { useOptionalUser } from "~/utils/user";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: publicStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seoMeta({
    appUrl: data?.appUrl,
    path: "/pricing",
    title: "Care Concierge plans and pricing | Care Finder",
    description:
      "Care Access $149 one time, Essential Care $49 a month, Premium Care $99 a month: expert help with medical prices, bills and claims. Or ask for an insurance bundle quote.",
  });

export function loader({ context }: LoaderFunctionArgs) {
  return { appUrl: context.server.env.APP_URL };
}

/**
 * The Insurance Bundle (spec §4 "Plan selection"): a visitor signs in first
 * and registers (the choice travels along); a member who has not registered
 * yet goes to /form; a registered member's quote request is filed now.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const choice = `?plan=${encodeURIComponent(INSURANCE_BUNDLE.name)}`;
  const user = await requireUser(context.server, request, { redirectTo: `/sign-in${choice}` });
  if (!user.onboardingCompleted) throw redirect(`/form${choice}`);
  await requestInsuranceQuote(context.server, user.id);
  return { quoteRequested: true };
}


export default function Pricing() {
  const [params] = useSearchParams();
  const cancelled = params.get("payment") === "cancelled";
  const failed = params.has("error");
  // /checkout adds reason=unconfigured when this server has no Stripe keys (decisions D5).
  const failure = params.get("reason") === "unconfigured" ? PAYMENT_MESSAGES.notConfigured : PAYMENT_MESSAGES.checkoutFailedPricing;

  return (
    <div className="container page">
      <header className="stack">
        <h1>Care Concierge</h1>
        <p className="lead">
          Real people who find fair prices, check your bills and handle the calls, so you don&apos;t have to. Pick the
          help that fits.
        </p>
      </header>

      {cancelled ? (
        <p className="alert alert-info" role="status">
          <Info aria-hidden="true" size={18} style={{ verticalAlign: "text-bottom" }} /> Checkout was cancelled. You
          have not been charged.
        </p>
      ) : null}
      {failed ? (
        <p className="alert alert-error" role="alert">
          {failure}
        </p>
      ) : null}

      <div className="grid grid-4" style={{ marginTop: "var(--space-6)" }}>
        {CONCIERGE_PLANS.map((plan) => (
          <PlanCard key={plan.name} plan={plan} />
        ))}
        <article className="card plan-card" aria-labelledby="plan-insurance-bundle">
          <h2 id="plan-insurance-bundle" className="h3-size">
            {INSURANCE_BUNDLE.name}
          </h2>
          <p className="plan-card__price plan-card__price--text">{INSURANCE_BUNDLE.priceLabel}</p>
          <p>{INSURANCE_BUNDLE.summary}</p>
          <ul className="check-list">
            <li>
              <Check aria-hidden="true" size={18} /> Concierge plan plus supplemental coverage
            </li>
            <li>
              <Check aria-hidden="true" size={18} /> Licensed brokerage in FL, NC, OH, TN and VA
            </li>
            <li>
              <Check aria-hidden="true" size={18} /> The $39 new-user offer is free with insurance enrollment
            </li>
          </ul>
          <InsuranceBundleButton />
        </article>
      </div>

      <p className="muted" style={{ marginTop: "var(--space-6)" }}>
        Our concierge review is a $149 value, free for a limited time. New members can start for $39, or free with
        insurance enrollment; the $39 rolls over into membership. If we find no savings, you get your money back.
        Prices in US dollars. Monthly plans renew each month until you cancel.
      </p>
    </div>
  );
}

function PlanCard({ plan }: { plan: ConciergePlan }) {
  const user = useOptionalUser();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const headingId = `plan-${plan.name.toLowerCase().replace(/\s+/g, "-")}`;
  const busy = navigation.state !== "idle" && navigation.formData?.get("plan_name") === plan.name;
  const [amount, period] = plan.priceLabel.split("/");

  return (
    <article className={`card plan-card${plan.highlight ? " plan-card--highlight" : ""}`} aria-labelledby={headingId}>
      {plan.highlight ? <span className="chip plan-card__badge">{plan.highlight}</span> : null}
      <h2 id={headingId} className="h3-size">
        {plan.name}
      </h2>
      <p className="plan-card__price tabular">
        {amount}
        {period ? <small>/{period}</small> : <small> one-time</small>}
      </p>
      <p>{plan.summary}</p>
      <ul className="check-list">
        {plan.benefits.map((benefit) => (
          <li key={benefit}>
            <Check aria-hidden="true" size={18} /> {benefit}
          </li>
        ))}
      </ul>
      {/* Signed in: the payments route creates the checkout. Signed out: keep the plan and go to /form
          (without JavaScript, /checkout itself sends a visitor to /form with the plan). */}
      <Form
        method="post"
        action="/checkout"
        onSubmit={(event) => {
          // The latest choice wins: checkout starts now for a member, so nothing older may linger.
          if (user) return forgetPlanChoice();
          event.preventDefault();
          rememberPlanChoice(plan.name);
          navigate("/form");
        }}
      >
        <input type="hidden" name="plan_name" value={plan.name} />
        <button
          type="submit"
          className={`btn ${plan.highlight ? "btn-accent" : "btn-primary"}`}
          disabled={busy}
        >
          {busy ? "Redirecting..." : `Choose ${planDisplayName(plan.name)}`}
        </button>
      </Form>
    </article>
  );
}

function InsuranceBundleButton() {
  const user = useOptionalUser();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const answer = useActionData<typeof action>();
  const [thanks, setThanks] = useState(Boolean(answer?.quoteRequested));
  useEffect(() => {
    if (answer?.quoteRequested) setThanks(true);
  }, [answer]);
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "insurance-quote";
  return (
    <>
      {/* Visitors keep the choice and sign in; without JavaScript the action does the same. */}
      <Form
        method="post"
        onSubmit={(event) => {
          if (user) return forgetPlanChoice();
          event.preventDefault();
          rememberPlanChoice(INSURANCE_BUNDLE.name);
          navigate("/form");
        }}
      >
        <button type="submit" name="intent" value="insurance-quote" className="btn btn-secondary" disabled={busy}>
          {busy ? "Sending..." : "Get a personalized quote"}
        </button>
      </Form>
      <Modal
        open={thanks}
        onClose={() => setThanks(false)}
        title="Thank you!"
        footer={
          <button type="button" className="btn btn-secondary" onClick={() => setThanks(false)}>
            Close
          </button>
        }
      >
        <p>{INSURANCE_QUOTE_THANKS}</p>
        <Link className="btn btn-primary" to="/dashboard">
          Go to Member Dashboard
        </Link>
      </Modal>
    </>
  );
}
