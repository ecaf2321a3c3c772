import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import Stripe from "stripe";
import { processedWebhookEvents } from "../../../db/schema";
import type { ServerContext } from "../context.server";
import { ServiceError } from "../errors.server";
import { logError } from "../observability.server";
import { releaseSessionClaims } from "./offer-claims.server";
import { chargeRefunded } from "./refund-effects.server";
import { checkoutPaid, invoicePaid, subscriptionChanged, updatePaymentStatus } from "./webhook-effects.server";
import { log } from "../../utils/log";

/** Events that change a member's plan (docs/decisions/0007-payments.md); every other type is acknowledged and ignored. */
const HANDLED_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
  "invoice.paid",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "charge.refunded",
] as const;

/**
 * The one API version the webhook reads (docs/deploying.md#7-stripe-and-google): the SDK's pinned version,
 * whose event shapes our types describe. The endpoint is created with it.
 */
const WEBHOOK_API_VERSION = Stripe.API_VERSION;

/** An event rendered in another API version: its objects may lack the fields we read. */
class StripeApiVersionMismatch extends Error {
  name = "StripeApiVersionMismatch";
}

export type WebhookOutcome = { received: true; ignored?: true; duplicate?: true };

type Statement = BatchItem<"sqlite">;

/**
 * The verified Stripe webhook (docs/decisions/0007-payments.md). The raw body is checked against the
 * signature with SubtleCrypto; each event id is processed once (the id is
 * inserted in the same atomic batch as the effects); an event older than the
 * state it would change never overwrites it: ordered by Stripe's `created` per
 * subscription (and per payment: `paid` is final), and a subscription changes
 * the member's plan only while it is their current one (asking Stripe when our
 * rows leave it in doubt).
 */
export async function handleStripeWebhook(
  server: ServerContext,
  rawBody: string,
  signature: string | null,
): Promise<WebhookOutcome> {
  const secret = server.env.STRIPE_WEBHOOK_SECRET;
  if (!secret)
    throw ServiceError.plain(503, "webhookNotConfigured", "Payments are not configured. Please contact support.");
  if (!signature) throw ServiceError.plain(400, "webhookSignatureMissing", "Missing Stripe signature.");

  let event: Stripe.Event;
  try {
    event = await Stripe.webhooks.constructEventAsync(
      rawBody,
      signature,
      secret,
      undefined,
      Stripe.createSubtleCryptoProvider(),
    );
  } catch (error) {
    log.warn(`Stripe webhook rejected: ${error instanceof Error ? error.name : "unknown"}`);
    throw ServiceError.plain(400, "webhookSignatureInvalid", "Invalid Stripe signature.");
  }

  if (event.api_version !== WEBHOOK_API_VERSION) {
    // Refused (Stripe retries and its dashboard shows the failures) rather than read in a shape we do not know.
    logError(
      `stripe webhook: event api_version ${String(event.api_version)}, endpoint must use ${WEBHOOK_API_VERSION}`,
      new StripeApiVersionMismatch(),
    );
    throw ServiceError.plain(400, "webhookVersionUnsupported", "Unsupported Stripe API version.");
  }

  if (!(HANDLED_EVENTS as readonly string[]).includes(event.type)) return { received: true, ignored: true };

  const seen = await server.db.query.processedWebhookEvents.findFirst({
    columns: { id: true },
    where: eq(processedWebhookEvents.id, event.id),
  });
  if (seen) return { received: true, duplicate: true };

  const effects = await effectsOf(server, event);
  try {
    await server.db.batch([
      server.db.insert(processedWebhookEvents).values({ id: event.id, type: event.type }),
      ...effects,
    ]);
  } catch (error) {
    // The same event delivered twice at once: the other delivery won the insert.
    if (await server.db.query.processedWebhookEvents.findFirst({ where: eq(processedWebhookEvents.id, event.id) })) {
      return { received: true, duplicate: true };
    }
    throw error;
  }
  return { received: true };
}

async function effectsOf(server: ServerContext, event: Stripe.Event): Promise<Statement[]> {
  const db = server.db;
  const at = new Date(event.created * 1000);
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return checkoutPaid(server, event.data.object, at);
    // A session that can no longer be paid lets go of the new-member offer it held (offer-claims.server.ts).
    case "checkout.session.async_payment_failed":
      return [
        updatePaymentStatus(db, event.data.object.id, "failed", at),
        releaseSessionClaims(server, event.data.object.id),
      ];
    case "checkout.session.expired":
      return [
        updatePaymentStatus(db, event.data.object.id, "expired", at),
        releaseSessionClaims(server, event.data.object.id),
      ];
    case "invoice.paid":
      return invoicePaid(server, event.data.object, at);
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return subscriptionChanged(server, event.data.object, at, event.type === "customer.subscription.deleted");
    case "charge.refunded":
      return chargeRefunded(server, event.data.object, at);
    default:
      return [];
  }
}
