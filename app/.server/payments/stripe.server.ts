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

/**
 * The Stripe client for a request: fetch HTTP client (workerd has no Node
 * http), optional API base override. Without keys every payment call answers
 * 503 "Payments are not configured" and the rest of the app keeps working.
 */
export function stripeClient(env: PaymentsEnv): Stripe {
  if (!paymentsConfigured(env)) throw notConfigured();
  const config: ConstructorParameters<typeof Stripe>[1] = {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    timeout: 20_000,
  };
  const override = stripeApiOverride(env);
  if (override) Object.assign(config, override);
  return new Stripe(env.STRIPE_SECRET_KEY, config);
}

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
  return ServiceError.refusing(502, { code: "paymentUnreachable" });
}
