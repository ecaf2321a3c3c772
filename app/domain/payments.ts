/**
 * Payment inputs (`POST /api/create-checkout-session`, docs/product.md#api). The client
 * names a plan; the type and amount it sends are accepted for compatibility
 * but never trusted: the server reads both from app/data/plans.ts (docs/decisions/0007-payments.md).
 */
import * as v from "valibot";

export const PAYMENT_MESSAGES = {
  planRequired: "Please choose a plan.",
  planUnknown: "Please choose one of our plans.",
  planQuoteOnly: "The Insurance Bundle is priced by personalized quote. Please register and we will contact you.",
  returnUrl: "Return addresses must be on this site.",
  notConfigured: "Payments are not configured. Please contact support.",
  /** Checkout failed from the plans page, and from the registration form (docs/product.md#messages). */
  checkoutFailedPricing: "There was an error processing your request. Please try again or contact support.",
  checkoutFailedForm:
    "There was an error setting up your payment. Please try again or contact support if the issue persists.",
  /** Mode mismatch between the publishable key and the checkout session (docs/product.md#messages). */
  configuration: "Payment configuration error. Please contact support.",
  noFallbackUrl: "No checkout URL available for fallback",
  /** A new-member offer is held by another checkout being made this instant (app/.server/payments/offer-claims.server.ts). */
  offerBusy:
    "Your new-member offer is already in a checkout that opened a moment ago. Please finish that one, or try again in a minute.",
  /** The checkout that held the offer was paid meanwhile. */
  offerSpent:
    "Your earlier checkout with the new-member offer has just been paid. Please reload the plans to see your price.",
  /** Care Access is already the member's, free with their insurance enrollment: no Checkout. */
  careAccessIncluded: "Care Access is already yours, free with your insurance enrollment. There is nothing to pay.",
  /** Checkout opened too many times in a minute (the per-member limit, app/.server/payments/rate-limit.server.ts). */
  tooManyCheckouts: "You have opened several checkouts in a short time. Please wait a minute and try again.",
  /** Stripe could not be reached at all (a network failure or its 5xx). */
  unreachable: "We could not reach our payment provider. Please try again or contact support.",
  /** "Manage Plan" could not open Stripe's portal. */
  billingFailed: "We could not open your billing page. Please try again or contact support.",
  /** The member's Stripe customer was made again (the old one is gone, and its subscriptions with it). */
  noSubscription:
    "There is no subscription to manage for your account at our payment provider. You can choose a plan, or contact support if you think this is wrong.",
} as const;

/**
 * Stripe answered and refused (a 4xx): what the member can do, and the reference (Stripe's
 * request id) that lets support find the call in Stripe's Dashboard.
 */
export function stripeRefusedMessage(reference: string | undefined): string {
  const quote = reference ? ` and quote reference ${reference}` : "";
  return `Our payment provider turned this request down. Please try again; if it happens again, contact support${quote}.`;
}

/** Why `/checkout` sent a person back (`?error=checkout&reason=…`). */
export type CheckoutFailureReason =
  "unconfigured" | "configuration" | "offer_busy" | "offer_spent" | "included" | "too_many" | "no_answer";

/** A failed checkout's alert in one language: the words for each known cause, and each page's general words. */
export type CheckoutFailureWords = Record<CheckoutFailureReason | "pricing" | "form", string>;

/** The English alerts are the messages themselves (docs/product.md#messages). */
export const CHECKOUT_FAILURE_WORDS: CheckoutFailureWords = {
  unconfigured: PAYMENT_MESSAGES.notConfigured,
  configuration: PAYMENT_MESSAGES.configuration,
  offer_busy: PAYMENT_MESSAGES.offerBusy,
  offer_spent: PAYMENT_MESSAGES.offerSpent,
  included: PAYMENT_MESSAGES.careAccessIncluded,
  too_many: PAYMENT_MESSAGES.tooManyCheckouts,
  /** Stripe did not answer in time (app/.server/payments/stripe.server.ts isStripeNoAnswer). */
  no_answer:
    "Payment could not start: our payment provider did not answer in time. Nothing was charged. Please try again.",
  pricing: PAYMENT_MESSAGES.checkoutFailedPricing,
  form: PAYMENT_MESSAGES.checkoutFailedForm,
};

/** A cause the page can name (the address may hold anything). */
const isFailureReason = (reason: string | null): reason is CheckoutFailureReason =>
  reason !== null && reason !== "pricing" && reason !== "form" && Object.hasOwn(CHECKOUT_FAILURE_WORDS, reason);

/** The alert for a failed checkout: the specific cause when we know it, else the page's general words. */
export function checkoutFailureMessage(
  reason: string | null,
  page: "pricing" | "form",
  words: CheckoutFailureWords = CHECKOUT_FAILURE_WORDS,
): string {
  return isFailureReason(reason) ? words[reason] : words[page];
}

const optionalUrl = v.optional(
  v.pipe(v.string(PAYMENT_MESSAGES.returnUrl), v.trim(), v.maxLength(2000, PAYMENT_MESSAGES.returnUrl)),
);

export const checkoutRequestSchema = v.object({
  plan_name: v.pipe(
    v.string(PAYMENT_MESSAGES.planRequired),
    v.trim(),
    v.nonEmpty(PAYMENT_MESSAGES.planRequired),
    v.maxLength(100, PAYMENT_MESSAGES.planUnknown),
  ),
  /** Ignored: the catalog decides. Kept so old clients' bodies still validate. */
  plan_type: v.optional(v.unknown()),
  /** Ignored: the catalog decides. */
  amount: v.optional(v.unknown()),
  success_url: optionalUrl,
  cancel_url: optionalUrl,
});

/** Stripe Checkout Session ids: `cs_test_…` / `cs_live_…`. */
export const CHECKOUT_SESSION_ID_PATTERN = /^cs_(test|live)_[A-Za-z0-9_]{1,200}$/;

export const REFUND_MESSAGES = {
  reasonRequired: "Please say why this payment is refunded.",
  reasonTooLong: "Please keep the reason under 200 characters.",
  notPaid: "Only a paid payment can be refunded.",
  alreadyRefunded: "This payment has already been refunded.",
  nothingToRefund: "Stripe holds no charge for this payment, so there is nothing to refund.",
  goneAtStripe:
    "Stripe no longer knows this payment (its records were cleared or are in another mode), so it cannot be refunded from here.",
  requested: "Refund requested from Stripe. The member's plan and dashboard change when Stripe confirms it.",
} as const;

/** An admin's refund of one payment: the reason goes to the audit log (docs/decisions/0007-payments.md). */
export const refundRequestSchema = v.object({
  reason: v.pipe(
    v.string(REFUND_MESSAGES.reasonRequired),
    v.trim(),
    v.nonEmpty(REFUND_MESSAGES.reasonRequired),
    v.maxLength(200, REFUND_MESSAGES.reasonTooLong),
  ),
});

/** One payment as the member's dashboard lists it, with Stripe's receipt or invoice page. */
export type MemberPaymentView = {
  id: string;
  plan_name: string;
  plan_type: "one_time" | "subscription";
  amount_cents: number;
  status: string;
  refunded_cents: number;
  refunded_at: string | null;
  receipt_url: string | null;
  created_at: string;
};

/** An admin marks a member's Insurance Bundle quote as enrolled (Care Access becomes free for them). */
export const ENROLLMENT_MESSAGES = {
  notAQuote: "Only an Insurance Bundle quote request can be marked as enrolled.",
  already: "This member is already marked as enrolled.",
  done: "Marked as enrolled: Care Access is now free for this member.",
} as const;

export const REVIEW_FEE_MESSAGES = {
  notOwed: "Only a resolved bill check that saved nothing refunds the review fee.",
  noFee: "This member has no paid review fee left to refund.",
} as const;
