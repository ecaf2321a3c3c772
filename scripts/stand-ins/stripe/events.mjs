// Webhook events of the Stripe stand-in: Stripe's envelope, Stripe's signature
// scheme (`Stripe-Signature: t=<unix>,v1=<HMAC-SHA256(secret, "t.payload")>`,
// what the SDK's constructEventAsync verifies), delivered by POST to the app.
import { createHmac, randomBytes } from "node:crypto";
import Stripe from "stripe";

/** The version a webhook endpoint made today should be created with: the SDK's pinned one (docs/deploying.md). */
export const ENDPOINT_API_VERSION = Stripe.API_VERSION;

export const stripeId = (prefix) => `${prefix}_${randomBytes(12).toString("hex")}`;

/** The Stripe-Signature header for `payload` signed at `timestamp` (seconds). */
export function signPayload(payload, secret, timestamp = Math.floor(Date.now() / 1000)) {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${signature}`;
}

export function buildEvent(type, object, apiVersion = ENDPOINT_API_VERSION) {
  return {
    id: stripeId("evt"),
    object: "event",
    api_version: apiVersion,
    created: Math.floor(Date.now() / 1000),
    data: { object: JSON.parse(JSON.stringify(object)) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/**
 * Sends events one after another, in order, to `webhook.url` signed with
 * `webhook.secret`. Answers one line per event: { type, status } (status 0:
 * the app could not be reached). Without a webhook configured nothing is sent.
 */
export async function deliverEvents(webhook, events, log = []) {
  const outcomes = [];
  for (const event of events) {
    const payload = JSON.stringify(event);
    let status = 0;
    if (webhook?.url && webhook.secret) {
      try {
        const res = await fetch(webhook.url, {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": signPayload(payload, webhook.secret) },
          body: payload,
        });
        status = res.status;
        await res.arrayBuffer();
      } catch {
        status = 0;
      }
    }
    const outcome = { id: event.id, type: event.type, status, at: Date.now(), event };
    log.push(outcome);
    outcomes.push(outcome);
  }
  return outcomes;
}
