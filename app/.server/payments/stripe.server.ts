import Stripe from "stripe";
import { PAYMENT_MESSAGES } from "../../domain/payments";
import { allowsStandIns } from "../environment.server";
import { ServiceError } from "../errors.server";
import { logError } from "../observability.server";
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
  return new ServiceError(503, PAYMENTS_NOT_CONFIGURED);
}

const PAYMENTS_NOT_CONFIGURED = PAYMENT_MESSAGES.notConfigured;

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
    throw new ServiceError(500, PAYMENT_MESSAGES.configuration);
  }
}

function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

/** Stripe said the object does not exist (e.g. an unknown session id). */
export function isStripeMissing(error: unknown): boolean {
  return isStripeError(error) && (error.statusCode === 404 || error.code === "resource_missing");
}

/**
 * A Stripe failure people can act on: configuration problems are 503 with the
 * "not configured" message, anything else a 502. Logs the error name only.
 */
export function stripeFailure(error: unknown, what: string): ServiceError {
  if (error instanceof ServiceError) return error;
  logError(`stripe ${what}`, error);
  if (isStripeError(error) && error.type === "StripeAuthenticationError") return notConfigured();
  return new ServiceError(502, "We could not reach our payment provider. Please try again or contact support.");
}
