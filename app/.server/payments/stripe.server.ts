import Stripe from "stripe";
import { allowsStandIns } from "../environment.server";
import { ServiceError } from "../errors.server";
import { type LogFacts, logError } from "../observability.server";
import { log } from "../../utils/log";

/** Stripe settings. STRIPE_API_BASE points the real SDK elsewhere (the local stand-in). */
export type PaymentsEnv = Pick<
  Env,
  "STRIPE_SECRET_KEY" | "STRIPE_PUBLISHABLE_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_BASE" | "ENVIRONMENT"
> & {
  /** With a stand-in only: a shorter SDK timeout, so a test can watch a hung Stripe being given up on. */
  STRIPE_API_TIMEOUT_MS?: string;
};

type StripeApiOverride = { host: string; port: string; protocol: "http" | "https"; timeout?: number };

/** Where the SDK sends API calls when STRIPE_API_BASE names a stand-in (tests, local development only). */
export function stripeApiOverride(env: PaymentsEnv): StripeApiOverride | null {
  if (!env.STRIPE_API_BASE || !allowsStandIns(env)) return null;
  const base = new URL(env.STRIPE_API_BASE);
  const protocol = base.protocol === "http:" ? "http" : "https";
  const timeout = Number(env.STRIPE_API_TIMEOUT_MS);
  return {
    host: base.hostname,
    port: base.port || (protocol === "http" ? "80" : "443"),
    protocol,
    ...(timeout > 0 ? { timeout } : {}),
  };
}

export function paymentsConfigured(
  env: PaymentsEnv,
): env is PaymentsEnv & { STRIPE_SECRET_KEY: string; STRIPE_PUBLISHABLE_KEY: string } {
  return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY);
}

export function notConfigured(): ServiceError {
  return ServiceError.refusing(503, { code: "paymentsNotConfigured" });
}

/** How long one Stripe call may take, and how many times the SDK quietly tries it again. */
export type StripeCallPolicy = { timeoutMs: number; retries: number };

/** Calls nobody stands waiting on a page for (webhooks, refunds, status checks): patient, one retry. */
const BACKGROUND_CALLS: StripeCallPolicy = { timeoutMs: 20_000, retries: 1 };

/**
 * Opening Checkout while the person waits on the page (docs/decisions/0065-checkout-wait-bounded.md):
 * each call gives up after 8 s and is never tried again behind their back (a retry doubled the wait);
 * the whole start has CHECKOUT_DEADLINE_MS. The person gets a plain answer and a button to try again.
 */
export const CHECKOUT_CALLS: StripeCallPolicy = { timeoutMs: 8_000, retries: 0 };
const CHECKOUT_DEADLINE_MS = 12_000;

/**
 * The Stripe client for a request: fetch HTTP client (workerd has no Node
 * http), optional API base override. Without keys every payment call answers
 * 503 "Payments are not configured" and the rest of the app keeps working.
 */
export function stripeClient(env: PaymentsEnv, policy: StripeCallPolicy = BACKGROUND_CALLS): Stripe {
  if (!paymentsConfigured(env)) throw notConfigured();
  const config: ConstructorParameters<typeof Stripe>[1] = {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: policy.retries,
    timeout: policy.timeoutMs,
  };
  const override = stripeApiOverride(env);
  if (override) Object.assign(config, override);
  return new Stripe(env.STRIPE_SECRET_KEY, config);
}

/** Our own deadline on a whole Checkout start passed (the SDK's per-call timeout did not end it first). */
class CheckoutDeadline extends Error {
  name = "CheckoutDeadline";
}

/**
 * `work` (every Stripe call of one Checkout start) within the checkout deadline: past it, the
 * person is answered and whatever Stripe still does is not recorded (a retry with the same
 * idempotency key finds the session Stripe may have made meanwhile). Beside a stand-in a test's
 * short STRIPE_API_TIMEOUT_MS shortens the deadline with it.
 */
export async function withinCheckoutDeadline<T>(env: PaymentsEnv, work: Promise<T>): Promise<T> {
  const perCall = stripeApiOverride(env)?.timeout;
  const deadline = perCall ? perCall * 4 : CHECKOUT_DEADLINE_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckoutDeadline()), deadline);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Stripe never answered (a timeout, or no connection at all): nothing can have been charged,
 * and the page says exactly that ("payment could not start"), not a general error.
 */
const noAnswers = new WeakSet<ServiceError>();
function stripeNoAnswer(): ServiceError {
  const error = ServiceError.refusing(502, { code: "paymentUnreachable" });
  noAnswers.add(error);
  return error;
}

/** Whether `error` is Stripe's silence (stripeFailure's answer to a timeout or a lost connection). */
export function isStripeNoAnswer(error: unknown): boolean {
  return error instanceof ServiceError && noAnswers.has(error);
}

const noAnswer = (error: unknown) =>
  error instanceof CheckoutDeadline || error instanceof Stripe.errors.StripeConnectionError;

type StripeMode = "live" | "test";

/** Live or test, read from an id's prefix (`pk_live_…`, `cs_test_…`); null when it has neither. */
function modeOf(id: string, prefix: "pk" | "cs"): StripeMode | null {
  if (id.startsWith(`${prefix}_live_`)) return "live";
  if (id.startsWith(`${prefix}_test_`)) return "test";
  return null;
}

/**
 * A Checkout Session made with one mode's secret key cannot be paid with the
 * other mode's publishable key: a live key beside a test session (or the
 * reverse) means the configuration is mixed up, so nobody is sent to pay.
 */
export function assertSameStripeMode(publishableKey: string, sessionId: string): void {
  const keyMode = modeOf(publishableKey, "pk");
  if (!keyMode || keyMode !== modeOf(sessionId, "cs")) {
    log.error("Stripe checkout refused: publishable key and session are in different modes");
    throw ServiceError.refusing(500, { code: "paymentConfiguration" });
  }
}

function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

/** Stripe said the object does not exist (e.g. an unknown session id). */
export function isStripeMissing(error: unknown): boolean {
  return isStripeError(error) && (error.statusCode === 404 || error.code === "resource_missing");
}

/** Stripe no longer knows the customer a call named (deleted in its Dashboard, test data cleared, other mode). */
export function isMissingCustomer(error: unknown): boolean {
  return isStripeError(error) && error.code === "resource_missing" && error.param === "customer";
}

/** Stripe answered and turned the call down (4xx): it was reached, so "could not reach" would be untrue. */
function isStripeRefusal(error: unknown): error is Stripe.errors.StripeError {
  const status = isStripeError(error) ? error.statusCode : undefined;
  return status !== undefined && status >= 400 && status < 500;
}

/**
 * What Stripe said about a failed call, for the log: its status, type, code, param and request id
 * (the reference support can look up in Stripe's Dashboard). Never its message, which can quote
 * what was sent (ids, emails), and never the key.
 */
export function stripeErrorFacts(error: unknown): LogFacts {
  if (!isStripeError(error)) return {};
  return {
    status: error.statusCode,
    stripeType: error.rawType,
    code: error.code,
    param: error.param,
    stripeRequestId: error.requestId,
  };
}

/**
 * A Stripe failure people can act on. Configuration problems are 503 with the "not configured"
 * message; a refusal (Stripe answered 4xx) says so, with Stripe's request id as the reference to
 * quote to support; only a network failure or a 5xx is "could not reach". The log line carries
 * Stripe's facts (stripeErrorFacts), never the message.
 */
export function stripeFailure(error: unknown, what: string): ServiceError {
  if (error instanceof ServiceError) return error;
  logError(`stripe ${what}`, error, undefined, stripeErrorFacts(error));
  if (isStripeError(error) && error.type === "StripeAuthenticationError") return notConfigured();
  if (isStripeRefusal(error))
    return ServiceError.refusing(502, { code: "stripeRefused", values: { reference: error.requestId ?? "" } });
  if (noAnswer(error)) return stripeNoAnswer();
  return ServiceError.refusing(502, { code: "paymentUnreachable" });
}
