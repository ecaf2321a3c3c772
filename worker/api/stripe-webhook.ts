import { Hono } from "hono";
import { handleStripeWebhook } from "../../app/.server/payments/webhook.server";
import type { ApiEnv } from "./types";

/**
 * `POST /api/stripe/webhook`: Stripe calls this, so no session is required;
 * the signature over the raw body is the authentication (docs/decisions/0007-payments.md).
 */
export const stripeWebhookRoutes = new Hono<ApiEnv>().post("/", async (c) => {
  const rawBody = await c.req.text();
  const outcome = await handleStripeWebhook(c.var.server, rawBody, c.req.header("stripe-signature") ?? null);
  return c.json(outcome);
});
