import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigate,
  useNavigation,
  useSearchParams,
} from "@remix-run/react";
import { useEffect, useState } from "react";
import { requireUser } from "~/.server/auth/guards.server";
import { getOptionalSessionUser } from "~/.server/auth/session.server";
import { memberCharges } from "~/.server/payments/offers.server";
import { PlanCard } from "~/components/PlanCard";
import { requestInsuranceQuote } from "~/.server/requests/insurance-quote.server";
import { Modal } from "~/components/Modal";
import { checkoutFailureMessage } from "~/domain/payments";
import { Check, Info } from "lucide-react";
import publicStyles from "~/components/public-site.css?url";
import { rootAppUrl, seoMeta } from "~/components/seo";
import { CONCIERGE_PLANS, INSURANCE_BUNDLE, INSURANCE_QUOTE_THANKS, NEW_MEMBER_OFFER } from "~/data/plans";
import { formatUsd } from "~/format/money";
import { forgetPlanChoice, rememberPlanChoice } from "~/utils/plan-choice";
import { useOptionalUser } from "~/utils/user";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: publicStyles }];

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    appUrl: rootAppUrl(matches),
    path: "/pricing",
    title: "Care Concierge plans and pricing | Care Finder",
    description:
      "Care Access $149 one time, Essential Care $49 a month, Premium Care $99 a month: expert help with medical prices, bills and claims. Or ask for an insurance bundle quote.",
  });

/**
 * What checkout will charge: a visitor sees a new member's prices (the same for every visitor, so
 * the page stays cacheable); a member sees their own, including the Care Access credit.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getOptionalSessionUser(context.server, request);
  return { charges: await memberCharges(context.server, user?.id ?? null) };
}

/**
 * The Insurance Bundle (docs/product.md#payments "Plan selection"): a visitor signs in first
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
  const failure = checkoutFailureMessage(params.get("reason"), "pricing");
  const { charges } = useLoaderData<typeof loader>();

  return (
    <div className="container page">
      <header className="stack">
        <h1>Care Concierge</h1>
        <p className="lead">
          Real people who find fair prices, check your bills and handle the calls, so you don&apos;t have to. Pick the
          help that fits.
        </p>
        <p className="pricing-offer" data-testid="pricing-offer">
          <PricingOffer />
        </p>
      </header>

      {cancelled ? (
        <p className="alert alert-info" role="status">
          <Info aria-hidden="true" size={18} className="icon-inline" /> Checkout was cancelled. You have not been
          charged.
        </p>
      ) : null}
      {failed ? (
        <p className="alert alert-error" role="alert">
          {failure}
        </p>
      ) : null}

      <div className="grid grid-4 mt-6">
        {CONCIERGE_PLANS.map((plan) => (
          <PlanCard key={plan.name} plan={plan} charge={charges.find((c) => c.planName === plan.name)} />
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
              <Check aria-hidden="true" size={18} /> The {formatUsd(NEW_MEMBER_OFFER)} new-member offer is free with
              insurance enrollment
            </li>
          </ul>
          <InsuranceBundleButton />
        </article>
      </div>

      <p className="muted mt-6">
        If we find no savings, you get your money back. Prices in US dollars. Monthly plans renew each month until you
        cancel.
      </p>
    </div>
  );
}

/** How $149, "free for a limited time" and $39 relate, in one sentence. */
function PricingOffer() {
  const access = formatUsd(CONCIERGE_PLANS[0].amount);
  const offer = formatUsd(NEW_MEMBER_OFFER);
  return (
    <>
      Care Access normally costs <span className="tabular">{access}</span>, but for a limited time new members get that
      concierge review for <span className="tabular">{offer}</span> instead, or free when they enroll in insurance with
      us, and the <span className="tabular">{offer}</span> counts toward a monthly membership later.
    </>
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
