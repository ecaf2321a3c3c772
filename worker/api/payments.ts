import { Hono } from "hono";
import { createCheckoutSession } from "../../app/.server/payments/checkout.server";
import { getPaymentStatus } from "../../app/.server/payments/status.server";
import { checkoutRequestSchema } from "../../app/domain/payments";
import { requireApiUser, type AuthedApiEnv } from "./auth";
import { valid } from "./validate";

/** `POST /api/create-checkout-session`. Mounted at /api/create-checkout-session (docs/product.md#api). */
export const checkoutSessionRoutes = new Hono<AuthedApiEnv>()
  .use(requireApiUser)
  .post("/", valid("json", checkoutRequestSchema), async (c) =>
    c.json(await createCheckoutSession(c.var.server, c.var.user.id, c.req.valid("json"), c.req.url)),
  );

/** `GET /api/payment-status/{session_id}` → `{ status }`. Mounted at /api/payment-status (docs/product.md#api). */
export const paymentStatusRoutes = new Hono<AuthedApiEnv>()
  .use(requireApiUser)
  .get("/:sessionId", async (c) =>
    c.json(await getPaymentStatus(c.var.server, c.var.user.id, c.req.param("sessionId"))),
  );
