import type Stripe from "stripe";
import type * as v from "valibot";
import { payments } from "../../../db/schema";
import { findPlan, INSURANCE_BUNDLE, NEW_MEMBER_CREDIT, type ConciergePlan } from "../../data/plans";
import { type checkoutRequestSchema, PAYMENT_MESSAGES } from "../../domain/payments";
import type { ServerContext } from "../context.server";
import { ServiceError } from "../errors.server";
import { catalogCoupon, catalogPrice } from "./catalog.server";
import { withCustomer } from "./customers.server";
import { claimOffer, nameClaimedSession, offerCarried, releaseClaim } from "./offer-claims.server";
import { memberOffer, planCharge } from "./offers.server";
import { limitPaymentCalls } from "./rate-limit.server";
import { checkoutIdempotencyKey } from "./checkout-key.server";
import {
  assertSameStripeMode,
  CHECKOUT_CALLS,
  stripeClient,
  stripeFailure,
  withinCheckoutDeadline,
} from "./stripe.server";

/** The answer of `POST /api/create-checkout-session` (docs/product.md#api). */
export type CheckoutSessionAnswer = {
  session_id: string;
  publishable_key: string;
  checkout_url: string;
  session_url: string;
};

/** The plan a member may buy by name, or a 400 (the Insurance Bundle is a quote). */
function purchasablePlan(name: string): ConciergePlan {
  const plan = findPlan(name);
  if (plan) return plan;
  if (name.trim().toLowerCase() === INSURANCE_BUNDLE.name.toLowerCase()) {
    throw ServiceError.refusing(400, { code: "planQuoteOnly" }, { plan_name: PAYMENT_MESSAGES.planQuoteOnly });
  }
  throw ServiceError.refusing(400, { code: "planUnknown" }, { plan_name: PAYMENT_MESSAGES.planUnknown });
}

/** Whole dollars in the catalog → Stripe's smallest unit. */
export const planAmountCents = (plan: ConciergePlan) => Math.round(plan.amount * 100);

/** Origins a Checkout return may go to: our configured APP_URL and the origin the request came to. */
function allowedOrigins(env: Pick<Env, "APP_URL">, requestUrl: string): Set<string> {
  const origins = new Set<string>([new URL(requestUrl).origin]);
  try {
    if (env.APP_URL) origins.add(new URL(env.APP_URL).origin);
  } catch {
    // a malformed APP_URL only narrows the list
  }
  return origins;
}

function returnUrl(given: string | undefined, fallback: string, origins: Set<string>, field: string): string {
  if (!given) return fallback;
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw ServiceError.refusing(400, { code: "returnUrl" }, { [field]: PAYMENT_MESSAGES.returnUrl });
  }
  if (!origins.has(url.origin)) {
    throw ServiceError.refusing(400, { code: "returnUrl" }, { [field]: PAYMENT_MESSAGES.returnUrl });
  }
  // Stripe fills in the literal placeholder; URL() would have escaped its braces.
  return given;
}

function defaultReturnUrls(origin: string, plan: ConciergePlan) {
  return {
    success: `${origin}/payment-success?plan=${encodeURIComponent(plan.name)}&session_id={CHECKOUT_SESSION_ID}`,
    cancel: `${origin}/pricing?payment=cancelled`,
  };
}

/**
 * Starts a Stripe Checkout Session for a plan from the catalog (docs/decisions/0007-payments.md). The client
 * names the plan; the type and amount come from app/data/plans.ts whatever the
 * client sent, and Stripe charges the catalog price of that lookup key (made once by
 * `npm run stripe:setup`), never a product made for the session. Return URLs must stay on our own origin.
 */
export async function createCheckoutSession(
  server: ServerContext,
  userId: string,
  data: v.InferOutput<typeof checkoutRequestSchema>,
  requestUrl: string,
): Promise<CheckoutSessionAnswer> {
  await limitPaymentCalls(server, userId, "checkout");
  const plan = purchasablePlan(data.plan_name);
  // The person waits on the page for this: short calls, no silent retry, one deadline (stripe.server.ts).
  const stripe = stripeClient(server.env, CHECKOUT_CALLS);

  const origins = allowedOrigins(server.env, requestUrl);
  const defaults = defaultReturnUrls(new URL(requestUrl).origin, plan);
  const successUrl = returnUrl(data.success_url, defaults.success, origins, "success_url");
  const cancelUrl = returnUrl(data.cancel_url, defaults.cancel, origins, "cancel_url");

  // What the plans page showed this member (app/.server/payments/offers.server.ts), and nothing else.
  const charge = planCharge(plan, await memberOffer(server, userId));
  if (charge.freeWithEnrollment) throw ServiceError.refusing(409, { code: "careAccessIncluded" });
  const metadata = { user_id: userId, plan_name: plan.name };
  const subscription = plan.type === "subscription";

  // A new-member offer goes into one checkout at a time (offer-claims.server.ts): claimed before Stripe is asked.
  const offer = offerCarried(charge);
  let claimId: string | null = null;
  let session: Stripe.Checkout.Session;
  try {
    session = await withinCheckoutDeadline(
      server.env,
      (async () => {
        if (offer) claimId = await claimOffer(server, stripe, userId, offer);
        const price = await catalogPrice(stripe, charge.lookupKey, charge.amountCents);
        if (charge.creditCents) await catalogCoupon(stripe, NEW_MEMBER_CREDIT.couponId, charge.creditCents);
        const params: Stripe.Checkout.SessionCreateParams = {
          mode: subscription ? "subscription" : "payment",
          client_reference_id: userId,
          metadata,
          line_items: [{ quantity: 1, price: price.id }],
          ...(charge.creditCents ? { discounts: [{ coupon: NEW_MEMBER_CREDIT.couponId }] } : {}),
          ...(subscription ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
          success_url: successUrl,
          cancel_url: cancelUrl,
        };
        // A stored customer Stripe no longer knows is made again, once (customers.server.ts).
        return withCustomer(server, stripe, userId, async (customer) => {
          // The person's "try again" after no answer gets the session Stripe may have made meanwhile, not a second one.
          const idempotencyKey = await checkoutIdempotencyKey(server, userId, { ...params, customer });
          return stripe.checkout.sessions.create({ ...params, customer }, { idempotencyKey });
        });
      })(),
    );
  } catch (error) {
    if (claimId) await releaseClaim(server, claimId);
    if (error instanceof ServiceError) throw error;
    throw stripeFailure(error, "checkout");
  }
  if (!session.url) throw stripeFailure(new Error("NoCheckoutUrl"), "checkout");
  const publishableKey = server.env.STRIPE_PUBLISHABLE_KEY ?? "";
  assertSameStripeMode(publishableKey, session.id);

  const recordPayment = server.db
    .insert(payments)
    .values({
      userId,
      stripeSessionId: session.id,
      stripeCustomerId: typeof session.customer === "string" ? session.customer : (session.customer?.id ?? null),
      planName: plan.name,
      planType: plan.type,
      amountCents: charge.dueTodayCents,
      currency: "usd",
      status: "open",
    })
    .onConflictDoNothing({ target: payments.stripeSessionId });
  if (claimId) await server.db.batch([recordPayment, nameClaimedSession(server, claimId, session.id)]);
  else await recordPayment;

  return {
    session_id: session.id,
    publishable_key: publishableKey,
    checkout_url: session.url,
    session_url: session.url,
  };
}
